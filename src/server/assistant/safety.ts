import { compoundsIn, type Compound } from './entities';
import type { SearchIndex } from './index-builder';
import { appendResearchNote, CONSULTATION_LINK, CONTACT_LINK, withResearchNote } from './notes';
import { siteIndex } from './retrieval';
import {
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
  MINOR,
  PERSONAL_DOSE,
  plainText,
  PREGNANCY,
  SELF_HARM,
} from './safety-patterns';
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

export const MINOR_ANSWER = `Thanks for telling me. Our services, products and this assistant are for adults aged 18 and over, so I can't help with products, protocols or consultations for anyone under 18. For questions about health, training or growth, please talk to a parent or guardian and a doctor you trust.`;

export const INSTRUCTIONS_ANSWER = `I can't share or change the instructions I work under, and I'm an AI assistant, not a doctor. I'm happy to help with questions about our research guides, recovery, performance and services, though. What would you like to know?`;

const RECOVERY_ROUTINE =
  /\bcold (?:plunge|shower|water|exposure|therapy)|\bice bath|\bcoldplunge|\bred[\s-]?light|\bsauna|\bsleep|\bstretch\w*|\bmassage|\bfoam roll\w*|\bcompression|\bwalk\w*|\btrain\w*|\bworkouts?\b|\bmeditat\w*|\bbreathwork/;
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

/** The safety policy, checked before anything else answers; null when the message may go on to understanding and retrieval. */
export function checkSafety(message: string, index: SearchIndex = siteIndex): SafetyResult | null {
  const t = plainText(message);
  const arabic = isArabic(message);
  const result = (r: SafetyResult) => localise(r, arabic);
  if (SELF_HARM.some((re) => re.test(t))) return result({ kind: 'self_harm', text: SELF_HARM_ANSWER, sources: [] });
  if (EMERGENCY.some((re) => re.test(t)) && !isHypotheticalSymptomQuestion(t))
    return result({ kind: 'emergency', text: EMERGENCY_ANSWER, sources: [] });
  if (MINOR.some((re) => re.test(t)) && !isAdultStated(t)) return result({ kind: 'minor', text: MINOR_ANSWER, sources: [] });
  if (INSTRUCTIONS.test(t)) return result({ kind: 'instructions', text: INSTRUCTIONS_ANSWER, sources: [] });
  const compounds = compoundsIn(message);
  if (MEDICATION_CHANGE.some((re) => re.test(t))) return result(personalAnswer(t, compounds));
  if (CURE.some((re) => re.test(t))) return result(cureAnswer(compounds));
  if (PREGNANCY.test(t) || isMedicineQuestion(t)) return result(cautionAnswer(t, compounds, index));
  // "How often should I do red light?" asks about a recovery routine the site describes, not a dose.
  const routine = !compounds.length && RECOVERY_ROUTINE.test(t) && !/\bpeptides?\b|\binject\w*|\bdos(?:e|ing|age)\b/.test(t);
  const personal =
    (!isServiceQuestion(t) && !routine && PERSONAL_DOSE.some((re) => re.test(t))) ||
    DIAGNOSIS.some((re) => re.test(t)) ||
    MEDICATION_CHANGE.some((re) => re.test(t)) ||
    /\btreatment plan\b|\b(?:treat|fix)\s+my\b/.test(t);
  return personal ? result(personalAnswer(t, compounds)) : null;
}

/** True when a general side-effect question names a symptom that would be urgent if it were happening now. */
export function namesUrgentSymptom(message: string): boolean {
  const t = plainText(message);
  return EMERGENCY.some((re) => re.test(t));
}
