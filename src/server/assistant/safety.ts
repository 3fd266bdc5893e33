import { compoundsIn, type Compound } from './entities';
import type { SearchIndex } from './index-builder';
import { appendResearchNote, CONSULTATION_LINK, CONTACT_LINK, withResearchNote } from './notes';
import { siteIndex } from './retrieval';
import {
  AFTER_DOSE,
  AFTER_DOSE_SYMPTOM,
  BABY_CONTEXT,
  COMPACT_RULES,
  compactReading,
  CURE,
  DIAGNOSIS,
  EMERGENCY,
  INSTRUCTIONS,
  isAdultStated,
  isArabic,
  isHypotheticalSymptomQuestion,
  isMedicineQuestion,
  isServiceQuestion,
  MEDICATION_CHANGE,
  MILD,
  MINOR,
  MY_CHILD,
  PERSONAL_DOSE,
  plainText,
  PREGNANCY,
  safetyReadings,
  SELF_HARM,
  withoutPastAges,
} from './safety-patterns';
import { smallTalk } from './small-talk';
import * as ar from './arabic';
import type { Source } from './types';

export type SafetyKind = 'self_harm' | 'emergency' | 'minor' | 'instructions' | 'cure' | 'caution' | 'personal_medical';
export type SafetyResult = { kind: SafetyKind; text: string; sources: Source[] };

export const EMERGENCY_ANSWER = `**This could be a medical emergency. Please get help now.**

Call your local emergency number or go to the nearest emergency department:
- UAE: 998 (ambulance) or 999
- US: 911
- UK: 999
- EU: 112

If someone is unconscious, struggling to breathe or having a severe allergic reaction, call straight away and follow the dispatcher's instructions. I'm an AI assistant and can't help in an emergency, so please don't wait for an online reply.`;

/** One line added to general side-effect answers, in case a symptom is happening now. */
export const URGENT_LINE =
  '_If you have this symptom now, call your emergency number (UAE 998 or 999, US 911, UK 999, EU 112) or go to the nearest emergency department._';

export const SELF_HARM_ANSWER = `I'm really sorry you're going through this. You don't have to face it alone, and talking to someone can help right now.

- UAE: call 800 HOPE (800 4673), the mental-health support line
- US: call or text 988 (Suicide & Crisis Lifeline)
- UK: call Samaritans on 116 123, free, day or night
- EU: call 112, or your country's local crisis line

If you are in immediate danger, call emergency services now: UAE 999, US 911, UK 999, EU 112. If you can, reach out to someone you trust and let them know how you feel.`;

// Worded to read right both to someone who says they are under 18 and to someone asking whether minors are served.
export const MINOR_ANSWER = `Our services, products and this assistant are for adults aged 18 and over, so I can't help with products, protocols or consultations for anyone under 18. For questions about health, training or growth, please talk to a parent or guardian and a doctor you trust.`;

export const INSTRUCTIONS_ANSWER = `I can't share or change the instructions I work under, and I'm an AI assistant, not a doctor. I'm happy to help with questions about our research guides, recovery, performance and services, though. What would you like to know?`;

const RECOVERY_ROUTINE =
  /\bcold (?:plunge|shower|water|exposure|therapy)|\bice bath|\bcoldplunge|\bred[\s-]?light|\bsauna|\bsleep|\bstretch\w*|\bmassage|\bfoam roll\w*|\bcompression|\bwalk\w*|\btrain\w*|\bworkouts?\b|\bmeditat\w*|\bbreathwork/;
const NUTRITION =
  /\b(?:protein|carbs?|carbohydrates?|calories|water|fibre|fiber|macros?|meals?|food|eat|eating|drink|fasting|electrolytes?)\b/;
const NOT_A_DOCTOR = "I'm an AI assistant, not a doctor, and our staff are not doctors either";
const CONSULTATION: Source = { title: 'One-to-one consultations', href: '/solutions/consultations' };
const CLOSE = `If you'd like to talk through your goals with our team, you can ${CONSULTATION_LINK} or ${CONTACT_LINK}. For any decision about your own health, please speak with a licensed physician.`;
// A refusal or caution must never carry a dose figure, even one quoted from a guide.
const HAS_FIGURE = /\d\s*(?:-\s*\d+\s*)?(?:mg|mcg|µg|micrograms?|milligrams?|nanograms?|iu|units|ml)\b|\d+\s*(?:to|-)\s*\d+\s*(?:mg|mcg)/i;

const guideLink = (c: Compound, anchor: string, label: string) =>
  c.guide ? `[${c.name} ${label}](/education/${c.guide}#${anchor})` : null;
