import { search, siteIndex } from '../assistant/retrieval';
import { queryTerms } from '../assistant/text';

/** A piece of a snippet; `mark` pieces are words that stand for a query term. */
export type SnippetPart = { text: string; mark: boolean };
export type SearchHit = {
  path: string;
  title: string;
  heading: string;
  snippet: string;
  /** The snippet split for display, query words marked (computed here, so the page needs no search code). */
  highlighted: SnippetPart[];
  matched: string[];
  score: number;
};

/**
 * Site search over the assistant's retrieval index (the same BM25, aliases and stemming), grouped by page:
 * each page's best passage supplies the snippet, and its other matching passages add a little to its rank.
 */
export function searchSite(query: string, limit = 20): SearchHit[] {
  const q = query.trim().slice(0, 200);
  const terms = [...queryTerms(q).keys()];
  if (terms.length === 0) return [];
  const byPage = new Map<string, { best: ReturnType<typeof search>[number]; rest: number }>();
  for (const hit of search(siteIndex, q, { limit: siteIndex.docs.length })) {
    const entry = byPage.get(hit.doc.path);
    if (!entry) byPage.set(hit.doc.path, { best: hit, rest: 0 });
    else entry.rest += hit.score;
  }
  return [...byPage.entries()]
    .map(([path, { best, rest }]) => {
      const snippet = snippetFor(best.doc.text, terms);
      return {
        path,
        title: best.doc.pageTitle,
        heading: best.doc.heading,
        snippet,
        highlighted: highlight(snippet, terms),
        matched: terms,
        score: best.score + 0.25 * rest,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** About 220 characters of `text` around its first query term, cut at word boundaries. */
export function snippetFor(text: string, queryTerms: string[], size = 220): string {
  const words = text.split(/\s+/);
  const wanted = new Set(queryTerms);
  const hit = words.findIndex((w) => matchesTerms(w, wanted));
  const start = Math.max(0, hit - 12);
  let end = start;
  let length = 0;
  while (end < words.length && length < size) length += words[end++]!.length + 1;
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}

/** Leading punctuation, the word itself (inner hyphens and dots kept: "BPC-157"), trailing punctuation. */
const WORD_PARTS = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/** Splits `text` at whitespace, marking the words that stand for one of the query's terms (not their punctuation). */
export function highlight(text: string, queryTerms: string[]): SnippetPart[] {
  const wanted = new Set(queryTerms);
  return text
    .split(/(\s+)/)
    .filter(Boolean)
    .flatMap((part) => {
      const [, before = '', word = '', after = ''] = WORD_PARTS.exec(part) ?? [];
      if (!word || !matchesTerms(word, wanted)) return [{ text: part, mark: false }];
      return [
        { text: before, mark: false },
        { text: word, mark: true },
        { text: after, mark: false },
      ].filter((p) => p.text);
    });
}

/**
 * A word's terms, remembered: snippets and highlights read every word of each page's best passage, and the site's
 * words are a small fixed set, so each is normalised once per isolate rather than once per search (a search for four
 * words read about 2,000 words each time). Bounded, in case queries bring words the site does not have.
 */
const WORD_TERMS = new Map<string, readonly string[]>();
function termsOfWord(word: string): readonly string[] {
  let terms = WORD_TERMS.get(word);
  if (!terms) {
    if (WORD_TERMS.size >= 50_000) WORD_TERMS.clear();
    terms = [...queryTerms(word).keys()];
    WORD_TERMS.set(word, terms);
  }
  return terms;
}

/** True when a word of the text stands for one of the query's terms (after aliases and stemming). */
export function matchesTerms(word: string, wanted: Set<string>): boolean {
  return termsOfWord(word).some((t) => wanted.has(t));
}

/** Pages suggested when nothing matches. */
export const searchSuggestions = [
  { label: 'BPC-157', href: '/search?q=bpc-157' },
  { label: 'Cold plunge', href: '/search?q=cold+plunge' },
  { label: 'Tirzepatide dose', href: '/search?q=tirzepatide+dose' },
  { label: 'Consultations', href: '/search?q=consultation' },
  { label: 'Red light therapy', href: '/search?q=red+light' },
];
