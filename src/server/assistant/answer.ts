// Library mode's answer: safety first, then understanding (entities, aspect, act, topic), then the content that
// answers it, leading with the direct answer. Model mode grounds itself on the same plan (groundingFor).
import { company } from '../../content/company';
import { solutionCards } from '../../content/site/solutions';
import { recoveryProtocolStats, stacks } from '../../content/site/solutions-subpages';
import * as ar from './arabic';
import { ENGLISH_NOTE, foreignLanguage, withEnglishTerms } from './languages';
import { compoundsIn, pageTopic, servicesIn, versionsIn, type Compound } from './entities';
import { factAnswer, PRICE_RANK } from './facts';
import {
  benefitNotMentioned,
  docsFor,
  effectNotMentioned,
  groupAsked,
  paragraphFor,
  render,
  saysNothingOnSafety,
  unaddressed,
  type Paragraph,
} from './guide-answer';
import type { IndexedDoc, SearchIndex } from './index-builder';
import { COMPOUND_ASPECTS, FACT_ASPECTS, regionsIn, THE_OTHER, understand, type Aspect, type Intent } from './intent';
import { pageAnswer, retrievalAnswer, sourcesFor } from './passages';
import {
  COMPOUND_REGISTRY,
  MODALITIES,
  namesPlace,
  placesIn,
  SERVICES,
  serviceEntry,
  UNCOVERED_MODALITIES,
  type Modality,
  type Region,
  type RegistryCompound,
} from '../../content/registry';
import { findGuide } from '../../content/guides';
import { researchSources } from '../../content/site/research';
import { doiUrl, pubmedUrl } from '../../content/source-links';
import { comparisonTable, modalityTiming, ownConditionParagraph, RESULTS_WHEN, shapedParagraph } from './shapes';
import { andList, ENTITY_GUIDES, normalise, queryTerms, stem, tokenize } from './text';

/** Words that say what kind of question it is rather than what it is about. */
const GENERIC_WORDS = new Set(
  tokenize(
    'do i you need can should what is are the a for with how much long often about tell me it this that does actually really people person use used study studies trial trials research show find found result results say says work works effect effects side safe safety dose doses known happen happened ever',
  ),
);
import { CONTACT_LINK, RESEARCH_NOTE, withResearchNote } from './notes';
import { fixTypos, siteIndex, wordNotOnSite } from './retrieval';
import { hasArabic as isArabic } from './read/normalise';
import { decideSafety, namesRestriction, namesUrgentSymptom } from './safety/policy';
import { restrictionLine, urgentLine } from './safety/replies';
import type { ReplyKind as SafetyKind } from './safety/rules';
import { NO_ANSWER, OFF_TOPIC_ANSWER, smallTalk } from './small-talk';
import type { AnswerRequest, HistoryMessage, Source } from './types';

export type AnswerKind =
  SafetyKind | 'answer' | 'fact' | 'no_answer' | 'off_topic' | 'handoff' | 'greeting' | 'thanks' | 'bye' | 'identity';

export type Answer = {
  text: string;
  sources: Source[];
  kind: AnswerKind;
  /** Offer the team: the visitor asked for a person, or two questions in a row went unanswered. */
  handoff?: 'requested' | 'unanswered';
  /** How sure the library is: "low" and "none" answers are recorded as content gaps. */
  confidence: 'high' | 'low' | 'none';
  intent?: Intent;
  /** The passages the answer drew on (model mode is grounded on these). */
  docs?: IndexedDoc[];
  /** What the safety layer saw: a tripped concept suppresses the content gap; about the visitor, model output is checked. */
  safety?: { tripped: boolean; aboutVisitor: boolean };
};

/** What an answer was about, as staff insight groups it ("compound:bpc157", "service:consultation", "page:/recovery"). */
export function topicOf(answer: Answer): string | null {
  const i = answer.intent;
  if (!i) return null;
  if (i.compounds[0]) return `compound:${i.compounds[0].key}`;
  if (i.services[0]) return `service:${i.services[0].service}${i.services[0].variant ? `:${i.services[0].variant}` : ''}`;
  if (i.modalities[0]) return `modality:${i.modalities[0].key}`;
  if (i.topicFrom === 'page' || i.act === 'this_page') return 'page';
  return null;
}

/** Business facts whose nearest answer must not be passed off as covering a subject the site never mentions. */
const UNCOVERED_FACT_ASPECTS = new Set<Aspect>(['hours', 'location', 'contact', 'about', 'timing', 'price', 'payment']);

/** A guide's sections ranked by the question's distinctive words (words that appear in only one or two of them). */
export function distinctiveSections(index: SearchIndex, path: string, message: string, c: Compound, usual: IndexedDoc[]): IndexedDoc[] {
  const docs = index.docs.filter((d) => d.path === path && d.href !== path);
  // Compound names are not what makes a question specific ("Semax vs Selank").
  const own = new Set([...tokenize(c.name), c.key, ...Object.keys(ENTITY_GUIDES).map(stem)]);
  const tokensOf = new Map(docs.map((d) => [d, new Set(tokenize(`${d.heading} ${d.text}`))]));
  const words = [...new Set(tokenize(message))].filter((w) => !GENERIC_WORDS.has(w) && !own.has(w) && !/^\d$/.test(w));
  const distinct = words.filter((w) => {
    const n = docs.filter((d) => tokensOf.get(d)!.has(w)).length;
    // Specific: a long word (a stem of 7+ letters) or one with a digit, in only one or two sections.
    return n >= 1 && n <= 2 && (w.length >= 7 || /\d/.test(w));
  });
  if (!distinct.length) return [];
  // The aspect's usual sections already use those words: they answer it.
  if (usual.some((d) => distinct.some((w) => tokenize(`${d.heading} ${d.text}`).includes(w)))) return [];
  const hits = (d: IndexedDoc) => distinct.filter((w) => tokensOf.get(d)!.has(w)).length;
  return docs.filter((d) => hits(d) > 0).sort((a, b) => hits(b) - hits(a));
}

/** The name of what the question is about, when it names (or the thread carries) one. */
function topicName(intent: Intent): string | null {
  if (intent.compounds[0]) return intent.compounds[0].name;
  if (intent.modalities[0]) return intent.modalities[0].name.toLowerCase();
  if (intent.services[0]) return serviceEntry(intent.services[0].service, intent.services[0].variant)?.name.toLowerCase() ?? null;
  return null;
}

/** Whether a passage is about the question's compound, modality or service. */
function aboutTopic(doc: IndexedDoc, intent: Intent): boolean {
  const c = intent.compounds[0];
  if (c)
    return (
      doc.headingTerms.includes(c.key) ||
      (c.guide !== null && doc.path === `/education/${c.guide}`) ||
      doc.text.toLowerCase().includes(c.name.toLowerCase())
    );
  const m = intent.modalities[0];
  if (m) return doc.path === m.page || m.words.some((w) => doc.text.toLowerCase().includes(w));
  // A service question may be answered from the FAQ or terms, but never from another service's page.
  const s = intent.services[0];
  const e = s ? serviceEntry(s.service, s.variant) : undefined;
  if (e && doc.path.startsWith('/solutions/'))
    return doc.path === e.href.split('#')[0] || (e.key === 'stack' && /-stack$|\/peptides$/.test(doc.path));
  return true;
}

type Request = Pick<AnswerRequest, 'message' | 'history' | 'pageContext' | 'country'>;

// At most this many of the visitor's earlier questions, each cut to this length, shape a follow-up.
export const EARLIER_TURNS = 6;
export const EARLIER_CHARS = 500;

/** The visitor's own earlier questions: assistant turns are never trusted to steer anything. */
export function earlierQuestions(history: HistoryMessage[]): string[] {
  return history
    .filter((m) => m.role === 'user')
    .slice(-EARLIER_TURNS)
    .map((m) => m.content.slice(0, EARLIER_CHARS));
}

/**
 * A question in another language (not Arabic, which has its own replies) is told first, in that language, that answers
 * are in English: whichever path answered it (a fact, a recovery window, a guide).
 */
function withLanguageNote(answer: Answer, message: string): Answer {
  const foreign = isArabic(message) ? null : foreignLanguage(message);
  if (!foreign || !['answer', 'fact', 'no_answer'].includes(answer.kind) || answer.text.startsWith(ENGLISH_NOTE[foreign])) return answer;
  return { ...answer, text: `${ENGLISH_NOTE[foreign]}\n\n${answer.text}` };
}

/** "That other one (you mentioned)": a compound only the last reply named. */
const REPLY_OTHER = new RegExp(`${THE_OTHER.source}|\\bthe (?:one|compound|peptide) you mentioned\\b`);

/**
 * The visitor's earlier questions for understanding (never for safety), each with the compounds the reply to it named
 * when the question named none: "what peptides do you look at for cognitive stuff?" answered with Semax and Selank makes
 * "the other one" resolvable.
 */
function withReplyTopics(history: HistoryMessage[], questions: string[], message = ''): string[] {
  // "Why pair it with that other one you mentioned?" after "What is CJC-1295?" answered with ipamorelin beside it: the
  // reply's other compound is the one meant, though the question named its own.
  const otherMentioned = REPLY_OTHER.test(message.toLowerCase());
  const users = history
    .map((m, i) => ({ m, i }))
    .filter((x) => x.m.role === 'user')
    .slice(-questions.length);
  return questions.map((q, k) => {
    const at = users[k]?.i;
    const reply = at === undefined ? undefined : history[at + 1];
    if (!reply || reply.role !== 'assistant') return q;
    // A question about a service with several versions ("what stacks do you have?") carries the versions the reply named
    // ("the Performance Stack and the Recovery Stack"), not the compounds inside them, so "the other one" is the third.
    const asked = servicesIn(q).filter((x) => SERVICES.filter((e) => e.key === x.service && e.variant).length >= 3);
    const own = compoundsIn(q);
    if (otherMentioned && k === questions.length - 1 && own.length === 1 && !/\bdac\b/i.test(q)) {
      const others = compoundsIn(reply.content.slice(0, EARLIER_CHARS)).filter((c) => c.guide && c.key !== own[0]!.key);
      if (others.length) return `${q} (${others.map((c) => c.name).join(', ')})`;
    }
    if (own.length) {
      // "Is NAD+ in one of your stacks?" answered "the Longevity Stack": that stack is the thread's topic too.
      const stacks = asked.filter((a) => !a.variant);
      const versions = stacks.flatMap((a) =>
        versionsIn(reply.content.slice(0, EARLIER_CHARS), a.service).map((v) => serviceEntry(a.service, v)?.name ?? v),
      );
      return versions.length ? `${q} (${versions.join(', ')})` : q;
    }
    // One version asked about ("what's in the longevity stack?"): the compounds the reply named are its contents, so "the
    // first one" is the first of them, guide or not.
    if (asked.length === 1 && asked[0]!.variant) {
      const inside = compoundsIn(reply.content.slice(0, EARLIER_CHARS));
      return inside.length ? `${q} (${inside.map((c) => c.name).join(', ')})` : q;
    }
    if (asked.length) {
      const versions = asked.flatMap((a) =>
        versionsIn(reply.content.slice(0, EARLIER_CHARS), a.service).map((v) => serviceEntry(a.service, v)?.name ?? v),
      );
      return versions.length ? `${q} (${versions.join(', ')})` : q;
    }
    const named = compoundsIn(reply.content.slice(0, EARLIER_CHARS)).filter((c) => c.guide);
    return named.length ? `${q} (${named.map((c) => c.name).join(', ')})` : q;
  });
}

export const HANDOFF_ANSWER = `Of course. Our team can pick this up with you: use **Ask our team** below to send them this conversation with your name and email, or ${CONTACT_LINK}. You can also call ${company.phone.display} (${company.hours[0].label}). We reply within 24 hours.`;

const CARE_ANSWER = `I can't recommend doctors, clinics or other healthcare providers, and our staff are not doctors. For medical care, please ask a licensed physician or your local health authority's directory. I can help with our research guides, recovery methods and our services, or you can ${CONTACT_LINK}.`;

