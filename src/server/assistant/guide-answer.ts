// Answers about a compound from its own guide: the section the aspect lives in, the sentence that answers first.
import type { Unit } from '../../content/corpus';
import { bothVariantsIn, type Compound, type Variant } from './entities';
import { foreignLanguage } from './languages';
import type { IndexedDoc, SearchIndex } from './index-builder';
import type { Aspect } from './intent';
import { idf, search } from './retrieval';
import { nearDuplicate } from './near-duplicate';
import { queryTerms, tokenize, normalise } from './text';
import type { Source } from './types';

export type Paragraph = { text: string; docs: IndexedDoc[]; sources?: Source[] };

const SECTION_FOR: Partial<Record<Aspect, string[]>> = {
  dose: ['dosing'],
  limits: ['extra', 'safety'],
  safety: ['safety', 'extra'],
  interactions: ['safety'],
  mechanism: ['mechanisms'],
  benefits: ['benefits', 'definition'],
  legal: ['safety', 'definition', 'extra'],
  half_life: ['mechanisms', 'dosing', 'definition', 'extra'],
  definition: ['definition'],
  contents: ['definition'],
  storage: ['dosing', 'safety'],
  duration: ['dosing', 'benefits', 'extra'],
  status: ['safety', 'definition'],
  anti_doping: ['safety'],
  who_for: ['definition', 'benefits'],
  avoid: ['safety'],
  buy: ['definition'],
  stopping: ['benefits', 'safety', 'extra'],
};

// Sentences that carry the kind of answer an aspect asks for.
const ANSWERS: Partial<Record<Aspect, RegExp>> = {
  limits:
    /\bunknown\b|\bnot (?:yet )?(?:known|established|proven)\b|\breplicat\w*|\bindependent\b|\balmost all\b|\bmost (?:data|evidence|research)\b|\b(?:rats?|animals?|cell cultures?)\b|\bsmall\b|\bno (?:large|controlled|independent)\b|\blimited\b|\bunclear\b|\bgap\b/i,
  dose: /\d\s*(?:-\s*\d+\s*)?(?:mg|mcg|µg|micrograms?|nanograms?|iu|units?)\b|\bper kilogram\b|\bmg\/kg\b/i,
  safety:
    /\bside effects?\b|\badverse\b|\brisks?\b|\bnausea\b|\bavoid\b|\bcaution\b|\bsafe\w*\b|\btolerat\w*|\breported (?:short-term |long-term )?effects\b|\binjection-site reactions?\b|\bheadaches?\b|\bflushing\b|\bboxed warning\b|\blabeled warnings\b|\bincreases? in (?:heart rate|blood pressure)\b/i,
  legal:
    /\bapprov\w*|\bFDA\b|\bEMA\b|\bMHRA\b|\bWADA\b|\bprohibit\w*|\bregulat\w*|\blicens\w*|\bprescription\b|\binvestigational\b|\banti-doping\b/i,
  half_life: /\bhalf-life\b|\bminutes to days\b|\bshorter time\b|\bacts? for\b/i,
  mechanism: /\bbinds?\b|\breceptors?\b|\bstimulat\w*|\bmimic\w*|\bagonist\w*|\bactivat\w*|\bsignal\w*/i,
  benefits: /\bstud(?:y|ies|ied)\b|\breport\w*|\bresearch\b|\btrials?\b|\bused\b|\bevidence\b|\breviews?\b|\bpromising\b/i,
  definition: /\bis (?:a|an|the)\b|\bare (?:a|an)\b/i,
  duration:
    /\d+(?:\.\d+)?\s*(?:-|–|to|and)?\s*\d*\s*(?:seconds?|minutes?|mins?|hours?|days?|weeks?|months?|inches|cm|°C|times|sessions)\b|\bDuration:/i,
  refunds: /\bfinal\b|\brefund\w*|\bdamaged\b|\bdefective\b|\breturn\w*/i,
  data: /\bcollect\w*|\bwe (?:use|keep|store|share)\b|\bpersonal data\b|\bdelete\b|\baccess\b/i,
  storage: /\bstor\w*|\brefrigerat\w*|\bfreez\w*|\breconstitut\w*/i,
  stopping: /\bstop\w*|\bdiscontinu\w*|\bwithdraw\w*|\bregain\w*|\bswitched to placebo\b|\bthose who continued\b/i,
};