const guideSource = (c: Compound, anchor: 'dosing' | 'safety', title: string): Source[] =>
  c.guide ? [{ title: `${c.name}: ${title}`, href: `/education/${c.guide}#${anchor}` }] : [];

function personalAnswer(t: string, compounds: Compound[]): SafetyResult {
  if (MEDICATION_CHANGE.some((re) => re.test(t))) {
    const text = `Please don't stop, start or change a prescribed medication without talking to the doctor who prescribed it. ${NOT_A_DOCTOR}, so I can't advise on your medication or treatment.\n\n${CLOSE}`;
    return { kind: 'personal_medical', text: withResearchNote(text), sources: [CONSULTATION] };
  }
  if (DIAGNOSIS.some((re) => re.test(t))) {
    const text = `I can't diagnose a condition or tell you whether you have one. ${NOT_A_DOCTOR}. Please see a licensed physician about your symptoms, and if they are severe or came on suddenly, seek urgent care.\n\n${CLOSE}`;
    return { kind: 'personal_medical', text: withResearchNote(text), sources: [CONSULTATION] };
  }
  const links = compounds.map((c) => guideLink(c, 'dosing', 'research guide')).filter(Boolean);
  const literature = links.length
    ? `Our ${links.join(' and ')} ${links.length > 1 ? 'explain' : 'explains'} what published studies used and why those study figures are not a recommendation for anyone.`
    : 'Our [research guides](/education/peptides) explain what published studies report for each compound, as research information only.';
  const text = `I can't recommend a dose, protocol or treatment plan for you personally. ${NOT_A_DOCTOR}. Our products are sold for research use only, not for human use.\n\n${literature}\n\n${CLOSE}`;
  return {
    kind: 'personal_medical',
    text: appendResearchNote(text),
    sources: [...compounds.flatMap((c) => guideSource(c, 'dosing', 'Dosing in research')), CONSULTATION],
  };
}

/** The guide's own cautions (who should avoid it, interactions), without any figure. */
function cautionsFrom(index: SearchIndex, c: Compound): string[] {
  if (!c.guide) return [];
  const doc = index.docs.find((d) => d.href === `/education/${c.guide}#safety`);
  if (!doc) return [];
  const wanted =
    /pregnan|breastfe|interact|medication|medicine|insulin|blood[\s-]thinn|anticoag|bleeding|prescri|sedative|combin|avoid|caution|clinician|diabetes/i;
  return doc.units
    .filter((u) => wanted.test(u.text) && !HAS_FIGURE.test(u.text))
    .slice(0, 3)
    .map((u) => (u.list ? `- ${u.text}` : u.text));
}

function cautionAnswer(t: string, compounds: Compound[], index: SearchIndex): SafetyResult {
  const pregnancy = PREGNANCY.test(t);
  const subject = compounds.length ? compounds.map((c) => c.name).join(' and ') : 'any peptide or supplement';
  const situation = pregnancy ? 'during pregnancy or breastfeeding' : 'alongside a prescribed medicine';
  const cautions = compounds.flatMap((c) => cautionsFrom(index, c)).slice(0, 3);
  const fromGuide = cautions.length
    ? `What our guide says on safety:\n${cautions.map((s) => (s.startsWith('- ') ? s : `- ${s}`)).join('\n')}\n\n`
    : '';
  const general = pregnancy
    ? 'Research peptides have not been shown to be safe in pregnancy or breastfeeding, and our guides list people who are pregnant, trying to conceive or breastfeeding among those who should avoid them.'
    : 'Interactions between research peptides and prescribed medicines have not been studied properly, and some (for example, anything affecting blood sugar, bleeding or mood) can matter a great deal.';
  const text = `I can't tell you whether it's safe to use ${subject} ${situation}: please ask your prescriber (the doctor or pharmacist who manages your care) before combining anything with it. ${general}\n\n${fromGuide}${NOT_A_DOCTOR}, and our products are sold for research use only, not for human use. ${CLOSE}`;
  return {
    kind: 'caution',
    text: appendResearchNote(text),
    sources: [...compounds.flatMap((c) => guideSource(c, 'safety', 'Safety and side effects')), CONSULTATION],
  };
}