// Arabic questions about the business: the library is English, so the key words are added in English.
const ARABIC_TERMS: [RegExp, string][] = [
  // "مخصصة للاستخدام البشري؟" (for human use?): research use only.
  [/(?:ال|لل)?(?:استخدام|استعمال|استهلاك) (?:ال)?بشري|للبشر|(?:ال)?بحثي فقط/, ' for human use'],
  [
    /ساعات|مواعيد|الدوام|مفتوح|فاتحين|فاتح|تفتحون|تسكرون|تقفلون|(?:^|\s)(?:يوم )?(?:ال)?(?:جمعة|جمعه|سبت|أحد|احد)(?=$|[\s؟?.,!،])/,
    ' business hours',
  ],
  // "بكم" is "how much (does it cost)", but "بكم درجة" is "at how many degrees".
  // Moroccan "بشحال" and Levantine "بقديش" (for how much), and "الثمن" (the price).
  [
    /سعر|أسعار|تكلف|كلفة|كم يكلف|بكام|بشحال|بقديش|الثمن|ثمنه|ثمنها|(?:^|\s)بكم(?=$|[\s؟?.,!،])(?!\s*(?:درجه|درجة|دقيقه|دقيقة|ساعه|ساعة|مره|مرة))/,
    ' price',
  ],
  // The peptide stacks ("باقات الببتيدات", "الستاكات"), and "anything cheaper?".
  [/باق(?:ة|ه|ات) (?:ال)?ببتيد|(?:ال)?ستاك(?:ات)?(?![\u0621-\u064a])|(?:ال)?باقات/, ' peptide stacks'],
  [/أرخص|ارخص|(?:^|\s)(?:ال)?رخيص(?:ة|ه)?(?=$|[\s؟?.,!،])/, ' cheaper'],
  // "The order arrived broken", "there's a problem with it": damaged or defective goods (the terms' refunds).
  [
    /(?:الطلب|الطلبية|الشحنة|الشحنه|الطرد|المنتج|القارورة|القاروره|الفيال)[^؟?]{0,25}(?:مكسور|مكسوره|مكسورة|تالف|تالفه|تالفة|خربان|خربانه|معطوب|مضروب|فيه مشكل|فيها مشكل|ناقص|ناقصه|غلط)|(?:مكسور|مكسوره|مكسورة|تالف|تالفة|خربان|معطوب)[^؟?]{0,20}(?:الطلب|الطلبية|الشحنة|الطرد|المنتج)/,
    ' what if my order arrives damaged',
  ],
  [/الدفع|ادفع|أدفع/, ' payment'],
  // "Do I have to pay in advance?": when payment is taken.
  [/(?:ادفع|أدفع|الدفع|دفع) (?:مسبق|مقدم|قبل)|مسبقا|مسبقاً|مقدما|مقدماً/, ' pay in advance'],
  // "Do I have to pay online when I book?": when payment is taken, not whether sessions are online.
  [/(?:ادفع|أدفع|الدفع|دفع)\s*(?:أونلاين|اونلاين|عبر الإنترنت|عبر الانترنت)?\s*(?:وقت|عند|مع|أثناء|اثناء) (?:ال)?حجز/, ' pay in advance'],
  [/(?:ال)?استشار\S* (?:ال)?(?:أولى|اولى|الأولى|الاولى)/, ' initial consultation'],
  [/(?<!(?:ادفع|أدفع|الدفع|دفع)\s*)(?:عن طريق (?:ال)?[إا]نترنت|أونلاين|اونلاين|عن بعد|عن بُعد|بالفيديو|فيديو|زوم)/, ' online remote'],
  [/(?:ال)?استخدام (?:ال)?بشري|للاستخدام البشري|للبشر/, ' approved for human use research use only'],
  [/الشحن|التوصيل|توصيل/, ' shipping'],
  [/(?:^|\s)(?:أين|وين)(?=$|[\s؟?.,!،])|موقعكم|موقع المكتب|عنوان|(?:^|\s)مكانكم(?=$|[\s؟?.,!،])/, ' where are you located'],
  // ("جلسة", a session; not the verb "أجلس", I sit, as in how long to sit in the cold water.)
  [/استشار|موعد|مواعيد|جلس(?:ة|ه|ات|تين)/, ' consultation'],
  [/(?:ال)?آثار (?:ال)?جانبي|(?:ال)?[أا]عراض (?:ال)?جانبي/, ' side effects'],
  [/درجة الحرارة|درجة حرارة/, ' temperature'],
  [/كم دقيقة|كم دقيقه|كم دقايق|دقائق|كم من الوقت|(?<!ب)قديش|اقعد قد ايش/, ' how many minutes'],
  // "How long does it last?": تطول، مدتها، كم تاخذ (وقت).
  [/تطول|يطول|مدتها|مدته|كم مدة|كم تاخذ|كم ياخذ|كم بتاخد|كم بياخد|قد ايش تاخذ|قداش/, ' how long is it'],
  // "What does it include?" in Egyptian, Levantine and Gulf Arabic.
  [/بتشمل|بيشمل|يشمل|تشمل|تتضمن|يتضمن|فيها ايه|فيها إيه|شو فيها|وش فيها/, ' what is included'],
  // "خطط التغذية" are the nutrition plans (a service), not what to eat.
  [/خط[طة] (?:ال)?تغذي|خط[طة] غذائي/, ' nutrition plans'],
  [
    /آكل|(?:^|\s)اكل|أشرب|اشرب|(?<!خط[طة] )التغذية|(?<!خط[طة] )تغذية|الأكل|طعام|السوائل|سوائل|الماء(?! ?(?:ال)?بارد)/,
    ' nutrition hydration',
  ],
  [/التعافي|أتعافى|اتعافى|الاستشفاء|استشفاء/, ' recovery'],
  // "How long should I rest before training the same muscle hard again?" (the recovery window).
  [
    /(?:أرتاح|ارتاح|راحة|الراحة|أريح|اريح|استريح|أستريح)[^؟?]*(?:نفس العضل|مر[ةه] (?:ثاني|تاني)|من جديد|مره ثانيه)|(?:قبل (?:ما )?(?:أمرن|امرن|أتمرن|اتمرن|أدرب|ادرب))[^؟?]*(?:نفس العضل|مر[ةه] (?:ثاني|تاني))/,
    ' how long rest before training the same muscles again',
  ],
  [/(?:كم )?ساع(?:ة|ه|ات) (?:ال)?نوم|(?:^|\s)(?:ال)?نوم(?=$|[\s؟?.,!،])/, ' how many hours of sleep'],
  // "After training", "after the weights (iron) sessions" (Moroccan "من بعد التمارين ديال الحديد").
  [/بعد (?:ال)?(?:تمرين|تمارين|تمرينات|تدريب|تدريبات|ترين|جيم|حديد|أثقال|اثقال|الحديد)/, ' after training'],
  [/(?:ال)?حديد|(?:ال)?أثقال|(?:ال)?اثقال|كمال (?:ال)?أجسام|كمال (?:ال)?اجسام/, ' lifting weights strength training'],
  // "Does it harm the muscles (their growth)?"
  [/(?:ي|كي|بي|ت|كت|بت)?(?:ضر|أثر|اثر|يأثر|يقلل|ينقص)[^؟?]{0,12}(?:ال)?عضل/, ' does it hurt muscle gains'],
  // ("مسموح للرياضيين", allowed for athletes, is anti-doping, not approval.)
  [/معتمد|مرخص|قانوني|مسموح(?!\s*(?:لل|ل|في ال|بال)?(?:رياضي|لاعب|رياض|بطول|منافس))|موافقة/, ' approved'],
  [/محظور|ممنوع|المنشطات|منشطات|الرياضة|الرياضيين|للرياضيين|رياضيين|اللاعبين|للاعبين|بطولات|بطولة|مسابقات/, ' banned in sport'],
  // "What is" in Gulf and Levantine dialects too ("شو هو", "وش هو", "ايش هو").
  [/ما هو|ما هي|ماهو|ماهي|ما هذا|شو هو|شو هي|شو هاد|وش هو|وش هي|ايش هو|إيش هو|ايش هي|إيش هي/, ' what is'],
  // "What is the minimum age?", not "I am 68" ("عمري ٦٨ سنة"), which states an age.
  [/العمر|السن(?![\u0600-\u06ff])|عمري(?!\s*[\d\u0660-\u0669])|الحد الأدنى للعمر/, ' minimum age'],
  [/أحجز|احجز|حجز|أحجز مكالمة/, ' book a call'],
  [/الهاتف|(?:^|\s)رقم(?=$|[\s؟?.,!،])|رقم الهاتف|رقمكم|أتصل|اتصال/, ' phone number'],
  [/البريد|الإيميل|ايميل/, ' email address'],
  // "I want to get in touch, what's the way? How long do you take to reply?" (Gulf "ابي اتواصل معكم... تردون").
  [
    /(?:^|\s)(?:ا|أ|ن)?تواصل(?:وا)?(?= |$)|التواصل|اراسلكم|أراسلكم|نراسلكم|(?:^|\s)(?:ت|بت)ردو(?:ن|ا)(?=$|[\s؟?.,!،])|(?:^|\s)الرد(?=$|[\s؟?.,!،])/,
    ' how do I contact you and how quickly do you reply',
  ],
  [/مجانية|مجاني|مجانا/, ' free consultation'],
  [
    /غطس|حمام الثلج|الماء البارد|ال?ماي ال?بارد|ال?موي[هة] ال?بارد[هة]|ماء بارد|الحمام البارد|الحمّام البارد|حمام بارد|البانيو البارد|حوض الثلج|العلاج بالبرودة|العلاج بالبرد|التعرض للبرد/,
    ' cold plunge',
  ],
  [/درجة حرارة|درجة الحرارة|الحرارة|كم درجة/, ' temperature'],
  [/كم دقيقة|كم دقيقه|دقائق|كم دقيقة/, ' how long'],
  [/الضوء الأحمر/, ' red light'],
  [/العين|العيون|عيوني|عيني|النظر|البصر/, ' eye safety goggles'],
  [/كم مدة|كم من الوقت|(?:^|\s)(?:ال)?مد(?:ة|ته|تها)(?=$|[\s؟?.,!،])/, ' how long'],
  [/كم مرة/, ' how often'],
  // "How long until it works?" (Egyptian "بياخد وقت قد ايه", Levantine "قديش بياخد وقت", Gulf "كم ياخذ وقت").
  [
    /(?:بياخد|ياخد|ياخذ|يأخذ|بياخذ|تاخد|تاخذ|يحتاج)\s*(?:وقت|قد ايه|قديش|كم)|(?:يبان|يبين|يظهر|تظهر|يبدأ|يبلش) (?:مفعوله|مفعولها|تأثيره|تاثيره|تأثيرها|نتيجته|نتايجه|النتائج|النتايج)/,
    ' how long does it take to work',
  ],
  [/(?:على )?(?:اي|أي|كم) (?:بعد|مسافة|مسافه)|المسافة|المسافه|كم يبعد|قديش بعيد|قريب من اللوحة/, ' how far distance'],
  // ... and "who can benefit from your services?" (Gulf "منو يقدر يستفيد", Levantine "مين بيستفيد").
  [
    /(?:^|\s)(?:لمن|لمين|لمنو|لمين بالضبط|حق مين)(?=$|[\s؟?.,!،])|من يناسب|مين يناسب|لمين مناسب|(?:^|\s)(?:منو|مين|من)\s+(?:يقدر |ممكن |يمكن(?:ه)? (?:ان |أن )?)?(?:ي|بي)?ستفيد|يستفيد من خدمات/,
    ' who is it for',
  ],
  // "The second one", "the first one" after two compounds (Egyptian and Levantine "التاني", standard "الثاني").
  [/(?:^|\s)(?:و)?(?:التاني|الثاني|التانيه|الثانيه|التانية|الثانية)(?=$|[\s؟?.,!،])/, ' the second one'],
  [/(?:^|\s)(?:و)?(?:الاول|الأول)(?=$|[\s؟?.,!،])/, ' the first one'],
  // (Gulf and Levantine: "مين لازم ما يسوي", who must not do it; "مين ما ينصح له", who is it not advised for.)
  [
    /من يجب أن يتجنب|من لا يجب|موانع|(?:مين|من|منو|مين اللي|من اللي) (?:لازم |المفروض |يفترض )?(?:ما|لا|مو|ما لازم|ممنوع)(?: لازم)? (?:ي|ت)?(?:سوي|سويه|عمل|جرب|ستخدم|ستعمل|ناسب|نصح|صلح|نفع)|(?:لمن|مين) (?:لا|ما) (?:ي|ت)?(?:نصح|ناسب|صلح)|(?:^|\s)(?:ي|ت)?تجنب(?:وا|ون)?(?=$|[\s؟?.,!،])|يبتعد(?:وا)? عن|الابتعاد عن/,
    ' who should avoid it',
  ],
  // "Is it suitable for me? I have high blood pressure": who should check first.
  [/مناسب لي|يناسبني|ينفع لي|مناسب لحالتي|آمن لي|امن لي/, ' is it safe for me who should avoid it'],
  [/ضغط الدم|ضغط دم|ضغطي/, ' high blood pressure'],
  [/النقاء|الجودة|نقاء/, ' purity'],
  [/أونلاين|اونلاين|عن بعد|عن بُعد|المكتب|حضوري|حضورياً/, ' online or in person'],
  [/الآلية|كيف يعمل/, ' how does it work'],
  [/الأبحاث|الدراسات|النتائج/, ' what did studies find'],
  // "Are there studies in humans, or only in mice?"
  [/(?:عند|على|في|عال|عل)\s?(?:ال)?(?:بشر|إنسان|انسان|ناس)|البشر/, ' tested in humans'],
  [/(?:ال)?فئران|(?:ال)?جرذان|(?:ال)?حيوانات/, ' or only in animals'],
  [
    /تنحف|ينحف|تنحيف|تخسيس|يخسس|بيخسس|تخسس|بتخسس|رجيم|دايت|حمية|(?:ب|ال)حمية|نزّل وزن|نزل وزن|انزل وزن|أنزل وزن|إنقاص الوزن|انقاص الوزن|نزول الوزن|خسارة الوزن/,
    ' is it effective for weight loss',
  ],
  // "Do you sell Mounjaro? I want to buy" (Egyptian "بتبيعوا", Gulf "تبيعون", "أبي أشتري").
  [
    /(?:^|\s)(?:ب|و)?(?:تبيعوا|تبيعون|تبيعو|تبيع|بتبيعو|بيبيعوا)(?:ه|ها|هم)?(?=$|[\s؟?.,!،])|(?:^|\s)(?:ا|أ|ب|عايز ا|عايز أ|ابي ا|أبي أ|ابغى ا|بدي ا)?شتري(?=$|[\s؟?.,!،])|(?:^|\s)(?:ال)?شراء(?=$|[\s؟?.,!،])|للبيع/,
    ' do you sell',
  ],
  [/لخص|ملخص|تلخيص|باختصار/, ' summarise this page'],
  [/(?:^|\s)(?:أوقف|اوقف|توقف|التوقف|يتوقف|توقفت)(?=$|[\s؟?.,!،])/, ' what happens when people stop taking it'],
  [/خطوة بخطوة|الخطوات|كيف تتم/, ' step by step'],
];

const label = (c: Compound) => c.name;
const sourcesOf = sourcesFor;
const withSources = (body: string, sources: Source[]) =>
  sources.length ? `${body}\n\n**Sources**\n${sources.map((s) => `- [${s.title}](${s.href})`).join('\n')}` : body;