const GENERIC = new Set(
  tokenize(
    'research study studies studied reported report dose doses dosing dosage side effect effects safe safety risk risks work works mechanism used use benefit benefits approved legal half life schedule starting start used for good help',
  ),
);

/** Aspects answered from a guide's findings, where a named effect ("heart rate") picks the sentence. */
const PAIR_ASPECTS = new Set<Aspect>(['safety', 'benefits', 'interactions', 'stopping', 'mechanism']);
/** Words that do not make a pair of question words specific ("with the", "does it"). */
const PAIR_STOP = new Set(
  'the and for with what does did how are was were this that these those you your our its their his her she him them they can could would should will have has had about from into than then when where which who why any all some more most much many very just also been being only such said says say tell told know like want need get got use used using take taking'.split(
    ' ',
  ),
);

// A lone "Research use only." unit repeats the note every answer carries; skip it.
const BOILERPLATE = /^Research use only\.?$|^The figures above summarise/;

function variantFit(text: string, variant: Variant): number {
  if (!variant) return 0;
  const without = /\bwithout DAC\b|\bnon-DAC\b|\bno DAC\b|\bmodified GRF\b|\bmod GRF\b/i.test(text);
  const withDac = /\bwith DAC\b|\bDAC form\b/i.test(text);
  // "Only the DAC form has published human data" answers for both versions: it is what the guide says of the other one.
  if (/\bonly the DAC form\b/i.test(text)) return variant === 'nodac' ? 6 : 3;
  if (variant === 'nodac') return without ? 3 : withDac ? -6 : 0;
  return withDac ? 3 : without && !withDac ? -6 : 0;
}

type Scored = { doc: IndexedDoc; i: number; unit: Unit; score: number };

/** Routes a question may name, and how a guide's sentence says them. */
const ROUTES = [
  { asked: /\b(?:iv|ivs|drips?|infusions?|infused|intravenous(?:ly)?)\b/i, said: /\bintravenous|\binfus\w*|\bIV\b|\bdrips?\b/ },
  {
    asked: /\b(?:oral(?:ly)?|pills?|capsules?|tablets?|by mouth|supplements?)\b/i,
    said: /\boral\w*|\bby mouth\b|\bcapsules?\b|\bprecursors?\b|\bdrinking water\b|\bin (?:their|the) water\b/i,
  },
  { asked: /\b(?:nasal|nose|spray|intranasal)\b/i, said: /\bnasal|\bintranasal|\bspray/i },
  // "How many humans has it been tested on? Not rats.": the sentences about people.
  {
    asked:
      /\b(?:in|on) (?:actual |real |any )?(?:humans?|people|patients)\b|\bhuman (?:trials?|studies|data|evidence)\b|\bhow many (?:actual |real )?(?:humans?|people|patients|participants)\b|\bnot (?:in )?(?:rats|mice|animals)\b/i,
    said: /\b(?:humans?|people|patients|participants|volunteers|healthy (?:men|women|adults)|adults)\b/i,
  },
];

/** People a question may be about ("does it work for women?"), and how a guide's sentence names them. */
const POPULATIONS = [
  {
    asked: /\b(?:women|woman|female|females|ladies|girls?|wives|mothers?)\b/i,
    said: /\b(?:(?<!pregnant )women|woman|female|ovulat\w*|eggs?|ovar\w*|follicles?|menstrua\w*|menopaus\w*)\b/i,
  },
  { asked: /\b(?:men|man|male|males|guys?|husbands?)\b/i, said: /\b(?:men|man|male|testosterone|sperm\w*|testic\w*|gynecomastia)\b/i },
  {
    asked: /\b(?:older|elderly|seniors?|aged? (?:people|adults)|over (?:50|60|65|70)|later life)\b/i,
    said: /\b(?:older|elderly|aged|ageing|aging|over (?:50|60|65|70)|later life)\b/i,
  },
];

