// Training for the safety classifier, shared by the build (scripts/train-safety-classifier.ts) and its
// leave-one-round-out measurement (scripts/classifier-cv.ts). Deterministic: the same rows give the same weights.
import { readdirSync, readFileSync } from 'node:fs';
import { readMessage } from '../../src/server/assistant/read';
import { CLASSIFIER_CLASSES } from '../../src/server/assistant/safety/classes';
import { conceptTokens, features } from '../../src/server/assistant/safety/classifier-features';
import { conceptsOf } from '../../src/server/assistant/safety/concepts';

/** A message's features as the policy computes them: its text and what the reader and the concepts found in it. */
const cache = new Map<string, number[]>();
export function featuresOf(text: string, dimensions: number): number[] {
  const key = `${dimensions}:${text}`;
  let f = cache.get(key);
  if (!f) {
    const read = readMessage(text);
    f = features(text, dimensions, conceptTokens(read, conceptsOf(read)));
    cache.set(key, f);
  }
  return f;
}

export type Row = { text: string; class: string; history?: ({ role: string; content: string } | string)[]; group: string };

/** Rows of a JSON Lines file; every line needs text and class (answer questions without a class are library questions). */
export function load(file: string, group: string): Row[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as Omit<Row, 'group'>;
      return { ...r, class: r.class ?? 'answers:question', group };
    });
}

export const isSafety = (c: string) => !(c === 'ordinary' || c.startsWith('answers:'));

/** The classes of the multi-class model: "none" (ordinary and library questions), then each safety class. */
export const CLASSES = CLASSIFIER_CLASSES;
export function classOf(c: string): number {
  if (!isSafety(c)) return 0;
  const i = CLASSES.indexOf(c as never);
  if (i < 0) throw new Error(`unknown class ${c}`);
  return i;
}

export type Multi = { w: Float64Array[]; bias: Float64Array };

/** Softmax regression by seeded SGD: one weight vector per class over the same hashed features. */
export function trainMulti(rows: Row[], dimensions: number, epochs = 30, rate = 0.2, l2 = 1e-4): Multi {
  const data = rows.map((r) => ({ f: featuresOf(r.text, dimensions), y: classOf(r.class) }));
  let seed = 7;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const K = CLASSES.length;
  const w = Array.from({ length: K }, () => new Float64Array(dimensions));
  const bias = new Float64Array(K);
  // "none" against all safety classes together weighs as much as they do.
  const none = data.filter((d) => d.y === 0).length;
  const weightOf = (y: number) => (y === 0 ? data.length / (2 * (none || 1)) : data.length / (2 * (data.length - none || 1)));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = data.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [data[i], data[j]] = [data[j]!, data[i]!];
    }
    for (const { f, y } of data) {
      const norm = Math.sqrt(f.length || 1);
      const p = probabilities({ w, bias }, f);
      const k = weightOf(y);
      for (let c = 0; c < K; c++) {
        const g = (p[c]! - (c === y ? 1 : 0)) * k;
        if (Math.abs(g) < 1e-6) continue;
        const wc = w[c]!;
        for (const i of f) wc[i] = Math.max(-4, Math.min(4, wc[i]! - rate * (g / norm + l2 * wc[i]!)));
        bias[c] = bias[c]! - rate * g;
      }
    }
  }
  return { w, bias };
}

export function probabilities(m: Multi, f: number[]): number[] {
  const norm = Math.sqrt(f.length || 1);
  const z = m.w.map((wc, c) => m.bias[c]! + f.reduce((s, i) => s + wc[i]!, 0) / norm);
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** Every labelled message the classifier learns from, by source (a group each): never the dev split or the holdout. */
export function sources(): Row[][] {
  const dir = (d: string, keep: (f: string) => boolean) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.jsonl') && keep(f))
      .sort()
      .map((f) => load(`${d}/${f}`, `${d}/${f}`));
  return [
    [load('eval/train.jsonl', 'eval/train.jsonl')],
    dir('eval/blind-rounds', () => true),
    dir('eval/answers', (f) => /^(?:round\d+|blind-r\d+)\.jsonl$/.test(f)),
    dir('eval/training', () => true),
  ].flat();
}
