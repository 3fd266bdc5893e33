// The safety layer: read → concepts → rules → reply. Checked before anything else answers, in library and model
// mode alike. Fails safe: a high-risk concept that no rule decides gets the check-in reply, never a library answer.
import { readMessage, systemClock, type Clock, type Read } from '../read';
import { hasArabic } from '../read/normalise';
import type { SearchIndex } from '../index-builder';
import { siteIndex } from '../retrieval';
import { riskScore, THRESHOLD } from './classifier';
import { conceptsOf, type Concepts } from './concepts';
import { SAFETY_CONCEPTS, type Concept } from './lexicon/concepts';
import { namesRecreational } from './lexicon/substances';
import { replyFor, type SafetyReply } from './replies';
import { decide, type Decision } from './rules';

export type SafetyContext = {
  /** The visitor's own earlier questions, oldest first (assistant turns are never trusted). */
  earlier?: string[];
  /** The request's country (ISO code) where the platform gives it: the reply leads with that region's numbers. */
  country?: string | null;
  index?: SearchIndex;
  clock?: Clock;
};

export type SafetyOutcome = {
  /** The fixed reply, or null when the message may go on to understanding and the library. */
  reply: SafetyReply | null;
  decision: Decision | null;
  /** A safety concept tripped: the message is never stored as a content gap. */
  tripped: boolean;
  /** The message is about the visitor (or a person now): model mode checks its reply for personal dose figures. */
  aboutVisitor: boolean;
};

type Turn = { read: Read; c: Concepts; d: Decision | null };

function turn(message: string, clock: Clock): Turn {
  const read = readMessage(message, clock);
  const c = conceptsOf(read);
  return { read, c, d: decide({ c, f: read.facts }) };
}

