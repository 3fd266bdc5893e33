import type { IndexedDoc, SearchIndex } from './index-builder';
import { withResearchNote } from './notes';
import { idf, search, siteIndex, type Hit } from './retrieval';
import { isOffTopic, NO_ANSWER, OFF_TOPIC_ANSWER, smallTalk } from './small-talk';
import { ENTITY_GUIDES, entitiesIn, queryTerms, tokenize } from './text';
import type { AnswerEngine, AnswerEvent, AnswerRequest, HistoryMessage, Source } from './types';

export type LibraryAnswer = {
  text: string;
  sources: Source[];
  kind: 'answer' | 'no_answer' | 'off_topic' | 'greeting' | 'thanks' | 'bye' | 'identity';
};

// Below these the best passage is not really about the question.
const MIN_COVERAGE = 0.45;
const MIN_SCORE = 2.5;
const MAX_PASSAGES = 3;
const MAX_SENTENCES = 4;
const MAX_CHARS = 900;
const REFERS_BACK = /\b(?:it|its|it's|they|them|their|this|that|these|those|same|the peptide|the compound)\b/i;

/** How a passage is named in the Sources list. */
export function sourceTitle(doc: IndexedDoc): string {
  if (doc.kind === 'guide') return doc.href.includes('#') ? doc.heading : doc.pageTitle;
  if (doc.kind === 'faq') return `FAQ: ${doc.heading}`;
  return doc.heading === doc.pageTitle ? doc.pageTitle : `${doc.pageTitle}: ${doc.heading}`;
}

/** Sources for a set of passages, one per link. */
export function sourcesFor(docs: IndexedDoc[]): Source[] {
  const seen = new Set<string>();
  return docs.filter((d) => !seen.has(d.href) && seen.add(d.href)).map((d) => ({ title: sourceTitle(d), href: d.href }));
}

/** Compounds named earlier in the conversation, for follow-ups such as "what about its side effects?". */
function carriedEntities(message: string, history: HistoryMessage[]): string[] {
  if (entitiesIn(message).length || !REFERS_BACK.test(message)) return [];
  for (const m of [...history].reverse()) {
    if (m.role !== 'user') continue;
    const found = entitiesIn(m.content);
    if (found.length) return found;
  }
  return [];
}

/** The passages worth answering from: the best one, plus close runners-up that also cover the question. */
export function retrieve(index: SearchIndex, request: Pick<AnswerRequest, 'message' | 'history' | 'pageContext'>): Hit[] {
  const extraTerms = carriedEntities(request.message, request.history);
  const hits = search(index, request.message, { currentPath: request.pageContext, extraTerms, limit: 8 });
  const top = hits[0];
  if (!top || top.score < MIN_SCORE || top.coverage < MIN_COVERAGE) return [];
  const guides = entitiesIn(request.message).flatMap((e) => (ENTITY_GUIDES[e] ? [`/education/${ENTITY_GUIDES[e]}`] : []));
  if (guides.length >= 2) return compareGuides(index, request, guides);
  // Runners-up must be nearly as good, and legal small print joins only an answer that is about it.
  const close = (h: Hit) => h.score >= top.score * 0.6 && h.coverage >= Math.max(MIN_COVERAGE, top.coverage * 0.8);
  const fits = (h: Hit) => h.doc.kind !== 'legal' || top.doc.kind === 'legal';
  return hits.filter((h, i) => i === 0 || (close(h) && fits(h))).slice(0, MAX_PASSAGES);
}

/** "How do Semax and Selank differ?": the best passage from each compound's own guide. */
function compareGuides(index: SearchIndex, request: Pick<AnswerRequest, 'message' | 'pageContext'>, guides: string[]): Hit[] {
  const all = search(index, request.message, { currentPath: request.pageContext, limit: index.docs.length });
  return guides
    .slice(0, MAX_PASSAGES)
    .map((path) => all.find((h) => h.doc.href === `${path}#definition`) ?? all.find((h) => h.doc.path === path))
    .filter((h): h is Hit => Boolean(h));
}

/** Splits prose into sentences, keeping numbers such as "2.5mg" and parenthesised asides intact. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let open = '';
  for (const piece of text.split(/(?<=[.!?])\s+(?=[A-Z0-9("'])/)) {
    open = open ? `${open} ${piece}` : piece;
    const depth = (open.match(/\(/g)?.length ?? 0) - (open.match(/\)/g)?.length ?? 0);
    if (depth <= 0) {
      out.push(open.trim());
      open = '';
    }
  }
  if (open.trim()) out.push(open.trim());
  return out.filter(Boolean);
}

// Questions of a known shape prefer sentences that carry that kind of answer (a duration, a price, a frequency...).
const INTENT_BONUS = 3;
const INTENTS: { asks: RegExp; answers: RegExp }[] = [
  { asks: /\bhow long\b|\bduration\b/i, answers: /\d\s*(?:-\s*\d+\s*)?(?:seconds?|minutes?|hours?|days?|weeks?|months?)\b/i },
  { asks: /\bhow (?:often|many times)\b|\bfrequency\b/i, answers: /\b(?:daily|weekly|a week|per week|times? a|once|twice)\b/i },
  { asks: /\b(?:cost|price|how much is|how much does|fee|expensive|cheap)\b/i, answers: /\$\d/ },
  { asks: /\b(?:dose|dosing|dosage|how much|how many mg)\b/i, answers: /\d\s*(?:-\s*\d+\s*)?(?:mg|mcg|µg|iu|units?)\b/i },
  { asks: /\b(?:hours|open|when can i call)\b/i, answers: /\b(?:mon|sat|sun)\w*\b.*\d/i },
  { asks: /\b(?:where|located|location|address)\b/i, answers: /\bdubai\b/i },
  { asks: /\b(?:side effects?|risks?|safe|safety|dangerous)\b/i, answers: /\b(?:side effects?|risks?|reported|adverse|nausea|avoid)\b/i },
  {
    asks: /\bwhat(?:'s| is| are)? in\b|\bwhich (?:peptides|compounds)\b|\bcontain|\binclude/i,
    answers: /\b(?:compounds?|includes?|contains?)\b|:/i,
  },
  { asks: /\b(?:what is|what are|what's)\b/i, answers: /\b(?:is an?|are)\b/i },
];

type Picked = { passage: number; index: number; text: string; score: number };

/** The sentences that best answer the question, at most a few, grouped by passage in reading order. */
function pickSentences(index: SearchIndex, hits: Hit[], question: string, extra: string[]): Picked[][] {
  const terms = queryTerms(question);
  for (const t of extra) if (!terms.has(t)) terms.set(t, { weight: 0.6, of: [], own: false });
  const intents = INTENTS.filter((i) => i.asks.test(question));
  const candidates: Picked[] = [];
  const byPassage = hits.map((h) => sentencesOf(h.doc.text));
  byPassage.forEach((sentences, p) => {
    const rank = [1, 0.8, 0.65][p] ?? 0.5;
    sentences.forEach((text, i) => {
      const tokens = new Set(tokenize(text));
      let score = 0;
      for (const [t, q] of terms) if (tokens.has(t)) score += idf(index, t) * q.weight;
      for (const intent of intents) if (intent.answers.test(text)) score += INTENT_BONUS;
      // Opening sentences usually define the subject; long list-like sentences read badly out of context.
      if (i === 0) score += 0.5;
      if (text.length > 400) score *= 0.7;
      candidates.push({ passage: p, index: i, text, score: score * rank });
    });
  });
  const chosen: Picked[] = [];
  let chars = 0;
  for (const c of candidates.sort((a, b) => b.score - a.score)) {
    if (chosen.length >= MAX_SENTENCES || c.score <= 0.5) break;
    // Cards and guides often say the same thing twice in slightly different words: keep one.
    if (chosen.some((x) => nearDuplicate(x.text, c.text))) continue;
    if (chars + c.text.length > MAX_CHARS && chosen.length > 0) continue;
    if (chosen.filter((x) => x.passage === c.passage).length >= (hits.length > 1 ? 2 : 3)) continue;
    chosen.push(c);
    chars += c.text.length;
    // A sentence that opens with "It"/"This"/"These" needs the one before it to make sense.
    if (c.index > 0 && /^(?:It|Its|This|These|They|That|Such|However|But)\b/.test(c.text)) {
      const prev = candidates.find((x) => x.passage === c.passage && x.index === c.index - 1);
      if (prev && !chosen.includes(prev) && chars + prev.text.length <= MAX_CHARS + 200) {
        chosen.push(prev);
        chars += prev.text.length;
      }
    }
  }
  if (!chosen.length && hits.length) {
    byPassage[0]!.slice(0, 2).forEach((text, index) => chosen.push({ passage: 0, index, text, score: 0 }));
  }
  return hits.map((_, p) => chosen.filter((c) => c.passage === p).sort((a, b) => a.index - b.index)).filter((group) => group.length > 0);
}

/** True when two sentences share most of their words (Jaccard similarity of their terms at least 0.6). */
export function nearDuplicate(a: string, b: string): boolean {
  const ta = new Set(tokenize(a));
  const tb = new Set(tokenize(b));
  if (ta.size === 0 || tb.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...ta].filter((t) => tb.has(t)).length;
  return shared / (ta.size + tb.size - shared) >= 0.6;
}

const asSentence = (s: string) => (/[.!?)]$/.test(s) ? s : `${s}.`);

