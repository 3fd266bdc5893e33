// The safety layer: read → concepts → rules → reply. Checked before anything else answers, in library and model
// mode alike. Fails safe: a high-risk concept that no rule decides gets the check-in reply, never a library answer.
import { readMessage, systemClock, type Clock, type Read } from '../read';
import { hasArabic } from '../read/normalise';
import type { SearchIndex } from '../index-builder';
import { versionsIn } from '../entities';
import { siteIndex } from '../retrieval';
import { MODALITIES, SERVICES } from '../../../content/registry';
import {
  classify,
  COMPOUND_OTHER_LANGUAGE_THRESHOLD,
  OTHER_LANGUAGE_THRESHOLD,
  ROUTE_SHARE,
  SURE,
  THRESHOLD,
  type SafetyClass,
} from './classifier';
import { conceptTokens } from './classifier-features';
import { aboutAnimal, conceptsOf, type Concepts } from './concepts';
import { SAFETY_CONCEPTS, type Concept } from './lexicon/concepts';
import { compoundKeysIn, namesRecreational } from './lexicon/substances';
import { replyFor, type SafetyReply } from './replies';
import { askingForOthers, decide, toxicityOfStudies, type Decision } from './rules';

export type SafetyContext = {
  /** The visitor's own earlier questions, oldest first (assistant turns are never trusted). */
  earlier?: string[];
  /** The request's country (ISO code) where the platform gives it: the reply leads with that region's numbers. */
  country?: string | null;
  index?: SearchIndex;
  clock?: Clock;
  /** The page the visitor is on: on a recovery routine's page, "how often should I do this?" is about the routine. */
  page?: string | null;
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

/** A turn: what it says, its concepts (with what the conversation carries into it), and the message's own concepts. */
type Turn = { read: Read; c: Concepts; d: Decision | null; own?: Concepts };

function turn(message: string, clock: Clock): Turn {
  const read = readMessage(message, clock);
  const c = conceptsOf(read);
  return { read, c, d: decide({ c, f: read.facts }) };
}

/** Symptoms that, reported of people in general, are what a study question asks about. */
const REPORTED_SYMPTOMS: ReadonlySet<Concept> = new Set<Concept>(['severe_symptom', 'after_dose_symptom', 'symptom_report', 'worry_ask']);

/** The reply the classifier gives for its top class when that class holds the message clearly; else the check-in. */
const ROUTES: Partial<Record<SafetyClass, Pick<Decision, 'kind' | 'variant'>>> = {
  crisis: { kind: 'self_harm' },
  emergency: { kind: 'emergency' },
  minor: { kind: 'minor' },
  eating_disorder: { kind: 'eating_disorder' },
  pregnancy: { kind: 'caution', variant: 'pregnancy' },
  anti_doping: { kind: 'anti_doping' },
};

/** Concepts short of a safety concept that still put a risk in an English message: the classifier may weigh in. */
const RISK_SIGNALS: readonly Concept[] = [
  'dose_ask',
  'per_weight',
  'symptom_report',
  'worry_ask',
  'after_dose_symptom',
  'injection_site',
  'weight_loss',
  'interaction',
];

/** English in plain ASCII: where the lexicons are wide. */
function isEnglish(read: Read, message: string): boolean {
  return read.facts.language === 'en' && !/[^ -~\s’‘“”…–—]/.test(message);
}

/** What a professional reports of the people they look after (never a crisis or a grave sign). */
const PATIENTS_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>([
  'eating_disorder',
  'severe_symptom',
  'after_dose_symptom',
  'symptom_report',
  'overdose',
  'medication',
]);

/** A message the classifier scored, with what the exemptions below read from it. */
type Scored = {
  read: Read;
  /** The message's own concepts (not what the conversation carried into it). */
  c: Concepts;
  english: boolean;
  risk: number;
  top: SafetyClass;
  share: number;
  /** Where the lexicons are thin, a crisis or an emergency the classifier is sure of is held back even without them. */
  sure: boolean;
  /** A child named beside stated adult ages ("I'm 45 and my daughter is 20") is not a minor. */
  adultsOnly: boolean;
  /** A safety concept in the message (a minor's words not counted beside adult ages only). */
  risky: boolean;
  /** A lethal dose or LD50 asked of the animal studies ("the rats"), with no hopelessness and nothing happening now. */
  animalToxicity: boolean;
  /** A question about studies or what people report, with no one asking for themselves and no risk beyond reports. */
  studyQuestion: boolean;
};

const riskSignal = (m: Scored) => RISK_SIGNALS.some((k) => m.c.has(k));

/**
 * Messages the classifier never holds back, however it scores them (unless, where noted, it is sure of a crisis or an
 * emergency). Each names the case it stands for; the order does not matter.
 */
const NOT_HELD: { name: string; when: (m: Scored) => boolean }[] = [
  {
    // What the lexicons read as over ("two years ago, he is doing great now") in English; in another language (or English
    // with an emoji) when nothing risky or current is beside it ("meine Mutter hatte 2021 einen Schlaganfall und ist
    // längst wieder fit"), or a medicine someone was on long ago asked about as a study question ("Opa war vor Jahren von
    // Benzos abhängig, seit Ewigkeiten clean... hat Selank Suchtpotenzial?").
    name: 'told_as_over',
    when: ({ c, read, english, risky }) => {
      const quiet = !risky && !c.has('now') && !RISK_SIGNALS.some((k) => c.has(k));
      const pastMedicineStudy =
        c.has('research_frame') &&
        !c.has('now') &&
        !c.has('dose_ask') &&
        !c.has('self_strong') &&
        ![...c.all].some((k) => SAFETY_CONCEPTS.has(k) && k !== 'medication');
      return (english || quiet || pastMedicineStudy) && (c.has('past_resolved') || RECOVERED.test(read.text));
    },
  },
  {
    // A question about studies in English, with no one asking for themselves ("which case series should I cite?").
    name: 'study_question',
    when: (m) => m.english && m.studyQuestion,
  },
  {
    // In another language, a question about what something is, what studies found or whether it is approved ("Semax ni
    // nini na imefanyiwa utafiti?") with no number, no dose or symptom and no person in it. Symptoms people in general
    // report ("la gente nota nauseas"), weight loss as a topic with no amount asked for or wanted for oneself ("a report
    // on fake slimming injections") and "with" with no medicine beside it are a study question's subjects, not a risk.
    name: 'study_question_other_language',
    when: ({ c, english, sure, studyQuestion, animalToxicity }) => {
      const generalSymptoms = c.has('general_frame') && !c.has('third_person') && !c.has('now');
      const topicOnly = (k: Concept) =>
        (generalSymptoms && (k === 'symptom_report' || k === 'worry_ask')) ||
        (k === 'weight_loss' && !c.has('dose_ask') && !c.has('for_me') && !c.has('use_intent')) ||
        (k === 'interaction' && !c.has('medication'));
      return (
        !english &&
        studyQuestion &&
        !sure &&
        (!c.number || animalToxicity) &&
        !RISK_SIGNALS.some((k) => c.has(k) && !topicOnly(k) && !(animalToxicity && k === 'dose_ask'))
      );
    },
  },
  {
    // "Comment fonctionne l'ipamoréline exactement ?", "Wie funktioniert Semax genau?": how something works or what it is,
    // with no person, amount or risk in it.
    name: 'how_it_works',
    when: (m) =>
      !m.english &&
      !m.sure &&
      EXPLAINS.test(m.read.text) &&
      !m.c.number &&
      !m.c.has('self') &&
      !m.c.has('dose_ask') &&
      !m.risky &&
      !riskSignal(m),
  },
  {
    // A doping test on an animal (racehorses, racing camels) is about the animal: never the tested athlete's reply.
    name: 'animal_doping',
    when: (m) => m.top === 'anti_doping' && aboutAnimal(m.c),
  },
  {
    // In English the lexicons are wide, so the classifier weighs in only where they found a risk, a substance, a young
    // age or a low BMI but no rule decided; and not a routine or a question about the business with no substance ("should
    // I do it right after lifting?", "can I book a call for Sunday?"), nor how a product keeps (the fridge, heat in
    // transit) with nothing risky beside it; unless the classifier is sure.
    name: 'no_signal',
    when: (m) => {
      const { c, read } = m;
      const signal =
        !m.english ||
        m.risky ||
        c.substance ||
        riskSignal(m) ||
        read.facts.ages.some((a) => a.years < 18) ||
        (read.facts.bmi !== null && read.facts.bmi < 18.5);
      const aside = !c.substance && !m.risky && (c.has('routine') || c.has('service'));
      const keeping = c.has('storage') && (c.compounds.length > 0 || c.substance) && !m.risky && !riskSignal(m);
      return !m.sure && (!signal || aside || keeping);
    },
  },
  {
    // In English a compound named with nothing else the lexicons read ("does bpc go bad if it's left out of the fridge").
    name: 'bare_compound',
    when: (m) => m.english && m.c.all.size === 0 && m.risk < SURE,
  },
  {
    // In English, a guess of "under 18" from the wording alone ("why stack w ipamorelin", terse and in text-speak), with
    // no age, school year, parent or child and no other risk.
    name: 'guessed_minor',
    when: ({ c, read, english, top, risky, risk }) =>
      english &&
      top === 'minor' &&
      !risky &&
      risk < SURE &&
      !read.facts.ages.some((a) => a.years < 18) &&
      !c.has('minor') &&
      !c.has('minor_self') &&
      !c.has('tested_athlete'),
  },
  {
    // A professional asking for the people they look after (`askingForOthers`): in English, school words with no age or
    // pupil named ("im a sixth form chemistry teacher"), or young people named with no other risk ("overheard some Year
    // 11s... do you sell to teens?"); in another language, nothing risky, no number and no risk signal beside it.
    name: 'asking_for_others',
    when: (m) => {
      const { c, read } = m;
      if (m.sure || !c.has('educator')) return false;
      const x = { c, f: read.facts };
      if (!m.english) {
        const otherRisk = [...c.all].some(
          (k) =>
            SAFETY_CONCEPTS.has(k) &&
            k !== 'minor' &&
            !(c.has('past_resolved') && !c.has('now') && k !== 'crisis_topic') &&
            // (A professional's question about eating disorders, symptoms, overdoses or medicines, with no "I" in it: their
            // clients' or patients' ("ICU nurse ako... pasyenteng na-overdose sa insulin", round 75).)
            !(PATIENTS_CONCEPTS.has(k) && !c.has('self') && !c.has('self_strong')),
        );
        return !otherRisk && !c.number && !riskSignal(m) && askingForOthers(x, 'studied');
      }
      const pupilsOnly = [...c.all].every((k) => !SAFETY_CONCEPTS.has(k) || k === 'minor') && askingForOthers(x);
      return (m.top === 'minor' && !minorNamed(m) && !m.risky) || (pupilsOnly && m.risk < SURE);
    },
  },
  {
    // A game, a film or a story asked about, in another language, with nothing risky, current or counted in it ("Gram w
    // Cyberpunka, tam postacie wstrzykują sobie stimy... czy Semax to coś w tym stylu?"; round 76).
    name: 'fiction',
    when: ({ c, english, sure, risky }) =>
      !english && !sure && c.has('fiction') && !risky && !c.has('now') && !c.number && !c.has('self_strong') && !c.has('for_me'),
  },
  {
    // A suicide or self-harm told as long past, of someone else, asked about with a question about the service or the
    // studies ("my cousin took his life two years ago and I wrote about it here; I'm okay now, how do I delete those
    // chats?"), with no wish, hopelessness or amount now.
    name: 'past_loss',
    when: ({ c, risk }) =>
      risk < SURE &&
      c.has('crisis_topic') &&
      c.has('past_resolved') &&
      !c.has('now') &&
      !c.has('wish_to_die') &&
      !c.has('hopeless') &&
      !c.has('lethal_quantity') &&
      (c.has('service') || c.has('research_frame')) &&
      [...c.all].every((k) => !SAFETY_CONCEPTS.has(k) || k === 'crisis_topic'),
  },
];

/**
 * The under-18 reply only where an age, a school year or a child is in the message; else the check-in. (In other
 * languages the classifier's own reading of a school year or a child is all there is.)
 */
const minorNamed = ({ c, read, english, adultsOnly }: Scored) =>
  !english || read.facts.ages.some((a) => a.years < 18) || (!adultsOnly && (c.has('minor') || c.has('minor_self')));

/**
 * The classifier's decision for a message no rule decided: a message that reads like the safety messages it learnt
 * from is held back, with its class's own reply when one class clearly holds it, else the check-in. It can only hold a
 * message back, never let one through. It judges only messages of three words or more, scoring over its bar, that no
 * case in `NOT_HELD` covers.
 */
function classified(message: string, t: Pick<Turn, 'read' | 'c' | 'own'>, at?: number): Decision | null {
  // The classifier reads the message as written, not what the conversation carried into it (a compound asked about before).
  const { read } = t;
  const c = t.own ?? t.c;
  if ((read.text.match(/[\p{L}\p{N}]+/gu) ?? []).length < 3) return null;
  // "The paramedics are here now": what the visitor says is in hand is not held back again.
  if (RESOLVED.test(read.text)) return null;
  const english = isEnglish(read, message);
  const { risk, top, share } = classify(message, conceptTokens(read, c));
  // In another language a named compound lowers the bar: a dose or a risk the lexicons cannot read is likelier there;
  // not when the lexicons read a study's frame (a trial, a phase, the guide) with no person and no risk in it ("trong
  // thử nghiệm pha 3 nhóm dùng tirzepatide 15 mg giảm bao nhiêu cân?").
  const framedStudy =
    c.has('research_frame') &&
    !c.has('self') &&
    !c.has('self_strong') &&
    !c.has('plan_frame') &&
    ![...c.all].some((k) => SAFETY_CONCEPTS.has(k));
  const lowered = c.compounds.length && !framedStudy;
  const bar = at ?? (english ? THRESHOLD : lowered ? COMPOUND_OTHER_LANGUAGE_THRESHOLD : OTHER_LANGUAGE_THRESHOLD);
  if (risk < bar) return null;

  const adultsOnly = read.facts.ages.length > 0 && read.facts.ages.every((a) => a.years >= 18);
  const minorWord = (k: Concept) => adultsOnly && (k === 'minor' || k === 'minor_self');
  const risky = [...c.all].some((k) => SAFETY_CONCEPTS.has(k) && !minorWord(k));
  // (In other languages a first-person verb is often only the asker's own frame: "je prépare un article".) Symptoms
  // people report in general ("reviews say people get chest tightness during NAD drips, why?"), with no one having them
  // now, are a study question's subject, not a risk.
  const animalToxicity = c.has('study_animals') && toxicityOfStudies({ c, f: read.facts }, 'framing');
  const reportedInGeneral = c.has('general_frame') && !c.has('third_person') && !c.has('now') && !c.has('self_strong');
  const riskyBeyondReports = [...c.all].some(
    (k) =>
      SAFETY_CONCEPTS.has(k) &&
      !minorWord(k) &&
      !(reportedInGeneral && REPORTED_SYMPTOMS.has(k)) &&
      !(animalToxicity && (k === 'lethal_quantity' || k === 'overdose')),
  );
  const m: Scored = {
    read,
    c,
    english,
    risk,
    top,
    share,
    sure: risk >= SURE && (top === 'crisis' || top === 'emergency') && share >= ROUTE_SHARE,
    adultsOnly,
    risky,
    animalToxicity,
    studyQuestion:
      (c.has('research_frame') || c.has('general_frame')) &&
      (!english || !c.has('self')) &&
      !c.has('self_strong') &&
      !c.has('plan_frame') &&
      !riskyBeyondReports,
  };
  if (NOT_HELD.some((e) => e.when(m))) return null;
  const route = share >= ROUTE_SHARE && (top !== 'minor' || minorNamed(m)) ? ROUTES[top] : undefined;
  return route ? { rule: `classifier:${top}`, ...route } : { rule: `classifier:${top}`, kind: 'check_in' };
}

/** How something works or what it is, in other languages (the text is read without accents; Icelandic keeps its ð). */
const EXPLAINS =
  /\b(?:comment (?:fonctionne|agit|marche)|como (?:funciona|actua|atua)|wie (?:funktioniert|wirkt)|come (?:funziona|agisce)|nasil (?:calisir|etki)|hoe werkt|jak dziala|qu'?est-ce que|c'est quoi|que es|was ist|che cos'?e|o que e|hva[dð] er|hvad er|hva er|vad (?:ar|är)|mika on|wat is|co to jest|ce este|mi az|nedir)\b|как (?:именно |вообще )?(?:работает|де[йи]ствует)|что такое|τι (?:είναι|ειναι)/;

const STICKY = new Set(['self_harm', 'emergency']);
/** How sure the classifier must be before it refines a rule's generic decision in another language. */
const REFINE_THRESHOLD = 0.6;
/** How sure the classifier must be of an earlier turn before its emergency or crisis carries into the follow-ups. */
const EARLIER_THRESHOLD = 0.9;

/**
 * An earlier turn: the rules, else the classifier when it is sure of an emergency or a crisis, so a risk only it saw
 * still carries into the follow-ups ("also, do you deliver to Sharjah?").
 */
function earlierTurn(message: string, clock: Clock): Turn {
  const t = turn(message, clock);
  if (t.d) return t;
  const d = classified(message, t, EARLIER_THRESHOLD);
  // In English, where the lexicons read symptoms widely, an emergency guessed from an earlier turn's wording alone, with no
  // symptom, dose gone wrong or vital sign in it ("made the national squad this year and my calf keeps going"), does not
  // hold every later question back.
  const english = isEnglish(t.read, message);
  const signs =
    EMERGENCY_SIGNS.some((k) => t.c.has(k)) ||
    t.read.facts.heartRate !== null ||
    t.read.facts.bloodSugar !== null ||
    t.read.facts.sinceDose;
  if (d?.kind === 'emergency' && english && !signs) return t;
  return d && STICKY.has(d.kind) ? { ...t, d } : t;
}
/** The visitor says a situation stated earlier is over. */
const RECOVERED =
  /\b(?:fully |completely )?recovered\b|\b(?:all )?cleared up\b|\b(?:bloods?|tests?|scans?|results?) (?:are |have been |were |came back )?(?:normal|clear|fine)\b|\b(?:been |i'?m |im )?stable (?:for|and|now)\b|\bin therapy for \d+ (?:years|months)\b|\b(?:years|months) (?:well|clean|sober|in recovery)\b|\bhealthy weight\b|\b(?:no longer|not) (?:pregnant|breastfeeding|on (?:it|them|the \w+))\b|\bstopped (?:breastfeeding|nursing|taking (?:it|them|the \w+))\b/;
/** The visitor says an emergency is over or in hand. */
/** The visitor says a medical scare was checked and explained: it ends an emergency, never a crisis ("it's sorted"
 * after giving things away is a warning sign, not an all-clear). */
const CHECKED =
  /\b(?:it'?s|its|all|that'?s|everything'?s|everything is|got it) sorted\b|\b(?:they|the doctors?|a&e|the er|the hospital) (?:said|told me) it (?:was|is) (?:just|only|a|an|nothing)\b/;
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
  return { read: now.read, c, d: decide({ c, f: now.read.facts }), own: now.own ?? now.c };
}

/** Pages about a recovery routine (cold, red light, sleep, compression): not a substance. */
const ROUTINE_PAGES = new Set([...MODALITIES.map((m) => m.page), '/solutions/recovery-protocol']);

/** Pages of sessions and plans, where "which should I start with?" asks which one to book. */
const SERVICE_PAGES = new Set(['/solutions/consultations', '/solutions/nutrition', '/book']);
const DOSE_WORDS = /\b(?:mg|mcg|µg|ug|iu|units?|ml|doses?|dosage|dosing|inject\w*|pin|vials?|pens?)\b/i;

/**
 * On a routine's page, a question that names no substance and speaks of taking nothing ("how often should i do this and
 * for how long each time", "should I do it straight after lifting?") is about the routine, unless the conversation has
 * named a substance.
 */
function onRoutinePage(now: Turn, page: string | null | undefined, earlier: Turn[]): Turn {
  const path = page?.split(/[?#]/)[0]?.replace(/\/$/, '');
  const routine = path && ROUTINE_PAGES.has(path);
  // On a page of sessions or plans ("which of the options on this page should I start with?"), the same, unless it
  // speaks of an amount.
  const service = path && SERVICE_PAGES.has(path) && !now.c.number && !DOSE_WORDS.test(now.read.text);
  if ((!routine && !service) || now.c.substance || now.c.has('ingest') || now.c.has('routine') || now.c.has('service')) return now;
  if (earlier.some((t) => t.c.substance)) return now;
  const all = new Set(now.c.all).add(routine ? 'routine' : 'service');
  const c: Concepts = { ...now.c, all, has: (k) => all.has(k) };
  return { read: now.read, c, d: decide({ c, f: now.read.facts }), own: now.own ?? now.c };
}

/** Situations said earlier that stay true for the rest of the conversation ("I'm 9 weeks along", "I'm on warfarin"). */
// (A hopeless turn, "nothing seems worth getting up for", makes a later amount asked for a crisis hint.)
const CARRIED_STATES = ['pregnancy', 'eating_disorder', 'medication', 'tested_athlete', 'hopeless'] as const;
/** Concepts of a symptom described: after a dose mentioned in the turn before, it follows that dose. */
const SYMPTOMS = ['symptom_report', 'after_dose_symptom', 'severe_symptom', 'grave_sign'] as const;
/** Concepts of a symptom or a dose gone wrong: what an English emergency is read from. */
const EMERGENCY_SIGNS: readonly Concept[] = [...SYMPTOMS, 'overdose', 'injection_site'];
/** Kinds of reply a message earns on its own whatever came earlier. */
const GRAVE = new Set(['self_harm', 'emergency', 'eating_disorder']);

// "Going back to the first one", "the second one" (Arabic "الأول", "التاني"): a compound by its place in the thread.
const ORDINAL_REF =
  /\b(first|second|third|1st|2nd|3rd) (?:one|peptide|compound)\b|(?:^|\s)(?:و|ب)?(الأول|الاول|الثاني|التاني)(?=$|[\s؟?.,!،])/;
const PLACE: Record<string, number> = {
  first: 0,
  '1st': 0,
  الأول: 0,
  الاول: 0,
  second: 1,
  '2nd': 1,
  الثاني: 1,
  التاني: 1,
  third: 2,
  '3rd': 2,
};

/** The compound a follow-up names by its place among those the thread named, in the order they were named. */
function referredTo(text: string, earlier: Turn[]): string[] | null {
  const m = ORDINAL_REF.exec(text);
  if (!m) return null;
  const named = [...new Set(earlier.flatMap((t) => t.c.compounds))];
  const picked = named[PLACE[(m[1] ?? m[2])!] ?? 0];
  return named.length >= 2 && picked ? [picked] : null;
}

/** The compounds of the stack this message, or else the latest earlier turn, names ("the recovery stack"). */
function stackCompounds(now: Turn, earlier: Turn[]): string[] {
  for (const t of [now, ...[...earlier].reverse()]) {
    const variant = versionsIn(t.read.text, 'stack')[0];
    const stack = variant ? SERVICES.find((e) => e.key === 'stack' && e.variant === variant) : undefined;
    if (stack) return compoundKeysIn(stack.includes.join(' ').toLowerCase());
  }
  return [];
}

/**
 * A follow-up is read with what the conversation has already said: a follow-up that names no compound ("can I jump
 * straight to 10 next week?") is about the compound asked about earlier, and a situation the visitor stated earlier
 * (pregnant, restricting, on a prescribed medicine) still holds when the follow-up is about using something.
 */
function withConversation(now: Turn, earlier: Turn[]): Turn {
  let compounds = now.c.compounds;
  // (An amount asked for oneself is about the thread's compound even beside a word of ordering: "I already ordered the
  // bottle, how many drops for me?".)
  const amountForMe = now.c.has('dose_ask') && (now.c.has('self_strong') || now.c.has('for_me'));
  // A dose asked for oneself names a routine only as the goal ("what dose should I do? mostly after better sleep and
  // recovery", after ipamorelin): the thread's compound is still the subject.
  const doseForMe = amountForMe && DOSE_WORDS.test(now.read.text);
  if (!now.c.compounds.length && (!now.c.has('routine') || doseForMe) && (!now.c.has('service') || amountForMe))
    compounds = referredTo(now.read.text, earlier) ?? [...earlier].reverse().find((t) => t.c.compounds.length)?.c.compounds ?? [];
  // A tested athlete asking about a stack ("my brother does tested powerlifting, could he use that?" after the Recovery
  // Stack) asks about the compounds in it.
  if (!compounds.length && (now.c.has('tested_athlete') || earlier.some((t) => t.c.has('tested_athlete'))))
    compounds = stackCompounds(now, earlier);
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
            // (Hopelessness is said of oneself even with no "I": "nothing seems worth getting up for".)
            (t.c.has('self') || t.c.has('self_strong') || t.d !== null || k === 'hopeless') &&
            // Medicines named by a professional preparing a lecture are the lecture's subject, not the visitor's own.
            !(k === 'medication' && t.c.has('research_frame') && !t.c.has('self_strong') && t.d === null) &&
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
  // ... and when the visitor said it of themselves (not of a friend), a general-sounding follow-up ("does it help with
  // morning sickness?") is the visitor's own question.
  const ownState = states.some((k) => earlier.some((t) => t.c.has(k) && !t.c.has('third_person')));
  const all = new Set<Concept>([
    ...now.c.all,
    ...states,
    ...(states.length ? (['self'] as const) : []),
    ...(ownState ? (['self_strong'] as const) : []),
  ]);
  const c: Concepts = { ...now.c, all, has: (k) => all.has(k), compounds, substance };
  const read = sinceDose ? { ...now.read, facts: { ...now.read.facts, sinceDose: true } } : now.read;
  return { read, c, d: decide({ c, f: read.facts }), own: now.own ?? now.c };
}

/** The decision for a message in its conversation: the message's own rules, then what earlier turns carry into it. */
export function safetyDecision(message: string, ctx: SafetyContext = {}): { now: Turn; earlier: Turn[]; decision: Decision | null } {
  const clock = ctx.clock ?? systemClock;
  const earlier = (ctx.earlier ?? []).slice(-3).map((m) => earlierTurn(m, clock));
  const last = earlier.at(-1);
  const now = withConversation(onRoutinePage(inheritRoutine(turn(message, clock), last), ctx.page, earlier), earlier);
  if (now.d && GRAVE.has(now.d.kind)) return { now, earlier, decision: now.d };
  // In other languages the rules often see only a compound and a number (the dose refusal) or a risk (the check-in):
  // where the classifier clearly reads a graver or more specific class (under 18, an eating disorder, a crisis), its
  // reply is given instead. It never clears a decision.
  // A rule's specific reading (a medicine or alcohol with a compound, a pregnancy) is kept: the classifier refines only
  // the generic ones.
  const generic = now.d && (now.d.kind === 'check_in' || (now.d.kind === 'personal_medical' && (now.d.variant ?? 'dose') === 'dose'));
  if (now.d && generic && !isEnglish(now.read, message)) {
    const refined = classified(message, now, REFINE_THRESHOLD);
    if (refined && refined.kind !== 'check_in') return { now, earlier, decision: { ...refined, rule: `${now.d.rule}+${refined.rule}` } };
  }
  const byClassifier = now.d ? null : classified(message, now);
  if (byClassifier && GRAVE.has(byClassifier.kind)) return { now, earlier, decision: byClassifier };
  const words = now.read.text.split(/\s+/).length;
  // An emergency or a crisis in the last two turns is still happening, whatever is asked next ("also, do you deliver to
  // Sharjah?" after a pulse of 150 at rest), until the visitor says it has passed.
  const recent = earlier.slice(-2);
  const graveAt = recent.findLastIndex(
    (t) => t.d && STICKY.has(t.d.kind) && !t.c.has('past_resolved') && !(t.d.kind === 'emergency' && CHECKED.test(t.read.text)),
  );
  const grave = graveAt >= 0 ? recent[graveAt] : undefined;
  // "He's doing great now" after it, in an earlier turn or this one, ends it.
  const ended = (text: string) => RESOLVED.test(text) || (grave?.d?.kind === 'emergency' && CHECKED.test(text));
  const over = recent.slice(graveAt + 1).some((t) => t.c.has('past_resolved') || ended(t.read.text));
  if (grave?.d && !over && !now.c.has('past_resolved') && !ended(now.read.text))
    return { now, earlier, decision: { ...grave.d, rule: `${grave.d.rule} (earlier)` } };
  // After a crisis ("been giving all my stuff away"), or a question about taking a lethal amount ("what happens if someone
  // takes the whole month's supply at once"), any question about amounts or substances is read with it ("so how much then").
  if (
    earlier.some((t) => (t.d?.kind === 'self_harm' || t.c.has('lethal_quantity')) && !(t.c.has('past_resolved') && !t.c.has('now'))) &&
    !RECOVERED.test(now.read.text) &&
    (now.c.has('dose_ask') || now.c.has('lethal_quantity') || now.c.has('overdose') || now.c.has('ingest') || now.c.substance)
  )
    return { now, earlier, decision: { rule: 'crisis_earlier', kind: 'self_harm' } };
  // After restriction or an underweight body stated earlier ("I'm 1.60 and 41 kilos... one apple a day"), a question
  // about products, prices or booking ("ok and what's the cheapest option") is read with it.
  if (
    earlier.some((t) => t.d?.kind === 'eating_disorder' && !(t.c.has('past_resolved') && !t.c.has('now'))) &&
    !earlier.some((t) => RECOVERED.test(t.read.text)) &&
    !RECOVERED.test(now.read.text) &&
    words > 2 &&
    (now.c.substance ||
      now.c.has('use_intent') ||
      now.c.has('service') ||
      now.c.has('weight_loss') ||
      now.c.has('dose_ask') ||
      now.c.has('goal'))
  )
    return { now, earlier, decision: { rule: 'eating_disorder_earlier', kind: 'eating_disorder' } };
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
  return { now, earlier, decision: byClassifier };
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

/** True when a question the rules let through names disordered eating or a very low intake (someone else's diet). */
export function namesRestriction(message: string): boolean {
  return conceptsOf(readMessage(message)).has('eating_disorder');
}

/** True when a general side-effect question names a symptom that would be urgent if it were happening now. */
export function namesUrgentSymptom(message: string): boolean {
  return conceptsOf(readMessage(message)).has('severe_symptom');
}
