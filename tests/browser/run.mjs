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

// Staff for the inbox tests: this address becomes staff once it signs up and verifies (ADMIN_EMAILS).
const STAFF_EMAIL = process.env.STAFF_EMAIL ?? 'staff@oasis-tests.example';

/** Runs the files against a fresh server (fresh D1 and KV, so rate limits start at zero). */
async function runAll(list) {
  const server = await startServer({ vars: { ADMIN_EMAILS: STAFF_EMAIL } });
  try {
    const { status } = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...list], {
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: server.url, STAFF_EMAIL },
    });
    if (status !== 0 && process.env.SHOW_SERVER_LOG) console.error(server.log());
    return status ?? 1;
  } finally {
    server.stop();
  }
}

let status = await runAll(files);
if (status !== 0 && !process.env.NO_RETRY) {
  // Browser timing can rarely fail a test on a loaded machine: run the suite once more and say so loudly.
  console.error('\nSome browser tests failed; running the suite once more on a fresh server to tell a flaky failure from a real one.\n');
  status = await runAll(files);
  console.error(
    status === 0 ? 'FLAKY: the suite passed on the retry; the first failure above is worth a look.' : 'Still failing on the retry.',
  );
}
process.exit(status);