/** Quantities a question asks for by name, and how a page gives them ("what wavelengths?" is answered in nm). */
const QUANTITIES = [
  { asked: /\bwave ?lengths?\b|\bnanomet/i, said: /\d\s?(?:nm|nanomet\w*)\b/i },
  { asked: /\b(?:how deep|penetrat\w*|depth)\b/i, said: /\b(?:deep\w*|surface|penetrat\w*)\b/i },
  { asked: /\bhow (?:cold|warm|hot)\b|\btemperatures?\b|\btemps?\b/i, said: /\d\s?°\s?[CF]\b|\bdegrees\b/i },
];

/** The one group of people a question asks about ("for women"), in its own words, and how the guide says it. */
export function groupAsked(message: string): { words: string; said: RegExp } | null {
  const asked = POPULATIONS.filter((p) => p.asked.test(message));
  if (asked.length !== 1) return null;
  return { words: asked[0]!.asked.exec(message)![0].toLowerCase(), said: asked[0]!.said };
}

function scoreUnits(index: SearchIndex, docs: IndexedDoc[], aspect: Aspect, message: string, variant: Variant): Scored[] {
  const terms = [...queryTerms(message).entries()].filter(([t]) => !GENERIC.has(t));
  // Two words of the question side by side ("heart rate", "hair loss", "blood sugar") that a sentence also has together
  // name what is asked more exactly than either word alone.
  const plainWords = message
    .toLowerCase()
    .replace(/[-_/]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const pairs = plainWords
    .slice(1)
    .map((w, i) => [plainWords[i]!, w] as const)
    .filter(([a, b]) => a.length > 2 && b.length > 2 && !PAIR_STOP.has(a) && !PAIR_STOP.has(b))
    .map(([a, b]) => `${a} ${b}`);
  const pattern = ANSWERS[aspect];
  const bothVariants = bothVariantsIn(message);
  // "Is there evidence for IV drips?": the sentences about that route, not the other one.
  const route = ROUTES.find((r) => r.asked.test(message) && !ROUTES.some((o) => o !== r && o.asked.test(message)));
  // "Does it work for women?": the sentences about women, not the ones about men (only when one group is asked about).
  const quantities = QUANTITIES.filter((q) => q.asked.test(message));
  const population = POPULATIONS.find((p) => p.asked.test(message) && !POPULATIONS.some((o) => o !== p && o.asked.test(message)));
  const others = POPULATIONS.filter((p) => p !== population);
  return docs.flatMap((doc, d) =>
    doc.units.map((unit, i) => {
      if (BOILERPLATE.test(unit.text)) return { doc, i, unit, score: -99 };
      // A card headed "Epitalon" is about Epitalon in every sentence, even those that don't repeat the name.
      const tokens = new Set([...tokenize(unit.text), ...doc.headingTerms]);
      let score = 0;
      for (const [t, q] of terms) if (tokens.has(t)) score += Math.min(idf(index, t), 4) * q.weight * 0.5;
      if (pattern?.test(unit.text)) score += 3;
      if (pairs.length && !bothVariants && PAIR_ASPECTS.has(aspect)) {
        const flat = unit.text.toLowerCase().replace(/[-_/]/g, ' ');
        if (pairs.some((p) => flat.includes(p))) score += 1.5;
      }
      // A safety answer never needs a dose figure.
      if ((aspect === 'safety' || aspect === 'interactions') && ANSWERS.dose!.test(unit.text)) score -= 4;
      if (aspect === 'half_life' && variant === 'nodac' && /\bhalf-life\b.{0,20}\d|\d\s*(?:to|-)\s*\d+(?:\.\d+)?\s*days\b/i.test(unit.text))
        score -= 10;
      // A measured half-life ("half-life ... 5.8 to 8.1 days") answers the question; a dose schedule that mentions it doesn't.
      if (aspect === 'half_life' && variant !== 'nodac') {
        if (!bothVariants && /\bhalf-life\b[^.]{0,30}\d/i.test(unit.text) && !ANSWERS.dose!.test(unit.text)) score += 3;
        if (ANSWERS.dose!.test(unit.text)) score -= 5;
      }
      // "With DAC or without, how do they differ?": the sentences about either version.
      if (bothVariants && /\bDAC\b|\bmodified GRF\b/i.test(unit.text)) score += 5;
      // ... and the version without DAC as much as the one with it, so the answer has both sides.
      if (bothVariants && /\bwithout DAC\b|\bnon-DAC\b|\bmodified GRF\b/i.test(unit.text)) score += 4;
      if (route?.said.test(unit.text)) score += 3;
      if (quantities.some((q) => q.said.test(unit.text))) score += 4;
      if (population?.said.test(unit.text)) score += 3;
      else if (population && others.some((o) => o.said.test(unit.text))) score -= 2;
      score += variantFit(unit.text, variant);
      // Earlier sections and sentences are more general; the first section listed for an aspect is its home.
      score -= d * 0.8 + i * 0.05;
      return { doc, i, unit, score };
    }),
  );
}

/** A sentence that says what a study did but not what it found ("a 2003 rat study in which..."). */
const setsUpStudy = (text: string) =>
  (/\b(?:study|trial|experiment|report)\b/i.test(text) || /\b(?:looked at|examined|investigated|set out to)\b/i.test(text)) &&
  !/\b(?:found|showed|reported|improved|reduced|raised)\b/i.test(text);
/** What a study's set-up leads to: the next sentence, and the one after when it goes on with the study's groups. */
const GOES_ON = /^(?:Those|Participants|People|Patients|Subjects|The (?:group|participants|people|patients)|While|Whereas|In contrast)\b/;

/** The best sentences for one aspect, lead first, then up to three supporting ones in reading order, lists kept as lists. */
export function paragraphFor(
  index: SearchIndex,
  docs: IndexedDoc[],
  aspect: Aspect,
  message: string,
  variant: Variant,
  max = 4,
): Paragraph | null {
  const scored = scoreUnits(index, docs, aspect, message, variant).filter((s) => s.score > -50);
  if (!scored.length) return null;
  const ranked = [...scored].sort((a, b) => b.score - a.score);
  // A short summary line ("Key risks: OHSS in women, gynecomastia in men") does not lead when a sentence that says it in
  // full scores nearly as well.
  const top = ranked[0]!;
  const fuller =
    top.unit.list && top.unit.text.split(/\s+/).length <= 10
      ? ranked.find((s) => !s.unit.list && s.doc === top.doc && s.score >= top.score - 3 && s.unit.text.length > top.unit.text.length * 2)
      : undefined;
  if (fuller) {
    ranked.splice(ranked.indexOf(fuller), 1);
    ranked.unshift(fuller);
  }
  const lead = ranked[0]!;
  const picked = [lead];
  const followers: Scored[] = [];
  // A sentence that sets up a study ("a 2003 rat study in which...") is followed by what it found.
  const next = scored.find((s) => s.doc === lead.doc && s.i === lead.i + 1);
  if (next && !lead.unit.list && !next.unit.list && setsUpStudy(lead.unit.text)) {
    followers.push(next);
    // ("SURMOUNT-4 looked at what happens when treatment stops. After 36 weeks... Those who continued lost a further...")
    const then = scored.find((s) => s.doc === lead.doc && s.i === lead.i + 2);
    if (then && !then.unit.list && GOES_ON.test(then.unit.text)) followers.push(then);
    picked.push(...followers);
  }
  for (const s of ranked.slice(1)) {
    if (picked.length >= max) break;
    if (s.score < lead.score - 4 || s.score < 0.5) break;
    if (s.doc !== lead.doc && picked.some((p) => p.doc !== lead.doc)) continue;
    // List items travel together (a lone item out of its list reads as an orphan line), and nothing is said twice.
    if (Boolean(s.unit.list) !== Boolean(lead.unit.list)) continue;
    if (picked.some((p) => nearDuplicate(p.unit.text, s.unit.text))) continue;
    picked.push(s);
  }
  // A supporting sentence that sets up a study ("the largest trial tested it in 114 adults after bowel surgery") brings
  // what the study found, the sentence after it, so the answer never stops at the set-up.
  for (const p of [...picked.slice(1)]) {
    const after = scored.find((s) => s.doc === p.doc && s.i === p.i + 1);
    if (after && !picked.includes(after) && !p.unit.list && !after.unit.list && setsUpStudy(p.unit.text)) picked.push(after);
  }
  // A lead that opens with "It/This/These" needs the sentence before it.
  // (So does one that names "these enzymes" early on: "Reviews propose that greater consumption by these enzymes...".)
  const before =
    /^(?:It|Its|This|These|They|That|Such|However|But|Both|(?:Much|Most|All|Some) of (?:this|these|that|those|the))\b/.test(
      lead.unit.text,
    ) || /^(?:\S+\s+){1,8}(?:these|those|such) [a-z]/.test(lead.unit.text)
      ? scored.find((s) => s.doc === lead.doc && s.i === lead.i - 1)
      : undefined;
  const rest = picked
    .slice(1)
    .filter((p) => p !== before && !followers.includes(p))
    .sort((a, b) => (a.doc === b.doc ? a.i - b.i : docs.indexOf(a.doc) - docs.indexOf(b.doc)));
  const byPlace = (a: Scored, b: Scored) => (a.doc === b.doc ? a.i - b.i : docs.indexOf(a.doc) - docs.indexOf(b.doc));
  // Two versions compared: each told in the order the guide tells them ("with DAC... The version without DAC...").
  // A lead that is the second of a list told in prose ("Second, it acts on GABA") is told in the guide's order, after the
  // first ("Two mechanisms have been proposed. First, ...").
  const ordinal = /^(?:Second|Secondly|Third|Thirdly|Finally|Lastly)\b/.test(lead.unit.text);
  const first = ordinal ? scored.filter((s) => s.doc === lead.doc && s.i < lead.i && !picked.includes(s)).slice(-2) : [];
  const ordered =
    bothVariantsIn(message) || ordinal
      ? [...new Set([...picked, ...first])].sort(byPlace)
      : [...(before ? [before] : []), lead, ...followers, ...rest];
  const intro = lead.unit.list ? `${lead.doc.heading.replace(/^[^:]+: /, '')}:\n` : '';
  // A sentence that introduces a list ("look for the checks below", "these include:") brings the list with it.
  const units = ordered.flatMap((s) => {
    if (s.unit.list || !/(?:\b(?:below|following)[.:]?|:)$/.test(s.unit.text)) return [s.unit];
    const list: Unit[] = [];
    for (let j = s.i + 1; j < s.doc.units.length && s.doc.units[j]!.list && list.length < 6; j++) {
      const u = s.doc.units[j]!;
      if (!ordered.some((o) => o.unit === u)) list.push(u);
    }
    return [s.unit, ...list];
  });
  return { text: intro + render(units), docs: [...new Set(ordered.map((s) => s.doc))] };
}

/** Sentences run together as prose; list items stay a list (introduced by the sentence before them). */
export function render(units: Unit[]): string {
  let out = '';
  let prevList = false;
  for (const u of units) {
    const text = u.list ? u.text.replace(/[.;]$/, '') : /[.!?:)]$/.test(u.text) ? u.text : `${u.text}.`;
    if (u.list) out += `${out ? '\n' : ''}- ${text}`;
    else out += out ? `${prevList ? '\n\n' : ' '}${text}` : text;
    prevList = Boolean(u.list);
  }
  return out;
}

