import { compoundsIn, nearlyEqual } from './entities';
import { paragraphFor, type Paragraph } from './guide-answer';
import type { IndexedDoc, SearchIndex } from './index-builder';
import type { Intent } from './intent';
import { HOW_ASKED, search, type Hit } from './retrieval';
import { normalise, tokenize } from './text';
import type { Source } from './types';

// Passages of the search index turned into answers and sources: shared by the composer (answer.ts), library mode
// (library.ts) and model mode (model.ts), so none of them imports another.

// Below these the best passage is not really about the question.
const MIN_COVERAGE = 0.45;
const MIN_SCORE = 2.5;
const CONFIDENT_COVERAGE = 0.7;

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

/** Words the index has never seen, corrected to a close known word ("shiping" -> "shipping") or dropped when the rest of the question stands. */
function repairQuery(index: SearchIndex, message: string): { query: string; unknownSubject: boolean } {
  const words = normalise(message)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const known = (w: string) => tokenize(w).every((t) => index.postings[t]);
  const vocabulary = Object.keys(index.postings);
  const out: string[] = [];
  const unknown: string[] = [];
  for (const w of words) {
    // How the visitor came to ask ("heard", "apparently", "wondering") is not what they ask about.
    if (HOW_ASKED.has(w)) continue;
    if (!tokenize(w).length || known(w)) {
      out.push(w);
      continue;
    }
    const near = w.length >= 4 ? vocabulary.find((v) => nearlyEqual(tokenize(w)[0]!, v)) : undefined;
    if (near) out.push(near);
    else unknown.push(w);
  }
  const knownContent = out.filter((w) => tokenize(w).length).length;
  // "What is the zorblax protocol?": the unknown word is the subject, so nothing here answers it.
  const subject =
    /\b(?:what(?:'s| is| are| does)|whats|tell me about|explain|who is|define|meaning of)\s+(?:the |a |an )?([a-z0-9-]+)/.exec(
      message.toLowerCase(),
    )?.[1];
  // A content word the site never uses (and no typo of one) is a subject the library doesn't cover: "melanotan",
  // "sauna", "promo codes". Retrieval would otherwise answer from whatever passage shares the other words.
  const lower = message.toLowerCase();
  const namedUnknown = (u: string) =>
    u.length >= 5 &&
    !/\d/.test(u) &&
    new RegExp(`\\b(?:about|on|of|for|with|a|an|the|any|your|some|do|offer|have|or|and|student)\\s+${u}`).test(lower);
  const unknownSubject = Boolean(subject && unknown.some((u) => subject.includes(u))) || unknown.some(namedUnknown);
  return { query: knownContent >= 2 || !unknown.length ? out.join(' ') : [...out, ...unknown].join(' '), unknownSubject };
}

/** The passages worth answering from: the best one, plus a close runner-up that also covers the question. */
export function retrieve(
  index: SearchIndex,
  message: string,
  page: string,
  extraTerms: string[] = [],
  pageOnly = false,
): { hits: Hit[]; confident: boolean } {
  const { query, unknownSubject } = repairQuery(index, message);
  if (unknownSubject) return { hits: [], confident: false };
  const all = search(index, query, { currentPath: page, extraTerms, limit: pageOnly ? 40 : 8 });
  // "Were these studies done on people?": the page's own passages, when one of them answers.
  const own = pageOnly ? all.filter((h) => h.doc.path === page) : [];
  const hits = own[0] && own[0].coverage >= MIN_COVERAGE ? own : all.slice(0, 8);
  const top = hits[0];
  if (!top || top.score < MIN_SCORE || top.coverage < MIN_COVERAGE) return { hits: [], confident: false };
  const close = (h: Hit) => h.score >= top.score * 0.6 && h.coverage >= Math.max(MIN_COVERAGE, top.coverage * 0.8);
  const fits = (h: Hit) => h.doc.kind !== 'legal' || top.doc.kind === 'legal';
  return { hits: hits.filter((h, i) => i === 0 || (close(h) && fits(h))).slice(0, 2), confident: top.coverage >= CONFIDENT_COVERAGE };
}

/** An answer from the best-matching passages when the question names nothing the understanding step knows. */
export function retrievalAnswer(
  index: SearchIndex,
  message: string,
  page: string,
  intent: Intent,
): { text: string; sources: Source[]; docs: IndexedDoc[]; confident: boolean } | null {
  const extra = intent.topicFrom === 'history' ? [...intent.compounds.map((c) => c.key), ...intent.services.map((s) => s.service)] : [];
  // A question that points at the page ("these studies", "the ones listed here") with nothing named is about the page.
  const pointsAtPage =
    !intent.compounds.length &&
    !intent.services.length &&
    !intent.modalities.length &&
    /\b(?:these|those|this page|on (?:this|the) page|here|listed|above)\b/i.test(message);
  const { hits, confident } = retrieve(index, message, page, extra, pointsAtPage);
  if (!hits.length) return null;
  const quantity = /\bhow (?:much|many|long|often|far)\b/i.test(message);
  const aspect = intent.aspects.find((a) => a !== 'definition') ?? (quantity ? 'duration' : 'definition');
  const p = paragraphFor(
    index,
    hits.map((h) => h.doc),
    aspect,
    message,
    intent.variant,
  );
  if (!p) return null;
  return { text: p.text, sources: sourcesFor(p.docs), docs: p.docs, confident };
}

/** What a section is, in its own words: its first sentence that is not a price or a restated name. */
function describes(d: IndexedDoc): string {
  const name = d.heading.replace(/^[^:]+: /, '');
  const own = d.units.filter((u) => !/^(?:price|cost|from \$)/i.test(u.text) && !u.text.startsWith(`${name}:`));
  return (own.find((u) => u.text.length > 30) ?? own[0] ?? d.units[0]!).text;
}

/** "What is this page about?": the page's own opening, then what it covers. */
export function pageAnswer(index: SearchIndex, page: string, message = ''): Paragraph | null {
  const docs = index.docs.filter((d) => d.path === page);
  if (!docs.length) return null;
  const opening = docs.find((d) => d.href === page && d.kind !== 'guide') ?? docs.find((d) => d.href === page) ?? docs[0]!;
  const guideIntro = docs.find((d) => d.href === `${page}#definition`);
  const lead = opening.units.slice(0, 2).map((u) => u.text);
  if (guideIntro) lead.push(guideIntro.units[0]!.text);
  const covers = [
    ...new Set(docs.filter((d) => d !== opening && d.heading !== opening.heading).map((d) => d.heading.replace(/^[^:]+: /, ''))),
  ].slice(0, 6);
  // "What's the difference between the options on this page?": each option with its own first sentence, told apart.
  if (/\b(?:differen(?:ce|ces|t)|differ|compare|comparison|versus|vs\.?|which (?:one|should|is (?:best|right)))\b/i.test(message)) {
    const options = docs
      .filter((d) => d !== opening && d.heading !== opening.heading && d.units.length && !d.href.endsWith('#faq'))
      .filter((d, i, all) => all.findIndex((x) => x.heading === d.heading) === i)
      .slice(0, 6);
    if (options.length >= 2)
      return {
        text: `${lead[0] ?? ''}\n\n${options.map((d) => `- **${d.heading.replace(/^[^:]+: /, '')}**: ${describes(d)}`).join('\n')}`,
        docs: [opening, ...options],
      };
  }
  // "Do all of them have a full guide?": which compounds on the page have a research guide of their own.
  const named = /\bguides?\b/i.test(message) ? [...new Map(covers.flatMap((c) => compoundsIn(c)).map((c) => [c.key, c])).values()] : [];
  const guided = named.filter((c) => c.guide).map((c) => `[${c.name}](/education/${c.guide})`);
  const unguided = named.filter((c) => !c.guide).map((c) => c.name);
  const guides = named.length
    ? `\n\n${guided.length ? `Full research guides: ${guided.join(', ')}.` : ''}${unguided.length ? ` No guide of its own yet: ${unguided.join(', ')} (this page's summary is what we have).` : guided.length === named.length ? ' Every compound on this page has one.' : ''}`
    : '';
  const text = `${lead.join(' ')}${covers.length ? `\n\nThis page covers:\n${covers.map((c) => `- ${c}`).join('\n')}` : ''}${guides}`;
  return { text, docs: [opening, ...(guideIntro ? [guideIntro] : [])] };
}