function cureAnswer(compounds: Compound[]): SafetyResult {
  const links = compounds.map((c) => guideLink(c, 'benefits', 'research guide')).filter(Boolean);
  const research = links.length
    ? ` What published studies report, and their limits, is in our ${links.join(' and ')}.`
    : ' Our [research guides](/education/peptides) summarise what published studies report, and their limits.';
  const text = `No. Nothing on this site treats, cures or prevents any disease, and we make no medical claims: our products are sold for research use only, not for human use.${research}\n\nFor a diagnosed condition, please speak with your doctor about treatments that are approved for it. ${NOT_A_DOCTOR}.`;
  return {
    kind: 'cure',
    text: withResearchNote(text),
    sources: compounds.flatMap((c) =>
      c.guide ? [{ title: `${c.name}: What the research reports`, href: `/education/${c.guide}#benefits` }] : [],
    ),
  };
}

function localise(result: SafetyResult, arabic: boolean): SafetyResult {
  if (!arabic) return result;
  return { ...result, text: ar.safetyText(result.kind, result.text) };
}

const CHILD_USES =
  /\b(?:use|uses|using|take|takes|taking|try|trying|inject\w*|give|giving|buy|order|dose|dosing|safe|ok|okay|suitable|peptides?|stack|compounds?|products?|protocol|for (?:him|her|them)|wants?|needs?|help|helps|book|consult\w*|plays?|training|trains|lifts?|gym|sport\w*|grow\w*|muscle|recovery|injur\w*|exams?|school)\b/;

/** Whether a (plain-text) message says the visitor, or the person they ask about, is under 18. */
function statesMinor(t: string): boolean {
  const now = withoutPastAges(t);
  if (MINOR.some((re) => re.test(now))) return true;
  // "My son wants BPC": a minor unless an adult age is given ("my son is 25") or the child is a baby being fed; "my son
  // recommended you" is about the visitor, not about the child using anything.
  const uses = CHILD_USES.test(now) || compoundsIn(now).length > 0;
  return MY_CHILD.test(now) && uses && !isAdultStated(now) && !BABY_CONTEXT.test(now);
}

/** Symptoms that are only urgent after a dose: "heart rate through the roof after ipamorelin", "feel weird since the shot". */
function urgentAfterDose(t: string, compounds: Compound[]): boolean {
  if (!AFTER_DOSE_SYMPTOM.test(t) || MILD.test(t)) return false;
  if (/\b(?:stud(?:y|ies)|trials?|research|participants|reported)\b/.test(t)) return false;
  return AFTER_DOSE.test(t) || (compounds.length > 0 && /\b(?:after|since|following|took|taking)\b/.test(t));
}

// A figure of speech about a price or a page ("nearly fainted at the price", "feel like dying when I see my gym bill").
const HYPERBOLE =
  /\b(?:fainted|faint|died|die|dying|passed out|pass out|had a heart attack|have a heart attack|collapsed)\b (?:at|over|when i (?:saw|see|read|heard|looked at|look at|got|check(?:ed)?)) (?:the |your |my |this |that |how |these |those )?(?:\w+ )?(?:price|prices|pricing|bill|bills|cost|costs|invoice|total|quote|fees?|good|much|expensive|cheap|shipping)\b/g;

function isEmergency(t: string, compounds: Compound[]): boolean {
  if (isHypotheticalSymptomQuestion(t)) return false;
  const literal = t.replace(HYPERBOLE, ' ');
  return EMERGENCY.some((re) => re.test(literal)) || urgentAfterDose(literal, compounds);
}

// A dose question with a person or a goal in it and no research framing: "how to dose ipamorelin for muscle gain",
// "250mcg or 500mcg for a rotator cuff tear?", "what amount of retatrutide gets results fastest".
const DOSE_ASK =
  /\b(?:dose|doses|dosage|dosing|dosed|amount|how much|how many|how often|protocol|cycle|regimen|schedules?|timetable|titrat\w*|microdos\w*|clicks)\b|\b\d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml|micrograms?)\b/;
const RESEARCH_FRAME =
  /\b(?:stud(?:y|ies|ied)|trials?|research(?:ers)?|literature|published|papers?|participants|subjects|rats?|mice|animals?|label|labell?ed|approved|licensed|fda|ema|clinical(?:ly)?|in humans|guides?|articles?|sections?|sources?|references?|citations?)\b|\b(?:was|were|is|are|been) (?:used|given|tested|studied|reported|approved|prescribed)\b|\bused (?:for|in|to|as)\b/;
const INFO_ASK =
  /\b(?:can|could|would) you (?:tell|show|give|explain to|send) me\b|\b(?:tell|show|explain to|remind) me\b|\blet me know\b|\bhelp me understand\b/g;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|our|us)\b/;
