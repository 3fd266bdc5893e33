import type { SearchIndex } from './index-builder';
import { sentencesOf } from './library';
import { CONSULTATION_LINK, CONTACT_LINK, withResearchNote } from './notes';
import { siteIndex } from './retrieval';
import { ENTITY_GUIDES, entitiesIn } from './text';
import type { Source } from './types';

export type SafetyKind = 'self_harm' | 'emergency' | 'minor' | 'instructions' | 'personal_medical';
export type SafetyResult = { kind: SafetyKind; text: string; sources: Source[] };

const SELF_HARM =
  /\b(?:kill(?:ing)? my ?self|suicid\w*|end(?:ing)? (?:my|it) (?:life|all)|take my (?:own )?life|want(?:ed)? to die|wish i (?:was|were) dead|self[- ]?harm\w*|hurt(?:ing)? my ?self|cut(?:ting)? my ?self|don'?t want to (?:live|be alive)|no reason to live|better off dead)\b/i;

const EMERGENCY =
  /\b(?:chest pains?|pain in (?:my|the) chest|chest (?:is )?(?:tight|hurts?)|heart attack|overdos\w*|took too (?:much|many)|injected too much|can'?t breathe?|cannot breathe?|(?:trouble|difficulty|struggling) breathing|short(?:ness)? of breath|not breathing|anaphyla\w*|severe (?:allergic )?reactions?|allergic shock|throat (?:is )?(?:closing|swelling|swollen)|(?:face|tongue|lips?) (?:is |are )?swell\w*|unconscious|unresponsive|passed out|seizure|convuls\w*|having a stroke|stroke symptoms|slurred speech|coughing (?:up )?blood|vomiting blood|(?:heavy|severe) bleeding|bleeding heavily|collapsed)\b/i;

const MINOR = [
  /\b(?:i'?m|i am|im)\s+(?:only\s+|just\s+)?(?:1[0-7]|[1-9])(?:\s*(?:years?|yrs?)(?:\s*old)?|\s*y\/?o)?(?![\d.,]*\s*(?:%|kg|kgs|lbs?|pounds|mg|mcg|days?|weeks?|months?|hours?|minutes?|cm|ft|feet|inches|times|x|of|percent|and a half)\b)(?![\d'"′″])/i,
  /\b(?:1[0-7]|[1-9])[\s-]*(?:years?|yrs?)[\s-]*old\b/i,
  /\b(?:i'?m|i am|im)\s+(?:a\s+)?(?:teen(?:ager)?|minor|under\s*(?:18|age)|in (?:high|middle) school)\b/i,
  /\bunder\s*18\b|\bunderage\b/i,
];

const INSTRUCTIONS =
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)*(?:previous|prior|above|earlier|preceding|initial|original)?\s*(?:instructions|rules|prompts?|directions|guidelines)\b|\bsystem\s*(?:prompt|message|instructions)\b|\b(?:reveal|show|print|repeat|tell me|what are|share|display|output|leak)\b.{0,20}\b(?:your|the)\s+(?:instructions|prompt|rules|guidelines|configuration|hidden)\b|\bdeveloper mode\b|\bjailbreak\w*\b|\bpretend (?:you are|you're|to be)\b|\bact as (?:a |an |my )?(?:doctor|physician|unrestricted)\b|\byou are now\b/i;

// Questions about the business (booking, prices, shipping) use "should I" too, but are not personal medical requests.
const SERVICE_WORDS = /\b(?:consult\w*|session|book\w*|order\w*|ship\w*|deliver\w*|pay\w*|price|cost|plan to visit)\b/i;
const PERSONAL_DOSE = [
  /\bhow (?:much|many)\b.{0,60}\b(?:should|can|do|could|would|must)\s+i\b.{0,30}\b(?:take|inject|use|dose|run|start|have)\b/i,
  /\b(?:what|which|right|best|correct|safe)\s+(?:dose|dosage|amount|protocol|cycle)\b.{0,30}\b(?:for me|should i|do i|can i|for my)\b/i,
  /\b(?:should|can|could|may)\s+i\s+(?:take|inject|use|start|stack|combine|mix|run|try|dose)\b/i,
  /\bmy\s+(?:dose|dosage|protocol|cycle)\b/i,
  /\bhow (?:much|many|often)\b.{0,40}\bfor me\b/i,
  /\b(?:dose|dosage|protocol|regimen)\s+for\s+(?:me|my)\b/i,
  /\bi weigh\b.{0,60}\b(?:dose|how much|mg|mcg)\b/i,
  /\b(?:design|make|build|create|write|give)\s+(?:me\s+)?(?:a\s+|my\s+)?(?:personal(?:ised|ized)?\s+)?(?:protocol|stack|regimen|treatment plan|cycle)\b/i,
];
const DIAGNOSIS = [
  /\bdo i have\b/i,
  /\bdiagnos\w*\b/i,
  /\bwhat(?:'s| is) wrong with me\b/i,
  /\bam i (?:sick|ill|deficient|low in|diabetic|pre-?diabetic|hypogonadal)\b/i,
  /\bmy symptoms\b/i,
  /\bis (?:this|it) (?:normal|serious|dangerous) (?:that|if|when) (?:i|my)\b/i,
];
const MEDICATION = [
  /\b(?:stop|quit|come off|get off|replace|switch|skip|change|swap)\s+(?:taking\s+)?(?:my\s+)(?:medication|medications|meds|medicine|prescription|insulin|antidepressants?|pills?|treatment)\b/i,
  /\binstead of my (?:medication|meds|medicine|prescription|treatment)\b/i,
  /\bshould i stop\b/i,
];
const TREATMENT = [/\btreatment plan\b/i, /\b(?:treat|cure|fix)\s+my\b/i];

export const EMERGENCY_ANSWER = `**This could be a medical emergency. Please get help now.**

Call your local emergency number or go to the nearest emergency department:
- UAE: 998 (ambulance) or 999
- US: 911
- UK: 999
- EU: 112

If someone is unconscious, struggling to breathe or having a severe allergic reaction, call straight away and follow the dispatcher's instructions. I'm an AI assistant and can't help in an emergency, so please don't wait for an online reply.`;

export const SELF_HARM_ANSWER = `I'm really sorry you're going through this. You don't have to face it alone, and talking to someone can help right now.

- UAE: call 800 HOPE (800 4673), the mental-health support line
- US: call or text 988 (Suicide & Crisis Lifeline)
- UK: call Samaritans on 116 123, free, day or night
- EU: call 112, or your country's local crisis line

If you are in immediate danger, call emergency services now: UAE 999, US 911, UK 999, EU 112. If you can, reach out to someone you trust and let them know how you feel.`;

export const MINOR_ANSWER = `Thanks for telling me. Our services, products and this assistant are for adults aged 18 and over, so I can't help with products, protocols or consultations for anyone under 18. For questions about health, training or growth, please talk to a parent or guardian and a doctor you trust.`;

export const INSTRUCTIONS_ANSWER = `I can't share or change the instructions I work under, and I'm an AI assistant, not a doctor. I'm happy to help with questions about our research guides, recovery, performance and services, though. What would you like to know?`;

const NOT_A_DOCTOR = "I'm an AI assistant, not a doctor, and our staff are not doctors either";

/** What a compound's guide reports on dosing in research, with the guide's link. */
function literatureOn(index: SearchIndex, entity: string): { text: string; source: Source } | null {
  const slug = ENTITY_GUIDES[entity];
  if (!slug) return null;
  const doc = index.docs.find((d) => d.href === `/education/${slug}#dosing`);
  if (!doc) return null;
  const name = doc.heading.split(':')[0]!;
  const sentences = sentencesOf(doc.text);
  const withAmounts = sentences.filter((s) => /\d\s*(?:-\s*\d+\s*)?(?:mg|mcg|µg|iu|units?)\b/i.test(s));
  const picked = (withAmounts.length ? withAmounts : sentences).slice(0, 2).join(' ');
  return {
    text: `Here is what the research literature reports about ${name}, for information only: ${picked} More in our [${name} research guide](${doc.href}).`,
    source: { title: `${name}: ${doc.heading.split(': ')[1] ?? 'Dosing in research'}`, href: doc.href },
  };
}

function personalAnswer(message: string, index: SearchIndex): SafetyResult {
  const consultation: Source = { title: 'One-to-one consultations', href: '/solutions/consultations' };
  const close = `If you'd like to talk through your goals with our team, you can ${CONSULTATION_LINK} or ${CONTACT_LINK}. For any decision about your own health, please speak with a licensed physician.`;
  if (MEDICATION.some((re) => re.test(message))) {
    const text = `Please don't stop, start or change a prescribed medication without talking to the doctor who prescribed it. ${NOT_A_DOCTOR}, so I can't advise on your medication or treatment.\n\n${close}`;
    return { kind: 'personal_medical', text: withResearchNote(text), sources: [consultation] };
  }
  if (DIAGNOSIS.some((re) => re.test(message))) {
    const text = `I can't diagnose a condition or tell you whether you have one. ${NOT_A_DOCTOR}. Please see a licensed physician about your symptoms, and if they are severe or came on suddenly, seek urgent care.\n\n${close}`;
    return { kind: 'personal_medical', text: withResearchNote(text), sources: [consultation] };
  }
  const found = entitiesIn(message)
    .map((e) => literatureOn(index, e))
    .filter((x): x is NonNullable<typeof x> => Boolean(x))
    .slice(0, 2);
  const literature = found.length
    ? found.map((f) => f.text).join('\n\n')
    : 'Our [research guides](/education/peptides) summarise what published studies report for each compound, including the doses used in research.';
  const text = `I can't recommend a dose, protocol or treatment plan for you personally. ${NOT_A_DOCTOR}. Our products are sold for research use only, not for human use.\n\n${literature}\n\n${close}`;
  return { kind: 'personal_medical', text: withResearchNote(text), sources: [...found.map((f) => f.source), consultation] };
}

/** The safety policy, checked before any engine answers; null when the message may go to an engine. */
export function checkSafety(message: string, index: SearchIndex = siteIndex): SafetyResult | null {
  if (SELF_HARM.test(message)) return { kind: 'self_harm', text: SELF_HARM_ANSWER, sources: [] };
  if (EMERGENCY.test(message)) return { kind: 'emergency', text: EMERGENCY_ANSWER, sources: [] };
  if (MINOR.some((re) => re.test(message))) return { kind: 'minor', text: MINOR_ANSWER, sources: [] };
  if (INSTRUCTIONS.test(message)) return { kind: 'instructions', text: INSTRUCTIONS_ANSWER, sources: [] };
  const service = SERVICE_WORDS.test(message);
  const personal =
    (!service && PERSONAL_DOSE.some((re) => re.test(message))) ||
    DIAGNOSIS.some((re) => re.test(message)) ||
    MEDICATION.some((re) => re.test(message)) ||
    TREATMENT.some((re) => re.test(message));
  return personal ? personalAnswer(message, index) : null;
}
