// `npm run bench`: JavaScript budget per route (real Chromium first load), time to first byte, and the chat bench.
// Runs against a local worker it starts itself (loopback only, bounded loops).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../browser/chromium.mjs';
import { startServer } from '../browser/server.mjs';

const root = new URL('../../', import.meta.url).pathname;
const JS_BUDGET_BYTES = 80 * 1024;
const TTFB_BUDGET_MS = 50;
const ROUTES = [
  '/',
  '/solutions',
  '/solutions/nutrition',
  '/solutions/performance-stack',
  '/recovery',
  '/research',
  '/about',
  '/contact',
  '/education/bpc-157',
  '/education/selank',
  '/education/faq',
  '/terms',
  '/search?q=bpc',
];

if (!existsSync(new URL('../../src/generated/client-manifest.json', import.meta.url))) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

/** Milliseconds to the first body byte of an uncompressed GET (gzip would hold the stream until its end). */
function ttfb(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      res.once('data', () => {
        const ms = performance.now() - started;
        res.resume();
        res.on('end', () => resolve(ms));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const server = await startServer();
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  console.log('\nJavaScript on first load (gzip -9 of every script the page fetched before it was interactive)');
  console.log('route'.padEnd(34), 'files', 'raw KB'.padStart(8), 'gzip KB'.padStart(8), ' budget 80 KB');
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(server.url + route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15000 });
    await page.waitForTimeout(200);
    const buffers = await Promise.all(bodies);
    const raw = buffers.reduce((n, b) => n + b.length, 0);
    const gz = buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    const ok = gz <= JS_BUDGET_BYTES;
    if (!ok) failed = true;
    console.log(
      route.padEnd(34),
      String(buffers.length).padStart(5),
      (raw / 1024).toFixed(1).padStart(8),
      (gz / 1024).toFixed(1).padStart(8),
      ok ? ' ok' : ' OVER BUDGET',
    );
    await context.close();
  }
  await browser.close();

  console.log('\nTime to first byte, 30 sequential requests per route after 5 warm-up requests (ms)');
  console.log('route'.padEnd(34), 'median'.padStart(8), 'p95'.padStart(8), ' budget 50 ms');
  for (const route of ROUTES) {
    for (let i = 0; i < 5; i++) await ttfb(server.url + route);
    const samples = [];
    for (let i = 0; i < 30; i++) samples.push(await ttfb(server.url + route));
    const median = pct(samples, 50);
    const ok = median < TTFB_BUDGET_MS;
    if (!ok) failed = true;
    console.log(route.padEnd(34), median.toFixed(1).padStart(8), pct(samples, 95).toFixed(1).padStart(8), ok ? ' ok' : ' OVER BUDGET');
  }

  // Search: workerd freezes clocks during synchronous work, so time the same module in Node's V8 instead.
  console.log('\nSearch over the whole site, per query (same code bundled for Node, 200 runs each, ms)');
  const bundle = join(tmpdir(), `oasis-search-${process.pid}.mjs`);
  const built = spawnSync(
    join(root, 'node_modules/.bin/esbuild'),
    ['src/server/search/site-search.ts', '--bundle', '--format=esm', '--platform=neutral', `--outfile=${bundle}`, '--log-level=error'],
    { cwd: root, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(built.stderr);
  const { searchSite } = await import(pathToFileURL(bundle).href);
  for (const q of ['bpc', 'cold plunge', 'tirzepatide dose', 'nad iv infusion', 'free shipping', 'sleep recovery red light', 'xylophone']) {
    const times = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      searchSite(q);
      times.push(performance.now() - t);
    }
    const p95 = pct(times, 95);
    const ok = p95 < 20;
    if (!ok) failed = true;
    console.log(
      JSON.stringify(q).padEnd(34),
      'p50',
      pct(times, 50).toFixed(3).padStart(7),
      'p95',
      p95.toFixed(3).padStart(7),
      ok ? ' ok (budget 20 ms)' : ' OVER BUDGET',
    );
  }
  rmSync(bundle, { force: true });

  const chatBench = new URL('./chat.mjs', import.meta.url);
  if (existsSync(chatBench)) {
    const { runChatBench } = await import(chatBench.href);
    await runChatBench(server.url);
  }

  const { runLoadBench } = await import(new URL('./load.mjs', import.meta.url).href);
  if (!(await runLoadBench(server.url))) failed = true;
} finally {
  server.stop();
}
if (failed) {
  console.error('\nA budget was exceeded.');
  process.exit(1);
}
console.log('\nAll budgets met.');
