// Load bench: 200 concurrent mixed requests (pages, guest chat, sign-in, contact) against the local worker, checking that
// none answers 5xx and that every limit holds exactly under the burst. Run by `npm run bench`, or alone against a running
// local worker: `BASE_URL=http://localhost:8787 node tests/bench/load.mjs`. Loopback only; one bounded burst.
import { request } from 'node:http';

const PAGES = [
  '/',
  '/solutions',
  '/recovery',
  '/research',
  '/about',
  '/contact',
  '/education/bpc-157',
  '/education/faq',
  '/search?q=bpc',
  '/terms',
];
// Benchmark addresses (198.18.0.0/15), fresh per run so reruns against a long-running worker start under every limit.
let run = Math.floor(Math.random() * 250);
const address = (n) => `198.19.${run}.${n}`;

/** One request; resolves with its status (the body is read to the end, so streamed answers finish). */
function send(baseUrl, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'Accept-Encoding': 'identity', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const json = (baseUrl, ip, body) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: new URL(baseUrl).origin, 'CF-Connecting-IP': ip },
  body: JSON.stringify(body),
});

/** The burst, by kind: what each request is and the limit it must meet. */
function burst(baseUrl) {
  const items = [];
  for (let i = 0; i < 80; i++)
    items.push({ kind: 'page', path: PAGES[i % PAGES.length], headers: { 'CF-Connecting-IP': address(10 + (i % 40)) } });
  // Two guests, 25 messages each, against 20 an hour.
  for (let i = 0; i < 50; i++) {
    const guest = i % 2;
    items.push({
      kind: `chat-guest-${guest}`,
      path: '/api/chat',
      ...json(baseUrl, address(1 + guest), {
        message: 'What does research say about BPC-157?',
        conversationId: null,
        pageContext: '/',
        isGuest: true,
      }),
    });
  }
  // 40 password guesses for one address from one client, against 10 failures per (account, address).
  const email = `load-${run}-${Date.now()}@example.com`;
  for (let i = 0; i < 40; i++)
    items.push({ kind: 'sign-in', path: '/api/auth/sign-in', ...json(baseUrl, address(3), { email, password: `Guess-${i}-x` }) });
  // 30 enquiries from one visitor, against 5 per 10 minutes.
  for (let i = 0; i < 30; i++) {
    items.push({
      kind: 'contact',
      path: '/api/contact',
      ...json(baseUrl, address(4), {
        firstName: 'Load',
        lastName: 'Bench',
        email: 'load@example.com',
        phone: '',
        subject: 'Load bench',
        message: `Enquiry ${i} from the load bench.`,
        sourcePath: '/contact',
      }),
    });
  }
  return items;
}

/** What each kind must answer: exact counts per status, or only these statuses. */
const EXPECTED = {
  page: { only: [200] },
  'chat-guest-0': { counts: { 200: 20, 429: 5 } },
  'chat-guest-1': { counts: { 200: 20, 429: 5 } },
  'sign-in': { counts: { 401: 10, 429: 30 } },
  contact: { counts: { 201: 5, 429: 25 } },
};

export async function runLoadBench(baseUrl) {
  run = (run % 250) + 1;
  const items = burst(baseUrl);
  console.log(`\nLoad: ${items.length} concurrent mixed requests (pages, guest chat, sign-in, contact), all limits checked`);
  const started = performance.now();
  const statuses = await Promise.all(items.map((item) => send(baseUrl, item).catch(() => 0)));
  const seconds = (performance.now() - started) / 1000;
  let failed = false;
  const byKind = {};
  items.forEach((item, i) => {
    byKind[item.kind] ??= {};
    byKind[item.kind][statuses[i]] = (byKind[item.kind][statuses[i]] ?? 0) + 1;
  });
  const errors = statuses.filter((s) => s >= 500 || s === 0).length;
  if (errors) failed = true;
  for (const [kind, counts] of Object.entries(byKind)) {
    const rule = EXPECTED[kind];
    const ok = rule.counts
      ? JSON.stringify(counts) === JSON.stringify(rule.counts)
      : Object.keys(counts).every((s) => rule.only.includes(Number(s)));
    if (!ok) failed = true;
    console.log(kind.padEnd(16), JSON.stringify(counts).padEnd(24), ok ? 'ok' : `EXPECTED ${JSON.stringify(rule.counts ?? rule.only)}`);
  }
  console.log(
    `5xx or failed: ${errors} (budget 0); all ${items.length} answered in ${seconds.toFixed(2)} s (${(items.length / seconds).toFixed(0)} requests/s)`,
  );
  return !failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await runLoadBench(process.env.BASE_URL ?? 'http://localhost:8787');
  process.exit(ok ? 0 : 1);
}
