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

const pathWords = (path: string) => path.replace(/[/-]+/g, ' ').replace(/\bsolutions\b/, '');

/** Builds the BM25 index over site passages; run at build time by build-index.ts. */
export function buildIndex(source: Passage[]): SearchIndex {
  // Passages arrive as whole sentences and list items from the typed content: nothing is re-punctuated here.
  const passages = source;
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