const STICKY = new Set(['self_harm', 'emergency']);
/** The visitor says a situation stated earlier is over. */
const RECOVERED =
  /\b(?:fully |completely )?recovered\b|\b(?:been |i'?m |im )?stable (?:for|and|now)\b|\bin therapy for \d+ (?:years|months)\b|\b(?:years|months) (?:well|clean|sober|in recovery)\b|\bhealthy weight\b|\b(?:no longer|not) (?:pregnant|breastfeeding|on (?:it|them|the \w+))\b|\bstopped (?:breastfeeding|nursing|taking (?:it|them|the \w+))\b/;
/** The visitor says an emergency is over or in hand. */
const RESOLVED =
  /\b(?:fine|ok|okay|better|alright|all good|all right) now\b|\bfalse alarm\b|\b(?:it|that|this) (?:has )?passed\b|\bfeel(?:ing|s)? (?:much )?better\b|\b(?:at|in) (?:the )?(?:hospital|a&e|er|emergency room)\b|\b(?:ambulance|paramedics) (?:came|arrived|is here|are here|are on)|\b(?:called|rang) (?:998|999|911|112|an ambulance)\b/;

/**
 * A follow-up that names no substance ("do I need goggles for it?") is about the earlier turn's subject: when that was
 * a routine (red light, a cold plunge, sleep) and no substance, the follow-up is about the routine too, whose
 * frequency or kit is not a dose. Not when it speaks of taking something ("how much should I take before it?").
 */
function inheritRoutine(now: Turn, last: Turn | undefined): Turn {
  if (!last || now.c.substance || now.c.has('ingest') || now.c.has('routine') || !last.c.has('routine') || last.c.substance) return now;
  const all = new Set(now.c.all).add('routine');
  const c: Concepts = { ...now.c, all, has: (k) => all.has(k) };
  return { read: now.read, c, d: decide({ c, f: now.read.facts }) };
}

/** Situations said earlier that stay true for the rest of the conversation ("I'm 9 weeks along", "I'm on warfarin"). */
const CARRIED_STATES = ['pregnancy', 'eating_disorder', 'medication', 'tested_athlete'] as const;
/** Concepts of a symptom described: after a dose mentioned in the turn before, it follows that dose. */
const SYMPTOMS = ['symptom_report', 'after_dose_symptom', 'severe_symptom', 'grave_sign'] as const;
/** Kinds of reply a message earns on its own whatever came earlier. */
const GRAVE = new Set(['self_harm', 'emergency', 'eating_disorder']);

/**
 * A follow-up is read with what the conversation has already said: a follow-up that names no compound ("can I jump
 * straight to 10 next week?") is about the compound asked about earlier, and a situation the visitor stated earlier
 * (pregnant, restricting, on a prescribed medicine) still holds when the follow-up is about using something.
 */
function withConversation(now: Turn, earlier: Turn[]): Turn {
  let compounds = now.c.compounds;
  if (!now.c.compounds.length && !now.c.has('routine') && !now.c.has('service'))
    compounds = [...earlier].reverse().find((t) => t.c.compounds.length)?.c.compounds ?? [];
  const substance = now.c.substance || compounds.length > 0;
  const using =
    substance ||
    now.c.has('dose_ask') ||
    now.c.has('ingest') ||
    now.c.has('weight_loss') ||
    (now.c.has('use_intent') && !now.c.has('service'));
  const carried = using
    ? CARRIED_STATES.filter((k) =>
        earlier.some(
          (t, i) =>
            t.c.has(k) &&
            (t.c.has('self') || t.c.has('self_strong') || t.d !== null) &&
            // Not what the visitor said is over: told as past with nothing present in it ("back in 2020 I had
            // anorexia"), or said since to be over ("fully recovered, six years well").
            !(t.c.has('past_resolved') && !t.c.has('now')) &&
            ![...earlier.slice(i + 1), now].some((u) => RECOVERED.test(u.read.text)),
        ),
      )
    : [];
  const states = carried.filter((k) => !now.c.has(k) || !now.c.has('self'));
  // "Did my first injection 25 minutes ago" then "my lips feel massive now": the symptom follows that dose.
  const sinceDose =
    !now.read.facts.sinceDose && SYMPTOMS.some((k) => now.c.has(k)) && earlier.slice(-2).some((t) => t.read.facts.sinceDose);
  if (compounds === now.c.compounds && !states.length && !sinceDose) return now;
  // A situation carried from the visitor's own earlier words is about the visitor.
  const all = new Set<Concept>([...now.c.all, ...states, ...(states.length ? (['self'] as const) : [])]);
  const c: Concepts = { ...now.c, all, has: (k) => all.has(k), compounds, substance };
  const read = sinceDose ? { ...now.read, facts: { ...now.read.facts, sinceDose: true } } : now.read;
  return { read, c, d: decide({ c, f: read.facts }) };
}

/** The decision for a message in its conversation: the message's own rules, then what earlier turns carry into it. */
export function safetyDecision(message: string, ctx: SafetyContext = {}): { now: Turn; earlier: Turn[]; decision: Decision | null } {
  const clock = ctx.clock ?? systemClock;
  const earlier = (ctx.earlier ?? []).slice(-3).map((m) => turn(m, clock));
  const last = earlier.at(-1);
  const now = withConversation(inheritRoutine(turn(message, clock), last), earlier);
  if (now.d && GRAVE.has(now.d.kind)) return { now, earlier, decision: now.d };
  const words = now.read.text.split(/\s+/).length;
  // An emergency or a crisis in the last two turns is still happening, whatever is asked next ("also, do you deliver to
  // Sharjah?" after a pulse of 150 at rest), until the visitor says it has passed.
  const recent = earlier.slice(-2);
  const graveAt = recent.findLastIndex((t) => t.d && STICKY.has(t.d.kind) && !t.c.has('past_resolved'));
  const grave = graveAt >= 0 ? recent[graveAt] : undefined;
  // "He's doing great now" after it, in an earlier turn or this one, ends it.
  const over = recent.slice(graveAt + 1).some((t) => t.c.has('past_resolved') || RESOLVED.test(t.read.text));
  if (grave?.d && !over && !now.c.has('past_resolved') && !RESOLVED.test(now.read.text))
    return { now, earlier, decision: { ...grave.d, rule: `${grave.d.rule} (earlier)` } };
  // After a crisis ("been giving all my stuff away"), any question about amounts or substances is read with it.
  if (
    earlier.some((t) => t.d?.kind === 'self_harm' && !(t.c.has('past_resolved') && !t.c.has('now'))) &&
    !RECOVERED.test(now.read.text) &&
    (now.c.has('dose_ask') || now.c.has('lethal_quantity') || now.c.has('overdose') || now.c.has('ingest') || now.c.substance)
  )
    return { now, earlier, decision: { rule: 'crisis_earlier', kind: 'self_harm' } };
  // Said earlier that they (or the person asked about) are under 18: still under 18 now, unless this is small talk. A
  // dose or a caution asked for now gets the under-18 reply too: nothing personal is given to a minor.
  if (
    earlier.some((t) => t.d?.kind === 'minor' || t.read.facts.ages.some((a) => a.years < 18)) &&
    // "For me though (born 1982)" after asking about a daughter: the visitor is the adult now.
    !now.read.facts.ages.some((a) => a.years >= 18 && a.about === 'self') &&
    words > 2 &&
    !/^(?:thanks?|thank you|thx|ok|okay|bye|cheers|got it|great|cool)[!. ]*$/.test(now.read.text)
  )
    return { now, earlier, decision: { rule: 'minor_earlier', kind: 'minor' } };
  if (now.d && now.d.kind !== 'check_in') return { now, earlier, decision: now.d };
  if (now.d) return { now, earlier, decision: now.d };
  // "And for me?" after a question about a compound's doses.
  if (
    now.c.has('for_me') &&
    !now.c.has('research_frame') &&
    !now.c.has('routine') &&
    !now.c.has('service') &&
    earlier.some((t) => t.c.has('dose_ask') || t.c.compounds.length > 0)
  )
    return { now, earlier, decision: { rule: 'personal_dose_followup', kind: 'personal_medical', variant: 'dose' } };
  // The classifier: a message no rule decided, but that reads like the safety messages it was trained on, gets the
  // check-in. It can only hold a message back, never let one through.
  // A routine with no substance ("should I do it right after lifting?" about a cold plunge) is not what it was trained on.
  if (!(now.c.has('routine') && !now.c.substance) && riskScore(message) >= THRESHOLD)
    return { now, earlier, decision: { rule: 'classifier', kind: 'check_in' } };
  return { now, earlier, decision: null };
}

/** The safety layer's outcome for a message. */
export function decideSafety(message: string, ctx: SafetyContext = {}): SafetyOutcome {
  const { now, earlier, decision } = safetyDecision(message, ctx);
  const tripped = decision !== null || [...now.c.all].some((c) => SAFETY_CONCEPTS.has(c));
  const aboutVisitor = now.c.has('self') || now.c.has('third_person') || now.c.has('plan_frame') || now.c.has('for_me');
  if (!decision) return { reply: null, decision, tripped, aboutVisitor };
  // The compound the reply is about: this message's (with any carried from earlier), else the last one named just before.
  const compounds = now.c.compounds.length
    ? now.c.compounds
    : earlier
        .slice(-2)
        .flatMap((t) => t.c.compounds)
        .slice(-1);
  const reply = replyFor(decision, {
    compounds,
    country: ctx.country,
    arabic: hasArabic(message),
    index: ctx.index ?? siteIndex,
    minor: now.read.facts.ages.some((a) => a.years < 18),
    recreational: now.read.readings.some(namesRecreational),
  });
  return { reply, decision, tripped: true, aboutVisitor };
}

/** True when a general side-effect question names a symptom that would be urgent if it were happening now. */
export function namesUrgentSymptom(message: string): boolean {
  return conceptsOf(readMessage(message)).has('severe_symptom');
}