/** The passages that speak for a compound: its guide sections for an aspect, or the pages that name it. */
export function docsFor(index: SearchIndex, compound: Compound, aspect: Aspect, message: string, page: string): IndexedDoc[] {
  // A compound covered inside another's guide (NAD+ precursors in the NAD+ guide) is answered from that guide's sections.
  const hostGuide =
    !compound.guide && compound.page?.startsWith('/education/') && index.docs.some((d) => d.href === `${compound.page}#dosing`)
      ? compound.page
      : null;
  if (compound.guide || hostGuide) {
    const base = hostGuide ?? `/education/${compound.guide}`;
    const sections = SECTION_FOR[aspect] ?? ['definition'];
    const docs = sections.map((s) => index.docs.find((d) => d.href === `${base}#${s}`)).filter((d): d is IndexedDoc => Boolean(d));
    if (aspect === 'definition') {
      const summary = index.docs.find((d) => d.href === base);
      if (summary) docs.push(summary);
    }
    // "Does it work for women?": what it does in that group is often told with how it works.
    if ((aspect === 'benefits' || aspect === 'definition') && POPULATIONS.some((p) => p.asked.test(message))) {
      const how = index.docs.find((d) => d.href === `${base}#mechanisms`);
      if (how && !docs.includes(how)) docs.push(how);
    }
    return docs;
  }
  const token = tokenize(compound.name)[0] ?? compound.key;
  const key = compound.key;
  const named = index.docs.filter((d) => d.headingTerms.includes(key) || d.headingTerms.includes(token));
  const hits = search(index, `${compound.name} ${message}`, { currentPath: page, limit: 12 }).filter((h) =>
    tokenize(`${h.doc.heading} ${h.doc.text}`).some((t) => t === key || t === token),
  );
  const ordered = [...named.sort((a, b) => (a.path === page ? -1 : b.path === page ? 1 : 0)), ...hits.map((h) => h.doc)];
  return [...new Set(ordered)].slice(0, 2);
}