/** Answers from the site's own content: greetings and thanks, the best passages in a few sentences, or a plain "not in the library". */
export function composeLibraryAnswer(
  request: Pick<AnswerRequest, 'message' | 'history' | 'pageContext'>,
  index: SearchIndex = siteIndex,
): LibraryAnswer {
  const talk = smallTalk(request.message);
  if (talk) return { text: withResearchNote(talk.text), sources: [], kind: talk.kind };
  const hits = retrieve(index, request);
  if (!hits.length) {
    return isOffTopic(request.message)
      ? { text: OFF_TOPIC_ANSWER, sources: [], kind: 'off_topic' }
      : { text: NO_ANSWER, sources: [{ title: 'Contact', href: '/contact' }], kind: 'no_answer' };
  }
  const extra = carriedEntities(request.message, request.history);
  const groups = pickSentences(index, hits, request.message, extra);
  const used = groups.map((g) => hits[g[0]!.passage]!.doc);
  const sources = sourcesFor(used);
  const paragraphs = groups.map((g) => g.map((s) => asSentence(s.text)).join(' '));
  const sourceList = sources.map((s) => `- [${s.title}](${s.href})`).join('\n');
  const text = withResearchNote(`${paragraphs.join('\n\n')}\n\n**Sources**\n${sourceList}`);
  return { text, sources, kind: 'answer' };
}

/** Splits an answer into streamable pieces (sentences and lines); joined, the pieces are exactly the answer. */
export function chunksOf(text: string): string[] {
  return text.split(/(?<=[.!?]\s+|\n)/).filter(Boolean);
}

/** Streams a finished answer in pieces, as model mode would, then its sources. */
export async function* streamAnswer(text: string, sources: Source[]): AsyncGenerator<AnswerEvent> {
  for (const piece of chunksOf(text)) yield { type: 'delta', text: piece };
  if (sources.length) yield { type: 'sources', items: sources };
}

/** Library mode: offline answers from the index bundled with the worker. */
export function createLibraryEngine(index: SearchIndex = siteIndex): AnswerEngine {
  return {
    mode: 'library',
    async *answer(request) {
      const { text, sources } = composeLibraryAnswer(request, index);
      yield* streamAnswer(text, sources);
    },
  };
}
