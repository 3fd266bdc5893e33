// Understanding before retrieval: what a message is about (entities), what it asks about them (aspects) and what
// kind of turn it is (act), with the conversation's topic carried over to follow-ups and the page to "this page".
import { compoundsIn, pageTopic, servicesIn, variantIn, type Compound, type ServiceRef, type Variant } from './entities';

export type Aspect =
  | 'dose'
  | 'safety'
  | 'interactions'
  | 'mechanism'
  | 'benefits'
  | 'legal'
  | 'half_life'
  | 'storage'
  | 'price'
  | 'duration'
  | 'hours'
  | 'payment'
  | 'shipping'
  | 'location'
  | 'timing'
  | 'refunds'
  | 'data'
  | 'contact'
  | 'quality'
  | 'contents'
  | 'about'
  | 'definition';

export type Act = 'question' | 'follow_up' | 'this_page' | 'more' | 'comparison' | 'handoff' | 'off_topic';

/** Business aspects answered from the typed company facts. */
export const FACT_ASPECTS = new Set<Aspect>([
  'price',
  'duration',
  'hours',
  'payment',
  'shipping',
  'location',
  'timing',
  'contact',
  'about',
  'contents',
]);
/** Aspects answered from a compound's guide. */
export const COMPOUND_ASPECTS = new Set<Aspect>([
  'dose',
  'safety',
  'interactions',
  'mechanism',
  'benefits',
  'legal',
  'half_life',
  'definition',
  'storage',
]);

