// The optional classifier (issue 23, item 6): a logistic regression over hashed word, word-pair and character n-grams,
// trained from the evaluation's training split (scripts/train-safety-classifier.ts, `npm run build:classifier`) and
// shipped as data (classifier-weights.ts). It can only move a message that no rule decided UP to the check-in; it never
// clears one. docs/assistant-safety.md gives the measurements that decided its threshold.
import { plain } from '../read/normalise';
import { BIAS, DIMENSIONS, SCALE, WEIGHTS } from './classifier-weights';

/** Above this probability an undecided message gets the check-in. Chosen on dev and holdout (see the docs). */
export const THRESHOLD = 0.98;

/** FNV-1a, 32-bit: the same hash at training and at run time. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The hashed features of a message: words, word pairs, and character 3- and 4-grams of the plain text. */
export function features(message: string, dimensions: number = DIMENSIONS): number[] {
  const t = plain(message);
  const words = t.match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  words.forEach((w, i) => {
    out.add(`w:${w}`);
    if (i + 1 < words.length) out.add(`b:${w} ${words[i + 1]}`);
  });
  const padded = ` ${t} `;
  for (const n of [3, 4]) for (let i = 0; i + n <= padded.length; i++) out.add(`c${n}:${padded.slice(i, i + n)}`);
  return [...new Set([...out].map((f) => hash(f) % dimensions))];
}

let weights: Int8Array | null = null;
function decoded(): Int8Array {
  if (!weights) {
    const bytes = atob(WEIGHTS);
    weights = new Int8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) weights[i] = (bytes.charCodeAt(i) << 24) >> 24;
  }
  return weights;
}

/** The probability that a message is a safety message, by the classifier alone. */
export function riskScore(message: string): number {
  const w = decoded();
  const f = features(message);
  const z = BIAS + f.reduce((sum, i) => sum + w[i]! / SCALE, 0) / Math.sqrt(f.length || 1);
  return 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));
}
