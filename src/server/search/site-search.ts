import { sitePassages, type Passage } from '../../content/corpus';
import { terms } from '../../lib/text-search';

export type SearchHit = { path: string; title: string; heading: string; snippet: string; matched: string[]; score: number };

type Indexed = { passage: Passage; tf: Map<string, number>; length: number; titleTerms: Set<string> };

const K1 = 1.2;
const B = 0.75;

// Built once per isolate from the bundled content; a few hundred passages take a few milliseconds.
const docs: Indexed[] = sitePassages.map((passage) => {
  const words = terms(`${passage.heading} ${passage.heading} ${passage.text}`);
  const tf = new Map<string, number>();
  for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
  return { passage, tf, length: words.length, titleTerms: new Set(terms(passage.pageTitle)) };
});
const avgLength = docs.reduce((n, d) => n + d.length, 0) / docs.length;
const df = new Map<string, number>();
for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
const idf = (t: string) => Math.log(1 + (docs.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));

/** BM25 over passages, grouped by page: the page's best passage supplies the snippet. */
export function searchSite(query: string, limit = 20): SearchHit[] {
  const q = [...new Set(terms(query))].slice(0, 12);
  if (q.length === 0) return [];
  const byPage = new Map<string, { best: Indexed; bestScore: number; total: number; matched: Set<string> }>();
  for (const d of docs) {
    let score = 0;
    const matched: string[] = [];
    for (const t of q) {
      const f = d.tf.get(t);
      if (!f) continue;
      matched.push(t);
      score += idf(t) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLength)));
      if (d.titleTerms.has(t)) score += idf(t) * 0.8;
    }
    if (score === 0) continue;
    // Passages matching every query term beat those matching one term many times.
    score *= 1 + matched.length / q.length;
    const entry = byPage.get(d.passage.path);
    if (!entry) byPage.set(d.passage.path, { best: d, bestScore: score, total: score, matched: new Set(matched) });
    else {
      entry.total += score;
      matched.forEach((m) => entry.matched.add(m));
      if (score > entry.bestScore) Object.assign(entry, { best: d, bestScore: score });
    }
  }
  return [...byPage.entries()]
    .map(([path, e]) => ({
      path,
      title: e.best.passage.pageTitle,
      heading: e.best.passage.heading,
      snippet: snippetFor(e.best.passage.text, q),
      matched: [...e.matched],
      score: e.bestScore + 0.25 * (e.total - e.bestScore),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** About 220 characters of `text` around its first query term, cut at word boundaries. */
export function snippetFor(text: string, queryTerms: string[], size = 220): string {
  const words = text.split(/\s+/);
  const hit = words.findIndex((w) => terms(w).some((t) => queryTerms.includes(t)));
  const start = Math.max(0, hit - 12);
  let end = start;
  let length = 0;
  while (end < words.length && length < size) length += words[end++]!.length + 1;
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}

/** Pages suggested when nothing matches. */
export const searchSuggestions = [
  { label: 'BPC-157', href: '/search?q=bpc-157' },
  { label: 'Cold plunge', href: '/search?q=cold+plunge' },
  { label: 'Tirzepatide dose', href: '/search?q=tirzepatide+dose' },
  { label: 'Consultations', href: '/search?q=consultation' },
  { label: 'Red light therapy', href: '/search?q=red+light' },
];
