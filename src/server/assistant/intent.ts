// Understanding before retrieval: what a message is about (entities), what it asks about them (aspects) and what
// kind of turn it is (act), with the conversation's topic carried over to follow-ups and the page to "this page".
import { COMPOUND_REGISTRY, PAGES, placesIn, serviceEntry, SERVICES, type Region } from '../../content/registry';
import {
  compoundsIn,
  modalitiesIn,
  pageTopic,
  servicesIn,
  versionsIn,
  variantIn,
  bothVariantsIn,
  type Compound,
  type Modality,
  type ServiceRef,
  type Variant,
} from './entities';
import { NIGHT } from './text';

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
  | 'credentials'
  | 'about'
  | 'status'
  | 'anti_doping'
  | 'who_for'
  | 'avoid'
  | 'frequency'
  | 'distance'
  | 'temperature'
  | 'summary'
  | 'age'
  | 'booking'
  | 'online'
  | 'buy'
  | 'process'
  | 'terms'
  | 'stopping'
  | 'human_use'
  | 'limits'
  | 'definition';

export type Act = 'question' | 'follow_up' | 'this_page' | 'more' | 'comparison' | 'handoff' | 'off_topic';

/** "Who writes these guides?": a credentials question, answered with who is behind the content (see credentialsShape). */
export const WHO_WRITES =
  /\bwho (?:writes|wrote|authors?|authored|reviews|reviewed|checks|checked|puts together|put together|researches|researched|is behind|are behind) (?:all )?(?:these|the|this|your|those) (?:research )?(?:guides?|articles?|content|pages?|info(?:rmation)?|research|site|stuff|write-?ups?)\b/i;

/** Business aspects answered from the typed company facts. */
export const FACT_ASPECTS = new Set<Aspect>([
  'price',
  'human_use',
  'duration',
  'hours',
  'payment',
  'shipping',
  'location',
  'timing',
  'contact',
  'about',
  'contents',
  'age',
  'booking',
  'online',
  'buy',
  'process',
  'terms',
]);
/** Aspects answered from a compound's guide. */
export const COMPOUND_ASPECTS = new Set<Aspect>([
  'dose',
  'limits',
  'safety',
  'interactions',
  'mechanism',
  'benefits',
  'legal',
  'half_life',
  'definition',
  'storage',
  'status',
  'anti_doping',
  'who_for',
  'avoid',
  'stopping',
]);

