// The classifier's features, shared by training (scripts/lib/classifier-train.ts) and run time (classifier.ts): the
// message's words, word pairs and character n-grams, and what the reader and the concepts found in it (so "I'm 16
// weeks in" is not read like "I'm 16": the typed age extraction says whether there is a minor).
import type { Read } from '../read';
import { plain } from '../read/normalise';
import type { Concepts } from './concepts';

/** What the reader and the lexicons found, as tokens: concepts, ages (minor or adult), body and dose facts, language. */
export function conceptTokens(read: Read, c: Concepts): string[] {
  const f = read.facts;
  const out = [...c.all].map((k) => `k:${k}`);
  if (c.substance) out.push('k:substance');
  if (c.compounds.length) out.push('k:compound');
  for (const a of f.ages) out.push(a.years < 18 ? `age:minor:${a.about}` : `age:adult:${a.about}`);
  if (!f.ages.length) out.push('age:none');
  if (f.weightKg !== null) out.push('f:weight');
  if (f.bmi !== null) out.push(f.bmi < 18.5 ? 'f:bmi_low' : 'f:bmi_ok');
  if (f.heartRate !== null) out.push(f.heartRate >= 150 || f.heartRate <= 40 ? 'f:hr_danger' : 'f:hr_ok');
  if (f.bloodSugar !== null) out.push(f.bloodSugar < 3.0 || f.bloodSugar > 25 ? 'f:sugar_danger' : 'f:sugar_ok');
  if (f.sinceDose) out.push('f:since_dose');
  if (f.doses.length) out.push('f:dose_figure');
  out.push(`lang:${f.language}`);
  return out;
}

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
export function features(message: string, dimensions: number, tokens: readonly string[] = []): number[] {
  const t = plain(message);
  const words = t.match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  words.forEach((w, i) => {
    out.add(`w:${w}`);
    if (i + 1 < words.length) out.add(`b:${w} ${words[i + 1]}`);
  });
  for (const k of tokens) out.add(`x:${k}`);
  const padded = ` ${t} `;
  for (const n of [3, 4]) for (let i = 0; i + n <= padded.length; i++) out.add(`c${n}:${padded.slice(i, i + n)}`);
  return [...new Set([...out].map((f) => hash(f) % dimensions))];
}
