// The classifier (issue 23, item 6): a softmax regression over hashed word, word-pair and character n-grams, with one
// class for "none" (ordinary and library questions) and one per safety class. Trained from every labelled message
// except the dev split and the holdout (scripts/train-safety-classifier.ts, `npm run build:classifier`) and shipped as
// data (classifier-weights.ts). It can only move a message that no rule decided UP, to a safety reply; it never clears
// one. docs/assistant-safety.md gives the leave-one-round-out measurements that decided its thresholds.
import { features } from './classifier-features';
import { CLASSIFIER_CLASSES as CLASSES, type SafetyClass } from './classes';
import { BIAS, DIMENSIONS, SCALE, WEIGHTS } from './classifier-weights';

export type { SafetyClass };

/**
 * At or above this probability of being a safety message, an undecided English message with a risk concept in it is
 * held back; in other languages, where the lexicons are thin, OTHER_LANGUAGE_THRESHOLD. Chosen leave-one-source-out
 * (`npm run eval:classifier`, docs/assistant-safety.md): at 0.5 no held-out non-English source had more than 5% of its
 * ordinary questions held back.
 */
export const THRESHOLD = 0.6;
export const OTHER_LANGUAGE_THRESHOLD = 0.5;
export const COMPOUND_OTHER_LANGUAGE_THRESHOLD = 0.3;
/** At or above this probability a crisis or an emergency is held back even with no person or risk concept named. */
export const SURE = 0.95;
/** The top class's own reply is given when it holds at least this share of that probability; else the check-in. */
export const ROUTE_SHARE = 0.5;

let weights: Int8Array | null = null;
function decoded(): Int8Array {
  if (!weights) {
    const bytes = atob(WEIGHTS);
    weights = new Int8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) weights[i] = (bytes.charCodeAt(i) << 24) >> 24;
  }
  return weights;
}

export type Classification = {
  /** The probability that the message is a safety message at all. */
  risk: number;
  /** The most likely safety class, and its share of `risk`. */
  top: SafetyClass;
  share: number;
};

/** The message's classes; `tokens` are its conceptTokens (what the reader and the concepts found). */
export function classify(message: string, tokens: readonly string[] = []): Classification {
  const w = decoded();
  const f = features(message, DIMENSIONS, tokens);
  const norm = Math.sqrt(f.length || 1);
  const z = CLASSES.map((_, c) => BIAS[c]! + f.reduce((sum, i) => sum + w[c * DIMENSIONS + i]! / SCALE, 0) / norm);
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const total = e.reduce((a, b) => a + b, 0);
  const p = e.map((v) => v / total);
  const risk = 1 - p[0]!;
  let top = 1;
  for (let c = 2; c < CLASSES.length; c++) if (p[c]! > p[top]!) top = c;
  return { risk, top: CLASSES[top] as SafetyClass, share: risk > 0 ? p[top]! / risk : 0 };
}

/** The probability that a message is a safety message, by the classifier alone. */
export function riskScore(message: string, tokens: readonly string[] = []): number {
  return classify(message, tokens).risk;
}
