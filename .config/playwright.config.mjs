// The browser suite (tests/browser/*.test.mjs) on @playwright/test: see docs/browser-tests.md.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/browser/chromium.mjs';
import { freePort } from '../tests/browser/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// The config is loaded by the runner and again by every worker: the runner picks the port and the workers inherit it.
process.env.BROWSER_TEST_PORT ??= String(await freePort());
// Staff tests enrol their own accounts in the server's state folder (npm run staff -- --persist-to) and pass TOTP.
process.env.BROWSER_TEST_STATE ??= join(tmpdir(), `oasis-browser-state-${process.env.BROWSER_TEST_PORT}`);
const baseURL = `http://127.0.0.1:${process.env.BROWSER_TEST_PORT}`;

export default defineConfig({
  testDir: '../tests/browser',
  testMatch: '*.test.mjs',
  outputDir: '../tests/.artifacts/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A stray test.only would silently skip the rest of the suite: run one test with -g instead.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../tests/.artifacts/playwright-report' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    cwd: root,
    // This Node (24, from the `node` devDependency), whatever node is first on PATH.
    command: `"${process.execPath}" tests/browser/web-server.mjs`,
    url: `${baseURL}/robots.txt`,
    env: { PORT: process.env.BROWSER_TEST_PORT, BROWSER_TEST_STATE: process.env.BROWSER_TEST_STATE },
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