// Order matters only for ties at the same position: the earliest match in the message comes first.
const ASPECTS: [Aspect, RegExp][] = [
  [
    'half_life',
    /\bhalf[\s-]?life\b|\bhow long (?:does it|do they|does \w+) (?:last|stay|remain)\b|\bstays? in (?:the|your) (?:body|system)\b/,
  ],
  [
    'dose',
    /\bdos(?:e|es|ed|ing|age|ages)\b|\bmg\b|\bmcg\b|\bmicrograms?\b|\bhow much (?:is|was|were) (?:used|given|injected|studied)\b|\bschedule\b|\btitrat\w*|\bescalat\w*|\bprotocols?\b|\bregimen\b|\bhow (?:is|are|was|were) (?:it|they|\w+) (?:dosed|given|taken|administered|injected)\b|\bhow often\b.{0,30}\b(?:inject|take|given|used)\b|\bmax(?:imum)? dose\b/,
  ],
  ['interactions', /\binteract\w*|\bcombin\w*|\bmix(?:ing|ed)?\b|\btogether with\b|\balongside\b/],
  [
    'safety',
    /\bside[\s-]?effects?\b|\brisks?\b|\brisky\b|\bsafe(?:ty|ly)?\b|\bdanger\w*|\badverse\b|\bcontraindicat\w*|\bwho should(?:n'?t| not)? (?:avoid|use|take)\b|\baddict\w*|\bdependen\w*|\bhabit[\s-]forming\b|\bwithdrawal\b|\btoxic\w*|\bcause\w*\b|\bharm\w*|\bcancer risk\b/,
  ],
  [
    'legal',
    /\blegal\w*|\billegal\b|\bapprov\w*|\bfda\b|\bema\b|\bmhra\b|\bbanned?\b|\bwada\b|\bdoping\b|\bprohibit\w*|\bprescription\b|\bregulat\w*|\ballowed\b|\blicensed\b/,
  ],
  [
    'mechanism',
    /\bhow (?:does|do) (?:it|they|this|\w+(?:[\s-]\w+)?) work\b|\bmechanism\w*|\bhow (?:it|they) works?\b|\bwhat does (?:it|\w+(?:[\s-]\w+)?) do\b|\bmode of action\b|\breceptors?\b/,
  ],
  [
    'benefits',
    /\bbenefits?\b|\bused for\b|\bgood for\b|\bhelps? (?:with)?\b|\bresearch (?:say|show)s?\b|\bstudied for\b|\bevidence\b|\bresults?\b|\beffective\b|\bdoes (?:it|\w+) work\b|\bwhat (?:is|are) (?:it|they) for\b/,
  ],
  ['storage', /\bstor(?:e|ed|age|ing)\b|\bfridge\b|\brefrigerat\w*|\breconstitut\w*|\bshelf[\s-]life\b|\bkeep (?:it|them) cold\b/],
  [
    'price',
    /\bcosts?\b|\bpric(?:e|es|ed|ey|ier|ing)\b|\bpricing\b|\bhow much (?:is|are|does|do|for|would)\b|\bfees?\b|\bexpensive\b|\bcheap\w*|\bafford\w*|\$\s?\d|\bcharge\b|\brates?\b/,
  ],
  [
    'duration',
    /\bhow long (?:is|are|does|do|will|would)\b(?!.{0,30}\b(?:last in|stay))|\bhow many (?:minutes|hours)\b|\blength of\b|\bduration\b|\bhow long it takes\b|\bhow long does it take\b/,
  ],
  [
    'hours',
    /\bhours\b|\bbusinesshours\b|\bopen(?:ing)?\b|\bclos(?:e|ed|ing)\b|\bsaturdays?\b|\bsundays?\b|\bweekends?\b|\bmondays?\b|\bfridays?\b|\bwhat time\b|\bwhen can i (?:call|reach|phone)\b/,
  ],
  [
    'payment',
    /\bpay(?:ing|ment|ments)?\b|\bcredit cards?\b|\bdebit\b|\bbank transfer\b|\bcrypto\w*|\bbitcoin\b|\bcurrenc\w*|\baed\b|\busd\b|\beur\b|\beuros?\b|\bdirhams?\b|\bdollars?\b|\bcryptocurrency\b|\bapple pay\b|\bpaypal\b|\bmastercard\b|\bamex\b|\bamerican express\b|\bvisa (?:card|debit)\b/,
  ],
  ['shipping', /\bship\w*|\bdeliver\w*|\bpostage\b|\bcourier\b|\bdispatch\w*|\bsend (?:it|them|orders?) to\b/],
  [
    'location',
    /\bwhere (?:are|is) (?:you|your|the|oasis)\b|\blocat\w*|\baddress\b|\boffice\b|\bheadquarter\w*|\bbased\b|\bvisit you\b|\bcountr(?:y|ies)\b|\bclients in\b|\b(?:uk|usa|us|europe|eu|uae|america|britain|germany|france)\b/,
  ],
  [
    'timing',
    /\bturnaround\b|\blead time\b|\bearliest\b|\bsoonest\b|\bhow (?:soon|quickly|fast)\b|\bhow long (?:until|till|before|to wait|do i wait)\b|\bwait(?:ing)? time\b|\breply\b|\brespond\w*|\bget back to\b|\bnext available\b|\bwhen can i (?:get|book|have|start)\b|\banswers? my\b/,
  ],
  ['refunds', /\brefunds?\b|\breturns?\b|\bmoney back\b|\bcancel\w*|\bexchange\b|\bchange my mind\b|\bdamaged\b|\bdefective\b/],
  ['data', /\bdata\b|\bprivacy\b|\bpersonal information\b|\bcookies?\b|\bgdpr\b|\bdelete my\b|\baccount\b/],
  [
    'contact',
    /\bphone (?:number)?\b|\bnumber to call\b|\bemail (?:address|you)\b|\bhow (?:can|do) i (?:email|call|reach|contact)\b|\bwhatsapp\b|\bcontact (?:details|you|info)\b/,
  ],
  ['quality', /\bpur(?:e|ity)\b|\btest(?:ed|ing|s)?\b|\bcertificates?\b|\bcoa\b|\bquality\b|\bhplc\b|\bthird[\s-]party\b/],
  ['contents', /\bwhat(?:'s|s| is| are)? in\b|\bwhich (?:peptides|compounds)\b|\bcontain\w*|\binclud\w*|\bmade of\b/],
  [
    'about',
    /\bfounded\b|\bfounder\w*|\bhow long have you been\b|\bwho (?:owns|runs|started)\b|\bhow (?:big|many people)\b.{0,20}\b(?:team|company|staff)\b|\byour (?:company|business) (?:history|story)\b|\bwhen (?:did you|was (?:it|the company)) (?:start|found)\w*/,
  ],
  [
    'definition',
    /\bwhat (?:is|are|'s)\b|\bwhats\b|\btell me about\b|\bexplain\b|\boverview\b|\bdescribe\b|\bwho (?:are|is)\b|\bmeaning of\b|\bdefine\b/,
  ],
];

const HANDOFF =
  /\b(?:talk|speak|chat|connect me|put me through|get through)\w*\s+(?:to|with)\s+(?:a |an |the |one of your |your |some )?(?:human|person|someone|somebody|people|staff|team|agent|representative|rep|advisor|adviser|expert|coach|consultant|real|actual|live|member|operator|manager|specialist)\b|\breal (?:person|human|people)\b|\blive (?:agent|person|chat|support)\b|\bhuman (?:being|agent|support|help)\b|\b(?:call|ring|phone|contact|email|text) me(?: back)?\b|\bsomeone (?:to )?(?:call|contact|ring|phone|email|get back to) me\b|\bcan (?:someone|somebody|a person|a human) (?:call|contact|help|ring|phone)\b|\bi (?:want|need|would like|'d like) (?:a |to talk to a |to speak to a )?(?:human|person|real person)\b|\bnot a (?:bot|robot)\b|\bget a human\b|\bcall ?backs?\b|\bput me in touch\b|\bget in touch with (?:a |an |your |the )?(?:person|human|team|someone|staff)\b|\bhave someone (?:call|contact|email|reach)\b|(?:أتحدث|التحدث|اتحدث|اتكلم|أتكلم|أكلم|التواصل|اتواصل|أتواصل) مع (?:شخص|إنسان|انسان|موظف|فريق|أحد|احد)|شخص حقيقي/;
const THIS_PAGE =
  /\b(?:this|the current|current) (?:page|article|guide|section|post|site page|stack|plan)\b|\bsummari[sz]e (?:this|it|the page)\b|\bwhat(?:'s| is) (?:this|here)\b|\bon this\b|\bhere\b(?! (?:is|are))|\bwhat am i (?:looking at|reading)\b|\btl;?dr\b/;
const MORE =
  /^(?:(?:ok(?:ay)?|great|and|so|yes|sure|interesting|cool)[\s,.!]*)?(?:tell me more|more (?:details|detail|info|information|please)|go on|continue|elaborate|expand on (?:that|it|this)|keep going|anything else|what else)\b|\btell me more\b/;
const COMPARE = /\b(?:vs\.?|versus|differ\w*|compar\w*|better than|same as|or)\b/;
const FOLLOW_UP_OPENERS = /^(?:and|also|what about|how about|and what about|ok(?:ay)?,? (?:and|what about)|so|then|but)\b/;
const PRONOUN = /\b(?:it|its|it's|they|them|their|this|that|these|those|same|the peptide|the compound|the stack|the session|one)\b/;

const OFF_TOPIC =
  /\b(?:weather|forecast|temperature (?:today|tomorrow|outside)|rain(?:ing)?|football|soccer|basketball|nba|nfl|cricket|tennis|f1|formula 1|world cup|premier league|score|stocks?|stock market|share price|bitcoin price|crypto price|exchange rate|recipe|cook(?:ing)?|movie|film|song|lyrics|music|joke|poem|story|code|coding|program(?:ming)?|javascript|python|sql|capital of|president|prime minister|election|politic\w*|news|translate|homework|maths?|equation|flights?|hotels?|restaurants?|cafes?|bars?|horoscope|lottery|visa|taxi|uber|traffic|dating|girlfriend|boyfriend)\b/;
const LOCAL_PLACES =
  /\b(?:best|good|nice|cheap|recommend\w*|suggest\w*|where (?:can|should) i find)\b.{0,25}\b(?:gyms?|personal trainers?|restaurants?|hotels?|shops?|stores?|malls?|beaches?|spas?|salons?|barbers?|schools?|bars?|clubs?)\b/;
const CARE_REFERRAL =
  /\b(?:recommend|suggest|find|know|best|good|which|any)\b.{0,30}\b(?:doctors?|gps?|physicians?|clinics?|hospitals?|dentists?|pharmac(?:y|ies)|surgeons?|dermatologists?|endocrinologists?|therapists?|psychiatrists?)\b|\b(?:doctors?|clinics?|hospitals?|pharmac(?:y|ies))\b.{0,20}\b(?:near me|in (?:dubai|abu dhabi|sharjah|the uae|london|new york))\b/;

export type Intent = {
  compounds: Compound[];
  variant: Variant;
  services: ServiceRef[];
  aspects: Aspect[];
  act: Act;
  /** Where the entities came from: the message itself, the conversation, or the page. */
  topicFrom: 'message' | 'history' | 'page' | 'none';
  /** The kind of off-topic question (a doctor or clinic recommendation is answered differently). */
  offTopic?: 'general' | 'care';
};

export function aspectsIn(text: string): Aspect[] {
  const t = text.toLowerCase();
  const found: { a: Aspect; at: number }[] = [];
  for (const [a, re] of ASPECTS) {
    const m = re.exec(t);
    if (m) found.push({ a, at: m.index });
  }
  let aspects = found.sort((x, y) => x.at - y.at).map((f) => f.a);
  // "how much does X cost" is a price, not a dose; "how long is the session" is a duration, not hours.
  if (aspects.includes('price')) aspects = aspects.filter((a) => a !== 'dose' || /\bdos(?:e|ing|age)\b/.test(t));
  if (aspects.includes('half_life')) aspects = aspects.filter((a) => a !== 'duration');
  if (aspects.includes('interactions') && !/\binteract/.test(t) && !/\b(?:with|and)\b/.test(t))
    aspects = aspects.filter((a) => a !== 'interactions');
  // "What is X?" defines only when nothing more specific is asked.
  if (aspects.length > 1) aspects = aspects.filter((a) => a !== 'definition');
  return aspects;
}

/** A message's turn, understood with the conversation so far (the visitor's own earlier questions) and the page. */
export function understand(message: string, earlier: string[], page: string): Intent {
  const t = message.toLowerCase().trim();
  const compounds = compoundsIn(message);
  const services = servicesIn(message);
  let aspects = aspectsIn(message);
  const variant = variantIn(message);
  const base = { compounds, variant, services, aspects };
  if (HANDOFF.test(t)) return { ...base, act: 'handoff', topicFrom: 'message' };

  const hasEntity = compounds.length > 0 || services.length > 0;
  if (!hasEntity && CARE_REFERRAL.test(t)) return { ...base, act: 'off_topic', topicFrom: 'none', offTopic: 'care' };
  if (
    !hasEntity &&
    (OFF_TOPIC.test(t) || LOCAL_PLACES.test(t)) &&
    !aspects.some((a) => FACT_ASPECTS.has(a) && a !== 'hours' && a !== 'location')
  ) {
    return { ...base, act: 'off_topic', topicFrom: 'none', offTopic: 'general' };
  }

  const wantsPage = THIS_PAGE.test(t);
  const wantsMore = MORE.test(t);
  if (compounds.length >= 2 && (COMPARE.test(t) || compounds.length >= 2)) {
    return { ...base, act: 'comparison', topicFrom: 'message' };
  }
  if (hasEntity) {
    // "What about ipamorelin?" keeps the aspect asked before.
    if (!aspects.length && FOLLOW_UP_OPENERS.test(t)) {
      const prev = lastTopic(earlier);
      if (prev) aspects = prev.aspects;
    }
    return { ...base, aspects, act: wantsPage ? 'this_page' : 'question', topicFrom: 'message' };
  }

  const prev = lastTopic(earlier);
  const short = t.split(/\s+/).length <= 8;
  const refersBack = PRONOUN.test(t) || FOLLOW_UP_OPENERS.test(t) || short;
  if (wantsPage && !PRONOUN.test(t.replace(THIS_PAGE, ''))) return fromPage(base, page, 'this_page');
  if (prev && (wantsMore || (refersBack && (aspects.length > 0 || wantsMore)))) {
    return {
      ...base,
      compounds: prev.compounds,
      services: prev.services,
      variant: variant ?? prev.variant,
      aspects: aspects.length ? aspects : wantsMore ? ['definition'] : prev.aspects,
      act: wantsMore ? 'more' : 'follow_up',
      topicFrom: 'history',
    };
  }
  if (wantsMore || wantsPage) return fromPage(base, page, wantsMore ? 'more' : 'this_page');
  // "What are the side effects?" on a guide, "How much is it?" on a stack page: the page names the subject.
  const topic = pageTopic(page);
  if (
    (topic.compound && aspects.some((a) => COMPOUND_ASPECTS.has(a) && a !== 'definition')) ||
    (topic.service && aspects.some((a) => a === 'price' || a === 'duration' || a === 'contents'))
  ) {
    return {
      ...base,
      compounds: topic.compound ? [topic.compound] : [],
      services: topic.service ? [topic.service] : [],
      act: 'this_page',
      topicFrom: 'page',
    };
  }
  return { ...base, act: 'question', topicFrom: 'none' };
}

function fromPage(base: Omit<Intent, 'act' | 'topicFrom'>, page: string, act: Act): Intent {
  const topic = pageTopic(page);
  return {
    ...base,
    compounds: topic.compound ? [topic.compound] : [],
    services: topic.service ? [topic.service] : [],
    aspects: base.aspects.length ? base.aspects : ['definition'],
    act,
    topicFrom: 'page',
  };
}

type Topic = { compounds: Compound[]; services: ServiceRef[]; aspects: Aspect[]; variant: Variant };

/** The most recent topic among the visitor's earlier questions (newest first, at most three back). */
export function lastTopic(earlier: string[]): Topic | null {
  for (const q of earlier.slice(-3).reverse()) {
    const compounds = compoundsIn(q);
    const services = servicesIn(q);
    if (compounds.length || services.length) {
      const aspects = aspectsIn(q);
      return { compounds, services, aspects, variant: variantIn(q) };
    }
    const aspects = aspectsIn(q).filter((a) => FACT_ASPECTS.has(a));
    if (aspects.length) return { compounds: [], services: [], aspects, variant: null };
  }
  return null;
}
