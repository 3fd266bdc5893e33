// Why a route's Lighthouse performance is what it is: runs Lighthouse, then re-runs its own simulation (Lantern) on
// that run's trace and lists, for each simulated main-thread task, where the simulation placed it, how much of it
// counted as blocking time, and which trace task it was; then the requests and tasks in the first-paint graph.
// Usage: npm run bench:explain -- /route [/other-route ...] [--runs N]
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { startServer } from '../browser/server.mjs';
import { runLighthouse } from './lighthouse.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const routes = args.filter((a, i) => a.startsWith('/') && (runsAt < 0 || i !== runsAt + 1));
if (!routes.length || !(runs > 0)) {
  console.error('usage: npm run bench:explain -- /route [/other-route ...] [--runs N]');
  process.exit(2);
}

const ms = (x) => String(Math.round(x)).padStart(5);
// Lantern's own rule for one task's blocking time: the part inside [first paint, interactive] beyond 50 ms.
const blocking = (t, from, to) =>
  Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent({ start: t.startTime, end: t.endTime, duration: t.duration }, from, to);

async function explain(url, base) {
  const result = await runLighthouse(url, ['performance']);
  const { lhr, artifacts: A } = result;
  if (lhr.runtimeError) return console.log(`  Lighthouse failed: ${lhr.runtimeError.code}`);
  const data = {
    trace: A.Trace,
    devtoolsLog: A.DevtoolsLog,
    gatherContext: A.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: A.URL,
    SourceMaps: A.SourceMaps,
  };
  const context = { computedCache: new Map() };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const parse = A.Trace.traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const origin = parse?.ts ?? 0;
  const task = (node) => {
    const top = node.childEvents
      .filter((c) => c.dur > 1000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((c) => `${c.name} ${(c.dur / 1000).toFixed(1)}`)
      .join(', ');
    return `trace ${ms((node.event.ts - origin) / 1000)} ms, ${(node.event.dur / 1000).toFixed(1).padStart(5)} ms  ${top}`;
  };
  const a = lhr.audits;
  console.log(
    `  performance ${Math.round(lhr.categories.performance.score * 100)}  TBT ${Math.round(a['total-blocking-time'].numericValue)} ms  LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms  host index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  // Each half of the estimate pairs the opposite first-paint estimate with its own interactive time (Lantern's choice).
  for (const [name, est, from, to] of [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ]) {
    console.log(
      `  ${name} half: first paint at ${Math.round(from)} ms, interactive at ${Math.round(to)} ms, blocking ${Math.round(est.timeInMs)} ms`,
    );
    const rows = [...est.nodeTimings.entries()]
      .filter(([node, t]) => node.type === 'cpu' && t.duration >= 30)
      .sort((x, y) => x[1].startTime - y[1].startTime);
    for (const [node, t] of rows)
      console.log(`    sim ${ms(t.startTime)}-${ms(t.endTime)}  blocking ${ms(blocking(t, from, to))}  | ${task(node)}`);
  }
  console.log(
    `  first-paint and largest-paint graphs (pessimistic): FCP ${Math.round(fcp.pessimisticEstimate.timeInMs)} ms, LCP ${Math.round(lcp.pessimisticEstimate.timeInMs)} ms`,
  );
  for (const [node, t] of [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime)) {
    const what = node.type === 'network' ? `request ${node.request.url.replace(base, '')} (${node.request.priority})` : task(node);
    console.log(`    sim ${ms(t.startTime)}-${ms(t.endTime)}  ${what}`);
  }
}

const server = await startServer();
try {
  for (const route of routes) {
    for (let i = 0; i < 5; i++) await fetch(server.url + route).then((r) => r.text()); // warm the worker
    for (let k = 0; k < runs; k++) {
      console.log(`${route} (run ${k + 1} of ${runs})`);
      await explain(server.url + route, server.url);
    }
  }
} finally {
  server.stop();
}
