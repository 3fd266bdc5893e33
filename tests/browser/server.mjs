// Starts the site on workerd (wrangler dev, local mode) with a fresh local D1/KV state for browser tests and benches.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
// Run wrangler's JS entry with this Node (24, from the `node` devDependency) whatever node is first on PATH.
const wranglerJs = join(root, 'node_modules/wrangler/bin/wrangler.js');

/** An unused TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Applies migrations to a throwaway state folder and starts `wrangler dev` (on `port`, or a free one); resolves once the
 * site answers. `exited` resolves with the exit code when wrangler ends; `stop()` ends it and deletes the state. An
 * aborted `signal` stops a server that is still starting (the promise then rejects).
 */
export async function startServer({ vars = {}, port: wanted, signal, state = mkdtempSync(join(tmpdir(), 'oasis-state-')) } = {}) {
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME ?? join(root, '.wrangler/config'),
    NO_COLOR: '1',
  };
  const migrate = spawnSync(process.execPath, [wranglerJs, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) {
    rmSync(state, { recursive: true, force: true });
    throw new Error(`Migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  }
  const port = wanted ?? (await freePort());
  const varArgs = Object.entries({ DEV_MODE: 'true', ...vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const child = spawn(
    process.execPath,
    [
      wranglerJs,
      'dev',
      '--local',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--inspector-port',
      String(await freePort()),
      ...varArgs,
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(state, { recursive: true, force: true });
      throw new Error(`wrangler dev exited early:\n${log}`);
    }
    if (signal?.aborted) {
      await stop();
      throw new Error('stopped while starting');
    }
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`wrangler dev did not answer within 180 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  /** Stops wrangler and deletes the state folder; the promise settles once wrangler has exited and the folder is gone. */
  function stop() {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const removeState = () => rmSync(state, { recursive: true, force: true });
    removeState();
    // workerd may still write while it shuts down: delete again once it has exited.
    return exited.then(removeState);
  }
  return { url, stop, exited, log: () => log };
}
