import type { Passage } from '../../content/corpus';
import { tokenize } from './text';

/** A passage as stored in the index, with its weighted token count (for length normalisation) and heading terms. */
export type IndexedDoc = Passage & { len: number; headingTerms: string[]; titleTerms: string[] };

/** The retrieval index bundled with the worker: documents plus postings (term -> flat [docIndex, termFrequency, ...]). */
export type SearchIndex = {
  version: 1;
  docs: IndexedDoc[];
  avgLen: number;
  postings: Record<string, number[]>;
};

// A heading names what a passage is about, so its words count three times.
const HEADING_WEIGHT = 3;

const FUNCTION_WORDS = new Set(
  'a an and or of the to in for with as such make our via on at from by into than your their its is are be'.split(' '),
);

/**
 * Card passages and guide bullet lists are joined without punctuation ("...soreness Boosts alertness Builds...");
 * this restores sentence ends before capitalised words that are not names, so answers can quote whole sentences.
 */
export function punctuateLists(text: string, properNouns: Set<string>): string {
  return text.replace(/([a-z0-9%)°+]+)\s+([A-Z][a-z]+)(?=(\S*))/g, (m, prev: string, word: string, rest: string, offset: number) => {
    if (properNouns.has(word) || FUNCTION_WORDS.has(prev.toLowerCase()) || /^(?:\w|-[A-Z0-9])/.test(rest)) return m;
    // "NAD+ Precursors" is a name, not a list boundary.
    if (/[A-Z]/.test(text[offset - 1] ?? '')) return m;
    const before = text.slice(0, offset);
    const wordsSince = before
      .slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf(': ')) + 1)
      .trim()
      .split(/\s+/).length;
    return wordsSince < 2 ? m : `${prev}. ${word}`;
  });
}

/** Capitalised words that never appear in lower case anywhere on the site: names such as Semax, Zagreb or Mounjaro. */
function properNounsOf(passages: Passage[]): Set<string> {
  const lower = new Set<string>();
  const capital = new Set<string>();
  for (const p of passages) {
    for (const m of p.text.matchAll(/\b[a-z][a-z]+\b/g)) lower.add(m[0]);
    for (const m of p.text.matchAll(/\b[A-Z][a-z]+\b/g)) capital.add(m[0]);
  }
  return new Set([...capital].filter((w) => !lower.has(w.toLowerCase())));
}

const pathWords = (path: string) => path.replace(/[/-]+/g, ' ').replace(/\bsolutions\b/, '');

/** Builds the BM25 index over site passages; run at build time by build-index.ts. */
export function buildIndex(source: Passage[]): SearchIndex {
  const proper = properNounsOf(source);
  const passages = source.map((p) => ({ ...p, text: punctuateLists(p.text, proper) }));
  const postings: Record<string, number[]> = {};
  const docs: IndexedDoc[] = [];
  let total = 0;
  passages.forEach((p, i) => {
    const tf = new Map<string, number>();
    const add = (tokens: string[], weight: number) => tokens.forEach((t) => tf.set(t, (tf.get(t) ?? 0) + weight));
    add(tokenize(p.heading), HEADING_WEIGHT);
    add(tokenize(p.pageTitle), 1);
    // The address names the topic too: /solutions/cognitive-enhancement is about "cognitive enhancement".
    add(tokenize(pathWords(p.path)), 2);
    add(tokenize(p.text), 1);
    let len = 0;
    for (const [term, n] of tf) {
      (postings[term] ??= []).push(i, n);
      len += n;
    }
    total += len;
    const headingTerms = [...new Set(tokenize(p.heading))];
    docs.push({ ...p, len, headingTerms, titleTerms: [...new Set([...headingTerms, ...tokenize(`${p.pageTitle} ${pathWords(p.path)}`)])] });
  });
  return { version: 1, docs, avgLen: passages.length ? total / passages.length : 1, postings };
}