const GOAL =
  /\bfor (?:a |an |my |the |his |her )?(?:[\w-]+ ){0,2}(?:tears?|injur\w*|gains?|loss|fat|muscles?|bulk\w*|cutting|recovery|healing|tendons?|ligaments?|knees?|shoulders?|back|elbows?|abs|energy|sleep|libido|focus|anxiety|weight|strength|performance|longevity|anti-?ag(?:e|ing)|skin|hair|pain)\b|\bto (?:lose|gain|build|heal|recover|burn|bulk|grow|shred|get (?:lean|big|bigger|shredded|ripped|results))\b|\b(?:results?|gains?) (?:fastest|faster|quick\w*)\b|\bgets? (?:the )?(?:best |fastest )?results\b|\bworks? best\b|\bmost effective\b/;
const SUBSTANCE_WORD = /\b(?:peptides?|vials?|pens?|inject\w*|pin|jab|stack)\b/;

// "How much is it?", "how much does the stack cost": a price, not an amount to take.
const PRICE_ASK =
  /\bhow much (?:is|are|does|do|would|will) (?:it|they|this|that|these|those|the [\w-]+(?: [\w-]+)?|a [\w-]+|an [\w-]+|one)(?: (?:cost|be|run me|set me back))?\b/g;

function personalDoseAsk(t: string, compounds: Compound[]): boolean {
  if (!DOSE_ASK.test(t.replace(PRICE_ASK, ' ')) || RESEARCH_FRAME.test(t)) return false;
  if (!compounds.length && !SUBSTANCE_WORD.test(t)) return false;
  return FIRST_PERSON.test(t.replace(INFO_ASK, ' ')) || GOAL.test(t);
}

const RANK: SafetyKind[] = ['self_harm', 'emergency', 'minor', 'instructions', 'personal_medical', 'caution', 'cure'];

/** One reading of the message through the policy, in order of urgency. */
function checkReading(t: string, compounds: Compound[], index: SearchIndex): SafetyResult | null {
  if (SELF_HARM.some((re) => re.test(t))) return { kind: 'self_harm', text: SELF_HARM_ANSWER, sources: [] };
  if (isEmergency(t, compounds)) return { kind: 'emergency', text: EMERGENCY_ANSWER, sources: [] };
  if (statesMinor(t)) return { kind: 'minor', text: MINOR_ANSWER, sources: [] };
  if (INSTRUCTIONS.test(t)) return { kind: 'instructions', text: INSTRUCTIONS_ANSWER, sources: [] };
  if (MEDICATION_CHANGE.some((re) => re.test(t))) return personalAnswer(t, compounds);
  if (CURE.some((re) => re.test(t))) return cureAnswer(compounds);
  if (PREGNANCY.test(t) || isMedicineQuestion(t)) return cautionAnswer(t, compounds, index);
  // "How often should I do red light?" asks about a recovery routine the site describes, not a dose.
  // Nor is "how much protein should I eat": food and drink, with no compound, injection or dose named.
  const routine =
    !compounds.length &&
    (RECOVERY_ROUTINE.test(t) || NUTRITION.test(t)) &&
    !/\bpeptides?\b|\binject\w*|\bdos(?:e|ing|age)\b|\binsulin\b|\bvials?\b|\bbac(?:teriostatic)?\b|\bmg\b|\bmcg\b|\d\s?(?:mg|mcg|iu|ml)\b|\bunits\b|\breconstitut\w*|\bsyringes?\b/.test(
      t,
    );
  const personal =
    (!isServiceQuestion(t) && !routine && (PERSONAL_DOSE.some((re) => re.test(t)) || personalDoseAsk(t, compounds))) ||
    (!isServiceQuestion(t) && DIAGNOSIS.some((re) => re.test(t))) ||
    /\btreatment plan\b|\b(?:treat|fix|heal|cure)\s+my\b/.test(t);
  return personal ? personalAnswer(t, compounds) : null;
}

// A follow-up that turns an earlier research question into a personal one: "and for me?", "I weigh 90kg".
const FOR_ME =
  /\b(?:a|an|for a|for an) (?:\d{2,3}\s?(?:kg|kgs|kilos?|lbs?|pounds)|\d{1,2}[\s-]?(?:year|yr)s?[\s-]?old|(?:\w+ )?(?:man|woman|guy|girl|male|female|person|athlete|bodybuilder|beginner))\b|\bfor (?:me|myself|my (?:\w+ )?(?:wife|husband|partner|friend|knee|shoulder|back|elbow|injury))\b|\bwhat about (?:me|mine)\b|\band me\b|\bmy (?:size|weight|age|build|case|body|goal|goals|situation)\b|\bi weigh\b|\b(?:i'?m|i am|im)?\s?\d{2,3}\s?(?:kg|kgs|kilos?|lbs?|pounds)\b|\bwhat (?:should|would|will) (?:mine|my \w+) be\b|\bi(?:'ll| will) (?:do|take|go with|start|run|try|use|inject|pin)\b|\b\d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml)\b.{0,20}\b(?:right|ok|okay|correct|fine|good|then|enough)\s*\?|\bwould (?:that|it|this|those) (?:work|be (?:ok|okay|right|safe|enough|too much))\b|\bwhat (?:would|do|should) you (?:suggest|recommend|advise)\b|\bwhat should i (?:start|take|use|do|run|go)\b|\bshould i (?:start|take|use|do|run|go|follow)\b|\bwhere do i start\b|\bso (?:what|how much) do i\b|\bsame for me\b/;