function compoundParagraph(
  index: SearchIndex,
  c: Compound,
  aspect: Aspect,
  intent: Intent,
  message: string,
  page: string,
  max = 4,
): Paragraph | null {
  const onPage =
    intent.act === 'this_page'
      ? index.docs.filter((d) => d.path === page && !d.path.startsWith('/education/') && d.headingTerms.includes(c.key))
      : [];
  // A question that names something specific ("SURPASS-2", "the knee ligament study", "the 6 hour IV study") is
  // answered from the guide sections that use those words, whatever section the aspect usually lives in.
  const usual = docsFor(index, c, aspect, message, page);
  const named =
    c.guide && aspect !== 'dose' && aspect !== 'definition'
      ? distinctiveSections(index, `/education/${c.guide}`, message, c, usual).filter((d) => !d.href.endsWith('#dosing'))
      : [];
  // "What's the half-life of BPC-157?" when its guide gives none: said plainly, never another finding in its place.
  if (
    aspect === 'half_life' &&
    c.guide &&
    !index.docs.some((d) => d.path === `/education/${c.guide}` && /\bhalf-li(?:fe|ves)\b/i.test(d.text))
  )
    return {
      text: `Our ${c.name} guide gives no measured half-life for it (in people or in animals), so I won't guess: ${CONTACT_LINK} if you need more.`,
      docs: index.docs.filter((d) => d.href === `/education/${c.guide}#definition`).slice(0, 1),
    };
  // "Does semaglutide cause hair loss?" when the site never mentions hair loss with it: said first, plainly.
  const unmentioned = aspect === 'safety' ? effectNotMentioned(index, c, message) : null;
  if (!unmentioned && aspect === 'safety' && saysNothingOnSafety(index, c))
    return {
      text: `Our site doesn't describe the side effects of ${c.name} (we have no research guide on it), so I won't guess: a doctor or pharmacist can tell you, or ${CONTACT_LINK}.`,
      docs: [],
    };
  if (unmentioned && !c.guide)
    return {
      text: `Our site doesn't mention ${unmentioned} with ${c.name} (we have no research guide on it), so I can't say whether it causes it: a doctor or pharmacist can, or ${CONTACT_LINK}.`,
      docs: [],
    };
  const docs = onPage.length ? onPage : named.length ? named : usual;
  if (!docs.length) return null;
  const p = paragraphFor(index, docs, aspect, message, intent.variant, max);
  if (!p) return null;
  let text = p.text;
  // NAD+ precursors have no guide of their own, but the NAD+ guide reports the doses studied: those are what it says.
  const guideFigures = docs.some((d) => d.path.startsWith('/education/')) && /\d\s*(?:mg|mcg|g)\b/.test(text);
  if (!c.guide && aspect === 'dose' && !guideFigures) {
    // "What's the usual dose for Epitalon?": no guide, so no dose on the site; said plainly, never left unanswered.
    text = `Our site gives no dose for ${c.name} (it has no research guide of its own), so I won't guess: ${CONTACT_LINK} if you need more. What the site does say about it: ${text}`;
  } else if (!c.guide && !onPage.length && !docs.some((d) => d.headingTerms.includes(c.key))) {
    // "Is sermorelin the same as CJC-1295?": the sentences that name it, never another compound's definition.
    const mention = mentionParagraph(
      index,
      c,
      intent.compounds.filter((o) => o !== c),
      [],
    );
    if (mention) return mention;
    const host = c.page?.startsWith('/education/') && docs.every((d) => d.path === c.page) ? docs[0]!.pageTitle.split(':')[0] : null;
    text = host
      ? `Our ${host} guide discusses ${c.name}: ${text}`
      : `We don't have a guide on ${c.name}; here is what the site says about it. ${text}`;
  }
  if (c.key === 'cjc1295' && intent.variant === 'nodac' && aspect === 'half_life') {
    text = `Our CJC-1295 guide gives no measured half-life for the version without DAC. ${text}`;
  } else if (aspect === 'half_life' && c.guide) {
    // The measured half-life the guide lists as a key fact, when the sentences picked do not already give it.
    const figures = /half-life[^.]*\d/i.test(text) ? [] : halfLifeFacts(c.guide);
    if (figures.length) text = `${text}\n\n${figures.map((f) => `- ${f.replace(/ \[\d+\]$/, '')}`).join('\n')}`;
  }
  // (A group of people asked about, "does it work for men?", is not a benefit the guide never studied.)
  const group = aspect === 'benefits' || aspect === 'definition' ? groupAsked(message) : null;
  const unstudied = aspect === 'benefits' && !unmentioned && !group ? benefitNotMentioned(index, c, message) : null;
  if (unmentioned) {
    text = `Our ${label(c)} guide doesn't mention ${unmentioned}; here is what it reports on safety. ${text}`;
  } else if (unstudied) {
    text = `Our ${label(c)} guide reports no research on ${unstudied}, so I can't say it helps with that. What it does report: ${text}`;
  } else if (group && c.guide && !group.said.test(text)) {
    // "What about for women?": the guide's findings do not single the group out, and the answer says so first.
    text = `Our ${label(c)} guide doesn't report anything specific to ${group.words}. What it reports: ${text}`;
  } else if (c.guide && aspect !== 'definition') {
    const guideDocs = index.docs.filter((d) => d.path === `/education/${c.guide}`);
    const missing = unaddressed(message, guideDocs, c);
    if (missing.length && aspect === 'safety')
      text = `Our ${label(c)} guide doesn't say whether it is ${missing[0]}; here is what it reports on safety. ${text}`;
  }
  return { text, docs: p.docs };
}

/** What the site says about a compound with no guide, beside the compounds it is compared with: up to three sentences. */
function mentionParagraph(index: SearchIndex, c: Compound, others: Compound[], said: string[]): Paragraph | null {
  const guides = new Set(others.filter((o) => o.guide).map((o) => `/education/${o.guide}`));
  const found = index.docs.flatMap((doc) =>
    doc.units
      .map((unit, i) => ({ doc, unit, i }))
      .filter(({ unit }) => c.words.test(normalise(unit.text)) && !said.some((t) => t.includes(unit.text))),
  );
  if (!found.length) return null;
  const score = ({ doc, unit }: (typeof found)[number]) => {
    const t = normalise(unit.text);
    return (
      (others.some((o) => o.words.test(t)) ? 3 : 0) +
      (/\b(?:than|compared|versus|vs|head-to-head|whereas|greater|more|less)\b/i.test(unit.text) ? 2 : 0) +
      (/\d/.test(unit.text) ? 1 : 0) +
      (guides.has(doc.path) ? 2 : 0)
    );
  };
  const picked = [...found]
    .sort((a, b) => score(b) - score(a))
    .slice(0, 3)
    .filter((x, _, all) => score(x) >= score(all[0]!) - 3)
    .sort((a, b) => (a.doc === b.doc ? a.i - b.i : index.docs.indexOf(a.doc) - index.docs.indexOf(b.doc)));
  const host = picked[0]!.doc.pageTitle.split(':')[0];
  return {
    text: `We have no guide on ${c.name}; our ${host} guide says: ${render(picked.map((x) => x.unit))}`,
    docs: [...new Set(picked.map((x) => x.doc))],
  };
}

const PRIVACY_SECTIONS: [RegExp, string][] = [
  [/\bcookie/, 'cookies'],
  [/\bdelet|\berase|\bremove my|\baccess my|\bcopy of my|\bexport|\bcorrect|\brights?\b|\bgdpr\b|\bopt out/, 'your-rights'],
  [/\bshar|\bsell|\bthird part/, 'information-sharing'],
  [
    /\bhow long|\bkeep|\bretain|\bretention|\bsav(?:e|ed|ing)\b|\bstor(?:e|ed|ing)\b|\brecord|\bguest|\bwithout (?:logging|signing) in|\bnot (?:logged|signed) in/,
    'data-retention',
  ],
  [/\bsecur|\bprotect|\bencrypt|\bsafe/, 'data-security'],
  [/\btransfer|\babroad|\boutside/, 'international-data-transfers'],
  [/\bmarketing|\bnewsletter|\bunsubscrib|\bemails? from you/, 'marketing-communications'],
  [/\buse (?:my|your)|\bwhat do you do with|\bwhy do you/, 'how-we-use-your-information'],
  [/\bchild|\bkids?\b|\bminors?\b/, 'childrens-privacy'],
];

/** The section of a page whose text shares the most of the question's content words. */
function bestSection(index: SearchIndex, path: string, message: string): IndexedDoc | undefined {
  // "different", "difference" and "differ" are one word here.
  const fold = (t: string) => t.replace(/\bdiffer\w*/gi, 'differ');
  const words = tokenize(fold(message)).filter((w) => !GENERIC_WORDS.has(w));
  const sections = index.docs.filter((d) => d.path === path);
  const terms = new Map(sections.map((d) => [d, new Set(tokenize(fold(`${d.heading} ${d.text}`)))]));
  const heads = new Map(sections.map((d) => [d, new Set(tokenize(fold(d.heading)))]));
  // A word in many sections ("terms" on the terms page) says little; one in a section's heading ("law") says most.
  const spread = (w: string) => sections.filter((d) => terms.get(d)!.has(w)).length;
  const weight = new Map(words.map((w) => [w, 1 / Math.max(1, spread(w))]));
  const score = (d: IndexedDoc) =>
    words.reduce((n, w) => n + (terms.get(d)!.has(w) ? weight.get(w)! * (heads.get(d)!.has(w) ? 3 : 1) : 0), 0);
  const docs = [...sections].sort((a, b) => score(b) - score(a));
  return docs[0] && score(docs[0]) > 0 ? docs[0] : undefined;
}

const CUSTOMS_WORDS = /\bcustoms?\b|\btariffs?\b|\bdut(?:y|ies)\b|\bimport (?:tax|fee|charge)/i;

/** The privacy or terms section a data or refund question is about. */
function policySection(index: SearchIndex, aspect: Aspect, message: string): IndexedDoc | undefined {
  const t = message.toLowerCase();
  if (aspect === 'refunds') return index.docs.find((d) => d.href === '/terms#refunds-and-returns');
  // Terms questions (customs, governing law, liability): the terms section that uses the question's words most.
  if (aspect === 'terms')
    return /\b(?:governing law|jurisdiction|which (?:country'?s? |countries' )?laws?|laws? (?:of|apply|applies|govern\w*)|courts?)\b/.test(
      t,
    )
      ? index.docs.find((d) => d.href === '/terms#governing-law')
      : CUSTOMS_WORDS.test(t)
        ? index.docs.find((d) => d.path === '/terms' && /\bimport duties\b/.test(d.text))
        : bestSection(index, '/terms', message);
  // Is it legal or approved, with no compound named: the site's legal-status section.
  if (aspect === 'status' || aspect === 'legal') return index.docs.find((d) => d.href === '/education/peptides#legal-status');
  if (aspect !== 'data') return undefined;
  const id = PRIVACY_SECTIONS.find(([re]) => re.test(t))?.[1] ?? 'information-we-collect';
  return index.docs.find((d) => d.href === `/privacy#${id}`);
}

/** "What's your refund policy?": the rule, then how to claim (when, how and what happens), in the terms' own words. */
function refundPolicy(doc: IndexedDoc): Paragraph | null {
  const units = doc.units.filter((u) => !u.list);
  if (units.length < 2) return null;
  const how = units
    .slice(2)
    .filter((u) =>
      /\bwithin \d+ (?:days|hours)\b|\bemail\b|\bcontact page\b|\breplacement\b|\brefund (?:the|your)\b|\breturn shipping\b/i.test(u.text),
    );
  return { text: render([...units.slice(0, 2), ...how.slice(0, 3)]), docs: [doc] };
}

/**
 * A modality's page and the words of a question beyond the modality's name, with their everyday equivalents
 * ("wavelengths" is given in "nm"): `specific` when the page uses any of them ("do I need goggles for red light?").
 */
function beyondModality(index: SearchIndex, m: Modality, message: string) {
  const docs = index.docs.filter((d) => d.path === m.page || (m.page === '/recovery' && d.path === '/solutions/recovery-protocol'));
  const stripped = [...m.words].sort((a, b) => b.length - a.length).reduce((x, w) => x.replace(new RegExp(w, 'gi'), ' '), message);
  const beyond = [...queryTerms(stripped).keys()].filter((w) => !GENERIC_WORDS.has(w) && !/^(?:page|talk|talking|site|guide)$/.test(w));
  const specific = beyond.some((w) => docs.some((d) => tokenize(d.text).includes(w)));
  return { docs, stripped, beyond, specific };
}

/** Which of two compounds is stronger or better. */
const STRONGER =
  /\b(?:stronger|more (?:effective|powerful|potent)|works? better|better (?:results?|for)|which (?:one )?(?:is|works) (?:better|best|stronger)|is (?:it|\w+) better)\b/i;

/**
 * "Is retatrutide stronger than tirzepatide?": a head-to-head comparison where a guide reports one (its own sentence),
 * else that the guides report none, before each side's own figures.
 */
function strongerLine(index: SearchIndex, message: string, intent: Intent): string {
  const cs = intent.compounds.slice(0, 2);
  if (cs.length < 2 || !STRONGER.test(message)) return '';
  const [a, b] = cs as [Compound, Compound];
  const direct = [a, b]
    .filter((c) => c.guide)
    .flatMap((c) => index.docs.filter((d) => d.path === `/education/${c.guide}`).flatMap((d) => d.units))
    .find(
      (u) => [a, b].every((c) => c.words.test(normalise(u.text))) && /\bhead-to-head\b|\bcompared with\b|\bversus\b|\bthan\b/i.test(u.text),
    );
  return direct
    ? `What our guides say of the two directly: ${direct.text}\n\n`
    : `Our guides report no trial comparing ${a.name} and ${b.name} head to head; here is what each reports.\n\n`;
}

/** Asking about two compounds used together. */
const TOGETHER =
  /\b(?:combin\w*|together|stack(?:ed|ing)|stack (?:them|these|those|both)|at the same time|alongside|pair(?:ed|ing)?|mix(?:ed|ing)?)\b/i;

/**
 * "Can BPC-157 and TB-500 be combined?": which of our stacks brings them together, that the guides report no study of
 * them together (only where neither guide names the other) and that we give no advice on using them, before the guides'
 * own words on each.
 */
