// Browser tests: start the site on workerd, then run every tests/browser/*.test.mjs (or the files given) with node's test runner.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { startServer } from './server.mjs';

const dir = new URL('.', import.meta.url).pathname;
const root = join(dir, '../..');

if (!existsSync(join(root, 'dist/client')) || !existsSync(join(root, 'src/generated/client-manifest.json'))) {
  console.error('The client bundle is missing: run `npm run build` first (npm test does).');
  process.exit(1);
}
chromiumPath(); // fail fast, with instructions, when no browser is installed

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => join(dir, f));

const server = await startServer();
let status = 1;
try {
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: server.url },
  });
  status = result.status ?? 1;
} finally {
  server.stop();
}
if (status !== 0 && process.env.SHOW_SERVER_LOG) console.error(server.log());
process.exit(status);