const RESEARCH_WORDS = /\b(?:stud(?:y|ies|ied)|trials?|research|participants|literature|published)\b/;
const DOSE_TOPIC =
  /\b(?:dos(?:e|es|ed|ing|age)|mg|mcg|micrograms?|protocols?|cycles?|regimen|how much|how many|inject\w*|studied|trials?|titrat\w*)\b/;
// After an emergency or a crisis, "it's getting worse" or "what do I do" is still that emergency.
const CONTINUES =
  /\b(?:worse|still|help|scared|afraid|what (?:do|should|can) i do|what now|now what|not (?:better|improving|stopping|going away)|getting|again|hurry|quick(?:ly)?|won'?t stop|can'?t|really bad|happening|spreading)\b/;

/**
 * The safety policy, checked before anything else answers; null when the message may go on to understanding and
 * retrieval. `earlier` holds the visitor's own earlier questions (newest last): a stated age, an emergency or a
 * research question about doses carries into the next turn.
 */
export function checkSafety(message: string, index: SearchIndex = siteIndex, earlier: string[] = []): SafetyResult | null {
  const arabic = isArabic(message);
  const result = (r: SafetyResult) => localise(r, arabic);
  const compounds = compoundsIn(message);
  let best: SafetyResult | null = null;
  for (const t of safetyReadings(message)) {
    const r = checkReading(t, compounds, index);
    if (r && (!best || RANK.indexOf(r.kind) < RANK.indexOf(best.kind))) best = r;
  }
  const compact = compactReading(message);
  const spelled = compact ? COMPACT_RULES.find(([, re]) => re.test(compact))?.[0] : undefined;
  if (spelled && (!best || RANK.indexOf(spelled) < RANK.indexOf(best.kind))) {
    best =
      spelled === 'self_harm'
        ? { kind: 'self_harm', text: SELF_HARM_ANSWER, sources: [] }
        : spelled === 'emergency'
          ? { kind: 'emergency', text: EMERGENCY_ANSWER, sources: [] }
          : spelled === 'instructions'
            ? { kind: 'instructions', text: INSTRUCTIONS_ANSWER, sources: [] }
            : personalAnswer(compact!, compounds);
  }
  if (best && RANK.indexOf(best.kind) <= RANK.indexOf('minor')) return result(best);

  const t = plainText(message);
  const before = earlier.slice(-3).map(plainText);
  const last = before.at(-1);
  const words = t.split(/\s+/).length;
  // "It's getting worse" straight after an emergency or a crisis message.
  // A short reply after one ("ok", "yes right now", "thanks") still gets the help, not a library answer.
  const shortReply = words <= 6 && !compounds.length && !isServiceQuestion(t);
  if (last && ((words <= 14 && CONTINUES.test(t) && !smallTalk(message)) || shortReply)) {
    const previous = checkReading(last, compoundsIn(last), index);
    if (previous && (previous.kind === 'emergency' || previous.kind === 'self_harm')) return result(previous);
  }
  // Said earlier in the conversation that they are under 18: still under 18 now.
  if (earlier.map(plainText).some(statesMinor) && !smallTalk(message)) return result({ kind: 'minor', text: MINOR_ANSWER, sources: [] });
  if (best) return result(best);
  // "And for me?" after "What doses were used in TB-500 studies?".
  if (
    !isServiceQuestion(t) &&
    FOR_ME.test(t) &&
    !RESEARCH_WORDS.test(t) &&
    before.some((q) => DOSE_TOPIC.test(q) || compoundsIn(q).length > 0)
  ) {
    const topic = compounds.length ? compounds : before.flatMap((q) => compoundsIn(q)).slice(-1);
    return result(personalAnswer(t, topic));
  }
  return null;
}

/** True when a general side-effect question names a symptom that would be urgent if it were happening now. */
export function namesUrgentSymptom(message: string): boolean {
  const t = plainText(message);
  return EMERGENCY.some((re) => re.test(t));
}