function togetherLine(index: SearchIndex, message: string, intent: Intent): string {
  const cs = intent.compounds.slice(0, 3);
  if (cs.length < 2 || !TOGETHER.test(message)) return '';
  const names = cs.map((c) => c.name);
  const inStacks = Object.values(stacks)
    .filter((st) => cs.every((c) => st.compounds.some((x) => c.words.test(normalise(x.name)))))
    .map((st) => st.name);
  const guides = cs.filter((c) => c.guide);
  const mentionsOther = guides.some((c) =>
    index.docs.some(
      (d) => d.path === `/education/${c.guide}` && cs.some((o) => o !== c && d.units.some((u) => o.words.test(normalise(u.text)))),
    ),
  );
  const stacked = inStacks.length
    ? `Our ${andList(inStacks)} ${inStacks.length > 1 ? 'bring' : 'brings'} ${andList(names)} together. `
    : '';
  const unstudied = guides.length === cs.length && !mentionsOther ? `Our guides report no study of ${andList(names)} used together. ` : '';
  return `${stacked}${unstudied}Whether anyone should use them, alone or together, is a question for a licensed healthcare professional: we give no advice on using them.\n\n`;
}

/**
 * "Is Mounjaro the same thing as Ozempic?": when a brand name stands for one of two different compounds compared for
 * sameness, the answer first says which compound each name is (from the registry's brand names).
 */
function sameBrandsLine(message: string, compounds: readonly Compound[]): Paragraph | null {
  const t = message.toLowerCase();
  if (compounds.length !== 2 || compounds[0]!.key === compounds[1]!.key || !/\bsame\b|\bdifferen\w*|\bidentical\b/.test(t)) return null;
  const named = compounds.map((c) => ({ c, brand: brandIn(t, c.key) }));
  const branded = named.filter((n) => n.brand);
  if (!branded.length) return null;
  // "Mounjaro is a brand of tirzepatide and Ozempic a brand of semaglutide"; "Mounjaro is a brand of tirzepatide, not
  // semaglutide".
  const said =
    branded.length === 2
      ? named.map((n) => `**${n.brand}** is a brand of ${n.c.name.toLowerCase()}`).join(' and ')
      : `**${branded[0]!.brand}** is a brand of ${branded[0]!.c.name.toLowerCase()}, not ${named.find((n) => !n.brand)!.c.name.toLowerCase()}`;
  return { text: `No, they are different compounds: ${said}.`, docs: [] };
}

/** A registry brand name of a compound that a (lower-case) message uses, capitalised ("mounjaro" -> "Mounjaro"). */
function brandIn(t: string, key: string): string | null {
  const brand = COMPOUND_REGISTRY.find((x) => x.key === key)?.brands.find((b) => /^[a-z]+$/.test(b) && new RegExp(`\\b${b}\\b`).test(t));
  return brand ? brand[0]!.toUpperCase() + brand.slice(1) : null;
}

/**
 * "Is tirzepatide the same as Mounjaro?", "what is Zepbound?": a brand name the guide gives is said to be the compound,
 * with what the registry says of that name's approval, before the guide's answer (which speaks of the compound by its own name).
 */
