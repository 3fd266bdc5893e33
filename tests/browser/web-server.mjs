// Playwright's webServer: builds the site once if no build exists, then serves it on workerd (wrangler dev) with a
// fresh local D1/KV state on the port the config chose. Stopped by Playwright with SIGTERM; the state folder goes too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './server.mjs';

const root = new URL('../../', import.meta.url).pathname;
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('web-server.mjs needs PORT (.config/playwright.config.mjs sets it)');

if (!existsSync(join(root, 'dist/client')) || !existsSync(join(root, 'src/generated/client-manifest.json'))) {
  console.log('No build found: running `npm run build` once for the browser suite.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Signals are handled from the start: stopped while wrangler is still starting, it is stopped too (never orphaned).
const starting = new AbortController();
let server;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  starting.abort();
  if (!server) return; // still starting: startServer stops it and rejects, and the catch below exits
  await Promise.race([server.stop(), new Promise((r) => setTimeout(r, 8_000))]);
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);

try {
  // The state folder is the config's, so tests can enrol staff in this server's database (npm run staff -- --persist-to).
  const state = process.env.BROWSER_TEST_STATE;
  if (state) mkdirSync(state, { recursive: true });
  // The whole suite is one site sending many enquiries in minutes: its site-wide ceiling is raised so none is held.
  server = await startServer({ port, vars: { ENQUIRY_HOURLY_CEILING: '1000' }, signal: starting.signal, ...(state ? { state } : {}) });
} catch (error) {
  if (stopping) process.exit(0);
  throw error;
}
if (stopping) {
  await server.stop();
  process.exit(0);
}
console.log(`Site ready on ${server.url}`);
process.on('exit', () => void server.stop());
// Stay alive until Playwright stops us; if the worker dies on its own, say so and end (the suite then fails loudly).
server.exited.then((code) => {
  if (stopping) return;
  console.error(`wrangler dev exited (${code}):\n${server.log()}`);
  process.exit(1);
});
