// Lighthouse (mobile, simulated throttling) driven with Debian's Chromium in a fresh profile, fully offline.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../browser/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run in a fresh Chromium: its report (lhr) and the artifacts (trace, network log) it was made from. */
export async function runLighthouse(url, categories = CATEGORIES) {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    logLevel: 'silent',
  });
  try {
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run: category scores (0-100), LCP, FCP, TBT, CLS and the failing audits' ids. */
export async function lighthouseOnce(url) {
  const { lhr } = await runLighthouse(url);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1)
      .map((r) => `${c}:${r.id}(${lhr.audits[r.id].displayValue ?? lhr.audits[r.id].score})`),
  );
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    // Lighthouse's own measure of the host's CPU speed at that moment: a low figure means the run shared the machine.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing,
    runtimeError: lhr.runtimeError?.message,
  };
}

/** Median of `runs` Lighthouse runs (each score and metric taken separately). */
export async function lighthouseMedian(url, runs = 3) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse sometimes loses the trace (NO_NAVSTART, "please run Lighthouse again"): such a run is repeated, at most
    // twice, so one glitch neither fails the bench nor hides a real error, which comes back on every attempt.
    let run = await lighthouseOnce(url);
    for (let retry = 0; run.runtimeError && retry < 2; retry++) run = await lighthouseOnce(url);
    all.push(run);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))])),
    lcp: median(all.map((r) => r.lcp)),
    fcp: median(all.map((r) => r.fcp)),
    tbt: median(all.map((r) => r.tbt)),
    cls: median(all.map((r) => r.cls)),
    benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
    failing: [...new Set(all.flatMap((r) => r.failing))],
    runtimeError: all.find((r) => r.runtimeError)?.runtimeError,
  };
}