function brandLine(message: string, intent: Intent): string {
  if (intent.compounds.length !== 1) return '';
  const entry = COMPOUND_REGISTRY.find((x) => x.key === intent.compounds[0]!.key);
  const t = message.toLowerCase();
  const Brand = entry ? brandIn(t, entry.key) : null;
  if (!entry || !Brand) return '';
  const asks =
    /\b(?:same|what(?:'s| is)|whats|difference|brand|generic|called|another name)\b/.test(t) || t.includes(entry.name.toLowerCase());
  if (!asks) return '';
  // Only a name the guide itself gives (its status notes quote the guide): the site never says more than its sources.
  const note = Object.values(entry.status ?? {}).find((r) => r.note.toLowerCase().includes(Brand.toLowerCase()))?.note;
  if (!note) return '';
  return `**${Brand}** is a brand name for ${entry.name}, the same compound (${note}). Our guide covers it as ${entry.name}:\n\n`;
}

/**
 * On a recovery method's guide, a question that names nothing and asks nothing the understanding step knows ("what
 * wavelength is used?") is about the page's method when the page uses its words; never a business question.
 */
function onModalityPage(index: SearchIndex, intent: Intent, page: string, message: string): Intent {
  if (intent.act !== 'question' || intent.topicFrom !== 'none' || intent.aspects.length || !intentNamesNothing(intent)) return intent;
  const modality = pageTopic(page).modality;
  if (!modality) return intent;
  // Most of the question's own words are on the page ("the mammalian dive reflex" shares only "reflex" with it: not enough).
  const { docs, beyond } = beyondModality(index, modality, message);
  const onPage = beyond.filter((w) => docs.some((d) => tokenize(d.text).includes(w)));
  if (!onPage.length || onPage.length * 2 < beyond.length) return intent;
  return { ...intent, modalities: [modality], act: 'this_page', topicFrom: 'page' };
}

/** Words of a question that name no subject ("anything about anxiety?", "what's the deal with IGF-1?"). */
const FILLER_WORDS = new Set(tokenize('anything something everything deal stuff info information mention mentioned patients'));

/** A guide's sections and the question kind each answers, for a question that names none ("what about liver fat?"). */
const SECTION_ASPECTS: [string, Aspect][] = [
  ['definition', 'definition'],
  ['mechanisms', 'mechanism'],
  ['benefits', 'benefits'],
  ['extra', 'benefits'],
  ['safety', 'safety'],
];

/**
 * On a compound's guide, a question that names nothing and asks nothing the understanding step knows ("anything about
 * anxiety?" on Selank's, "what about liver fat?" on retatrutide's) is about the guide's compound when most of its words
 * are in the guide: answered from the section that uses them most, never from another guide.
 */
function onGuidePage(index: SearchIndex, intent: Intent, page: string, message: string): Intent {
  if (intent.act !== 'question' || intent.topicFrom !== 'none' || intent.aspects.length || !intentNamesNothing(intent)) return intent;
  const compound = pageTopic(page).compound;
  if (!compound?.guide) return intent;
  const base = `/education/${compound.guide}`;
  const own = new Set(tokenize(compound.name));
  const words = [...new Set(tokenize(message))].filter(
    (w) => !GENERIC_WORDS.has(w) && !FILLER_WORDS.has(w) && !own.has(w) && !/^\d$/.test(w),
  );
  if (!words.length) return intent;
  const inGuide = (w: string, href?: string) =>
    index.docs.some((d) => (href ? d.href === href : d.path === base) && tokenize(`${d.heading} ${d.text}`).includes(w));
  const found = words.filter((w) => inGuide(w));
  // More than half of them ("the ketogenic diet" shares only "diet" with the HCG guide: not enough).
  if (found.length * 2 <= words.length) return intent;
  const best = SECTION_ASPECTS.map(([section, aspect]) => ({ aspect, n: found.filter((w) => inGuide(w, `${base}#${section}`)).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)[0];
  return { ...intent, compounds: [compound], aspects: [best?.aspect ?? 'definition'], act: 'this_page', topicFrom: 'page' };
}

/** The modalities a page covers: the recovery page and the recovery protocol cover them all. */
const modalitiesOn = (page: string) =>
  ['/recovery', '/solutions/recovery-protocol'].includes(page.split(/[?#]/)[0]!)
    ? [...MODALITIES]
    : MODALITIES.filter((m) => m.page === page.split(/[?#]/)[0]);

function eachModalityOnPage(intent: Intent, aspects: Aspect[], page: string, message: string): Paragraph | null {
  if (intent.compounds.length || intent.services.length || intent.modalities.length > 1) return null;
  if (intent.modalities.length && intent.topicFrom === 'message') return null;
  // (On the recovery protocol's page, "this" and "it" are the whole protocol: "how often am I supposed to do it?".)
  const wholeProtocol = page.split(/[?#]/)[0] === '/solutions/recovery-protocol' && /\b(?:this|it)\b/i.test(message);
  if (
    !wholeProtocol &&
    !/\b(?:each|these|those|all of (?:them|this|it)|all (?:this|that|these)|all (?:the )?(?:stuff|things|methods|steps)|it all|everything|every one|them all|the whole (?:thing|routine|protocol|plan)|(?:this|the) (?:routine|protocol|recovery plan)|the (?:different )?(?:modalities|options|methods|therapies))\b/i.test(
      message,
    )
  )
    return null;
  // "What's the schedule for this?" with no compound named is how often, not a dose.
  const schedule = aspects.includes('dose') && /\b(?:schedule|routine|timetable|plan)\b/i.test(message);
  const asked = [...aspects.filter((a) => a === 'duration' || a === 'frequency'), ...(schedule ? (['frequency'] as const) : [])];
  const ms = modalitiesOn(page);
  if (!asked.length || ms.length < 2) return null;
  const line = (m: Modality) =>
    `- **${m.name}:** ${m.duration}${m.temperature ? ` at ${m.temperature}` : ''}${m.frequency ? `, ${m.frequency}` : ''}`;
  // On the protocol's own page, how often also means its recovery window between hard sessions.
  const window =
    wholeProtocol || page.split(/[?#]/)[0] === '/solutions/recovery-protocol'
      ? recoveryProtocolStats.find((s) => /recovery window/i.test(s.label))
      : undefined;
  const windowLine =
    window && asked.includes('frequency') ? `\n- **Between hard sessions:** ${window.number} ${window.label.toLowerCase()}` : '';
  return {
    text: `What our recovery guidance gives for each:\n${ms.map(line).join('\n')}${windowLine}\n\nThis is general guidance from our pages, not a prescription.`,
    docs: [],
    sources: [{ title: 'Recovery', href: page.split(/[?#]/)[0]! }],
  };
}

const REFERENCES =
  /\b(?:which|what|list|show|give|link|cite|cites|cited)\b[^?.]{0,40}\b(?:papers?|references?|citations?|sources?|originals|original (?:studies|papers|articles|research))\b|\b(?:papers?|references?|sources?) (?:is|are) (?:this|it|the page|the guide) based on\b|\bbased on\b[^?.]{0,20}\b(?:papers?|studies|research)\b|\b(?:what|which) (?:studies|papers|research|sources|evidence)\b[^?.]{0,30}\b(?:based on|cite[sd]?|drawn from)\b/i;

/** A page's or a guide's published sources, as the page lists them (authors, title, journal, year, PMID or DOI). */
function referencesParagraph(intent: Intent, page: string): Paragraph | null {
  const path = page.split(/[?#]/)[0]!;
  const slug = intent.compounds[0]?.guide ?? (path.startsWith('/education/') ? path.slice('/education/'.length) : null);
  const guide = slug ? findGuide(slug) : undefined;
  const list = guide ? guide.sources : path === '/research' ? researchSources : null;
  const href = guide ? `/education/${guide.slug}` : '/research';
  if (!list?.length) return null;
  const line = (x: (typeof researchSources)[number]) => {
    const link = x.pmid ? `[PMID ${x.pmid}](${pubmedUrl(x.pmid)})` : x.doi ? `[DOI](${doiUrl(x.doi)})` : '';
    return `- ${x.authors.replace(/\.$/, '')}. ${x.title}. _${x.journal}_, ${x.year}.${link ? ` ${link}` : ''}`;
  };
  return {
    text: `${guide ? `Our ${guide.name} guide` : 'This page'} is based on these published sources:\n${list.map(line).join('\n')}`,
    docs: [],
    sources: [{ title: guide ? guide.headline : 'Peptide Research', href }],
  };
}

const PAIRING = /\b(?:stack(?:ed|ing|s)?|combin\w*|pair\w*|together|alongside)\b/i;

/** A sentence in one compound's guide about pairing it with another ("often paired ... with ipamorelin"). */
function pairingParagraph(index: SearchIndex, compared: Compound[]): Paragraph | null {
  const pairing = compared.flatMap((c) =>
    index.docs
      .filter((d) => c.guide && d.path === `/education/${c.guide}`)
      .flatMap((d) => d.units.map((u) => ({ d, u })))
      .filter(
        ({ u }) =>
          /\b(?:paired|combined|stacked|together|alongside|complementary)\b/i.test(u.text) &&
          !ANSWERS_DOSE.test(u.text) &&
          compared.some((o) => o !== c && o.words.test(normalise(u.text))),
      ),
  );
  const first = pairing[0];
  if (!first) return null;
  // "This is why it is often paired..." needs the sentence before it.
  const at = first.d.units.indexOf(first.u);
  const before = /^(?:This|It|These|That)\b/.test(first.u.text) && at > 0 ? `${first.d.units[at - 1]!.text} ` : '';
  return { text: `**Why they are combined:** ${before}${first.u.text}`, docs: [first.d] };
}

/** A sentence that gives amounts ("100-300mcg ... one to three times daily"): never the reason two compounds are paired. */
const ANSWERS_DOSE = /\d\s*(?:mg|mcg|µg|iu|units?)\b|\btimes (?:a|per) (?:day|week)\b|\bdaily\b/i;

/**
 * What the library says for an understood message, or null when nothing in it answers; about one recovery method, led
 * by its safety note for a condition the visitor names ("I blacked out last time": a history of fainting).
 */
function contentAnswer(index: SearchIndex, intent: Intent, request: Request): { paragraphs: Paragraph[]; kind: 'answer' | 'fact' } | null {
  const found = contentAnswerOf(index, intent, request);
  const m = intent.modalities.length === 1 && !intent.compounds.length ? intent.modalities[0]! : null;
  const lead = found && m ? ownConditionParagraph(m, request.message, found.paragraphs.map((p) => p.text).join('\n')) : null;
  return found && lead ? { ...found, paragraphs: [lead, ...found.paragraphs] } : found;
}

function contentAnswerOf(
  index: SearchIndex,
  intent: Intent,
  request: Request,
): { paragraphs: Paragraph[]; kind: 'answer' | 'fact' } | null {
  const { message, pageContext: page } = request;
  const paragraphs: Paragraph[] = [];
  let kind: 'answer' | 'fact' = 'answer';
  // "Do all of them have a full guide?" on a page that lists compounds: which of them have a research guide.
  if (GUIDE_PER_ITEM.test(message) && !compoundsIn(message).length) {
    const p = pageAnswer(index, page, message);
    if (p && /Full research guides|No guide of its own/.test(p.text)) return { paragraphs: [p], kind: 'answer' };
  }
  // "How long until results show?" about a compound asks about the research, not about booking: when effects were
  // seen (the guide's timeline), or how long its protocols run.
  const researchTiming = (a: Aspect) =>
    a === 'timing' &&
    intent.compounds.length > 0 &&
    !/\bconsult|\bsession|\bappointment|\bbook|\breply|\bemail|\bmessage|\border/.test(message.toLowerCase());
  const aspects = intent.aspects.slice(0, 3).map((a): Aspect =>
    researchTiming(a)
      ? RESULTS_WHEN.test(message)
        ? 'benefits'
        : 'duration'
      : // "How much is that?" about a compound (no service): whether we sell it, and that its price is not listed.
        a === 'price' && intent.compounds.length && !intent.services.length
        ? 'buy'
        : a,
  );

  // "How long is each session and how many a week?" about one method: its duration line already says how often.
  const oneMethod = intent.modalities.length === 1 && !intent.compounds.length ? intent.modalities[0] : undefined;
  if (oneMethod?.frequency && aspects.includes('duration') && aspects.includes('frequency'))
    aspects.splice(aspects.indexOf('frequency'), 1);

  // "Which papers is this page based on?": the page's or the guide's own list of sources, with their links.
  const refs = REFERENCES.test(message) ? referencesParagraph(intent, page) : null;
  if (refs) return { paragraphs: [refs], kind: 'answer' };
  // "Why do people stack them?" after two compounds: what the guides say about pairing them.
  if (intent.act !== 'comparison' && intent.compounds.length >= 2 && /\bwhy\b/i.test(message) && PAIRING.test(message)) {
    const pairing = pairingParagraph(index, intent.compounds.slice(0, 3));
    if (pairing) return { paragraphs: [pairing], kind: 'answer' };
  }
  // "How long does each of these take?" on the recovery page: every modality the page covers, with its figures.
  const each = eachModalityOnPage(intent, aspects, page, message);
  if (each) return { paragraphs: [each], kind: 'fact' };

  // "How is this one different from the Recovery Stack?": what each service includes, side by side.
  if (intent.act === 'comparison' && !intent.compounds.length && intent.services.length >= 2) {
    for (const s of intent.services.slice(0, 3)) {
      const p = shapedParagraph(index, { ...intent, act: 'question', services: [s] }, 'contents', page, message);
      if (p && !paragraphs.some((q) => q.text === p.text)) paragraphs.push(p);
    }
    return paragraphs.length ? { paragraphs, kind: 'answer' } : null;
  }
  if (intent.act === 'comparison') {
    // "Is Mounjaro the same thing as Ozempic?": brand names of two different compounds, said plainly first.
    const brands = sameBrandsLine(message, intent.compounds);
    if (brands) paragraphs.push(brands);
    // "Which causes more weight loss, and how do they work differently?": each aspect asked, both sides of each.
    const asked = aspects.filter((a) => COMPOUND_ASPECTS.has(a) && a !== 'definition').slice(0, 2);
    const compared = intent.compounds.slice(0, 3);
    for (const [aspect, c] of (asked.length ? asked : (['definition'] as Aspect[])).flatMap((a) => compared.map((x) => [a, x] as const))) {
      const shaped =
        aspect === 'status' || aspect === 'anti_doping'
          ? shapedParagraph(index, { ...intent, act: 'question', compounds: [c] }, aspect, page, message)
          : null;
      // A compound with no guide of its own ("how does it compare with semaglutide?") is told from the sentences that
      // name it, those that set it beside the other first ("In SURPASS-2 ... than semaglutide 1 mg"), never by
      // repeating the other side's paragraph.
      const mentioned =
        !shaped && !c.guide && compared.some((o) => o.guide)
          ? mentionParagraph(
              index,
              c,
              compared.filter((o) => o !== c),
              paragraphs.map((q) => q.text),
            )
          : null;
      const p = shaped ?? mentioned ?? compoundParagraph(index, c, aspect, intent, message, page, 2);
      paragraphs.push(
        p
          ? { ...p, text: `**${label(c)}:** ${p.text}` }
          : { text: `**${label(c)}:** our library doesn't cover this for ${label(c)}.`, docs: [] },
      );
    }
    const pairing = PAIRING.test(message) ? pairingParagraph(index, compared) : null;
    if (pairing) paragraphs.push(pairing);
    const table = comparisonTable(intent.compounds.slice(0, 3));
    if (table) paragraphs.push(table);
    return paragraphs.some((p) => p.docs.length || p.sources?.length) ? { paragraphs, kind } : null;
  }

  // "Is it fine right after lifting?": what a modality's page says about timing around training.
  const timing = intent.modalities[0] && !intent.compounds.length ? modalityTiming(intent.modalities[0], message) : null;
  if (timing) return { paragraphs: [timing], kind: 'answer' };

  // Shapes first: status, anti-doping, modality protocols, service prices, who-for, booking, age, summaries.
  const handled = new Set<Aspect>();
  // "What wavelengths are we talking about on this page?", "what's the deal with cold plunges and dopamine?": the
  // definition was only the page's default aspect or the question's opening words; words the modality's page uses beyond
  // its name ask something more specific, answered from the sections that use them below.
  if (
    intent.modalities[0] &&
    !intent.compounds.length &&
    aspects.length === 1 &&
    aspects[0] === 'definition' &&
    (intent.topicFrom === 'page' || intent.topicFrom === 'message')
  ) {
    if (beyondModality(index, intent.modalities[0], message).specific) handled.add('definition');
  }
  // A modality's figure already given ("3-5 sessions a week" in the distance answer) is not repeated in another shape.
  const figureOf = (text: string) => /^\*\*(?:[^*:]+: )?([^*]+?)\.?\*\*/.exec(text)?.[1];
  for (const aspect of aspects) {
    if (handled.has(aspect)) continue;
    // What a service includes already leads with its price.
    if (aspect === 'price' && handled.has('contents') && intent.services.length) {
      handled.add(aspect);
      continue;
    }
    // A modality's frequency answer gives each session's length too (and its duration answer how often): one is enough.
    if (
      intent.modalities.length &&
      (aspect === 'duration' || aspect === 'frequency') &&
      (handled.has('duration') || handled.has('frequency'))
    ) {
      handled.add(aspect);
      continue;
    }
    const p = shapedParagraph(index, intent, aspect, page, message);
    if (!p || paragraphs.some((q) => q.text === p.text)) continue;
    const figure = intent.modalities.length ? figureOf(p.text) : undefined;
    if (figure && paragraphs.some((q) => q.text.includes(figure))) {
      handled.add(aspect);
      continue;
    }
    paragraphs.push(p);
    handled.add(aspect);
  }
  // Every service asked about gets its price ("stacks and dosing systems: how much?").
  if (aspects.includes('price') && intent.services.length > 1) {
    for (const s of intent.services.slice(1, 3)) {
      const p = shapedParagraph(index, { ...intent, services: [s] }, 'price', page, message);
      if (p && !paragraphs.some((q) => q.text === p.text)) paragraphs.push(p);
    }
  }
  // A modality is answered from its own page only: never from another topic's passages.
  const modality = intent.modalities[0];
  if (modality && !intent.compounds.length) {
    const rest = aspects.filter((a) => !handled.has(a));
    if (!paragraphs.length || rest.length) {
      // "Do I need goggles for red light?": words beyond the modality's name are answered from its page's sentences.
      const { docs, stripped, beyond, specific } = beyondModality(index, modality, message);
      // "How much sleep?", "how many minutes?": a modality's quantity is its protocol duration.
      const quantity =
        !paragraphs.length && /\bhow (?:much|many|long)\b/i.test(message)
          ? shapedParagraph(index, intent, 'duration', page, message)
          : null;
      // How it works, what the research shows: the modality page's own section for that.
      const SECTION_OF: Partial<Record<Aspect, RegExp>> = { mechanism: /#mechanism|#physiological/, benefits: /#research/ };
      const sectionRe = rest[0] ? SECTION_OF[rest[0]] : undefined;
      const section = sectionRe ? docs.filter((d) => sectionRe.test(d.href)) : [];
      if (section.length) {
        const p = paragraphFor(index, section, 'about', message, null, 3);
        if (p) paragraphs.push(p);
        return paragraphs.length ? { paragraphs, kind: 'answer' } : null;
      }
      const shaped = quantity ?? (paragraphs.length || specific ? null : shapedParagraph(index, intent, 'definition', page, message));
      // The sections that use the question's own words come first (the scorer prefers earlier sections).
      const hits = (d: IndexedDoc) => beyond.filter((w) => tokenize(d.text).includes(w)).length;
      const ranked = specific ? [...docs].sort((x, y) => hits(y) - hits(x)) : docs;
      const p =
        shaped ?? paragraphFor(index, ranked, rest[0] ?? (specific ? 'about' : 'definition'), specific ? stripped : message, null, 3);
      if (p && !paragraphs.some((q) => q.text === p.text)) paragraphs.push(p);
    }
    return paragraphs.length ? { paragraphs, kind: 'answer' } : null;
  }
  if (paragraphs.length && aspects.every((a) => handled.has(a) || (!COMPOUND_ASPECTS.has(a) && !FACT_ASPECTS.has(a)))) {
    return { paragraphs, kind: paragraphs.some((p) => p.docs.length) ? 'answer' : intent.compounds.length ? 'answer' : 'fact' };
  }

  // How long a session of a compound takes or how often people have it ("NAD drips: how long, how often?") is what its
  // guide's protocols section says: the dose aspect, said as research protocols, never as advice.
  const sessionOf =
    intent.compounds.length > 0 &&
    !intent.modalities.length &&
    (aspects.includes('frequency') ||
      (aspects.includes('duration') && /\b(?:sessions?|drips?|infusions?|iv)\b/i.test(message) && !/\bconsult/i.test(message)));
  // Facts first (a price, hours, a payment method), then what the guides say, each aspect its own paragraph.
  // "Can I ring you on a Saturday?": the day's answer (not by phone) before the list of ways to reach us.
  const dayFirst = /\b(?:saturdays?|sundays?|weekends?)\b/i.test(message) && aspects.includes('hours') && aspects.includes('contact');
  const factOrder = dayFirst ? ['hours' as Aspect, ...aspects.filter((a) => a !== 'hours')] : aspects;
  for (const aspect of factOrder) {
    if (!FACT_ASPECTS.has(aspect) || handled.has(aspect)) continue;
    if (sessionOf && (aspect === 'duration' || aspect === 'frequency')) continue;
    const fact = factAnswer(aspect, intent.services, intent.compounds, message, page);
    if (!fact) continue;
    // "Is there parking at your office?", "are your hours different during Ramadan?": the nearest fact, said to be all the
    // site has, never passed off as the answer.
    const unknown =
      UNCOVERED_FACT_ASPECTS.has(aspect) && !(aspect === 'price' && PRICE_RANK.test(message)) ? wordNotOnSite(index, message) : null;
    const text = unknown ? `${notCovered(unknown)} What the site does say:\n\n${fact.text}` : fact.text;
    paragraphs.push({ text, docs: [], sources: fact.sources });
    if (!paragraphs.some((p) => p.docs.length)) kind = 'fact';
  }
  // Privacy and refund questions go to the section of the policy that answers them.
  for (const aspect of aspects) {
    if (handled.has(aspect)) continue;
    if ((aspect === 'status' || aspect === 'legal') && (intent.compounds.length || intent.services.length)) continue;
    // Regions named as "UK" or "UAE" are written out in full on the pages ("United Kingdom").
    const regionNames: Record<string, string> = { us: 'United States US', uk: 'United Kingdom UK', eu: 'European Union EU', uae: 'UAE' };
    const doc = policySection(index, aspect, `${message} ${intent.regions.map((r) => regionNames[r]).join(' ')}`);
    if (!doc) continue;
    const p = aspect === 'refunds' && !/\b(?:damaged|defective|broken|wrong item)\b/i.test(message) ? refundPolicy(doc) : null;
    // "Who pays customs?": the terms' sentence on import duties (the site says "import duties", not "customs").
    const customs =
      aspect === 'terms' && CUSTOMS_WORDS.test(message) ? paragraphFor(index, [doc], aspect, 'import duties taxes', null, 1) : null;
    // "If I chat without making an account...": the policy calls that a guest chat.
    const asGuest =
      /\bwithout (?:\w+ ){0,2}(?:account|logging in|signing in|registering)|\bnot (?:logged|signed) in\b|\bno account\b|\b(?:don'?t|do not|dont|never) (?:have|made|created|got) an? account\b|\bas a guest\b/i.test(
        message,
      )
        ? 'guest chats not stored questions the assistant could not answer'
        : message;
    const q = p ?? customs ?? paragraphFor(index, [doc], aspect, asGuest, null, 3);
    if (q) paragraphs.push(q);
  }
  const compoundAspects = [
    ...new Set(
      aspects
        .map((a) => (sessionOf && (a === 'duration' || a === 'frequency') ? ('dose' as Aspect) : a))
        .filter(
          (a) => (COMPOUND_ASPECTS.has(a) || (a === 'duration' && !paragraphs.length && intent.compounds.length > 0)) && !handled.has(a),
        ),
    ),
  ];
  if (intent.compounds.length) {
    // "Tell me more about Selank": what it is and what the research reports, then its status.
    const more = !compoundAspects.length && !paragraphs.length && TELL_ME_MORE.test(message);
    const wanted = more
      ? (['definition', 'benefits'] as Aspect[])
      : compoundAspects.length
        ? compoundAspects
        : paragraphs.length
          ? []
          : ['definition' as Aspect];
    if (paragraphs.length && !compoundAspects.length && !handled.size && intent.compounds.length) wanted.push('definition');
    const perAspect = wanted.length + paragraphs.length > 1 ? 2 : 4;
    for (const aspect of wanted.slice(0, 2)) {
      const p = compoundParagraph(index, intent.compounds[0]!, aspect, intent, message, page, perAspect);
      // "What is X, and is it approved?": what it is comes first.
      if (p && !paragraphs.some((q) => q.text === p.text)) paragraphs[aspect === 'definition' ? 'unshift' : 'push'](p);
    }
    if (more) {
      const status = shapedParagraph(index, { ...intent, compounds: [intent.compounds[0]!] }, 'status', page, message);
      if (status) paragraphs.push(status);
    }
    if (paragraphs.some((p) => p.docs.length)) kind = 'answer';
  }
  if (paragraphs.length) return { paragraphs, kind };
  // "This page: what's the difference between a research peptide and a medicine?": the section of the page that answers
  // it, when two or more of the question's own words are in it; otherwise what the page covers.
  if (intent.act === 'this_page') {
    const asked = message.replace(/\b(?:on |in |from )?(?:this|the current|current) (?:page|article|guide|section|post)\b[,:]?/gi, ' ');
    const words = tokenize(asked).filter((w) => !GENERIC_WORDS.has(w));
    const doc = words.length >= 2 ? bestSection(index, page, asked) : undefined;
    const inDoc = doc ? new Set(tokenize(`${doc.heading} ${doc.text}`)) : new Set<string>();
    if (doc && words.filter((w) => inDoc.has(w)).length >= 2) {
      const p = paragraphFor(index, [doc], 'about', asked, null, 3);
      if (p) return { paragraphs: [p], kind: 'answer' };
    }
  }
  if (intent.act === 'this_page' || intent.act === 'more') {
    const p = pageAnswer(index, page, message);
    if (p) return { paragraphs: [p], kind: 'answer' };
  }
  return null;
}

const DAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;

/** Words that ask about what was named rather than name a subject of their own ("what kinds", "the minimum"). */
const QUESTION_NOUNS =
  /^(?:kinds?|types?|sorts?|options?|minimum|maximum|min|max|difference|differences|details?|info|pros?|cons?|catch|deal|thing|things|stuff|one|ones|version|versions|way|ways)$/i;

/** "Tell me more", "more about it", "go deeper": an overview, not one sentence. */
const TELL_ME_MORE =
  /\btell me (?:more|everything|all|about)\b|\bwhat can you tell me about\b|\bmore (?:about|on|detail|details|info|information)\b|\belaborate\b|\bgo deeper\b|\bin (?:more )?detail\b|\bfull (?:rundown|picture|story)\b/i;

const QUESTION_OPENING =
  /^(?:and |also |plus |but |so |ok(?:ay)?,? )?(?:what(?:'?s)?|how|who|which|when|where|why|is|are|was|were|can|could|do|does|did|should|will|would|has|have)\b|^(?:¿|(?:y|et|und|e|и|ve) )?(?:qu[eé]|cu[aá]l(?:es)?|c[oó]mo|cu[aá]nt[oa]s?|hay|quel(?:le)?s?|comment|combien|est-ce|wie|was|welche[rsn]?|gibt|ist|cosa|come|quant[oa]|o que|qual|что|как|насколько|сколько|есть|ne|nas[ıi]l)(?![\p{L}])/iu;
/** Where one question ends and another begins inside a sentence ("how many hours of sleep ... and how long should I wait"). */
const JOINED_QUESTION =
  /(?:,\s*|\s+)(?:and|also|plus|\+|&)\s+(?=(?:what(?:'?s)?|how|who|which|when|where|why|is|are|can|could|do|does|did|should|will|would|has|have)\b)|\s+\+\s+|\s*;\s+|\.\s+(?:also|and|plus)\s+|(?:,\s*|\s+)(?:y|et|und|e|и|ve)\s+(?=(?:qu[eé]|cu[aá]l(?:es)?|c[oó]mo|cu[aá]nt[oa]s?|quel(?:le)?s?|comment|combien|wie|was|welche[rsn]?|cosa|come|quant[oa]|o que|qual|что|как|насколько|сколько|nas[ıi]l)(?![\p{L}]))/iu;

/** The questions a message asks: split at question marks, then at "and how...", "+ who...", "; also...". */
export function questionParts(message: string): string[] {
  return message
    .split(/(?<=[?？؟])\s+(?=\S)/)
    .flatMap((p) => p.split(JOINED_QUESTION))
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * The two or three questions a message asks, or null when it asks one (a remark after a question, "what is epitalon?
 * never heard of it", is not a second one). A part before another ("ipamorelin side effects + who shouldn't use it")
 * is a question of its own too.
 */
function askedParts(message: string): string[] | null {
  const all = questionParts(message);
  const parts = all.filter(
    (p, i) =>
      p.split(/\s+/).length >= (i < all.length - 1 ? 2 : 3) &&
      (/[?？؟]$/.test(p) || QUESTION_OPENING.test(p) || isArabic(p) || (i < all.length - 1 && !/[.!]$/.test(p))),
  );
  return parts.length < 2 || parts.length > 3 || parts.length < all.length - 1 ? null : parts;
}

/**
 * "Are the people doing the consultations doctors? And is there a minimum age?": two questions, each answered in turn,
 * the second read as a follow-up to the first. Null unless the message asks two or three questions and the first has a
 * library answer (otherwise the whole message is answered as one). A later part the library has no answer shape for is
 * answered from passages on its topic, said to be not covered when it names something the site never mentions, or
 * else left to the answers already given.
 */
function partsAnswer(index: SearchIndex, request: Request, earlier: string[]): { paragraphs: Paragraph[]; kind: 'answer' | 'fact' } | null {
  // Each part is a question of its own: it ends with "?", or opens like one ("and can I pay in dirhams").
  // A recovery method the site does not cover is said to be not covered, whatever else is asked about it.
  if (uncoveredModality(withTerms(request.message))) return null;
  const parts = askedParts(request.message);
  if (!parts) return null;
  const paragraphs: Paragraph[] = [];
  const missing: string[] = [];
  let kind: 'answer' | 'fact' = 'fact';
  const before = [...earlier];
  let lastCompound: Compound | undefined;
  const timed = new Set<string>();
  for (const [i, raw] of parts.entries()) {
    // "Are you open on Saturdays? Can I call you then?": "then" is the day the part before named.
    const day = i > 0 && /\b(?:then|that day)\b/i.test(raw) ? DAY.exec(parts.slice(0, i).join(' '))?.[0] : undefined;
    const part = withTerms(day ? `${raw} on ${day}` : raw);
    const read = understand(isArabic(raw) && /^\s*و/.test(raw) ? `and ${part}` : part, before, request.pageContext);
    // "Ipamorelin half-life? And when does GH peak?": a hormone or class with no guide of its own, named in a later part,
    // is asked about the compound of the part before ("GH" is what ipamorelin releases), not about another guide.
    const guided = lastCompound?.guide && read.compounds.length && read.compounds.every((c) => !c.guide);
    // "¿Qué es el TB-500 y qué han encontrado los estudios?": a later part in another language that names nothing is
    // about the compound of the part before (the word list gives its kind, not its subject).
    const carried =
      i > 0 &&
      lastCompound &&
      foreignLanguage(raw) &&
      !read.compounds.length &&
      !read.services.length &&
      !read.modalities.length &&
      read.aspects.length > 0;
    const intent = guided || carried ? { ...read, compounds: [lastCompound!] } : read;
    if (intent.compounds[0]?.guide) lastCompound = intent.compounds[0];
    // "How long is each session, and how many times a week?": a method's duration line already says how often.
    const method = intent.modalities.length === 1 && !intent.compounds.length ? intent.modalities[0]! : undefined;
    if (method?.frequency && intent.aspects.every((a) => a === 'frequency') && timed.has(method.key)) {
      before.push(part);
      continue;
    }
    if (method && intent.aspects.some((a) => a === 'duration' || a === 'dose')) timed.add(method.key);
    const fixed = uncoveredModality(part) ?? inClinicTreatment(part) ?? (intent.compounds.length ? null : recoveryWindow(part));
    const content =
      intent.act === 'off_topic' || intent.act === 'handoff'
        ? null
        : fixed
          ? { paragraphs: [{ ...fixed, docs: [] }], kind: 'fact' as const }
          : contentAnswer(index, intent, { ...request, message: part });
    before.push(part);
    if (!content) {
      if (i === 0) return null;
      // "Where do you inject?" after a dose question: the passages on the topic that answer it, when there are some.
      const found = retrievalAnswer(index, part, request.pageContext, intent);
      if (found?.confident && topicName(intent) && found.docs.every((d) => aboutTopic(d, intent))) {
        paragraphs.push({ text: found.text, docs: found.docs, sources: found.sources });
        continue;
      }
      // Said to be not covered only when it names something the site never mentions ("a gym", "bitcoin"); otherwise
      // the answers already given stand (the part was most likely answered by them: "what's the minimum?").
      const unknown = wordNotOnSite(index, raw);
      if (unknown && !QUESTION_NOUNS.test(unknown)) missing.push(unknown);
      continue;
    }
    // What an earlier part's answer already says is not said again ("do you take crypto? can I pay in dirhams?").
    const said = paragraphs.map((p) => p.text).join('\n');
    // (A sentence quoted after "What it says about storage:" is the same sentence.)
    const core = (l: string) => l.replace(/^.*?What (?:it|the site) says(?: about [\w ]+| in general)?: /, '').trim();
    for (const p of content.paragraphs) {
      const lines = p.text.split(/\n+|(?<=[.!?])\s+/).filter((l) => l.trim().length > 12);
      const repeated = lines.filter((l) => said.includes(core(l))).length;
      if (lines.length && repeated / lines.length < 0.5) paragraphs.push(p);
      else {
        // Mostly said already: only what is new ("you can meet us there" after the address), and a new list with its
        // own heading ("Cheaper options:" and its lines after the stacks' price).
        const item = (l: string) => /^\s*[-|]/.test(l);
        const isNew = (l: string) => !said.includes(core(l));
        const heading = (k: number) => lines.slice(0, k).findLast((h) => !item(h));
        const fresh = lines.filter((l, k) => {
          if (!isNew(l)) return false;
          if (item(l)) return Boolean(heading(k)?.trim().endsWith(':') && isNew(heading(k)!));
          return l.trim().length > 40 || (l.trim().endsWith(':') && item(lines[k + 1] ?? ''));
        });
        if (fresh.length) paragraphs.push({ ...p, text: fresh.some(item) ? fresh.join('\n') : fresh.join(' ') });
      }
    }
    if (content.kind === 'answer') kind = 'answer';
  }
  if (missing.length && !isArabic(request.message))
    paragraphs.push({
      text: notCovered(missing.join(' or ')),
      docs: [],
      sources: [{ title: 'Contact', href: '/contact' }],
    });
  return paragraphs.length ? { paragraphs, kind } : null;
}

/**
 * Replies beside which the message's other, ordinary questions are still answered: only the anti-doping reply (never a
 * grave one, and never a dose refusal, whose other half is usually the same request in other words).
 */
const ANSWERED_BESIDE = new Set(['anti_doping']);
/** A figure with a dose unit: never said beside a refusal. */
const DOSE_FIGURE = /\d\s*(?:mg|mcg|µg|micrograms?|milligrams?|iu|units|ml|nanograms?)\b/i;

/**
 * The parts of a message the safety layer would answer on their own ("is it legal in the UK?" beside "can I use it if I
 * compete?"), each read with the conversation so far and with the parts before it. Empty unless the message asks two or
 * three questions and at least one is ordinary.
 */
function otherParts(index: SearchIndex, request: Request, earlier: string[]): Paragraph[] {
  const parts = askedParts(request.message);
  if (!parts) return [];
  const out: Paragraph[] = [];
  const before = [...earlier];
  for (const raw of parts) {
    const part = withTerms(raw);
    const ordinary = !decideSafety(raw, { earlier: before, country: request.country, index, page: request.pageContext }).reply;
    const intent = understand(part, before, request.pageContext);
    before.push(part);
    if (!ordinary || intent.act === 'off_topic' || intent.act === 'handoff') continue;
    if (intent.aspects.some((a) => a === 'dose' || a === 'frequency' || a === 'duration' || a === 'timing')) continue;
    const content = contentAnswer(index, intent, { ...request, message: part });
    if (content && !content.paragraphs.some((p) => DOSE_FIGURE.test(p.text))) out.push(...content.paragraphs);
  }
  return out;
}

function fromParagraphs(paragraphs: Paragraph[], kind: 'answer' | 'fact', urgent: string | null): { text: string; sources: Source[] } {
  const sources: Source[] = [];
  for (const p of paragraphs)
    for (const s of [...(p.sources ?? []), ...sourcesOf(p.docs)]) if (!sources.some((x) => x.href === s.href)) sources.push(s);
  // A sentence an earlier paragraph already said is not said again (two aspects drawn from the same guide section).
  const seen = new Set<string>();
  const body = paragraphs
    .map((p) =>
      p.text
        .split('\n')
        .map((line) => {
          if (/^\s*(?:[-|*#]|\d+\.)/.test(line)) return line;
          const sentences = line.split(/(?<=[.!?])\s+(?=[A-Z])/);
          const kept = sentences.filter((x) => x.length < 40 || !seen.has(x));
          for (const x of sentences) seen.add(x);
          return kept.join(' ');
        })
        .join('\n'),
    )
    .join('\n\n');
  const text = withSources(urgent ? `${urgent}\n\n${body}` : body, kind === 'fact' ? [] : sources);
  return { text: withResearchNote(kind === 'fact' ? withSources(body, sources) : text), sources };
}

/** "Do you do infrared sauna sessions?": a recovery method the site does not cover is said to be not covered. */
const UNCOVERED_MATCHERS = UNCOVERED_MODALITIES.map((m) => ({ m, re: new RegExp(`\\b(?:${m.words.join('|')})\\b`) }));
function uncoveredModality(message: string): Pick<Answer, 'text' | 'sources'> | null {
  const t = message.toLowerCase();
  const hit = UNCOVERED_MATCHERS.find(({ re }) => re.test(t))?.m;
  if (!hit) return null;
  const covered = MODALITIES.map((m) => m.name.toLowerCase()).join(', ');
  return {
    text: `Our site doesn't cover ${hit.name}, so I won't guess: ${CONTACT_LINK} and they'll tell you (we reply within 24 hours). The recovery methods our pages do cover are ${covered}: see [Recovery](/recovery).`,
    sources: [
      { title: 'Recovery', href: '/recovery' },
      { title: 'Contact', href: '/contact' },
    ],
  };
}

/** "Do you do NAD IV drips at your office?": treatment given on site, which the business does not list. */
const IN_CLINIC =
  /\b(?:do|does|can|could|will) (?:you|u|y'?all|your (?:office|clinic|team|staff))(?: guys)? (?:do|offer|give|provide|administer|have|run|put)\b[^?.]{0,50}\b(?:iv|drips?|infusions?|injections?|shots?|jabs?)\b|\b(?:iv|drip|infusion) (?:clinic|lounge|bar|therapy|service|sessions?) (?:at|in) your\b|\b(?:get|have|book) (?:an? )?(?:iv|drip|infusion|injection|shot)\b[^?.]{0,30}\b(?:at|in) your (?:office|clinic)\b/i;
/** Discounts, group or referral rates, codes: the site lists none. */
const DISCOUNTS =
  /\b(?:discounts?|discount codes?|promo(?:tion(?:al)?)? codes?|coupons?|vouchers?|referral (?:codes?|schemes?|programs?|programmes?|deals?|fees?|rates?)|(?:group|team|squad|bulk|corporate|family|student|loyalty|multi-?buy) (?:rates?|prices?|pricing|discounts?|deals?|packages?)|cheaper (?:if|for|when) (?:we|i) (?:book|buy|order|pay))\b/i;
const GUIDE_PER_ITEM =
  /\b(?:all|each|every one|any|which|them|these|those|they)\b.{0,40}\b(?:have|has|got|get) (?:a |an |their own |its own |own )?(?:full |proper |dedicated |detailed |separate )?(?:research )?guides?\b/i;
/** "Our site doesn't say anything about parking, so I won't guess: contact our team...": one wording for every subject. */
function notCovered(subject: string, verb = 'say anything about'): string {
  return `Our site doesn't ${verb} ${subject}, so I won't guess: ${CONTACT_LINK} and they'll tell you (we reply within 24 hours).`;
}
const NO_DISCOUNTS = `${notCovered('any discounts, group or referral rates', 'list')} The listed prices:\n\n`;

const intentNamesNothing = (intent: Intent) => !intent.compounds.length && !intent.services.length && !intent.modalities.length;

/** A word shaped like a compound's name: a code with a hyphen ("MOTS-c", "SS-31"), or a peptide drug's ending. */
const COMPOUND_SHAPED =
  /\b(?:[A-Z]{2,}[A-Za-z]*-[A-Za-z0-9]{1,4}|[A-Z]{2,}\d{1,4}|[A-Za-z]{3,}(?:relin|morelin|glutide|lutide|tide|peptin|tropin))\b/g;

/**
 * "Do you have a guide on MOTS-c?": a compound the site never mentions. Said plainly, with the guides there are, never
 * answered with the nearest other compound.
 */
function unknownCompound(index: SearchIndex, message: string): Pick<Answer, 'text' | 'sources'> | null {
  const onSite = (w: string) => index.docs.some((d) => `${d.pageTitle} ${d.heading} ${d.text}`.toLowerCase().includes(w.toLowerCase()));
  // Every one named ("PT-141 or MOTS-c?"), not only the first.
  const names = [...new Set([...message.matchAll(COMPOUND_SHAPED)].map((m) => m[0]).filter((w) => !compoundsIn(w).length && !onSite(w)))];
  if (!names.length) return null;
  const name = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
  return {
    text: `${notCovered(name)} We don't have a guide on ${names.length > 1 ? 'them' : 'it'}; [our research guides](/education/peptides) list the compounds we do cover.`,
    sources: [
      { title: 'Research guides', href: '/education/peptides' },
      { title: 'Contact', href: '/contact' },
    ],
  };
}

const WHICH_GUIDE =
  /\bwhich (?:of (?:your|the) )?(?:guides?|compounds?|peptides?|drugs?|medicines?|ones?)\b|\b(?:is there|do you have) (?:a|any) (?:guides?|research guides?) (?:on|for|about|covering) (?:a|an|any)\b/i;
const TOPIC_WORDS: [RegExp, RegExp][] = [
  [/\b(?:weight|obesity|fat loss|slimming|appetite)\b/i, /weight|obesity/i],
  [/\b(?:sleep)\b/i, /sleep/i],
  [/\b(?:anxiety|stress|calm)\b/i, /anxiety|stress/i],
  [/\b(?:focus|memory|cogniti\w*|brain|attention)\b/i, /cogniti|attention/i],
  [/\b(?:tendons?|ligaments?|injur\w*|healing|repair|wounds?)\b/i, /tendon|ligament|wound|repair/i],
  [/\b(?:growth hormone|gh)\b/i, /growth hormone/i],
  [/\b(?:fertility|testosterone|hypogonadism)\b/i, /fertility|hypogonadism/i],
  [/\b(?:diabetes|blood sugar)\b/i, /diabetes/i],
  [/\b(?:ageing|aging|longevity|metabolism)\b/i, /age-related|aging|metabolic/i],
];
const STILL_IN_TRIALS = /\b(?:still in (?:trials|testing|development)|investigational|experimental|not (?:yet )?approved|unapproved)\b/i;
const APPROVED = /\b(?:approved|licensed|prescription|prescribed)\b/i;
const BANNED = /\b(?:banned|prohibited|wada|anti-?doping)\b/i;

/**
 * "Which of your guides covers a weight-loss drug that's still in trials?", "which peptides are approved in the US?":
 * the guides whose registry entry has every property asked (what it is studied for, its approval, its sport status).
 * Null when nothing is asked that the registry can decide, or nothing matches.
 */
function guidesByProperty(message: string): Pick<Answer, 'text' | 'sources'> | null {
  if (!WHICH_GUIDE.test(message)) return null;
  const topics = TOPIC_WORDS.filter(([asked]) => asked.test(message)).map(([, studied]) => studied);
  const trials = STILL_IN_TRIALS.test(message);
  const approved = !trials && APPROVED.test(message);
  const banned = BANNED.test(message);
  if (!topics.length && !trials && !approved && !banned) return null;
  // "Approved in the US": in the regions named, else anywhere.
  const named = regionsIn(message);
  const approvedSomewhere = (c: RegistryCompound) =>
    Object.entries(c.status ?? {}).some(([r, x]) => x?.status === 'approved' && (!named.length || named.includes(r as Region)));
  const matches = COMPOUND_REGISTRY.filter(
    (c) =>
      c.guide &&
      topics.every((t) => (c.studiedFor ?? []).some((w) => t.test(w))) &&
      (!trials || (c.status && !approvedSomewhere(c))) &&
      (!approved || approvedSomewhere(c)) &&
      (!banned || c.antiDoping?.category === 'S0' || c.antiDoping?.category === 'S2'),
  );
  if (!matches.length || matches.length > 8) return null;
  const line = (c: RegistryCompound) => {
    const status = trials
      ? (c.status?.us?.note ?? 'not approved')
      : approved
        ? Object.entries(c.status ?? {}).find(([r, x]) => x?.status === 'approved' && (!named.length || named.includes(r as Region)))?.[1]
            ?.note
        : null;
    const sport = banned ? c.antiDoping?.note : null;
    const studied = c.studiedFor?.length ? `studied for ${andList([...c.studiedFor])}` : '';
    return `- **[${c.name}](/education/${c.guide})**: ${[status, sport, studied].filter(Boolean).join('; ')}`;
  };
  return {
    text: withResearchNote(
      `${matches.length === 1 ? 'That is our' : 'Our guides that match:'}${matches.length === 1 ? ` ${matches[0]!.name} guide.` : ''}\n${matches.map(line).join('\n')}`,
    ),
    sources: matches.map((c) => ({ title: `${c.name} research guide`, href: `/education/${c.guide}` })),
  };
}

/** "Do you have a facility where my clients could use a cold plunge?": recovery equipment to use on site. */
const ON_SITE_EQUIPMENT =
  /(?<!\b(?:my|our|the|local|his|her|their) )\b(?:facility|facilities|studio|gym|centre|center|spa|premises|location)\b(?! (?:has|had|got|have|just got|is putting in|installed))[^?]{0,60}\b(?:cold plunges?|ice baths?|red light|saunas?|cryo\w*|compression|recovery (?:room|equipment|beds?))\b|\b(?:come in|drop in|walk in|visit)\b[^?]{0,40}\b(?:and |to )?use\b[^?]{0,30}\b(?:cold plunges?|ice baths?|red light|saunas?|cryo\w*|compression)\b|\b(?:cold plunges?|ice baths?|red light (?:beds?|panels?)|saunas?|cryo\w*)\b[^?]{0,30}\b(?:at|in) your (?:office|clinic|place|premises|facility)\b/i;
function inClinicTreatment(message: string): Pick<Answer, 'text' | 'sources'> | null {
  if (ON_SITE_EQUIPMENT.test(message))
    return {
      text: `Our site doesn't describe a facility where visitors or clients can come in and use recovery equipment: our recovery pages set out protocols (cold, red light, sleep, compression) to follow wherever you train. For anything on site, ${CONTACT_LINK} (we reply within 24 hours).`,
      sources: [
        { title: 'Recovery', href: '/recovery' },
        { title: 'Contact', href: '/contact' },
      ],
    };
  if (!IN_CLINIC.test(message)) return null;
  const services = andList(solutionCards.map((c) => c.title.toLowerCase()));
  return {
    text: `IV drips, infusions and injections aren't among the services our site lists: we offer ${services}, and our products are sold for research use only, not for human use. For an IV treatment, please see a licensed clinic and physician; for anything else, ${CONTACT_LINK} (we reply within 24 hours).`,
    sources: [
      { title: 'Solutions', href: '/solutions' },
      { title: 'Contact', href: '/contact' },
    ],
  };
}

/** A question with the English words of its key terms added when it is in Arabic or another language. */
function withTerms(question: string): string {
  if (isArabic(question)) {
    // Diacritics ("بيخسّس" with a shadda) are not part of the word.
    const bare = question.replace(/[\u064b-\u065f\u0670\u0640]/g, '');
    const terms = ARABIC_TERMS.filter(([re]) => re.test(bare)).map(([, en]) => en);
    // Water in a cold plunge is the plunge, not hydration.
    const kept = terms.includes(' cold plunge') ? terms.filter((t) => t !== ' nutrition hydration') : terms;
    // "طيب وسيلانك؟", "وماذا عن السيلانك؟" (and Selank?): a short follow-up that carries the last question's kind (not
    // a word that starts with the letter, "وين" where, "وش" what).
    const andAbout =
      bare.trim().split(/\s+/).length <= 3 &&
      /^(?:(?:طيب|طب|اوكي|أوكي|تمام|حسنا|حسناً)\s+)?(?:و(?:ماذا|شو|وش|ايش|إيش) عن\s|و(?=\S)(?!ين|ش(?:\s|$|[؟?])|يش|قت|زن|دي|صل|اح))/.test(
        bare.trim(),
      );
    return (andAbout ? 'and ' : '') + question + kept.join('');
  }
  return foreignLanguage(question) ? withEnglishTerms(question) : namedOne(fixTypos(question));
}

/**
 * "The TB one", "the dosing one": a compound or service named by the first word of its name, which on its own names
 * nothing ("TB" alone is not TB-500). Its full name is added when exactly one compound or service starts that way.
 */
function namedOne(question: string): string {
  const m = /\bthe ([a-z][a-z0-9+]{1,}) (?:one|ones|option|thing|stuff)\b/i.exec(question);
  if (!m) return question;
  const w = m[1]!.toLowerCase();
  const starts = (name: string) => name.toLowerCase().split(/[\s-]/)[0] === w || name.toLowerCase().startsWith(`${w}-`);
  const compounds = COMPOUND_REGISTRY.filter((c) => starts(c.name)).map((c) => c.name);
  const services = [...new Set(SERVICES.filter((x) => starts(x.name)).map((x) => x.name))];
  const names = [...compounds, ...services];
  return names.length === 1 ? `${question} ${names[0]}` : question;
}

/** "How long before I hit legs hard again?": the recovery window the site gives, not a modality's duration. */
const RECOVERY_WINDOW =
  /\b(?:how long|how many (?:days|hours)|how much (?:rest|time|recovery)|when can i|when should i|wait|rest)\b[^?]*\b(?:again|before (?:i )?(?:train|training|hitting|hit|lifting|lift|working|doing|going)|between (?:(?:hard|heavy|intense|tough|big) )?(?:sessions|workouts|training days|training sessions|lifts))\b/i;
function recoveryWindow(message: string): Pick<Answer, 'text' | 'sources'> | null {
  const stat = recoveryProtocolStats.find((s) => /recovery window/i.test(s.label));
  if (!stat || !RECOVERY_WINDOW.test(message)) return null;
  return {
    text: `**${stat.number}.** ${stat.description} Plan hard sessions around that recovery window, with sleep, cold, red light and compression in between as our recovery protocol sets out.`,
    sources: [{ title: 'A recovery protocol you can follow', href: '/solutions/recovery-protocol' }],
  };
}

function core(request: Request, index: SearchIndex): Answer {
  const arabic = isArabic(request.message);
  const earlier = earlierQuestions(request.history);
  const outcome = decideSafety(request.message, { earlier, country: request.country, index, page: request.pageContext });
  const safety = { tripped: outcome.tripped, aboutVisitor: outcome.aboutVisitor };
  if (outcome.reply) {
    // "Is CJC-1295 legal in the UK? Also can I use it if I compete?": the refusal, then the other, ordinary question.
    const rest = ANSWERED_BESIDE.has(outcome.reply.kind) && !arabic ? otherParts(index, request, earlier) : [];
    const text = rest.length
      ? `${outcome.reply.text.replace(`\n\n${RESEARCH_NOTE}`, '')}\n\n**On your other question:**\n\n${fromParagraphs(rest, 'answer', null).text}`
      : outcome.reply.text;
    const sources = [...outcome.reply.sources, ...rest.flatMap((p) => [...(p.sources ?? []), ...sourcesOf(p.docs)])].filter(
      (x, i, all) => all.findIndex((y) => y.href === x.href) === i,
    );
    return { text, sources, kind: outcome.reply.kind, confidence: 'high', safety };
  }

  const foreign = arabic ? null : foreignLanguage(request.message);
  const message = withTerms(request.message);
  // Earlier questions in Arabic or another language carry their topic too ("and how many minutes?" after one about the
  // cold plunge in Arabic).
  const earlierTerms = withReplyTopics(request.history, earlier.map(withTerms), request.message);
  // An Arabic follow-up that opens with "و" ("وكم دقيقة...؟", "and how many minutes?") is read as one.
  const understood = arabic && /^\s*و/.test(request.message) ? `and ${message}` : message;
  const intent = onGuidePage(
    index,
    onModalityPage(index, understand(understood, earlierTerms, request.pageContext), request.pageContext, message),
    request.pageContext,
    message,
  );
  if (intent.act === 'handoff')
    return {
      text: arabic ? ar.HANDOFF : HANDOFF_ANSWER,
      sources: [{ title: 'Contact', href: '/contact' }],
      kind: 'handoff',
      handoff: 'requested',
      confidence: 'high',
      intent,
    };

  const talk = smallTalk(request.message);
  if (talk) {
    const text = arabic ? (talk.kind === 'thanks' ? ar.THANKS : ar.GREETING) : talk.text;
    return { text, sources: [], kind: talk.kind, confidence: 'high', intent };
  }
  if (intent.act === 'off_topic') {
    const text = arabic ? ar.OFF_TOPIC : intent.offTopic === 'care' ? CARE_ANSWER : OFF_TOPIC_ANSWER;
    return { text, sources: [], kind: 'off_topic', confidence: 'high', intent };
  }

  // Two or three questions in one message are answered each in turn.
  const parted = partsAnswer(index, request, earlierTerms);
  const uncovered = parted
    ? null
    : (uncoveredModality(message) ??
      inClinicTreatment(message) ??
      // (On a guide, "what does the research say about MOTS-c?" names its own subject: the page's is not it.)
      (intentNamesNothing(intent) || intent.topicFrom === 'page' ? unknownCompound(index, request.message) : null));
  if (uncovered) return { ...uncovered, kind: 'no_answer', confidence: 'high', intent };
  const window = parted || intent.compounds.length ? null : recoveryWindow(message);
  if (window) return { ...window, kind: 'fact', confidence: 'high', intent };
  // "Which of your guides covers a weight-loss drug that's still in trials?": the guides picked by what the registry says.
  const picked = parted || intent.compounds.length ? null : guidesByProperty(message);
  if (picked) return { ...picked, kind: 'answer', confidence: 'high', intent };

  const urgent =
    intent.aspects.includes('safety') && namesUrgentSymptom(request.message)
      ? urgentLine(request.country)
      : namesRestriction(request.message)
        ? restrictionLine(request.country)
        : null;
  const content = parted ?? contentAnswer(index, intent, { ...request, message });
  let answer: Answer | null = null;
  if (content) {
    const { text, sources } = fromParagraphs(content.paragraphs, content.kind, urgent);
    // "Any group rate if we book for the whole squad?": the site lists no discounts; said first, then the listed prices.
    const noDeal = DISCOUNTS.test(message) && !/doesn't say anything about|doesn't list/.test(text) ? NO_DISCOUNTS : '';
    const brand =
      brandLine(request.message, intent) + togetherLine(index, request.message, intent) + strongerLine(index, request.message, intent);
    // Not covered, so also a content gap for staff, with the listed prices after it.
    answer = {
      text: `${noDeal}${brand}${text}`,
      sources,
      kind: noDeal ? 'no_answer' : content.kind,
      confidence: noDeal ? 'low' : 'high',
      intent,
      docs: content.paragraphs.flatMap((p) => p.docs),
    };
  } else {
    const found = retrievalAnswer(index, message, request.pageContext, intent);
    const named = topicName(intent);
    // Library mode never answers about a different compound, service or page than the one in question.
    if (found && named && !found.docs.some((d) => aboutTopic(d, intent))) {
      return {
        text: `Our library doesn't cover that for ${named}, and I'd rather not answer about something else. Our team can help: ${CONTACT_LINK}, and we reply within 24 hours.`,
        sources: [{ title: 'Contact', href: '/contact' }],
        kind: 'no_answer',
        confidence: 'none',
        intent,
        safety,
      };
    }
    if (found) {
      // "Does my health insurance cover your consultations?": the nearest passage is not an answer to a subject the site
      // never mentions; it is said first, then what the site does say (a name such as "Daman" is not the subject).
      const unknown = wordNotOnSite(index, request.message);
      const uncovered =
        unknown && /^[a-z]/.test(unknown) && !QUESTION_NOUNS.test(unknown) ? `${notCovered(unknown)} What the site does say:\n\n` : '';
      const body = `${uncovered}${urgent ? `${urgent}\n\n${found.text}` : found.text}`;
      answer = {
        text: withResearchNote(withSources(body, found.sources)),
        sources: found.sources,
        kind: 'answer',
        confidence: found.confident ? 'high' : 'low',
        intent,
        docs: found.docs,
      };
    }
  }
  if (!answer) {
    return {
      text: arabic ? ar.NO_ANSWER : foreign ? `${ENGLISH_NOTE[foreign]}\n\n${NO_ANSWER}` : NO_ANSWER,
      sources: [{ title: 'Contact', href: '/contact' }],
      kind: 'no_answer',
      confidence: 'none',
      intent,
      safety,
    };
  }
  // "Do you have a detailed guide on Epitalon?": whether a research guide exists is said first.
  const guided =
    intent.compounds.length === 1 && answer.kind === 'answer' ? guideLead(intent.compounds[0]!, request.message, foreign) : null;
  if (guided && !/^We don't have a guide on/.test(answer.text)) answer.text = `${guided}\n\n${answer.text}`;
  if (arabic) {
    // A business fact has a fixed Arabic reply; anything else is the English answer after a note in Arabic.
    const fact =
      answer.kind === 'fact' ? arabicFact(intent, request.message) : (arabicModality(intent) ?? arabicStatus(intent, request.message));
    answer.text = fact ? withResearchNote(fact) : `${ar.CONTENT_NOTE}\n\n${answer.text}`;
  } else if (foreign) {
    answer.text = `${ENGLISH_NOTE[foreign]}\n\n${answer.text}`;
  }
  return { ...answer, safety };
}

/** "Is there a guide on it?", "habt ihr einen ausführlichen Leitfaden?": asking whether a research guide exists. */
const GUIDE_ASKED =
  /\b(?:have|got|is there|are there|any|where(?:'s| is| can i find)|link (?:me )?to|point me to)\b[^?.]{0,40}\b(?:guides?|articles?|write-?ups?|deep[- ]dives?)\b|\bresearch guide\b/i;

function guideLead(c: Compound, message: string, foreign: string | null): string | null {
  if (!GUIDE_ASKED.test(foreign ? withEnglishTerms(message) : message)) return null;
  return c.guide
    ? `Yes: our [${c.name} research guide](/education/${c.guide}) covers it in detail, from what it is to its safety and regulatory status.`
    : `We don't have a research guide on ${c.name}; here is what the site says about it.`;
}

/** The key facts a guide lists about a half-life ("Measured human half-life of the DAC form: 5.8 to 8.1 days"). */
function halfLifeFacts(slug: string): string[] {
  return (findGuide(slug)?.sections ?? []).flatMap((s) => s.bullets ?? []).filter((b) => /half-life/i.test(b) && /\d/.test(b));
}

/** A guide's sections as one text, read once per guide. */
const GUIDE_TEXT = new Map<string, string>();
function guideText(slug: string): string {
  let text = GUIDE_TEXT.get(slug);
  if (text === undefined) GUIDE_TEXT.set(slug, (text = JSON.stringify(findGuide(slug)?.sections ?? [])));
  return text;
}

/** "Is BPC-157 approved by the FDA?" in Arabic: the registry's status per region has an Arabic reply. */
function arabicStatus(intent: Intent, message: string): string | null {
  const c = intent.compounds[0];
  if (!c || intent.compounds.length > 1 || intent.act === 'comparison') return null;
  if (!intent.aspects.length || !intent.aspects.every((a) => a === 'status' || a === 'legal' || a === 'buy')) return null;
  const r = COMPOUND_REGISTRY.find((x) => x.key === c.key);
  // "Do you sell it?", alone or after its status: whether we sell it, in Arabic.
  const buy = intent.aspects.includes('buy') && r ? ar.buyText(r) : '';
  if (!intent.aspects.some((a) => a === 'status' || a === 'legal')) return buy || null;
  // A country outside the four regions, named in Arabic: the word the visitor used.
  const place = intent.regions.length ? undefined : placesIn(message).find((p) => !p.region);
  // What the guide itself says of that country ("approved in Russia") is answered in English, with the note in Arabic.
  if (place && r?.guide && namesPlace(guideText(r.guide), place)) return null;
  const word = place?.words.find((w) => /[\u0600-\u06ff]/.test(w) && message.includes(w)) ?? place?.name;
  const status = r?.guide ? ar.statusText(r, intent.regions, `/education/${r.guide}#safety`, word) : null;
  return status ? [status, buy].filter(Boolean).join('\n\n') : null;
}

/** Protocol questions about one recovery method ("how cold, how many minutes?"): its figures have an Arabic reply. */
const PROTOCOL_ASPECTS = new Set<Aspect>(['duration', 'frequency', 'temperature', 'distance']);
function arabicModality(intent: Intent): string | null {
  const m = intent.modalities[0];
  if (!m || intent.modalities.length > 1 || intent.compounds.length || intent.services.length) return null;
  if (!intent.aspects.length || !intent.aspects.every((a) => PROTOCOL_ASPECTS.has(a))) return null;
  return ar.modalityText(m, intent.aspects);
}

/** The Arabic reply when every aspect asked is a business fact with a fixed Arabic reply. */
function arabicFact(intent: Intent, message = ''): string | null {
  const initial = serviceEntry('consultation', 'initial')!;
  const followUp = serviceEntry('consultation', 'follow-up')!;
  const consultation = {
    initial: { price: initial.price ?? '', duration: initial.duration ?? '' },
    followUp: { price: followUp.price ?? '', duration: followUp.duration ?? '' },
  };
  // "Are the products you sell for human use?": the research-use answer covers the selling.
  const aspects: Aspect[] = intent.aspects.includes('human_use') ? ['human_use'] : intent.aspects;
  if (!aspects.length) return null;
  // One service's price, asked alone: its starting price in Arabic.
  const others = intent.services.filter((s) => s.service !== 'consultation');
  // (Not with a cheaper option asked for: the English answer lists those.)
  const cheaper = /\b(?:cheaper|cheapest|less expensive|more affordable)\b/.test(withTerms(message));
  if (aspects.length === 1 && aspects[0] === 'price' && others.length === 1 && intent.services.length === 1 && !cheaper)
    return ar.servicePriceText(others[0]!.service, others[0]!.variant);
  if (aspects.includes('price') && others.length) return null;
  // Paying when booking: the booking page's "book now, pay later", whatever else ("online", "booking") the words suggest.
  const payLater = aspects.includes('payment') && withTerms(message).includes(' pay in advance');
  const asked: string[] = payLater ? [...aspects.filter((a) => !['payment', 'booking', 'online'].includes(a)), 'pay_later'] : aspects;
  const parts = asked.map((a) => ar.factText(a, consultation));
  if (!parts.every(Boolean)) return null;
  // "Can I call you on Saturday?": the phone line is staffed on weekdays only, said first.
  const phoneOnWeekend =
    /السبت|الأحد|الاحد/.test(message) &&
    /(?:^|\s)(?:ا|أ|ب|و)?(?:تصل|اتصل|أتصل|كلمكم|اكلمكم|أكلمكم)|الهاتف|التلفون|تلفون|الجوال/.test(message);
  return phoneOnWeekend ? [ar.PHONE_WEEKDAYS_ONLY, ...parts].join('\n\n') : parts.join('\n\n');
}

/**
 * A guest's thread holds only their own questions (assistant turns from a browser could be forged). The library's replies
 * to the last two of them are recomputed here, from the same questions, so that "how much weight did people lose on it?"
 * after a reply that named retatrutide, or "and the other two?" after a stack's contents, is read with those replies, as
 * in a signed-in thread. Only the last two: the ones a short follow-up refers to.
 */
export function withOwnReplies(history: HistoryMessage[], pageContext: string, country?: string | null): HistoryMessage[] {
  const users = history.filter((m) => m.role === 'user');
  const from = Math.max(0, users.length - 2);
  return users.flatMap((m, i): HistoryMessage[] => {
    if (i < from) return [m];
    const reply = composeAnswer({ message: m.content, history: users.slice(0, i), pageContext, country });
    return [m, { role: 'assistant', content: reply.text.slice(0, EARLIER_CHARS) }];
  });
}

/** The library's answer to a message, with the handoff offer when this is the second unanswered question in a row. */
export function composeAnswer(request: Request, index: SearchIndex = siteIndex): Answer {
  const answer = withLanguageNote(core(request, index), request.message);
  if (answer.kind !== 'no_answer') return answer;
  const users = request.history.filter((m) => m.role === 'user');
  const previous = users.at(-1);
  if (!previous) return answer;
  const before = core(
    {
      message: previous.content.slice(0, EARLIER_CHARS),
      history: users.slice(0, -1),
      pageContext: request.pageContext,
      country: request.country,
    },
    index,
  );
  if (before.kind !== 'no_answer') return answer;
  return {
    ...answer,
    handoff: 'unanswered',
    text: `${answer.text}\n\nWould you like to ask our team? Use **Ask our team** below and they'll reply by email.`,
  };
}