/** Words of the question the chosen passages never mention ("addictive"), so the answer can say so plainly. */
export function unaddressed(message: string, docs: IndexedDoc[], compound: Compound): string[] {
  // Words of another language ("concentration", "stress" in French) are not words the guide fails to cover.
  if (foreignLanguage(message)) return [];
  const words = message.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? [];
  const body = new Set(docs.flatMap((d) => tokenize(`${d.heading} ${d.text}`)));
  const name = new Set(tokenize(compound.name));
  return words.filter((w) => {
    const t = tokenize(w);
    return (
      t.length === 1 &&
      !GENERIC.has(t[0]!) &&
      !name.has(t[0]!) &&
      !body.has(t[0]!) &&
      /(?:ive|ing|ic|ous|ful|ness|ion|ence|ance|ity)$/.test(w) &&
      // "Anything weird with its safety?": words of the question itself, not a property the guide fails to cover.
      !/^(?:(?:any|some|every|no)thing|being|having|doing|going|getting|making|taking|using|saying|looking|thinking|feeling|seeing|trying|wondering|asking|reading|hearing|during|morning|evening|question|mention|opinion|information|position|situation|version|section)$/.test(
        w,
      )
    );
  });
}

/** "Does semaglutide cause hair loss?", "can it give you acne?": the effect asked about, in the visitor's words. */
const EFFECT_ASKED =
  /\b(?:cause|causes|causing|give|gives|giving|lead to|leads to|trigger|triggers|result in|results in|linked to|associated with|bring on|brings on)\s+(?:you |me |people |users |someone )?(?:any |some |a |an |more |less )?([a-z][a-z' -]{2,40}?)(?=\s*(?:[?.!,;]|$)|\s+(?:in|for|at|when|if|like|or|and|after|with|long[- ]term|too|as well|at all)\b)/;
/** Words that say how an effect goes, not what it is ("hair loss": "hair" is the effect; "weight loss" is elsewhere). */
const EFFECT_MODIFIERS = new Set(
  tokenize(
    'loss losses gain pain problem problems issue issues damage change changes side effect effects any thing things it that this them',
  ),
);

/**
 * The effect a question asks about when the site never mentions it with this compound (in its guide, or, without a
 * guide, in the sentences that name it): "hair loss" for semaglutide. Then the answer says so, rather than offering
 * whatever it does say as if it answered.
 */
/** True when a compound without a guide is never named beside anything about safety ("semaglutide's side effects"). */
export function saysNothingOnSafety(index: SearchIndex, compound: Compound): boolean {
  if (compound.guide) return false;
  // (The text is normalised first, as the compound's words are: "NR" is read as the NAD+ precursors.)
  return !index.docs.some((d) => d.units.some((u) => compound.words.test(normalise(u.text)) && ANSWERS.safety!.test(u.text)));
}

export function effectNotMentioned(index: SearchIndex, compound: Compound, message: string): string | null {
  if (foreignLanguage(message)) return null;
  const phrase = EFFECT_ASKED.exec(message.toLowerCase())?.[1]?.trim();
  if (!phrase) return null;
  const words = tokenize(phrase).filter((w) => w.length >= 3 && !EFFECT_MODIFIERS.has(w) && !GENERIC.has(w));
  if (!words.length) return null;
  return words.some((w) => wordsSaidOf(index, compound).has(w)) ? null : phrase;
}

/** "Does it help with sleep?", "is it good for joints?": the benefit asked about, in the visitor's words. */
const BENEFIT_ASKED =
  /\b(?:help|helps|helping|good|work|works|useful|effective|improve|improves|boost|boosts|aid|aids|fix|fixes|do anything)\s+(?:with\s+|for\s+|on\s+)?(?:my |your |people'?s? |someone'?s? |the )?([a-z][a-z' -]{2,40}?)(?=\s*(?:[?.!,;]|$)|\s+(?:tho|though|too|as well|at all|in|when|or|and|after|like|issues|problems)\b)/;
const BENEFIT_SKIP = new Set(tokenize('you me people anyone someone it this that them things anything much lot bit'));

/**
 * The benefit a question asks about when the guide's research sections (not its safety list, where "sleep medicines"
 * are a warning) never mention it: "does Selank help with sleep?" gets "our guide reports no research on sleep" first,
 * never its anxiety findings as if they answered.
 */
export function benefitNotMentioned(index: SearchIndex, compound: Compound, message: string): string | null {
  if (!compound.guide || foreignLanguage(message)) return null;
  const phrase = BENEFIT_ASKED.exec(message.toLowerCase())?.[1]?.trim();
  if (!phrase) return null;
  const words = tokenize(phrase).filter((w) => w.length >= 3 && !EFFECT_MODIFIERS.has(w) && !GENERIC.has(w) && !BENEFIT_SKIP.has(w));
  if (!words.length) return null;
  const research = researchWordsOf(index, compound.guide);
  return words.some((w) => research.has(w)) ? null : phrase;
}

/** The words of a guide's sections other than safety and dosing, read once per index. */
const RESEARCH_OF = new WeakMap<SearchIndex, Map<string, Set<string>>>();
function researchWordsOf(index: SearchIndex, guide: string): Set<string> {
  let byGuide = RESEARCH_OF.get(index);
  if (!byGuide) RESEARCH_OF.set(index, (byGuide = new Map()));
  let words = byGuide.get(guide);
  if (!words) {
    const docs = index.docs.filter((d) => d.path === `/education/${guide}` && !/#(?:safety|dosing)$/.test(d.href));
    byGuide.set(guide, (words = new Set(docs.flatMap((d) => tokenize(`${d.heading} ${d.text}`)))));
  }
  return words;
}

/** The words the site says about a compound (its guide, or without one the sentences naming it), read once per index. */
const SAID_OF = new WeakMap<SearchIndex, Map<string, Set<string>>>();
function wordsSaidOf(index: SearchIndex, compound: Compound): Set<string> {
  let byCompound = SAID_OF.get(index);
  if (!byCompound) SAID_OF.set(index, (byCompound = new Map()));
  let said = byCompound.get(compound.key);
  if (!said) {
    const texts = compound.guide
      ? index.docs.filter((d) => d.path === `/education/${compound.guide}`).map((d) => `${d.heading} ${d.text}`)
      : index.docs.flatMap((d) => d.units.filter((u) => compound.words.test(u.text.toLowerCase())).map((u) => u.text));
    byCompound.set(compound.key, (said = new Set(texts.flatMap((t) => tokenize(t)))));
  }
  return said;
}