// Order matters only for ties at the same position: the earliest match in the message comes first.
const ASPECTS: [Aspect, RegExp][] = [
  [
    // "What's still unknown about BPC-157?", "how strong is the evidence?": the guide's research limitations.
    'limits',
    /\bstill unknown\b|\bunknowns?\b|\bnot (?:yet )?(?:known|established|proven)\b|\bremains? unclear\b|\blimitations?\b|\bcaveats?\b|\bgaps? in (?:the )?(?:research|evidence|knowledge|data)\b|\bhow (?:strong|solid|good|reliable|robust) is (?:the )?(?:evidence|research|data|science)\b|\bwhat (?:don'?t|do not) (?:we|they|scientists|researchers) (?:know|understand)\b/i,
  ],
  [
    // "Are your products meant for human use?", "can people actually take these?": research use only.
    'human_use',
    /\b(?:for|meant for|intended for|fit for|made for|approved for|sold for|safe for) (?:human (?:use|consumption)|humans?|people|personal use)\b|\bhuman (?:use|consumption|grade)\b|\b(?:can|could|do|may|should) (?:people|humans|customers|clients|anyone|you) (?:actually |really )?(?:take|use|inject|consume) (?:your|these|the|those) (?:products?|peptides?|compounds?|vials?|stuff)\b|\bresearch use only\b|\bfor research (?:use |purposes )?only\b|\b(?:what does|what's|what is|why) ["'“]?(?:research use|ruo)\b|\bnot for human\b/i,
  ],
  [
    'anti_doping',
    /\bwada\b|\bdoping\b|\bdrug[\s-]?test\w*|\btested athletes?\b|\b(?:we|i|they|you|players|athletes|who|that) (?:get|gets|are|is|am|'re|'m|were|will be|might be|could be) (?:drug |randomly |regularly |often |sometimes )?tested\b|\b(?:play|playing|compete|competing|race|racing|fight|fighting) (?:in |for )?(?:a |the |my )?(?:rugby|football|soccer|tennis|cricket|basketball|hockey|league|team|club|sport|competitions?|meets?|mma|boxing|triathlons?|marathons?)\b[^.?!]{0,40}\btest\w*|\bbanned (?:in|for) (?:sports?|athletes?|competition)\b|\bbanned\b.{0,20}\b(?:sports?|athletes?|competition|olympic\w*)\b|\bprohibited list\b|\b(?:in|for) (?:sports?|competition)\b|\bathletes?\b.{0,30}\b(?:allowed|banned|use|take)\b|\bcompet(?:e|ing|itive)\b|\b(?:allowed|ok|okay|permitted|legal)\b.{0,20}\bathletes?\b/,
  ],
  [
    'status',
    /\bregistered (?:as )?(?:a |an )?(?:medicine|drug|medication|pharmaceutical)\b|\b(?:a |an )?registered (?:medicine|drug|medication)\b|\bapprov\w*|\bauthori[sz]\w*|\blicen[sc]ed\b|\bprescription[\s-]only\b|\bneed a prescription\b|\bfda\b|\bmhra\b|\bema\b|\bregulat\w*|\blegal(?:ly)?\b|\billegal\b|\ballowed in\b|\bis it allowed\b/,
  ],
  [
    'avoid',
    /\bwho (?:should|must|shouldn'?t|should not|must not)(?: not)? (?:be )?(?:avoid|skip|stay away|steer clear|do|doing|use|using|try|trying|take|taking)\b|\bwho (?:can'?t|cannot|should never)\b|\bcontraindicat\w*|\bshould(?:n'?t| not) (?:do|use|try|take) (?:it|this|that|them)\b|\bwhen (?:should|shouldn'?t) i not\b|\bnot (?:safe|suitable) for\b|\bavoid (?:it|this|that|them)\b|\bwho (?:isn'?t|is not|aren'?t|are not) (?:it|this|that|they|these)(?: \w+){0,2} for\b/,
  ],
  [
    'who_for',
    /\b(?:is|are) (?:any of )?(?:this|it|that|these|they|them|your \w+)(?: \w+){0,2} (?:really |actually |even )?(?:for|meant for|suitable for|right for) (?:someone|somebody|people|a person|me|us|normal|regular|ordinary|non)\b|\bwho'?s (?:it|this|that|these|they)(?: \w+){0,2} for\b|\b(?:is|are) (?:what you do|what you offer|your (?:services?|site|business|company|stuff|offer)|this (?:site|place|business|company)|you(?: guys)?) (?:\w+ )?(?:for|meant for|aimed at|suitable for) (?:someone|somebody|people|me|us|older|non|a |an |regular|normal|ordinary)|\b(?:mostly|only|just|mainly) for (?:gym|athletes?|bodybuilders?|young|fit|sporty|pros?)\b|\bwho (?:exactly |actually |really |precisely )?(?:is|are) (?:it|this|that|these|they|the)(?: \w+){0,2} for\b|\bwho (?:exactly |actually |really |precisely )?(?:is|are) (?!responsible|liable|accountable|eligible|paying|looking|asking|waiting|able)(?:[\w+-]+ ){1,4}for\b|\bwho (?:exactly |actually |really |precisely )?(?:is|are) (?:it|this|that) (?:aimed|meant|designed)\b|\bwho (?:can|should) (?:use|do|try|book|get|join)\b|\bwho (?:benefits|would benefit)\b|\b(?:is|are) (?:it|this|that|they) (?:right|suitable|good|meant) for\b|\bsuitable for\b|\bwho'?s it for\b|\bintended for\b|\b(?:do|would|will) (?:i|you|we) (?:need|have|got) to be (?:a |an )?(?:pro|professional|elite|competitive|serious|athlete|expert|bodybuilder|fit|experienced)\b|\b(?:is|are) (?:it|this|that|they|these|(?:the|your) \w+(?: \w+)?) (?:only|just) for\b/,
  ],
  [
    'frequency',
    /\bhow often\b|\bhow many (?:times|sessions|days)\b|\bper week\b|\ba week\b|\bweekly\b|\bfrequency\b|\bhow frequently\b|\bevery day\b|\bdaily\b/,
  ],
  ['distance', /\bhow (?:far|close|near)\b|\bdistance\b|\binches\b|\bcm away\b/],
  ['temperature', /\bhow (?:cold|warm|hot)\b|\btemperatures?\b|\btemps?\b|\bdegrees?\b|°|\bcelsius\b|\bfahrenheit\b|\bwater temp\b/],
  [
    'summary',
    /\bsummar\w*|\btl;?dr\b|\bkey (?:points|takeaways)\b|\bmain points\b|\bin (?:short|brief|a nutshell)\b|\bgist\b|\brecap\b|\b(?:quick |short |brief )?overview\b|\b(?:the )?(?:short|quick|brief|condensed|simple) version\b|\b(?:quick )?rundown\b|\bbreak (?:it|this) down\b|\bwhat(?:'s| is) on (?:this|the) page\b|\bwhat does (?:this|the) page (?:say|cover)\b/,
  ],
  [
    'credentials',
    new RegExp(
      `${/\b(?:are|is) (?:you|your (?:staff|team|coaches|consultants|people)|the (?:staff|team|coaches|consultants|people (?:doing|running|giving) (?:the )?(?:consultations?|sessions?|calls?))|they|these people|any of (?:you|them|your (?:team|staff|people|coaches|consultants))|(?:any|all|some) (?:of )?your (?:team|staff|people|coaches|consultants)) (?:all )?(?:real |qualified |licensed |medical |actual )?(?:doctors?|physicians?|medically qualified|medical professionals?|nurses?|clinicians?)\b|\bqualifications?\b|\bcredentials\b|\bany (?:doctors?|physicians?|medics?|nurses?|clinicians?|gps?|mds?|pharmacists?) (?:on|in|at|among) (?:your|the) (?:team|staff|company)\b|\bwho(?:'s| is| are)? (?:actually |really )?(?:behind|running|runs) (?:this|it|you|the (?:company|business|site|place))\b/.source}|${WHO_WRITES.source}`,
    ),
  ],
  [
    'age',
    /\bminimum age\b|\bage (?:limit|requirement|restriction)s?\b|\bhow old (?:do|must|should) (?:i|you|one)\b|\bover 18\b|\b18\s?\+|\bunder 18\b|\bover eighteen\b|\bage to (?:book|buy|use|join)\b|\bminors?\b|\bteen(?:ager)?s\b/,
  ],
  [
    'booking',
    /\bbook(?:ing|ed)?\b|\b(?:get|have|grab|arrange|fit in) (?:a|an) (?:call|session|appointment|slot|consultation)\b|\b(?:is|are|would|could|can)\b[^?]{0,30}\b\d{1,2}(?::[0-5]\d)?\s?(?:am|pm)\b[^?]{0,40}\b(?:possible|available|free|open|work|ok(?:ay)?)\b|\b(?:slots?|openings?|availability|available) (?:at|for|on)\b[^?]{0,20}\b\d{1,2}(?::[0-5]\d)?\s?(?:am|pm)\b|\bschedule (?:a|an|my)\b|\bset up (?:a|an) (?:call|meeting|session)\b|\bmake an appointment\b|\bsign up for\b|\breserve\b/,
  ],
  [
    'process',
    /\bwhat happens (?:after|next|once|when i)\b(?! (?:i |you |people |they |we )?(?:stop|stopping|quit|quitting|come off|coming off|finish|finishing|go off|going off)\b)|\bnext steps?\b|\bwalk me through\b|\b(?:start|beginning) to (?:finish|end)\b|\bthe (?:consult(?:ation)?|booking|whole|onboarding) process\b|\bhow (?:do|can|would) (?:i|we) (?:start|begin|get started|get going|sign up|kick off)\b|\b(?:steps?|process) to (?:begin|start|get started|sign up|join)\b|\bwhere do i (?:start|begin)\b|\bhow to (?:start|get started)\b|\bwhat to expect\b|\bstep[\s-]by[\s-]step\b|\bhow does (?:the |your |this )?(?:whole |entire )?(?:consultation |booking |onboarding )?process work\b/,
  ],
  [
    'terms',
    /\bcustoms\b|\bimport (?:dut|tax|permit)\w*|\bduties\b|\bgoverning law\b|\bwhich (?:country'?s? )?laws?\b|\bjurisdiction\b|\bcourts?\b|\bliabilit\w*|\bintellectual property\b|\bterms (?:of|and) (?:service|use|conditions)\b|\byour terms\b/,
  ],
  [
    'buy',
    /\b(?:is|are) (?:this|that|it|these|those|they)(?: one| ones| product| compound| peptide)? (?:sold|for sale|on sale|available to (?:buy|order))\b|\b(?:do|can|will) (?:you|u|y'?all)(?: guys)? (?:actually |really |even |also )?(?:sell|stock|supply|carry|offer) (?:everything|all (?:of )?(?:them|these|those|the \w+)|every (?:one|compound|peptide|product)|(?:these|those|them|the ones) (?:listed|on (?:this|the) page|here))\b|\bwhat (?:else |exactly |actually |even )?(?:do|can|does) (?:you|u|your (?:shop|store|company|business))(?: guys)? (?:actually |even |really )?(?:sell|stock|supply|carry)\b|\bwhat (?:can|could) i (?:actually )?(?:buy|order)\b|\bcan i (?:just |simply |also |still )?(?:buy|order|purchase|get hold of|get)\b(?=.{0,60}\bfrom (?:you|u|your|this site)\b)|\bcan i (?:just |simply |also |still )?(?:buy|order|purchase|get hold of)\b|\b(?:buy|order|purchase|get) (?:it|them|\w+(?: or \w+)?) from (?:you|u)\b|\bdo (?:you|u|y'?all)(?: guys| folks| all)? (?:sell|stock|supply|carry|offer)\b|\bwhy (?:don'?t|do not|can'?t|won'?t|wouldn'?t) (?:you|u)(?: guys)? (?:sell|stock|supply|carry|offer)\b|\bwhy (?:can'?t|cannot|can not|couldn'?t) (?:i|we) (?:buy|order|purchase|add|get)\b|\b(?:no|there'?s no|where'?s the|can'?t find (?:the|a)) (?:buy|order|add to cart|add to basket|checkout) (?:button|option|link)\b|\bwhere (?:can|do) i (?:buy|order|purchase)\b|\bbuy (?:it|them|\w+) from you\b/,
  ],
  [
    'online',
    // (Not "people online swear by it", "read online": what the internet says, not a session held online.)
    /(?<!\b(?:people|read|saw|seen|found|everyone|guys|folks|claims?|stuff|things|hype|sources?) )\bonline\b(?! (?:say|says|said|claim\w*|forums?|reviews?|posts?|videos?|articles?|swear\w*|hype))|\bremote(?:ly)?\b|\b(?:do|have|join|attend|take|book) (?:it|this|that|the|a|an|my|one)? ?(?:consultation|consult|call|session|appointment)s? (?:from|in) (?!person\b)[a-z]|\bin[\s-]person\b|\bvideo\b|\bzoom\b|\bvirtual\w*|\bover the phone\b|\bby phone\b|\bface to face\b|\bcome (?:in|to you)\b|\bvisit (?:you|your office)\b/,
  ],
  [
    'half_life',
    /\bhalf[\s-]?life\b|\bhow long (?:does it|do they|does \w+) (?:last|stay|remain)\b|\bhow long (?:does|do|will|would) [^?.,]{1,30}? (?:stay|remain|keep) (?:active|working|in (?:the|your) (?:body|system|blood))\b|\bstays? in (?:the|your) (?:body|system)\b|\b(?:lasts?|stays?|remains?|hangs? around|acts?) (?:longer|the longest|shorter)(?: in (?:the|your) (?:body|system|blood))?\b|\blonger[\s-]acting\b|\b(?:last|stay|remain)s? in (?:the|your) (?:body|system|blood)\b/,
  ],
  [
    'dose',
    /\b(?:go|goes|going) up from (?:there|that|here)\b|\bhow (?:does|do|is) (?:it|the dose|the dosing|they) (?:go up|increase|increased|escalate|escalated|titrated)\b|\bwhere (?:do|should|would|does|is|are|did) (?:you|i|one|people|they|it|patients|participants) (?:inject|injected|given|administered|put)\b|\binjection sites?\b|\bsubcutaneous\w*|\bintramuscular\w*|\bdos(?:e|es|ed|ing|age|ages)\b|\bmg\b|\bmcg\b|\bmicrograms?\b|\bhow much (?:is|was|were) (?:used|given|injected|studied)\b|\bschedule\b|\btitrat\w*|\bescalat\w*|\bprotocols?\b|\bregimen\b|\bhow (?:is|are|was|were) (?:it|they|\w+) (?:dosed|given|taken|administered|injected)\b|\bhow often\b.{0,30}\b(?:inject|take|given|used)\b|\bmax(?:imum)? dose\b/,
  ],
  [
    'interactions',
    /\binteract\w*|\bcombin\w*|\bmix(?:ing|ed)?\b(?<!\b(?:after|once|before) mix(?:ing|ed)?)(?! (?:it |them )?(?:with |in )?(?:bac|bacteriostatic|sterile) water)|\btogether with\b|\balongside\b|(?:\+|\bplus\b|\band\b) ?[\w-]+ (?:taken |used )?together\b/,
  ],
  [
    'safety',
    /\b(?:watch|look) out for\b|\bbe careful\b|\bcareful (?:with|about)\b|\bprecautions?\b|\bside[\s-]?effects?\b|\b(?:do|does) (?:anything|something|much) to (?:your |my |the |a )?(?:heart|pulse|blood|liver|kidneys?|thyroid|hormones?|sleep|mood|appetite|skin|hair|eyes?|stomach|gut)\b|\b(?:mess(?:es|ing)? with|affects?|spikes?)\b.{0,15}\b(?:heart|pulse|blood pressure|blood sugar|glucose|liver|kidneys?|thyroid|hormones?|sleep|mood)\b|\brisks?\b|\brisky\b|\b(?:cancer|tumou?r|heart|cardiac|liver|kidney|thyroid|eye|vision|safety|health|long[\s-]term) (?:concerns?|worr(?:y|ies)|issues?|problems?)\b|\bconcerns? (?:about|with|over|around)\b|\bsafe(?:ty|ly)?\b|\bdanger\w*|\badverse\b|\bcontraindicat\w*|\bwho should(?:n'?t| not)? (?:avoid|use|take)\b|\baddict\w*|\bdependen\w*|\bhabit[\s-]forming\b|\bwithdrawal\b|\btoxic\w*|\bcause\w*\b|\bgives? (?:you|me|people|someone|users) (?:\w+ ){0,2}(?:retention|loss|gain|pain|acne|headaches?|nausea|insomnia|bloating|rash(?:es)?|itch\w*|cramps?|swelling|tingling|numbness|anxiety|dizziness|tumou?rs?|cancer|diabetes|palpitations|hot flushes|flushing)\b|\bharm\w*|\bcancer risk\b|\bboxed warning\b|\bblack[\s-]?box\b|\bwarnings?\b|\bgoggles\b|\beye (?:protection|safety|wear)\b|\bprotect (?:my |your |the )?eyes\b/,
  ],
  [
    'legal',
    /\blegal\w*|\billegal\b|\bapprov\w*|\bfda\b|\bema\b|\bmhra\b|\bbanned?\b|\bwada\b|\bdoping\b|\bprohibit\w*|\bprescription\b|\bregulat\w*|\ballowed\b|\blicensed\b/,
  ],
  [
    'mechanism',
    /\bhow (?:does|do) (?:it|they|this|\w+(?:[\s-]\w+){0,2}) (?:even |actually |really |exactly )?work\b|\bhow (?:is|are) (?:it|they|this|\w+(?:[\s-]\w+)?) (?:supposed|meant|thought|believed|said|designed) to work\b|\bhow would (?:it|they|\w+) work\b|\bmechanism\w*|\bhow (?:it|they) works?\b|\bwhat does (?:it|\w+(?:[\s-]\w+)?) do\b|\bmode of action\b|\breceptors?\b|\bwhy (?:does|do|is|are|would) [^?.]{1,30}? (?:go(?:es|ing)? down|drop\w*|declin\w*|fall\w*|decreas\w*|deplet\w*)\b/,
  ],
  [
    'benefits',
    /\b(?:would|will|could|can|might) (?:it|this|that|they|tesamorelin|[\w-]+) (?:also |even |still |actually )?work (?:for|on|in)\b|\bbenefits?\b|\b(?:backed|supported) by (?:any )?(?:real )?(?:science|research|evidence|studies|data)\b|\bhype\b|\bscience behind\b|\bsnake oil\b|\bscientific(?:ally)? (?:proven|backed|basis|evidence)\b|\bany (?:real |actual )?science\b|\btested (?:on|in) (?:actual |real |any )?(?:humans?|people|patients)|\bhuman (?:trials?|studies|data|evidence|research)\b|\bin humans\b|\bhow many (?:actual |real )?(?:people|humans|patients|participants|volunteers)\b|\bused for\b|\bgood for\b|\bhelps? (?:with)?\b|\bresearch (?:say|show)s?\b|\b(?:research|science|evidence|studies)\b.{0,40}\b(?:show|shows|say|says|find|found)\b|\bstudied for\b|\bevidence\b|\bresults?\b|\beffective\b|\bdoes (?:it|the )?(?:[\w-]+ ){0,3}work\b|\b(?:does|do|did) (?:[\w+-]+ ){1,3}(?:actually |really |even )(?:do anything|do much|help)\b|\b(?:actually |really )?proven to (?:do|work|help)\b|\bworth (?:it|the money|trying|doing|a try|a shot)\b|\bdo (?:they|these|\w+) (?:actually |really )?work\b|\bis (?:it|\w+) effective\b|\bwhat (?:is|are) (?:it|they) for\b|\bstud(?:y|ies)\b|\btrials?\b|\bnumbers\b|\bstats\b|\bgo up\b(?! from)|\bincrease\b|\b(?:raise|raises|raising|boost|boosts|boosting|lift|lifts) (?:\w+ ){0,2}(?:levels?|nad\+?|gh|igf-1|testosterone|blood levels?)\b|\bby how much\b|\bhow much (?:weight|fat)\b|\b(?:lose|lost|losing)\b|\bfindings?\b|\bwhat did (?:the )?(?:studies|study|trials?|research) (?:find|show)\b|\bstudied for\b|\bhow well\b|\b(?:tested|tried|studied|trialled|trialed|used) (?:on|in) (?:actual |real |any )?(?:humans?|people|persons?|patients|men|women|volunteers)\b|\bhuman (?:trials?|studies|study|data|evidence|research)\b|\b(?:all|just|only|mostly) (?:in )?(?:rats|mice|animals|rodents|animal (?:studies|work|research))\b/,
  ],
  [
    // What happens after the last dose: "when people stop taking it", "coming off it", "after discontinuation".
    'stopping',
    /\b(?:stop|stops|stopped|stopping|quit|quits|quitting|come off|comes off|coming off|came off)\b.{0,25}\b(?:taking|using|treatment|dosing|injections?|shots?|it|them)\b|\bdiscontinu\w*|\bwhen (?:treatment|dosing|it) (?:stops|ends)\b|\b(?:when|if|once|after) (?:people|they|you|patients|users|someone|somebody|participants|he|she) (?:stops?|stopped|quits?|comes? off|came off)\b|\bafter (?:treatment|dosing) (?:stops|ends)\b/,
  ],
  [
    'storage',
    /\bstor(?:e|ed|age|ing)\b|\bfridge\b|\brefrigerat\w*|\breconstitut\w*|\bshelf[\s-]life\b|\bkeep (?:it|them) cold\b|\bwhat temperature\b.{0,30}\b(?:keep|kept|store|stored|hold)\b|\b(?:keep|kept)\b.{0,30}\b(?:temperature|degrees|°c?)(?!\w)|\broom temperature\b|\bfreez(?:e|er|ing)\b|\bkeep (?:the |my |these |those |your )?(?:vials?|peptides?|powders?|pens?|products?|bottles?)\b|(?<!\b(?:screens?|phones?|lights?|alarms?|devices?|tvs?) )\bgo(?:es)? (?:off|bad)\b|\bexpir(?:e|es|y|ation)\b|\b(?:keep|keeps|last|lasts|good for|stable)\b.{0,20}\b(?:after|once) (?:mixing|mixed|reconstitut\w*|opened|opening|it'?s mixed)\b/,
  ],
  [
    'price',
    /\bcosts?\b|\bpric(?:e|es|ed|ey|ier|iest|ing)\b|\bmost expensive\b|\bleast expensive\b|\bcheapest\b|\bpricing\b|\bhow much (?:is|are|does|do|for|would)\b(?! (?:it|they|\w+(?:[\s-]\w+){0,2}) (?:actually |really )?(?:raise|raises|increase|increases|boost|boosts|lower|lowers|reduce|reduces|improve|improves|change|changes|rise|help|helps|lift|lifts)\b)|\bfees?\b|\bexpensive\b(?! (?:pee|piss|wee|urine|placebo|hype|gimmick|nonsense|snake oil|fad|marketing|trend))|\bcheap\w*|\bafford\w*|\$\s?\d|\bcharge\b|\bdiscount\w*|\bcoupons?\b|\bpromo codes?\b|\b(?:group|team|squad|bulk|corporate|student) (?:rates?|pricing|deals?)\b|(?<!\b(?:heart|pulse|resting|breathing|respiratory|success|response|metabolic|growth|absorption|clearance|sweat|error|failure|dropout|discontinuation|adverse event|event|side[- ]effect|infection|complication)\s)\brates?\b/,
  ],
  [
    'duration',
    /\bhow long (?:is|are|does|do|will|would|should|for|each|per)\b(?!.{0,30}\b(?:last in|stay))|\bfor how long\b|^(?:and |so |ok |okay )?how long\??$|\bhow many minutes\b|\bhow many (?:minutes|hours)\b|\blength of\b|\bduration\b|\bhow long it takes\b|\bhow long does it take\b/,
  ],
  [
    'hours',
    /\b24\/7\b|\baround the clock\b|\bhours\b|\bbusinesshours\b|\bopen(?:ing)?\b|\bclos(?:e|ed|ing)\b|\bsaturdays?\b|\bsundays?\b|\bweekends?\b|\bmondays?\b|\bfridays?\b|\bwhat time\b|\bwhen can i (?:call|reach|phone)\b/,
  ],
  [
    'payment',
    /\bpay(?:ing|ment|ments)?\b|\bcredit cards?\b|\bdebit\b|\bbank transfer\b|\bcrypto\w*|\bbitcoin\b|\bcurrenc\w*|\baed\b|\busd\b|\beur\b|\beuros?\b|\bdirhams?\b|\bdollars?\b|\bcryptocurrency\b|\bapple pay\b|\bpaypal\b|\bmastercard\b|\bamex\b|\bamerican express\b|\bvisa (?:card|debit)\b/,
  ],
  [
    'shipping',
    /\bship\w*|\bdeliver\w*|\bpostage\b|\bcourier\b|\bdispatch\w*|\bsend (?:it|them|orders?) to\b|\b(?:pick|picks|picking) (?:it |them |(?:up )?(?:my|an|the|our) (?:order|parcel|package))|\bpick[\s-]?up\b|\bcollect (?:it|them|my order|an order|the order|in person)\b|\bclick and collect\b/,
  ],
  [
    'location',
    /\bwhere (?:are|is) (?:you|your|the|oasis)\b|\blocat\w*|\baddress\b|\boffice\b|\bheadquarter\w*|\bbased\b(?! on\b)|\bvisit you\b|\bphysical (?:clinic|location|office|store|shop|premises|address|centre|center|space)\b|\b(?:clinic|centre|center|premises|studio|shop|store|showroom)\b.{0,20}\b(?:visit|go to|come (?:in|to|by)|walk in)\b|\b(?:can|could|may) (?:i|we) (?:visit|come (?:in|by|over)|drop (?:in|by)|walk in)\b|\bwhich countr(?:y|ies)\b|\bclients in\b|\bdo you (?:serve|work with|operate in)\b/,
  ],
  [
    'timing',
    /\bwhen (?:will|do|does|would|should|can) (?:i|you|it|people|one|we) (?:see|notice|feel|get) (?:any |a |the )?(?:results?|difference|change|effects?|benefits?)\b|\bkicks? in\b|\bturnaround\b|\blead time\b|\bearliest\b|\bsoonest\b|\bhow (?:soon|quickly|fast)\b|\bhow long (?:until|till|before(?! (?:bed|bedtime|sleep\w*|going to (?:bed|sleep)|lights out))|to wait|do i wait)\b|\bwait(?:ing)? time\b|\breply\b|\brespond\w*|\bgets? back to\b|\bhear (?:back|from (?:you|someone|the team|anyone))\b|\bnext available\b|\bwhen can i (?:get|book|have|start)\b|\banswers? my\b/,
  ],
  [
    'refunds',
    /\brefunds?\b|\breturns?\b|\bmoney back\b|\bcancel\w*|\bexchange\b|\bchange my mind\b|\bdamaged\b|\bdefective\b|\b(?:cracked|broken|smashed|leaking|leaked|shattered)\b|\barrived (?:open|opened|warm|melted|wrong)\b/,
  ],
  [
    'data',
    /(?<!\b(?:human|clinical|trial|research|safety|animal|rodent|outcome|study|published|efficacy|long-term|pharmacokinetic|any|real|hard|actual)\s)\bdata\b(?!\s+(?:on|in|from|for|about)\s+(?!(?:me|my|you|your)\b))|\bprivacy\b|\bpersonal information\b|\bcookies?\b|\bgdpr\b|\bdelete (?:my|all|everything|it|them)\b|\baccount\b|\b(?:save|store|keep|record|log)s? (?:what i (?:type|write|say|ask)|my (?:chats?|messages?|conversations?|questions?))\b|\b(?:chats?|messages?|conversations?) (?:get |are |is )?(?:saved|stored|kept|recorded)\b|\b(?:keep|kept|have|store) (?:a )?(?:record|log|copy|history) of (?:what|my|the (?:chat|messages?|conversation))\b|\b(?:record|log) (?:of )?(?:everything|what) (?:i|we) (?:type|write|say|ask)\b/,
  ],
  [
    'contact',
    /\bphone(?! (?:away|down|off|out|aside|before|at night|in (?:bed|the bedroom)|screens?|use|time|light))(?: number)?\b|\bnumber to call\b|\bwhat(?:'s| is)? (?:the |your )?(?:phone |telephone )?number\b|\bnumber (?:can|do|should) i (?:call|ring|phone)\b|\b(?:call|ring|phone) you\b|\bemail (?:address|you)\b|\bwhat(?:'?s| is) (?:the |your )?(?:e-?mail|mail)\b|\b(?:your|the) e-?mail\?|\bhow (?:can|do) i (?:email|call|reach|contact)\b|\bwhatsapp\b|\bcontact (?:details|you|info)\b/,
  ],
  [
    'quality',
    /\bpur(?:e|ity)\b|(?<!\b(?:gets?|is|are|be|been|being|drug|randomly) )\btest(?:ed|ing|s)?\b(?! (?:on|in) (?:actual |real |any )?(?:humans?|people|persons?|patients|anyone|men|women|volunteers))|\bcertificates?\b|\bcoa\b|\bquality\b|\bhplc\b|\bthird[\s-]party\b/,
  ],
  [
    'contents',
    /\bwhat(?:'s|s| is| are)? (?:actually |really |exactly )?in (?:it|this|that|them|the|each|a|an|your)\b|\bwhat(?:'s|s| is| are)? in\b|\bwhat (?:exactly |actually )?(?:do|would|will|could) (?:i|you|we) (?:actually |really |even |exactly )?get\b|\b(?:is|are) (?:this|it|that|they) (?:an? )?(?:app|website|service|subscription|product|platform|tool|spreadsheet|program|programme|course|package|device|kit|pdf|membership|calculator|portal|software)\b|\bwhat(?:'s| is) included\b|\bwhat (?:does|do|would|will) (?:it|that|this|they|(?:the|your|a|an|this|that|my|each) \w+(?: \w+)?) (?:actually |really |exactly |usually |typically )?(?:include|cover|involve|entail|consist of)\b|\bwhat(?:'s| is| are) involved\b|\bwhat happens (?:in|during)\b|\bwhich (?:peptides|compounds)\b|\bcontain\w*|\binclud\w*|\bmade of\b/,
  ],
  [
    'about',
    /\bfounded\b|\bfounder\w*|\bhow long have you been\b|\bwho (?:owns|runs|started)\b|\bhow (?:big|many people)\b.{0,20}\b(?:team|company|staff)\b|\byour (?:company|business) (?:history|story)\b|\bwhen (?:did you|was (?:it|the company)) (?:start|found)\w*/,
  ],
  [
    'definition',
    /\bwhat (?:exactly |actually |really )?(?:is|are|'s)\b|\bwhats\b|\btell me about\b|\bexplain\b|\boverview\b|\bdescribe\b|\bwho (?:are|is)\b|\bmeaning of\b|\bdefine\b/,
  ],
];

const HANDOFF =
  /\b(?:talk|speak|chat|connect me|put me through|get through)\w*\s+(?:to|with)\s+(?:a |an |the |one of your |your |some )?(?:human|person|someone|somebody|people|staff|team|agent|representative|rep|advisor|adviser|expert|coach|consultant|real|actual|live|member|operator|manager|specialist)\b|(?<!\bare you (?:a |an )?)\breal (?:person|human|people)\b(?! (?:data|studies|study|trials?|evidence|research|results?|subjects|participants|volunteers|experience|testing|tests|outcomes))|\blive (?:agent|person|chat|support)\b|\bhuman (?:being|agent|support|help)\b|\b(?:call|ring|phone|contact|email|text) me(?: back)?\b|\bsomeone (?:to )?(?:call|contact|ring|phone|email|get back to) me\b|\bcan (?:someone|somebody|a person|a human) (?:call|contact|help|ring|phone)\b|\bi (?:want|need|would like|'d like) (?:a |to talk to a |to speak to a )?(?:human|person|real person)\b|\bnot a (?:bot|robot)\b|\bget a human\b|\bcall ?backs?\b|\bput me in touch\b|\bget in touch with (?:a |an |your |the )?(?:person|human|team|someone|staff)\b|\bhave someone (?:call|contact|email|reach)\b|(?:أتحدث|التحدث|اتحدث|اتكلم|أتكلم|أكلم|التواصل|اتواصل|أتواصل) مع (?:شخص|إنسان|انسان|موظف|فريق|أحد|احد)|شخص حقيقي/;
const THIS_PAGE =
  /\b(?:this|the current|current) (?:page|article|guide|section|post|site page|stack|plan|programme|program|protocol|solution)\b|\bsummari[sz]e (?:this|it|the page)\b|\bwhat(?:'s| is) (?:this|here)\b|\bon this\b|\bhere\b(?! (?:is|are|in|at|to|from))|\bwhat am i (?:looking at|reading)\b|\btl;?dr\b/;
const MORE =
  /^(?:(?:ok(?:ay)?|great|and|so|yes|sure|interesting|cool)[\s,.!]*)?(?:tell me more|more (?:details|detail|info|information|please)|go on|continue|elaborate|expand on (?:that|it|this)|keep going|anything else|what else)\b|\btell me more\b/;
const COMPARE = /\b(?:vs\.?|versus|differ\w*|compar\w*|better than|same (?:(?:thing|stuff|drug|medicine|compound|peptide|one) )?as|or)\b/;
/** "Is it fine right after lifting?", "before or after the gym?", "best time to do it?": when, around training. */
export const TRAINING_TIMING =
  /\b(?:right |straight |just |directly )?(?:after|before|post|pre)[\s-](?:(?:a|my|the) )?(?:(?:heavy|hard|big|long|tough|strength|intense) )?(?:lifting|lift|lifts|training|workouts?|the gym|gym|weights|leg day|legs|a run|running|run|exercise|sessions?|a game|a match|game|match)\b|\bbest time\b|\bwhat time of day\b|\bwhen (?:should|is it best|is the best time)\b/i;
/** "Do I have to do the consultation first?", "is a consultation required before I start?". */
export const PREREQUISITE =
  /\b(?:do|would|will) (?:i|we) (?:have|need|got) to (?:do|book|have|take|go through|start with|pay for) (?:the |a |an )?[^?.!]{0,40}\b(?:first|before(?:hand)?)\b|\b(?:is|are) (?:the |a |an )?[^?.!]{0,40}\b(?:required|mandatory|compulsory|necessary|needed)\b|\b(?:do|would) (?:i|we) need (?:the |a |an )?[^?.!]{0,40}\b(?:first|before(?:hand)?)\b|\bmust (?:i|we) (?:do|book|have|take) (?:the |a |an )?[^?.!]{0,40}\b(?:first|before)\b/;
const SAME_FOR =
  /\b(?:(?:the )?same (?:for|with|goes for|applies to|question (?:for|about|with)|thing (?:for|with))|(?:is|does|would) (?:it|that|this) (?:the same|apply|go|hold) (?:for|with|to)|(?:does|would) (?:that|this|the same) (?:go|apply|hold) (?:for|to)|likewise (?:for|with)|ditto (?:for|with)|(?:and|what about|how about) (?:for|with))\b/;
const FOLLOW_UP_OPENERS = /^(?:and|also|what about|how about|and what about|ok(?:ay)?,? (?:and|what about)|so|then|but)\b/;
const PRONOUN = /\b(?:it|its|it's|they|them|their|this|that|these|those|same|the peptide|the compound|the stack|the session|one)\b/;

const OFF_TOPIC =
  /\b(?:weather|forecast|temperature (?:today|tomorrow|outside)|rain(?:ing)?|football|soccer|basketball|nba|nfl|cricket|tennis|f1|formula 1|world cup|premier league|score|stocks?|stock market|share price|bitcoin price|crypto price|exchange rate|recipe|cook(?:ing)?|movie|film|song|lyrics|music|joke|poem|story|(?<!promo |discount |coupon |voucher |referral )code|coding|programming|javascript|python|sql|capital of|president|prime minister|election|politic\w*|news|translate|homework|maths?|equation|flights?|hotels?|restaurants?|cafes?|bars?|horoscope|lottery|visa|taxi|uber|traffic|dating|girlfriend|boyfriend)\b/;
const LOCAL_PLACES =
  /\b(?:best|good|nice|cheap|recommend\w*|suggest\w*|where (?:can|should) i find)\b.{0,25}\b(?:gyms?|personal trainers?|restaurants?|hotels?|shops?|(?<!\bto )stores?|malls?|beaches?|spas?|salons?|barbers?|schools?|bars?|clubs?)\b/;
const CARE_REFERRAL =
  /\b(?:recommend|suggest|find|know|best|good|which|any)\b.{0,30}\b(?:doctors?|gps?|physicians?|clinics?|hospitals?|dentists?|pharmac(?:y|ies)|surgeons?|dermatologists?|endocrinologists?|therapists?|psychiatrists?)\b|\b(?:doctors?|clinics?|hospitals?|pharmac(?:y|ies))\b.{0,20}\b(?:near me|in (?:dubai|abu dhabi|sharjah|the uae|london|new york))\b/;

export type Intent = {
  compounds: Compound[];
  variant: Variant;
  services: ServiceRef[];
  /** Recovery modalities (cold, red light, sleep...): not drugs, so "how long" and "how often" are protocol figures. */
  modalities: Modality[];
  aspects: Aspect[];
  act: Act;
  /** Where the entities came from: the message itself, the conversation, or the page. */
  topicFrom: 'message' | 'history' | 'page' | 'none';
  /** Regions named in the message (for regulatory status). */
  regions: Region[];
  /** The kind of off-topic question (a doctor or clinic recommendation is answered differently). */
  offTopic?: 'general' | 'care';
  /** A page the question names by its title ("the cognitive enhancement programme"), when it is not the visitor's. */
  page?: string;
};

const REGION_WORDS: [Region, RegExp][] = [
  ['uk', /\b(?:uk|u\.k\.|united kingdom|britain|british|england|scotland|wales|mhra)\b|بريطانيا|المملكة المتحدة|انجلترا|إنجلترا/],
  ['us', /\b(?:us|u\.s\.|usa|u\.s\.a\.|united states|america|american|fda)\b|أمريكا|امريكا|الولايات المتحدة/],
  ['eu', /\b(?:eu|e\.u\.|europe|european|ema|germany|france|spain|italy|netherlands|ireland)\b|أوروبا|اوروبا|الاتحاد الأوروبي/],
  ['uae', /\b(?:uae|u\.a\.e\.|emirates|dubai|abu dhabi|sharjah)\b|الإمارات|الامارات|دبي|أبوظبي|ابوظبي|الشارقة/],
];

export function regionsIn(text: string): Region[] {
  const t = text.toLowerCase();
  // A city or country named is its region ("from London", "to Germany").
  const fromPlaces = placesIn(t).flatMap((p) => (p.region ? [p.region] : []));
  // "us" is a region only where it can't be the pronoun ("in the US", "US approval", "approved in us").
  const named = REGION_WORDS.filter(([r, re]) =>
    r === 'us'
      ? /\b(?:in|the|for) (?:the )?us\b|\bus (?:approv|fda|market)|\busa\b|\bu\.s\.|united states|america|\bfda\b|أمريكا|امريكا|الولايات المتحدة/.test(
          t,
        )
      : re.test(t),
  ).map(([r]) => r);
  return [...new Set([...named, ...fromPlaces])];
}

/** The visitor's own training routine, told as context ("I lift 4x a week"): not a question about how often. */
const OWN_ROUTINE =
  /(?:\b(?:i|i'?ve been|been|and)\s+|,\s*)(?:lift|train|run|swim|cycle|box|play|work out|go to the gym|hit the gym|do (?:weights|crossfit|hiit))\w*\s+(?:\w+\s+)?\d+\s*(?:x|times|days)\s+(?:a|per)\s+week\b/g;

export function aspectsIn(text: string): Aspect[] {
  const t = text.toLowerCase().replace(OWN_ROUTINE, ' ');
  const found: { a: Aspect; at: number }[] = [];
  for (const [a, re] of ASPECTS) {
    const m = re.exec(t);
    if (m) found.push({ a, at: m.index });
  }
  let aspects = found.sort((x, y) => x.at - y.at).map((f) => f.a);
  // "how much does X cost" is a price, not a dose; "how long is the session" is a duration, not hours.
  if (aspects.includes('price')) aspects = aspects.filter((a) => a !== 'dose' || /\bdos(?:e|ing|age)\b/.test(t));
  if (aspects.includes('half_life')) aspects = aspects.filter((a) => a !== 'duration');
  // "Were there side effects when it was tried in humans?": the human trials' safety, not their benefits (round 43).
  if (
    aspects.includes('safety') &&
    aspects.includes('benefits') &&
    !/\b(?:benefits?|work(?:s|ed)?|effective|results?|help(?:s|ed)?|improve\w*|worth)\b/.test(t)
  )
    aspects = aspects.filter((a) => a !== 'benefits');
  // "How long before you see results?" asks how long it takes, not what the results were.
  if (/\bhow (?:long|soon|quickly)\b.{0,25}\b(?:results?|effects?|notice|see (?:a |any )?(?:difference|change|results?)|work)\b/.test(t))
    aspects = aspects.filter((a) => a !== 'benefits');
  if (aspects.includes('interactions') && !/\binteract/.test(t) && !/\b(?:with|and|plus)\b|\+/.test(t))
    aspects = aspects.filter((a) => a !== 'interactions');
  // Status and anti-doping are more specific than "legal"; a region named with them is not a location question.
  if (aspects.includes('status') || aspects.includes('anti_doping'))
    aspects = aspects.filter((a) => a !== 'legal' && a !== 'location' && a !== 'hours');
  // "banned in sport" alone is anti-doping, not approval.
  if (
    aspects.includes('anti_doping') &&
    aspects.includes('status') &&
    !/\bapprov|\bauthori|\blicen|\bprescription|\bfda|\bmhra|\bema\b|\blegal/.test(t)
  )
    aspects = aspects.filter((a) => a !== 'status');
  // "Side effects of reta in the trials?": the trials are where the side effects were seen, not a second question about
  // what they found.
  if (aspects.includes('safety') && aspects.includes('benefits')) {
    const benefits = ASPECTS.find(([a]) => a === 'benefits')![1];
    if (
      !benefits.test(
        t.replace(
          /\b(?:in|from|during|of|across) (?:the |its |their )?(?:phase \w+ |[\w+-]+ )?(?:trials?|studies|study|research|data)\b/g,
          ' ',
        ),
      )
    )
      aspects = aspects.filter((a) => a !== 'benefits');
  }
  // "How long are they good for once mixed?": how long something keeps, not who it is for or what it does.
  if (
    /\bhow long (?:is|are|will|does|do|would|can) (?:it|they|these|those|the \w+|\w+)(?: \w+)? (?:be |stay |remain |keep )?(?:good|fresh|ok|okay|usable|stable|potent)\b/.test(
      t,
    )
  )
    aspects = [...aspects.filter((a) => a !== 'who_for' && a !== 'benefits' && a !== 'duration'), 'storage'];
  // "How often is it injected?" is a dose question (the safety layer and the guide's dosing section answer it).
  if (aspects.includes('dose')) aspects = aspects.filter((a) => a !== 'frequency');
  // "Who should avoid it?" is not also "who is it for".
  // "Who is it for and who isn't it for?" asks both.
  const both = /\bwho (?:is|are)\b.{0,30}\bfor\b.{0,40}\b(?:isn'?t|is not|aren'?t|not|shouldn'?t|avoid)\b/.test(t);
  if (aspects.includes('avoid')) aspects = aspects.filter((a) => a !== 'safety' && (a !== 'who_for' || both));
  // "What's the turnaround on booking?" asks how soon; "can I book?" asks how.
  if (aspects.includes('booking') && aspects.includes('timing')) aspects = aspects.filter((a) => a !== 'booking');
  // "Which one causes more weight loss?": an outcome compared, not a side effect.
  if (/\bcaus\w* (?:more|less|the most|the least|greater|bigger|better)\b/.test(t) && !/\bside[\s-]?effects?|\brisks?\b/.test(t))
    aspects = ['benefits' as Aspect, ...aspects.filter((a) => a !== 'safety' && a !== 'benefits')];
  // "Booked a session but something came up, can I cancel without paying anything?": changing a booking already made,
  // not how to book or how to pay.
  if (aspects.includes('refunds') && /\b(?:cancel\w*|reschedul\w*|move it|change the (?:date|time))\b/.test(t))
    aspects = aspects.filter((a) => a !== 'payment' && (a !== 'booking' || !/\bbooked\b|\bmy (?:booking|session|appointment)\b/.test(t)));
  if (aspects.includes('age')) aspects = aspects.filter((a) => a !== 'contents');
  if (aspects.includes('terms')) aspects = aspects.filter((a) => a !== 'shipping' && a !== 'location');
  // "Can I pick up my order in person?" is about getting an order, not about where consultations happen.
  if (aspects.includes('shipping') && /\bpick|\bcollect/.test(t)) aspects = aspects.filter((a) => a !== 'online' && a !== 'location');
  if (aspects.includes('buy')) aspects = aspects.filter((a) => a !== 'shipping' && a !== 'definition');
  // "Is it OK for tested athletes?" is about doping, not batch testing.
  if (aspects.includes('anti_doping')) aspects = aspects.filter((a) => a !== 'quality' || /\bpur(?:e|ity)\b|\bcoa\b|\bhplc\b/.test(t));
  // "Do you store my messages?" is about data, not about storing a product.
  if (aspects.includes('data') && /\b(?:messages?|chats?|conversations?|data|information|details|questions?|what i type)\b/.test(t))
    aspects = aspects.filter((a) => a !== 'storage');
  // "Once I mix it with bac water, how many days is it good for in the fridge?": how long it keeps, not what it is good
  // for, how often, who it is for or what it mixes with.
  if (aspects.includes('storage') && /\bhow (?:many (?:days|weeks)|long)\b[^?]*\b(?:good|last|keep|stay|stable|fresh|potent)\b/.test(t))
    aspects = ['storage'];
  // "What is X?" defines only when nothing more specific is asked.
  if (aspects.length > 1) aspects = aspects.filter((a) => a !== 'definition');
  return aspects;
}

/** "What do you sell?", "what can I buy from you?": the whole catalogue. */
export const CATALOGUE =
  /\bwhat (?:else |exactly |actually |even )?(?:do|can|does) (?:you|u|your (?:shop|store|company|business))(?: guys)? (?:actually |even |really )?(?:sell|stock|supply|carry|offer)\b|\bwhat (?:can|could) i (?:actually )?(?:buy|order)(?: from you)?\??$/;
const WHICH_ONE = /\bwhich (?:one|of (?:them|the two|those|these))\b|\bwhich is (?:better|safer|stronger|approved)\b/;
const registryKind = (key: string) => COMPOUND_REGISTRY.find((c) => c.key === key)?.kind;
const OTHERS = /\bthe (?:other (?:two|three|ones|compounds|peptides)|others|rest of them)\b/;
/** "The other two in it": what a stack or plan holds, not a question about each compound. */
const IN_IT = /\b(?:in it|in there|in that|in the (?:stack|plan)|it (?:has|holds|contains)|does it (?:have|hold|contain))\b/;
/** "That other one", "the other compound", "the other Russian one": a compound named by being the other of two. */
export const THE_OTHER = /\b(?:the|that|this) other\b/;
const OTHER_ONE = new RegExp(`${THE_OTHER.source}|\\bthe latter\\b|\\bthe former\\b`);
/** "Why pair it with that other one?": the thread's compound together with the other one, not the other one alone. */
const WITH_OTHER =
  /\b(?:pair\w*|combin\w*|stack\w*|mix\w*|used?|go(?:es)?|runs?) (?:it|this|that) (?:\w+ )?with (?:the|that|this) other\b|\b(?:it|this) (?:and|\+|&) (?:the|that|this) other\b/;
const ORDINAL =
  /\bthe (first|second|third|last|1st|2nd|3rd) one\b|\bthe (first|second|third|last) (?:compound|peptide|option|stack|session|plan)\b/;
/** The place an ordinal names in a list: "the last one" is the end of it. */
const placeOf = (word: string, length: number) =>
  word === 'last' ? length - 1 : ({ first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2 }[word] ?? 0);
const COMPARE_WITH =
  /\b(?:compar\w*|vs\.?|versus|differ\w*|better than|worse than|against|stack up|same (?:(?:thing|stuff|drug|medicine|compound|peptide|one) )?as|similar to|sets? (?:\w+ ){1,2}apart|distinguish\w*|tell (?:them|these|those|the \w+|\w+) apart|which is which|(?:meant|intended|designed) for what|(?:is|are) for what|what each (?:one |of them )?(?:is|does|are) for)\b/;

// The name must end the clause ("what is X?", "what is X and..."): "what is X approved for?" asks no definition.
const DEFINES = /\bwhat (?:exactly |actually |really )?(?:is|are|'s) (?:the )?([^?,.;]{2,40}?)\s*(?:[?,.;]|\band\b|$)/;
const AR_DEFINES = /(?:ما هو|ما هي|ماهو|ماهي|شو هو|شو هي|وش هو|وش هي|ايش هو|إيش هو|ايش هي|إيش هي)\s+(\S+)/;

const none = { compounds: [] as Compound[], services: [] as ServiceRef[], modalities: [] as Modality[] };

/** A message's turn, understood with the conversation so far (the visitor's own earlier questions) and the page. */
const GOALS: [RegExp, string][] = [
  [/\brecover\w*/, 'recovery'],
  [/\bperform\w*|\bgains?\b|\bget stronger\b/, 'performance'],
  [/\blongevity\b|\bage?ing\b|\banti-?age?ing\b|\blive longer\b|\blifespan\b/, 'longevity'],
];
const WHICH_VERSION =
  /\bwhich\b|\bthe (?:recovery|performance|longevity) (?:one|plan|stack|option)\b|\bfits?\b|\bsuits?\b|\bbest for\b|\bright for\b/;

/** A service whose versions are named by goal (stacks, nutrition plans), asked "which fits" with one goal: that version. */
function byGoal(services: ServiceRef[], onPage: ServiceRef | undefined, t: string): ServiceRef[] {
  if (!WHICH_VERSION.test(t)) return services;
  const goals = GOALS.filter(([re]) => re.test(t)).map(([, v]) => v);
  if (goals.length !== 1) return services;
  const asked = services.length ? services : onPage && /\b(?:plans?|stacks?|one|options?|here|this page)\b/.test(t) ? [onPage] : [];
  const pick = (s: ServiceRef): ServiceRef =>
    !s.variant && SERVICES.some((e) => e.key === s.service && e.variant === goals[0]) ? { service: s.service, variant: goals[0]! } : s;
  const picked = asked.map(pick);
  return picked.some((s, i) => s !== asked[i]) ? picked : services;
}

/** "Is all this just for pro athletes?", "are you only for bodybuilders?": who the whole business is for. */
const WHOLE_SITE_FOR =
  /\b(?:all (?:this|of this|of it|this stuff)|this (?:stuff|site|place|all)|it all|everything(?: here)?|you(?: guys)?|your (?:services|stuff|company|site|business|clients))\s+(?:really\s+|actually\s+)?(?:just|only|mostly|mainly|purely|exclusively) for\b/;

export function understand(message: string, earlier: string[], page: string): Intent {
  const t = message.toLowerCase().trim();
  let compounds = compoundsIn(message);
  // "How much does nicotinamide riboside raise NAD levels?": a compound covered inside another's guide, named with that
  // compound and not compared with it (or asked to be bought), is a question for that guide.
  const hosted = compounds.filter((c) => !c.guide && compounds.some((h) => h.guide && c.page === `/education/${h.guide}`));
  if (hosted.length && !COMPARE_WITH.test(t) && !aspectsIn(message).includes('buy'))
    compounds = compounds.filter((c) => !hosted.includes(c));
  // "What's in this stack?" on the Recovery Stack's page: that stack, not stacks in general.
  const onPage = pageTopic(page).service;
  // "How long is each session?" on a recovery method's page or a compound's guide is that method's or compound's session,
  // not a consultation, unless the visitor speaks of consulting or booking.
  const pageSubject = pageTopic(page);
  const sessionOfPage =
    Boolean(pageSubject.modality || pageSubject.compound) &&
    !/\b(?:consult\w*|appointments?|coaching|book\w*|initial|follow[\s-]?ups?|free call|with (?:you|your team|a coach))\b/.test(t);
  const namedServices = servicesIn(message)
    .filter((s) => !(sessionOfPage && s.service === 'consultation' && !s.variant))
    .map((s) => (onPage?.variant && s.service === onPage.service && !s.variant && /\bthis\b/.test(message.toLowerCase()) ? onPage : s));
  // "After the first session, do I need to keep coming back?": the first session is when, the follow-ups are what.
  const namedServices0 =
    namedServices.some((s) => s.variant === 'follow-up') && /\bafter (?:the|my|your|an?|our) (?:first|initial)\b/.test(t)
      ? namedServices.filter((s) => s.variant !== 'initial')
      : namedServices;
  // "Which plan here fits if I want to recover better?", "the recovery one": the version named by its goal.
  const services = byGoal(namedServices0, onPage, t);
  // "How much are the nutrition plans?" is the nutrition service, not the nutrition and hydration routine.
  // "Is all this just for pro athletes? I just want to sleep better": a method named as the visitor's goal, after a
  // question about who the whole site is for, is not the subject.
  const wholeSite = WHOLE_SITE_FOR.test(t) && !compoundsIn(message.slice(0, WHOLE_SITE_FOR.exec(t)!.index)).length;
  const modalities = wholeSite
    ? []
    : modalitiesIn(message).filter((m) => !(m.key === 'nutrition_hydration' && services.some((s) => s.service === 'nutrition')));
  // "What do the dosing systems cost?" asks a price: the service's own name is not a dose question.
  let aspects = aspectsIn(
    services.some((s) => s.service === 'dosing_system')
      ? message
          .replace(/\bdosing (?:systems?|tools?|calculators?|ones?|options?)\b|\bthe dosing one\b/gi, 'tools')
          .replace(/\bDosing Systems$/, '')
      : message,
  );
  // About a service with no compound or modality ("how do your consultations work, how long, how much"): how it works is
  // what it involves, and a bare "how long" or "how much" asks its length and price.
  if (services.length && !compounds.length && !modalities.length) {
    aspects = aspects.map((a) => (a === 'mechanism' ? 'contents' : a));
    if (/\bhow much\b/.test(t) && !aspects.includes('price') && !aspects.includes('dose')) aspects.push('price');
    if (/\bhow long\b/.test(t) && !aspects.includes('duration') && !aspects.includes('timing')) aspects.push('duration');
    aspects = [...new Set(aspects)];
  }
  // "What stacks do you have?", "which dosing tools do you offer?": a service asked about in general is a list of its
  // versions or tools (what each holds), not the one passage that retrieval happens to find first.
  const listsVersions =
    services.length === 1 &&
    !services[0]!.variant &&
    !compounds.length &&
    services[0]!.service !== 'research_peptides' &&
    services[0]!.service !== 'free_consultation' &&
    /\bwhat (?:\w+ ){0,2}(?:do|does) (?:you|u|y'?all|the site|this page)(?: guys)? (?:have|offer|sell|do)\b|\bwhat (?:are|r) (?:the|your|all the)\b|\bwhich (?:\w+ ){0,2}(?:do you (?:have|offer)|are (?:there|available|on offer))\b|\b(?:list|name) (?:the|your|all)\b|\bwhat (?:kinds?|types?|options|choices) of\b|\bwhat(?:'s| is) in each\b/.test(
      t,
    );
  if (listsVersions && !aspects.some((a) => a !== 'definition' && a !== 'who_for' && a !== 'buy'))
    aspects = [...aspects.filter((a) => a !== 'definition' && a !== 'buy'), 'contents'];
  // The version that fits a goal, asked for with nothing more: what it includes (and its price).
  if (services !== namedServices0 && aspects.every((a) => a === 'definition' || a === 'who_for')) aspects = ['contents'];
  // "What is tirzepatide and is it FDA-approved?": naming the compound after "what is" asks for its definition too.
  const named = DEFINES.exec(t) ?? AR_DEFINES.exec(message);
  // (Not a property of it: "what is ipamorelin's half-life", "what is the half-life of ipamorelin".)
  const namesOnly = (x: string) =>
    x.split(/\s+/).length <= 3 && !/\b(?:for|used|approved|legal|banned|good|safe|made|about|like|of)\b|['’]s\s+\w/.test(x);
  if (named && aspects.length && !aspects.includes('definition') && namesOnly(named[1]!) && compoundsIn(named[1]!).length)
    aspects = ['definition', ...aspects];
  // "With DAC or without DAC, how are they different?" names both versions: neither is preferred.
  const bothVariants = bothVariantsIn(message);
  // "And the version without it?" after CJC-1295 with DAC: the version without DAC.
  const withoutIt =
    /\b(?:version|one|form) without (?:it|that|the dac)\b|^(?:and |what about |how about )?without(?: (?:it|dac))?\b(?! \w)/.test(t) &&
    earlier.slice(-2).some((e) => /\bdac\b/i.test(e));
  // "And the other one?" after a question about one version (CJC-1295 with DAC): the other version.
  const lastVariant =
    OTHER_ONE.test(t) && !WITH_OTHER.test(t) && !variantIn(message) ? earlier.slice(-2).map(variantIn).find(Boolean) : null;
  const otherVersion = lastVariant === 'dac' ? 'nodac' : lastVariant === 'nodac' ? 'dac' : null;
  const variant = bothVariants ? null : withoutIt ? 'nodac' : (otherVersion ?? variantIn(message));
  // "Ok and in Europe?" after a compound: its status there.
  if (
    !aspects.length &&
    earlier.length > 0 &&
    regionsIn(message).length &&
    t.split(/\s+/).length <= 6 &&
    /^(?:ok(?:ay)?[,.]? |so |right[,.]? )?(?:and|what about|how about|also|there)\b/.test(t)
  )
    aspects = ['status'];
  // "How long does CJC-1295 with DAC last?": how long a compound acts is its half-life, not a session's length.
  if (
    compounds.length &&
    !services.length &&
    !modalities.length &&
    aspects.includes('duration') &&
    /\b(?:last|lasts|stay|stays|active|wears? off|in (?:your|the|my) (?:system|body|blood))\b/.test(t)
  )
    aspects = [...new Set(aspects.map((a): Aspect => (a === 'duration' ? 'half_life' : a)))];
  // The two versions differ in how long they act (the DAC binds albumin): that is the answer to "how do they differ?".
  if (bothVariants && !aspects.length) aspects = ['half_life'];
  // "Does 24/7 support mean I can talk to a real person at 2am?": a question about when people answer, not a request
  // for one now.
  const whenPeopleAnswer =
    /\b(?:does (?:that|this|it) mean|is (?:there|it|a|someone|anyone)|are (?:there|you)|(?:will|would|does|do) (?:there|someone|anyone|a|an|any|people))\b/.test(
      t,
    ) &&
    (/24\/7|around the clock/.test(t) || NIGHT.test(t));
  if (HANDOFF.test(t) && whenPeopleAnswer && !aspects.includes('hours')) aspects = [...aspects, 'hours'];
  const regions = regionsIn(message);
  const base = { compounds, variant, services, modalities, aspects, regions };
  if (HANDOFF.test(t) && !whenPeopleAnswer) return { ...base, act: 'handoff', topicFrom: 'message' };

  const hasEntity = compounds.length > 0 || services.length > 0 || modalities.length > 0;
  // "So what do you actually sell?" after a compound the business does not sell: the catalogue, not that compound again.
  if (!hasEntity && CATALOGUE.test(t)) return { ...base, aspects: ['buy'], act: 'question', topicFrom: 'message' };
  if (!hasEntity && CARE_REFERRAL.test(t) && !aspects.includes('credentials'))
    return { ...base, act: 'off_topic', topicFrom: 'none', offTopic: 'care' };
  if (
    !hasEntity &&
    (OFF_TOPIC.test(t) || LOCAL_PLACES.test(t)) &&
    !aspects.some(
      (a) =>
        (FACT_ASPECTS.has(a) && a !== 'hours' && a !== 'location' && a !== 'booking') ||
        a === 'status' ||
        a === 'anti_doping' ||
        a === 'storage',
    )
  ) {
    return { ...base, act: 'off_topic', topicFrom: 'none', offTopic: 'general' };
  }

  const prev = lastTopic(earlier, page);
  const wantsPage = THIS_PAGE.test(t);
  const wantsMore = MORE.test(t);
  const mentioned = mentionedCompounds(earlier);

  // "What about for sleep?" after a question about a compound: that compound, for that purpose (not the sleep routine).
  if (
    !compounds.length &&
    prev?.compounds.length &&
    t.split(/[?.!]/)[0]!.trim().split(/\s+/).length <= 7 &&
    /^(?:and |so |ok,? |okay,? |but )?(?:(?:what|how) about (?:for|with|on)|(?:is it|does it (?:help|work)|any good|and) (?:for|with)) /.test(
      t,
    )
  )
    return {
      ...base,
      ...none,
      compounds: prev.compounds,
      aspects: aspects.length ? aspects : ['benefits'],
      act: 'follow_up',
      topicFrom: 'history',
    };
  // "And the longer one after that, how much is it?" after the free call: the initial consultation; "the shorter one" after
  // it, the follow-up.
  const sessionSize =
    /\bthe ((?:(?:longer|paid|full|proper|main|bigger|real|90[- ]?min(?:ute)?s?|shorter|smaller|45[- ]?min(?:ute)?s?) ){1,2})(?:one|session|consultation|consult|call|appointment)\b/.exec(
      t,
    );
  if (sessionSize && !compounds.length && prev?.services.some((x) => x.service === 'free_consultation' || x.service === 'consultation'))
    return {
      ...base,
      ...none,
      services: [{ service: 'consultation', variant: /^(?:shorter|smaller|45)/.test(sessionSize[1]!) ? 'follow-up' : 'initial' }],
      aspects: aspects.length ? aspects : prev.aspects.length ? prev.aspects : ['contents'],
      act: 'follow_up',
      topicFrom: 'history',
    };
  // "Why do people stack them?" after two compounds: those two.
  if (
    !compounds.length &&
    (prev?.compounds.length ?? 0) >= 2 &&
    /\b(?:stack(?:ed|ing)?|combin\w*|pair\w*|use) (?:them|these|those|the two|both)\b|\b(?:them|these|those|the two|both) (?:together|combined|stacked)\b/.test(
      t,
    )
  )
    return { ...base, ...none, compounds: prev!.compounds, act: 'follow_up', topicFrom: 'history' };
  // "Which one is approved in the UK?" after two compounds: both, side by side.
  if (!compounds.length && mentioned.length >= 2 && WHICH_ONE.test(t)) {
    const both = prev && prev.compounds.length >= 2 ? prev.compounds : mentioned.slice(0, 2);
    return {
      ...base,
      ...none,
      compounds: both,
      aspects: aspects.length ? aspects : (prev?.aspects ?? []),
      act: 'comparison',
      topicFrom: 'history',
    };
  }
  // "The other one?" after "what stacks do you have" when the thread named all but one of a service's versions (the
  // Performance and Recovery stacks, "plus a third one"): the one not yet named, before any compound in those stacks.
  if (!hasEntity && OTHER_ONE.test(t) && prev && !prev.compounds.length && prev.services.length) {
    for (const s of prev.services) {
      const versions = SERVICES.filter((e) => e.key === s.service && e.variant).map((e) => e.variant!);
      if (versions.length < 3) continue;
      const said = earlier.flatMap((e) => versionsIn(e, s.service));
      const left = versions.filter((v) => !said.includes(v));
      if (left.length === 1)
        return {
          ...base,
          ...none,
          services: [{ service: s.service, variant: left[0]! }],
          aspects: aspects.length ? aspects : ['contents'],
          act: 'follow_up',
          topicFrom: 'history',
        };
    }
  }
  // "And the performance one?" after the Recovery Stack (or "the initial one" after the follow-up): that version of the
  // same service, named by its own word.
  const qualifier = /\bthe ([a-z][a-z-]+) (?:one|ones|version|option|plan|package|stack|session)\b/.exec(t)?.[1];
  if (!hasEntity && qualifier && prev?.services.length) {
    for (const s of prev.services) {
      const version = SERVICES.find((e) => e.key === s.service && e.variant && e.variant.split(/[-\s]/)[0] === qualifier);
      if (version)
        return {
          ...base,
          ...none,
          services: [{ service: s.service, variant: version.variant! }],
          aspects: aspects.length ? aspects : prev.aspects.length ? prev.aspects : ['contents'],
          act: 'follow_up',
          topicFrom: 'history',
        };
    }
  }
  // "How much is the last one?" after the stacks were listed: that version, by its place in the list.
  const ordinalVersion = !compounds.length && !services.length && prev && prev.services.length >= 2 ? ORDINAL.exec(t) : null;
  if (ordinalVersion && prev) {
    const picked = prev.services[placeOf((ordinalVersion[1] ?? ordinalVersion[2])!, prev.services.length)];
    if (picked)
      return {
        ...base,
        ...none,
        services: [picked],
        aspects: aspects.length ? aspects : prev.aspects.length ? prev.aspects : ['contents'],
        act: 'follow_up',
        topicFrom: 'history',
      };
  }
  // "The other one", "the second one": resolved against the compounds the thread named.
  // "Going back to the first peptide", "back to the compound": the thread's compound, after a change of topic.
  // ("Back to that nasal peptide", "going back to the first thing": a word or two may describe it.)
  const backTo = /\bback to (?:the |that |this )?(?:[a-z0-9+-]+ ){0,2}(?:peptide|compound|one|thing|drug|stuff|product)\b/.test(t);
  const onlyOne = mentioned.length === 1 && (backTo || /\bthe (?:first|1st) (?:one|peptide|compound|thing)\b/.test(t));
  if (!compounds.length && (mentioned.length >= 2 || onlyOne)) {
    const ordinal = ORDINAL.exec(t);
    if (ordinal || backTo) {
      // "The second one" counts in the list just given; "back to the first thing" is the thread's first subject.
      const listed = !ordinal || !(prev?.compounds.length && prev.compounds.length >= 2) ? mentioned.slice().reverse() : prev.compounds;
      const n = ordinal ? placeOf((ordinal[1] ?? ordinal[2])!, listed.length) : 0;
      if (listed[n]) compounds = [listed[n]!];
    } else if (OTHERS.test(t) && !IN_IT.test(t)) {
      // "And the other two?" after one of a stack's compounds: the rest of them, with the question asked before.
      const focus = prev?.compounds.length === 1 ? prev.compounds[0]! : mentioned[0]!;
      // (Compounds, not a hormone or a class a reply named: "GH research" is not one of the two.)
      compounds = mentioned.filter((c) => c.key !== focus.key && !['hormone', 'class'].includes(registryKind(c.key) ?? ''));
    } else if (OTHER_ONE.test(t)) {
      const focus = prev?.compounds.length === 1 ? prev.compounds[0]! : mentioned[0]!;
      const other = mentioned.find((c) => c.key !== focus.key);
      // "Why pair it with that other one?": both, as the question about the pair ("why are they combined").
      if (other && WITH_OTHER.test(t))
        return { ...base, ...none, compounds: [focus, other], aspects, act: 'comparison', topicFrom: 'history' };
      if (other) compounds = [other];
    }
    if (compounds.length) {
      const asked = aspects.length ? aspects : (prev?.aspects ?? []);
      return { ...base, ...none, compounds, aspects: asked, act: 'follow_up', topicFrom: 'history' };
    }
  }
  // "And the other Russian one?" after Semax, asked on the Selank guide: the thread named one compound, the page is the
  // other's.
  const pageCompound = pageTopic(page).compound;
  if (
    !compounds.length &&
    mentioned.length === 1 &&
    OTHER_ONE.test(t) &&
    !WITH_OTHER.test(t) &&
    pageCompound &&
    pageCompound.key !== mentioned[0]!.key
  ) {
    const asked = aspects.length ? aspects : (prev?.aspects ?? []);
    return { ...base, ...none, compounds: [pageCompound], aspects: asked, act: 'follow_up', topicFrom: 'history' };
  }

  // "And the other one?" after one of a service's two versions (the initial consultation): the other version. With three
  // (the stacks) it is ambiguous, and left to the general follow-up.
  if (!hasEntity && OTHER_ONE.test(t) && prev && !prev.compounds.length) {
    for (const s of prev.services) {
      const versions = SERVICES.filter((e) => e.key === s.service && e.variant).map((e) => e.variant!);
      const other = versions.find((v) => v !== (s.variant ?? versions[0]));
      if (versions.length === 2 && other)
        return {
          ...base,
          ...none,
          services: [{ service: s.service, variant: other }],
          aspects: aspects.length ? aspects : prev.aspects,
          act: 'follow_up',
          topicFrom: 'history',
        };
    }
  }

  // "Compare it with tesamorelin" after CJC-1295: both sides.
  if (compounds.length === 1 && COMPARE_WITH.test(t) && mentioned.some((c) => c.key !== compounds[0]!.key)) {
    const other = mentioned.find((c) => c.key !== compounds[0]!.key)!;
    return { ...base, compounds: [other, compounds[0]!], act: 'comparison', topicFrom: 'message' };
  }
  // "What's the difference between the two options on here?" on the consultations page: its versions side by side.
  // (Naming the service itself in general, "the two sessions", is still about its versions.)
  const onlyThisService = !compounds.length && !modalities.length && services.every((x) => x.service === onPage?.service && !x.variant);
  if (onlyThisService && (COMPARE_WITH.test(t) || /\bthe two\b.{0,30}\b(?:apart|differ\w*)\b/.test(t)) && onPage && !onPage.variant) {
    const versions = SERVICES.filter((e) => e.key === onPage.service && e.variant);
    if (versions.length >= 2)
      return {
        ...base,
        services: versions.map((e) => ({ service: e.key, variant: e.variant! })),
        act: 'comparison',
        topicFrom: 'page',
      };
  }
  // "How is this one different from the Recovery Stack?" on the Performance Stack's page: the two services.
  if (!compounds.length && COMPARE_WITH.test(t)) {
    const here = onPage && services.length === 1 && services[0]!.service === onPage.service && services[0]!.variant !== onPage.variant;
    const both = here ? [onPage, services[0]!] : services.length >= 2 ? services : null;
    if (both) return { ...base, services: both, act: 'comparison', topicFrom: 'message' };
  }
  // Two compounds compared, or two with guides named together ("BPC-157 and TB-500 side effects"); a class or hormone
  // named alongside one ("does CJC-1295 raise growth hormone?") is not a comparison.
  if (compounds.length >= 2 && !aspects.includes('buy') && (COMPARE.test(t) || compounds.filter((c) => c.guide).length >= 2)) {
    return { ...base, act: 'comparison', topicFrom: 'message' };
  }
  // "Compare them", "what's the difference?" after two compounds were named.
  if (!hasEntity && COMPARE_WITH.test(t) && (prev?.compounds.length ?? 0) >= 2) {
    return { ...base, ...none, compounds: prev!.compounds, act: 'comparison', topicFrom: 'history' };
  }
  // "How do I get started, do I have to do the paid consultation first?" after the nutrition plans: that plan's own
  // steps (the question is whether the session named is needed before it), not the session's price.
  const stepped = prev?.services.find((x) => serviceEntry(x.service, x.variant)?.howToStart?.length);
  if (stepped && PREREQUISITE.test(t) && services.length && !compounds.length && services.every((x) => x.service !== stepped.service))
    return { ...base, services: [stepped, ...services], aspects: ['process'], act: 'follow_up', topicFrom: 'history' };
  // "Do I have to do the free call first?": where a session sits in the process.
  if (PREREQUISITE.test(t) && services.length && !compounds.length && !aspects.length) aspects = ['process'];
  if (hasEntity) {
    // "What about ipamorelin?" keeps the aspect asked before.
    // So does "same for TB-500?", "is it the same for selank?", "same question for semax", "does that go for X too?".
    if (!aspects.length && (FOLLOW_UP_OPENERS.test(t) || SAME_FOR.test(t))) {
      if (prev) aspects = prev.aspects;
    }
    return { ...base, aspects, act: wantsPage ? 'this_page' : 'question', topicFrom: 'message' };
  }

  const short = t.split(/\s+/).length <= 8;
  const refersBack = PRONOUN.test(t) || FOLLOW_UP_OPENERS.test(t) || short;
  // "Summarise this page", "tl;dr": the page, not the thread.
  if ((wantsPage || aspects.includes('summary')) && !PRONOUN.test(t.replace(THIS_PAGE, '').replace(/\bsummari[sz]e (?:it|this)\b/, '')))
    return fromPage(base, page, 'this_page');
  // "Can I do it straight after lifting?": a pronoun with no question kind still carries the thread's topic.
  const explicitPronoun = /\b(?:it|its|this|that|these|those|them|they)\b/.test(t);
  // "What about the UK?" after a question about a compound: the same question, for that region.
  const regionOnly = regions.length > 0 && !hasEntity && (!aspects.length || aspects.every((a) => a === 'status' || a === 'legal'));
  if (prev && regionOnly && (prev.compounds.length || prev.services.length)) {
    const asked = aspects.length ? aspects : prev.aspects.length ? prev.aspects : (['status'] as Aspect[]);
    return {
      ...base,
      compounds: prev.compounds,
      services: prev.services,
      modalities: prev.modalities,
      aspects: asked,
      act: 'follow_up',
      topicFrom: 'history',
    };
  }
  // "What about here in the UAE?" after "are research peptides legal in the US?": the same question for that region.
  if (prev && regionOnly && prev.aspects.some((a) => a === 'legal' || a === 'status'))
    return { ...base, aspects: aspects.length ? aspects : prev.aspects, act: 'follow_up', topicFrom: 'history' };
  // "Can I jump in straight after a workout?" after a modality: its timing around training.
  const modalityTiming = Boolean(prev?.modalities.length) && TRAINING_TIMING.test(t);
  // "What about the pills instead of the drip?" after a question about IV NAD+: the thread's topic, in new words.
  const whatAbout = /^(?:what|how) about\b|^and what about\b/.test(t) && !hasEntity && !regions.length;
  // ("And without?" or "and the other one?" after CJC-1295 with DAC: the version without DAC of the thread's compound.)
  if (
    prev &&
    (wantsMore ||
      modalityTiming ||
      whatAbout ||
      ((withoutIt || otherVersion) && !hasEntity) ||
      (refersBack && (aspects.length > 0 || wantsMore || explicitPronoun)))
  ) {
    // A business fact ("what are your hours?") needs no topic; a topic question carries the thread's topic.
    // Cancelling after a question about booking a session is about that session, not the shop's refund policy.
    const sessionChange =
      aspects.includes('refunds') &&
      (prev.services.some((x) => x.service === 'consultation' || x.service === 'free_consultation') ||
        earlier.slice(-3).some((q) => /\b(?:book|booking|session|consultation|appointment)\b/i.test(q)));
    // "How do I get started?" after the nutrition plans: that service's own steps.
    const startService = aspects.includes('process') && prev.services.length > 0;
    const factOnly = aspects.length > 0 && aspects.every((a) => BUSINESS_ONLY.has(a)) && !sessionChange && !startService;
    // "What are the other two in it?" after a compound found in a stack: what the stack holds, not the compound again.
    const restOfService =
      /\b(?:the )?other (?:one|two|three|ones|compounds?|peptides?)\b|\bwhat else\b|\bthe rest\b/.test(t) &&
      /\b(?:in it|in there|in that|in the (?:stack|plan)|it (?:has|holds|contains)|does it (?:have|hold|contain))\b|\bother (?:two|three|ones)\b/.test(
        t,
      ) &&
      prev.services.some((x) => x.variant);
    if (restOfService)
      return {
        ...base,
        compounds: [],
        services: prev.services.filter((x) => x.variant),
        modalities: [],
        aspects: ['contents'],
        act: 'follow_up',
        topicFrom: 'history',
      };
    // "How much is it?" after a stack and the compounds it holds: the stack's price, not each compound's.
    const servicePrice = aspects.length > 0 && aspects.every((a) => a === 'price') && prev.services.length > 0;
    return {
      ...base,
      compounds: factOnly || servicePrice ? [] : prev.compounds,
      services: factOnly ? [] : sessionChange && !prev.services.length ? [{ service: 'consultation' }] : prev.services,
      modalities: factOnly ? [] : prev.modalities,
      variant: variant ?? prev.variant,
      // "Can I do it straight after lifting?" about a modality asks something new: its own words decide, not the last kind.
      aspects: aspects.length
        ? aspects
        : wantsMore
          ? ['definition']
          : prev.modalities.length && explicitPronoun && t.split(/\s+/).length > 4
            ? []
            : prev.aspects,
      act: wantsMore ? 'more' : 'follow_up',
      topicFrom: factOnly ? 'none' : 'history',
    };
  }
  if (wantsMore || wantsPage) return fromPage(base, page, wantsMore ? 'more' : 'this_page');
  // "What does the cognitive enhancement programme involve?": a page with no compound, service or method of its own,
  // named by its title, is summarised (round 43).
  // (A title of two words or more: "Research" alone is a word, not a page.)
  const titled = !hasEntity
    ? PAGES.find((p) => p.topic.kind === 'general' && p.title.includes(' ') && t.includes(p.title.toLowerCase()))
    : undefined;
  if (titled && aspects.every((a) => a === 'definition' || a === 'contents' || a === 'summary'))
    return { ...fromPage({ ...base, aspects: [] }, titled.path, 'this_page'), page: titled.path };
  // "What are the side effects?" on a guide, "How much is it?" on a stack page: the page names the subject.
  const topic = pageTopic(page);
  const topical = aspects.filter((a) => !BUSINESS_ONLY.has(a));
  if (
    (topic.compound || topic.modality) &&
    (topical.length || (explicitPronoun && !aspects.some((x) => BUSINESS_ONLY.has(x) && x !== 'quality')))
  )
    return fromPage(base, page, 'this_page');
  if (topic.service && aspects.some((a) => SERVICE_ASPECTS.has(a))) return fromPage(base, page, 'this_page');
  // "What about for women?" on a guide, with nothing before it: the guide's compound, for that group.
  if ((topic.compound || topic.modality) && !hasEntity && ABOUT_GROUP.test(t))
    return fromPage({ ...base, aspects: base.aspects.length || !topic.compound ? base.aspects : ['benefits'] }, page, 'this_page');
  // "How do I get started?" on a page whose service lists its own steps (the nutrition plans): those steps.
  if (topic.service && aspects.includes('process') && serviceEntry(topic.service.service, topic.service.variant)?.howToStart)
    return fromPage(base, page, 'this_page');
  return { ...base, act: 'question', topicFrom: 'none' };
}

/** A group of people asked about ("for women", "in older adults"): on a guide, what the guide says of them. */
const ABOUT_GROUP =
  /\b(?:for|in|on|with) (?:women|woman|men|females?|males?|older (?:people|adults|men|women)|the elderly|elderly people|seniors|athletes|beginners|people over \d{2})\b/;

/** Aspects that are about the business, whatever the topic (hours, payment, shipping...). */
const BUSINESS_ONLY = new Set<Aspect>([
  'credentials',
  'hours',
  'payment',
  'shipping',
  'location',
  'refunds',
  'data',
  'contact',
  'about',
  'age',
  'quality',
  'terms',
  'process',
]);
/** Aspects a service page answers about its service. */
const SERVICE_ASPECTS = new Set<Aspect>([
  'price',
  'duration',
  'contents',
  'who_for',
  'avoid',
  'online',
  'booking',
  'anti_doping',
  'summary',
  'definition',
]);

function fromPage(base: Omit<Intent, 'act' | 'topicFrom'>, page: string, act: Act): Intent {
  const topic = pageTopic(page);
  return {
    ...base,
    compounds: topic.compound ? [topic.compound] : [],
    services: topic.service ? [topic.service] : [],
    modalities: topic.modality ? [topic.modality] : [],
    // (A page with no compound, service or method of its own, "what does this programme involve?": its summary.)
    aspects: base.aspects.length ? base.aspects : topic.compound || topic.service || topic.modality ? ['definition'] : ['summary'],
    act,
    topicFrom: 'page',
  };
}

type Topic = { compounds: Compound[]; services: ServiceRef[]; modalities: Modality[]; aspects: Aspect[]; variant: Variant };

/**
 * The thread's topic: how the most recent earlier question that had one was understood (with its own earlier turns),
 * so "the second one", "how much is that?" and follow-ups of follow-ups resolve the way the visitor meant them.
 * At most three questions back.
 */
export function lastTopic(earlier: string[], page = '/'): Topic | null {
  const recent = earlier.slice(-3);
  for (let i = recent.length - 1; i >= 0; i--) {
    const q = recent[i]!;
    const before = earlier.slice(0, earlier.length - (recent.length - i));
    const understood = understand(q, i > 0 ? before : [], page);
    const { compounds, modalities } = understood;
    let { services } = understood;
    // "Can I book a call?" is about the consultations: "how much is that?" asks their price.
    if (!services.length && !compounds.length && !modalities.length && understood.aspects.includes('booking'))
      services = [{ service: 'consultation' }];
    if (understood.act === 'off_topic' || understood.act === 'handoff') continue;
    if (compounds.length || services.length || modalities.length) {
      return { compounds, services, modalities, aspects: understood.aspects, variant: understood.variant };
    }
    const aspects = understood.aspects.filter((a) => FACT_ASPECTS.has(a));
    if (aspects.length) return { compounds: [], services: [], modalities: [], aspects, variant: null };
  }
  return null;
}

/** Compounds the visitor named in the thread, most recent first, each once. */
function mentionedCompounds(earlier: string[]): Compound[] {
  const out: Compound[] = [];
  for (const q of earlier.slice(-4).reverse()) for (const c of compoundsIn(q)) if (!out.some((o) => o.key === c.key)) out.push(c);
  return out;
}
