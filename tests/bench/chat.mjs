// Chat bench: time to the first streamed byte and total time of library-mode answers, and requests per second with several
// concurrent guests. Run by `npm run bench` (tests/bench/run.mjs starts the worker), or alone against a running local
// worker: `BASE_URL=http://localhost:8787 node tests/bench/chat.mjs`. Loopback only; every loop is bounded.
import { request } from 'node:http';

const QUESTIONS = [
  'What does research say about BPC-157 and tendon repair?',
  'How do Semax and Selank differ?',
  'How long should a cold plunge session be?',
  'What is the difference between CJC-1295 with and without DAC?',
  'How much does a consultation cost?',
  'What are the side effects of tirzepatide?',
  'Where are you located?',
  'What is NAD+?',
];
const WARMUP = 3;
const SEQUENTIAL = 24;
const GUESTS = 8;
// Each guest stays under the guest limit of 20 messages an hour.
const PER_GUEST = 15;

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

// Benchmark addresses (198.18.0.0/15), fresh per run so reruns against a long-running worker start under the limit.
const run = 1 + Math.floor(Math.random() * 250);
/** A distinct client address per simulated guest, so each has its own hourly limit (the worker hashes it). */
const guestAddress = (guest) => `198.${18 + (guest >= 250 ? 1 : 0)}.${run}.${(guest % 250) + 1}`;

/** One chat request; resolves with milliseconds to the first body byte and to the end of the stream. */
function ask(baseUrl, message, address) {
  const url = new URL('/api/chat', baseUrl);
  const body = JSON.stringify({ message, conversationId: null, pageContext: '/', isGuest: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = 0;
    let text = '';
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: url.origin,
          'CF-Connecting-IP': address,
          // Compression would hold bytes back until the end, hiding the streaming.
          'Accept-Encoding': 'identity',
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (!first) first = performance.now() - started;
          text += chunk;
        });
        res.on('end', () => {
          const ok = res.statusCode === 200 && text.trimEnd().endsWith('{"type":"done"}');
          resolve({ ok, status: res.statusCode, ttfb: first, total: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.end(body);
  });
}

/** Runs the chat bench against a worker on loopback and prints a small table. */
export async function runChatBench(baseUrl) {
  const host = new URL(baseUrl).hostname;
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host))
    throw new Error(`The chat bench only runs against loopback, not ${host}.`);

  for (let i = 0; i < WARMUP; i++) await ask(baseUrl, QUESTIONS[i % QUESTIONS.length], guestAddress(0));
  const ttfb = [];
  const total = [];
  let failures = 0;
  for (let i = 0; i < SEQUENTIAL; i++) {
    // A new guest every 10 questions keeps the sequential run under the hourly guest limit.
    const r = await ask(baseUrl, QUESTIONS[i % QUESTIONS.length], guestAddress(1 + Math.floor(i / 10)));
    if (!r.ok) failures++;
    ttfb.push(r.ttfb);
    total.push(r.total);
  }
  console.log(`\nChat, library mode: ${SEQUENTIAL} sequential guest questions after ${WARMUP} warm-ups (ms)`);
  console.log('metric'.padEnd(34), 'median'.padStart(8), 'p95'.padStart(8), 'max'.padStart(8));
  for (const [name, xs] of [
    ['time to first streamed byte', ttfb],
    ['total answer time', total],
  ]) {
    console.log(
      name.padEnd(34),
      pct(xs, 50).toFixed(1).padStart(8),
      pct(xs, 95).toFixed(1).padStart(8),
      Math.max(...xs)
        .toFixed(1)
        .padStart(8),
    );
  }

  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: GUESTS }, async (_, g) => {
      const address = guestAddress(100 + g);
      const mine = [];
      for (let i = 0; i < PER_GUEST; i++) mine.push(await ask(baseUrl, QUESTIONS[(g + i) % QUESTIONS.length], address));
      return mine;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const all = results.flat();
  const refused = all.filter((r) => !r.ok).length;
  console.log(`\nChat, ${GUESTS} concurrent guests x ${PER_GUEST} questions`);
  console.log(
    'requests'.padEnd(12),
    'seconds'.padStart(8),
    'req/s'.padStart(8),
    'median ms'.padStart(10),
    'p95 ms'.padStart(8),
    'failed'.padStart(7),
  );
  console.log(
    String(all.length).padEnd(12),
    seconds.toFixed(2).padStart(8),
    (all.length / seconds).toFixed(1).padStart(8),
    pct(
      all.map((r) => r.total),
      50,
    )
      .toFixed(1)
      .padStart(10),
    pct(
      all.map((r) => r.total),
      95,
    )
      .toFixed(1)
      .padStart(8),
    String(refused).padStart(7),
  );
  if (failures + refused > 0) throw new Error(`${failures + refused} chat requests did not complete`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runChatBench(process.env.BASE_URL ?? 'http://localhost:8787');
}
