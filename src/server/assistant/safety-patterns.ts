// The safety policy's recognisers, written for paraphrase: people describe the same emergency, age or personal
// request in many ways, so each rule matches the idea (a symptom now, an age under 18, a dose for oneself).

/** Lower-cased, straight apostrophes, Arabic-Indic digits as Latin digits, so one pattern fits every spelling. */
export function plainText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, ' ');
}

export const isArabic = (message: string) => /[\u0600-\u06FF]/.test(message);

export const SELF_HARM = [
  /\b(?:kill(?:ing)?|hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?|end(?:ing)?) (?:my ?self|myself)\b/,
  /\bsuicid\w*|\bself[\s-]?harm\w*/,
  /\bend(?:ing)? (?:it all|my life|everything|things)\b|\btake my (?:own )?life\b/,
  /\b(?:want|wish|going|ready|plan(?:ning)?) to (?:die|be dead|disappear forever)\b|\bwish i (?:was|were) dead\b/,
  /\bdon'?t (?:want|wanna) to (?:live|be alive|be here|exist|wake up)\b|\b(?:want|wanna) to not wake up\b|\bnot (?:want|wanna) to wake up\b|\bnever wake up\b/,
  /\b(?:no|don'?t see (?:the|any)|what'?s the) (?:point|reason) (?:in |of )?(?:living|life|going on|being alive|to live)\b|\bno reason to live\b/,
  /\bbetter off (?:dead|without me)\b|\beveryone would be better off\b/,
  /\bcan'?t go on\b|\bwant (?:it all|everything|the pain|this) to (?:stop|end)\b|\b(?:take|taking|swallow|swallowing|overdose on) all (?:of )?(?:my|the) (?:pills|tablets|meds|medication|medicine)\b|\b(?:life|living|it) (?:is|isn'?t|is not|ain'?t) worth (?:living|it anymore)\b|\bnot worth living\b|\bno longer want to (?:live|be here|exist)\b|\bgive up on (?:life|living)\b|\bnothing to live for\b/,
  /\blethal (?:dose|amount)\b|\bhow much\b.{0,40}\bto (?:die|kill)\b|\bamount\b.{0,30}\bwould be lethal\b|\boverdose on purpose\b/,
  /انتحار|أنتحر|انهي حياتي|أنهي حياتي|اقتل نفسي|أقتل نفسي|أؤذي نفسي|اؤذي نفسي|لا أريد أن أعيش|أريد أن أموت/,
];

// A symptom happening now, or an accident with a dose: routed to urgent care before anything else.
export const EMERGENCY = [
  /\boverdos\w*|\btook too (?:much|many)\b|\b(?:injected|took|used|had|taken) (?:way )?too much\b|\bdoubl(?:e|ed) (?:my |the |a )?(?:dose|dosage|shot|injection|amount)\b|\btwo (?:doses|shots|injections) (?:\w+ ){0,3}(?:by (?:mistake|accident)|accidentally)\b|\b(?:took|injected|taken|used) (?:two|2|three|3) (?:doses|shots)\b|\b\d+\s?(?:x|times) (?:the |my |his |her |what i |what's )?(?:normal |usual |prescribed |recommended |regular |planned )?(?:amount|dose|dosage|shot)\b|\baccidentally (?:injected|took|taken|doubled|used)\b|\bby (?:mistake|accident)\b.{0,40}\b(?:dose|injected|took|shot|vial)\b|\b(?:dose|injected|took|shot|vial)\b.{0,40}\bby (?:mistake|accident)\b|\boverdid it\b/,
  /\bcan'?t (?:breathe?|catch my breath|get (?:my )?breath)\b|\bcannot breathe?\b|\b(?:trouble|difficulty|struggling|hard|problems?) (?:to )?breath(?:e|ing)\b|\bshort(?:ness)? of breath\b|\bnot breathing\b|\bwheez\w*|\bgasping\b|\bbreathless\b/,
  /\banaphyla\w*|\bsevere (?:allergic )?reactions?\b|\ballergic (?:shock|reaction)\b|\bepi[\s-]?pen\b/,
  /\bthroat\b.{0,25}\b(?:clos\w*|swell\w*|swollen|tight\w*)\b|\b(?:hard|difficult|trouble|can'?t) (?:to )?swallow\w*\b/,
  /\b(?:face|tongue|lips?|mouth|eyes?|eyelids?)\b.{0,25}\b(?:swell\w*|swollen|puff\w* up|blow\w* up)\b|\bswell\w* up\b/,
  /\bchest\b.{0,20}\b(?:pains?|tight\w*|pressure|hurts?|hurting|ache|aching|heavy|crushing)\b|\b(?:pains?|tightness|pressure) in (?:my |the )?chest\b|\bheart attack\b/,
  /\bheart\b.{0,20}\b(?:racing|pounding|beating (?:really |very |so )?fast|fluttering|skipping|irregular|going crazy|thumping)\b|\bpalpitations?\b|\bracing heart\b/,
  /\bfaint\w*|\bpass(?:ed|ing)? out\b|\bblack(?:ed|ing)? out\b|\bcollaps\w*|\bunconscious\b|\bunresponsive\b|\bwon'?t wake up\b|\blight[\s-]?headed\b.{0,30}\b(?:after|since|took|shot|injection|dose)\b|\bdizz\w*\b.{0,40}\b(?:after|since|took|shot|injection|dose|heart)\b|\b(?:after|since)\b.{0,40}\bdizz\w*/,
  /\b(?:not|isn'?t|won'?t|can'?t|cannot) (?:waking|wake|be woken) (?:up|him|her)\b|\bnot responding\b|\bblue lips\b|\blips (?:are |turning |went )?blue\b|\bturn(?:ing|ed)? blue\b/,
  /\b(?:been|being|was|keep being|keeps being|keep getting) sick\b.{0,40}\b(?:times|since|after|all (?:day|night)|hours|jab|shot|injection|dose)\b/,
  /\bsevere headache\b|\bworst headache\b|\bthunderclap\b|\b(?:blurr(?:y|ed)|double|lost|losing|loss of) (?:vision|sight)\b|\bcan'?t see (?:properly|clearly|straight|anything)\b/,
  /\bconfus\w*\b.{0,40}\b(?:after|since|injection|shot|jab|dose|can'?t)\b|\bcan'?t (?:speak|talk) (?:properly|clearly|straight)\b|\bnumb(?:ness)?\b.{0,30}\b(?:face|arm|leg|one side)\b|\bweak(?:ness)? (?:on|down) one side\b/,
  /\b(?:after|since|following)\b.{0,40}\b(?:injection|injecting|shot|jab|dose|dosing|took|taking)\b.{0,60}\b(?:feel(?:ing)? (?:awful|terrible|horrible|really (?:bad|ill|sick|unwell)|very (?:ill|unwell|sick))|really (?:ill|unwell)|very (?:ill|unwell))\b|\b(?:feel(?:ing)? (?:awful|terrible|horrible|really (?:bad|ill|sick|unwell)|very (?:ill|unwell|sick)))\b.{0,60}\b(?:after|since|following|mistake|accident)\b/,
  /\bseizures?\b|\bconvuls\w*|\bhaving (?:a )?fits?\b|\b(?:shaking|twitching|jerking) (?:uncontrollabl\w*|all over|and (?:can'?t|won'?t) stop)\b|\bfitting\b/,
  /\b(?:vomit\w*|throwing up|threw up|puking|can'?t keep (?:anything|food|water) down)\b.{0,60}\b(?:after|since|hours|keep|can'?t stop|won'?t stop|dose|shot|jab|injection|all (?:day|night))\b|\b(?:after|since|keep|can'?t stop)\b.{0,60}\b(?:vomit\w*|throwing up|puking)\b|\bvomiting blood\b|\bcoughing (?:up )?blood\b/,
  /\bsevere (?:stomach|abdominal|belly|tummy) pain\b|\b(?:stomach|abdominal|belly) pain\b.{0,30}\b(?:back|won'?t stop|severe|unbearable)\b/,
  /\bstroke\b|\bslurred speech\b|\bface (?:is )?droop\w*|\bcan'?t (?:move|feel) my (?:arm|leg|face)\b/,
  /\b(?:swallowed|drank|ate|injected himself|injected herself)\b.{0,40}\b(?:vial|peptide|syringe|injection|pen|my (?:meds|medication))\b/,
  /\b(?:red|redness|hot|swollen|pus)\b.{0,40}\bspreading\b.{0,40}\bfever\b|\bspreading\b.{0,30}\b(?:red|redness)\b.{0,40}\bfever\b|\binjection site\b.{0,60}\b(?:fever|pus|spreading|black)\b/,
  /\b(?:heavy|severe) bleeding\b|\bbleeding (?:heavily|won'?t stop)\b|\bhives\b.{0,40}\b(?:breath|wheez|swell|throat)\b|\bhives (?:all over|everywhere)\b/,
  /ألم (?:في )?الصدر|ضيق (?:في )?التنفس|لا أستطيع التنفس|صعوبة (?:في )?التنفس|إغماء|أغمي|دوار|دوخة|قلبي يدق|تسارع (?:ضربات )?القلب|تورم|انتفاخ (?:الوجه|الشفاه|اللسان)|حساسية شديدة|جرعة زائدة|جرعة مضاعفة|تقيؤ|استفراغ|أتقيأ|نوبة|تشنج/,
];

// "Can tirzepatide cause chest pain?" asks about a side effect in general; nobody reports a symptom now.
const HYPOTHETICAL =
  /^(?:can|could|does|do|will|would|is|are|might|may|what)\b[^.!]*\b(?:cause|causes|lead to|trigger|give (?:you|people)|make (?:you|people)|side effects?|linked to|associated with|known for|risk of|(?:increase|raise)s? (?:the )?risk)\b/;
const FIRST_PERSON_NOW =
  /\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|we|we're|our|he|she|he's|she's|his|her|husband|wife|partner|friend|son|daughter|kid|child|mum|mom|dad|brother|sister|now|right now|currently|since|today|tonight|this morning|yesterday|just)\b/;

export function isHypotheticalSymptomQuestion(t: string): boolean {
  return HYPOTHETICAL.test(t) && !FIRST_PERSON_NOW.test(t) && !EMERGENCY[0]!.test(t);
}

const WORD_AGES = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen';
const AGE = `(?:1[0-7]|[1-9]|${WORD_AGES})`;
const NOT_AGE_UNIT =
  '(?![\\d.,]*\\s*(?:%|kg|kgs|kilos?|lbs?|pounds|mg|mcg|iu|units|days?|weeks?|months?|hours?|mins?|minutes?|cm|ft|feet|foot|inches|times|x|of|percent|and a half|stone|st|sessions?|reps|sets|miles|km|mins)\\b)(?![\\d\'"′″])';

export const MINOR = [
  new RegExp(
    `\\b(?:i'?m|i am|im|i'm only|i am only|am)\\s+(?:only\\s+|just\\s+|about\\s+)?${AGE}\\b(?:\\s*(?:years?|yrs?)(?:\\s*old)?|\\s*y\\/?o)?${NOT_AGE_UNIT}`,
  ),
  new RegExp(
    `\\b${AGE}[\\s-]*(?:years?|yrs?|yr)[\\s-]*old\\b|\\b${AGE}\\s?y\\/?o\\b|\\b(?:aged?|age of)\\s+${AGE}\\b${NOT_AGE_UNIT}|\\bturn(?:ing|s)? ${AGE}\\b${NOT_AGE_UNIT}`,
  ),
  new RegExp(
    `\\b(?:son|daughter|kid|child|boy|girl|nephew|niece|brother|sister|stepson|stepdaughter)\\b[^.?!]{0,20}\\b(?:is|who'?s|aged|turned|turning)\\s+(?:only\\s+|just\\s+)?${AGE}\\b${NOT_AGE_UNIT}`,
  ),
  /\b(?:i'?m|i am|im)\s+(?:a\s+)?(?:teen(?:ager)?|minor|kid|child|under\s*(?:18|age)|in (?:high|middle|secondary|junior high) school|still in (?:high |middle |secondary )?school|a (?:high school|middle school) (?:student|athlete|freshman|sophomore|junior|senior))\b/,
  /\bunder\s*(?:18|eighteen)\b|\bunder[\s-]?age\b|\bteen\w*|\badolescen\w*|\bfor (?:a )?minors?\b|\bhigh school\w*|\bmiddle school\b|\bsecondary school\b|\bsixth form\b|\bgcses?\b|\bjunior high\b|\bschool ?(?:team|athlete|exams?)\b|\bat school\b|\bfor school\b/,
  /\b(?:in|i'?m in|am in) year (?:[5-9]|1[0-3])\b|\byear (?:[5-9]|1[0-3]) (?:student|pupil|exams?)\b|\b(?:[5-9]|1[0-2])(?:th)? grade\b|\bgrade (?:[5-9]|1[0-2])\b/,
  /\bmy (?:son|daughter|kid|kids|child|children|boy|girl|teen|stepson|stepdaughter|little brother|little sister)\b/,
  /ابني|ابنتي|طفلي|أطفالي|ولدي|بنتي|مراهق|عمري (?:1[0-7]|[1-9]) |قاصر|تحت (?:سن )?18|المدرسة/,
];

// An adult child ("my son is 25") is not a minor.
const ADULT_AGE = /\b(?:is|aged|age|turned)\s+(?:1[89]|[2-9]\d)\b|\b(?:1[89]|[2-9]\d)[\s-]*(?:years?|yrs?)[\s-]*old\b/;
export const isAdultStated = (t: string) => ADULT_AGE.test(t);

export const INSTRUCTIONS =
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)*(?:previous|prior|above|earlier|preceding|initial|original)?\s*(?:instructions|rules|prompts?|directions|guidelines)\b|\bsystem\s*(?:prompt|message|instructions)\b|\b(?:reveal|show|print|repeat|tell me|what are|share|display|output|leak)\b.{0,20}\b(?:your|the)\s+(?:instructions|prompt|rules|guidelines|configuration|hidden)\b|\bdeveloper mode\b|\bjailbreak\w*\b|\bpretend (?:you are|you're|to be)\b|\bact as (?:a |an |my )?(?:doctor|physician|unrestricted)\b|\byou are now\b/;

const DISEASES =
  'diabetes|cancers?|tumou?rs?|arthritis|depression|alzheimer\\w*|dementia|parkinson\\w*|multiple sclerosis|ms|hiv|aids|covid\\w*|autism|adhd|crohn\\w*|colitis|ibs|heart disease|obesity|hypertension|high blood pressure|infertility|erectile dysfunction|ed|low testosterone|hypogonadism|lupus|fibromyalgia|diseases?|illness\\w*|conditions?|disorders?|infections?|psoriasis|eczema|asthma|epilepsy|stroke|kidney disease|liver disease|anxiety disorder|insomnia|baldness|hair loss|tinnitus|long covid'; // prettier-ignore
export const CURE = [
  /\bcur(?:e|es|ed|ing)\b/,
  /\b(?:kill|kills|killing|shrink|shrinks|destroy|destroys|fight|fights|beat|beats|eradicate)\b.{0,25}\b(?:cancer|tumou?rs?|infections?|virus(?:es)?)\b/,
  new RegExp(
    `\\b(?:treat|treats|treating|treatment for|reverse|reverses|reversing|get rid of|heal|heals|fix|fixes|eliminate)\\b.{0,40}\\b(?:${DISEASES})\\b`,
  ),
  new RegExp(
    `\\b(?:which|what|any|best)\\s+(?:peptides?|compounds?|products?)\\b.{0,30}\\b(?:for|against|treats?)\\s+(?:my\\s+)?(?:${DISEASES})\\b`,
  ),
];

export const PREGNANCY =
  /\btrying (?:for|to have|to make) a baby\b|\bfertility treatment\b|\bivf\b|\bpregnan\w*\b(?! tests?\b)|\b(?:is|she's|shes|i'm|im|am|are|we're|were) expecting\b|\bexpecting a baby\b|\btrying to (?:conceive|get pregnant)\b|\bbreast[\s-]?feed\w*|\bnursing (?:mother|my baby|a baby)\b|\blactat\w*|\bbreastmilk\b|\bttc\b|حامل|الحمل|الرضاعة|مرضع/;
export const MEDICINES =
  /\bblood[\s-]?thinners?\b|\banti[\s-]?coagulants?\b|\bwarfarin\b|\bcoumadin\b|\beliquis\b|\bapixaban\b|\bxarelto\b|\brivaroxaban\b|\bclopidogrel\b|\bplavix\b|\baspirin\b|\bheparin\b|\binsulin\b(?! (?:resistance|sensitivity|levels?|secretion|signal\w*|release|response))|\bmetformin\b|\bglipizide\b|\bsulfonylureas?\b|\bssris?\b|\bsnris?\b|\bmaois?\b|\bsertraline\b|\bfluoxetine\b|\bprozac\b|\bzoloft\b|\blexapro\b|\bescitalopram\b|\bcitalopram\b|\bparoxetine\b|\bvenlafaxine\b|\bbupropion\b|\bantidepressants?\b|\bbenzodiazepines?\b|\bxanax\b|\bvalium\b|\bdiazepam\b|\bopioids?\b|\bstatins?\b|\bbeta[\s-]?blockers?\b|\bblood pressure (?:meds|medication|medicine|pills|tablets)\b|\blevothyroxine\b|\bthyroid (?:meds|medication|medicine|hormone)\b|\bsteroids?\b|\bprednisone\b|\btrt\b|\btestosterone (?:therapy|replacement|injections?)\b|\bchemo\w*|\bimmunosuppress\w*|\bbirth control\b|\bcontraceptive\w*|\bthe pill\b|\bprescri\w+ (?:meds|medication|medicine|drugs?)\b|\bmy (?:meds|medication|medications|medicine|prescription|pills|tablets)\b|\bon (?:medication|meds)\b|\badhd (?:meds|medication)\b|\bstimulants?\b|\badderall\b|\bantibiotics?\b|\blithium\b|\blisinopril\b|\bamlodipine\b|\blosartan\b|\bramipril\b|\batorvastatin\b|\brosuvastatin\b|\bsimvastatin\b|\bomeprazole\b|\bibuprofen\b|\bnaproxen\b|\bnsaids?\b|\bparacetamol\b|\bacetaminophen\b|\bgabapentin\b|\bpregabalin\b|\btramadol\b|\boxycodone\b|\bmethotrexate\b|\btamoxifen\b|\bfinasteride\b|\bspironolactone\b|\bisotretinoin\b|\baccutane\b|\britalin\b|\bvyvanse\b|\bclomid\b|\bclomiphene\b|\banastrozole\b|\bhrt\b/;
const INTERACTION_CUE =
  /\binteract\w*|\bcombin\w*|\bmix\w*|\btogether\b|\bwith\b|\bwhile\b|\bon\b|\balongside\b|\bplus\b|\bsafe\b|\bcan (?:i|he|she|you)\b|\bok\b|\bokay\b|\btake\b|\buse\b|\bpeptides?\b/;
export const isMedicineQuestion = (t: string) => MEDICINES.test(t) && INTERACTION_CUE.test(t);

// Questions about the business use "should I" too ("should I book…"), but are not personal medical requests.
const SERVICE_WORDS =
  /\b(?:consult\w*|session|book\w*|order\w*|ship\w*|deliver\w*|pay\w*|price|cost|plan to visit|contact|email|call you)\b/;
const DOSE_WORD =
  '(?:dose|doses|dosage|dosing|amount|protocol|cycle|regimen|schedule|mg|mcg|micrograms?|units|iu|ml|how much|how many|how often)';
const BODY =
  '(?:tendon|ligament|injur\\w*|knee|shoulder|back|elbow|hip|wrist|ankle|neck|pain|tear|torn \\w+|strain|sprain|arthritis|weight|fat|belly|gut|recovery|condition|anxiety|sleep|muscles?|skin|hair|joints?|acl|rotator cuff|hamstring|achilles|surgery|goals?)';
export const PERSONAL_DOSE = [
  /\bhow (?:much|many|often|long)\b.{0,60}\b(?:should|can|do|could|would|must|shall|will)\s+(?:i|we|he|she|my \w+)\b/,
  /\bhow (?:much|many)\b.{0,50}\b(?:for me|for my|for him|for her|for myself)\b/,
  new RegExp(
    `\\b(?:what|which|right|best|correct|safe|ideal|optimal|good|starting|proper)\\s+(?:dose|dosage|amount|protocol|cycle|regimen|dosing|schedule)\\b.{0,50}\\b(?:for me|should i|do i|can i|for my|for a \\d|would you|to start|i should|for someone|for him|for her|would work)\\b`,
  ),
  /\bwhat should (?:my|i|he|she)\b.{0,40}\b(?:dose|dosage|amount|protocol|take|inject|run|use|be)\b/,
  /\b(?:should|can|could|may|do)\s+i\s+(?:take|inject|use|start|stack|combine|mix|run|try|dose|microdose|up my|increase|decrease|split|cycle)\b/,
  /\bmy\s+(?:dose|dosage|protocol|cycle|stack|regimen|dosing)\b/,
  /\b(?:exact|precise|specific|full|complete|personal(?:ised|ized)?|step[\s-]by[\s-]step|custom|tailored)\s+(?:protocol|dose|dosage|dosing|regimen|cycle|plan|instructions|schedule)\b/,
  /\b(?:design|make|build|create|write|give|send|draw up|put together|plan|work out|figure out|set up)\s+(?:me|us)\s+(?:a\s+|an\s+|my\s+|the\s+)?(?:\w+\s+)?(?:protocol|stack|regimen|treatment plan|cycle|dosing|dose|schedule|plan)\b/,
  /\b(?:design|build|create|write)\s+(?:a|my)\s+(?:\w+\s+)?(?:protocol|regimen|cycle|dosing plan)\b/,
  new RegExp(
    `\\b\\d{2,3}\\s?(?:kg|kgs|kilos?|lbs?|pounds)\\b.{0,60}\\b${DOSE_WORD}\\b|\\b${DOSE_WORD}\\b.{0,60}\\b\\d{2,3}\\s?(?:kg|kgs|kilos?|lbs?|pounds)\\b`,
  ),
  new RegExp(
    `\\bfor (?:my|his|her|a)\\s+(?:\\w+\\s+){0,2}${BODY}\\b.{0,40}\\b(?:${DOSE_WORD}|works?|take|use|inject)\\b|\\b(?:${DOSE_WORD}|works?)\\b.{0,50}\\bfor (?:my|his|her)\\s+(?:\\w+\\s+){0,2}${BODY}\\b`,
  ),
  new RegExp(
    `\\bi (?:have|'ve got|got|hurt|tore|injured|pulled)\\b.{0,40}\\b${BODY}\\b.{0,60}\\b(?:${DOSE_WORD}|works?|should|take|use)\\b`,
  ),
  /\b(?:recommend|suggest|advise|prescribe)\b.{0,40}\b(?:dose|dosage|protocol|amount|peptide|stack|cycle|regimen)\b.{0,40}\b(?:for me|for my|i should|me to)\b|\b(?:recommend|suggest|prescribe)\s+(?:me\s+)?(?:a|an|the)?\s*(?:protocol|dose|dosage|cycle|regimen)\s+for\s+(?:my|me)\b/,
  /\bhow often should (?:i|we)\b/,
  /\b(?:what|which)\s+(?:peptides?|compounds?|ones?|stack)\b.{0,50}\b(?:should i|do i|for me|can i|would you recommend|would you suggest|will help me|to help me)\b/,
  /\bwhat (?:dose|amount|dosage) (?:would|do|should) you (?:suggest|recommend|advise|use)\b/,
  /\b\d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml|micrograms?)\b.{0,50}\b(?:right|ok|okay|safe|enough|too much|too little|good|fine|best) for me\b|\bis \d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml)\b.{0,40}\b(?:enough|too much|too little|safe|ok|okay|right)\b/,
  /\bif you were me\b|\bin my (?:shoes|position)\b|\bwhat would you (?:take|use|do|recommend|run) (?:if|for|in)\b/,
  /\b(?:lose|drop|gain|put on|shed)\s+\d+\s?(?:kg|kgs|kilos?|lbs?|pounds|stone)\b/,
  /\bi want to (?:lose weight|bulk|get bigger|gain muscle|get lean|get shredded)\b.{0,50}\b(?:dose|peptide|what|which|how much)\b/,
  /\bi'?m \d{2,3}\s?(?:kg|kgs|kilos?|lbs?|pounds)\b/,
  /جرعة|كم (?:يجب|ينبغي) (?:أن )?(?:آخذ|أحقن)/,
];
export const DIAGNOSIS = [
  /\bdo i have\b/,
  /\bdiagnos\w*/,
  /\bwhat(?:'s| is) wrong with me\b/,
  /\bam i (?:sick|ill|deficient|low in|diabetic|pre-?diabetic|hypogonadal)\b/,
  /\bmy symptoms\b/,
  /\bis (?:this|it) (?:normal|serious|dangerous) (?:that|if|when) (?:i|my)\b/,
];
export const MEDICATION_CHANGE = [
  /\b(?:stop|quit|come off|get off|replace|switch|skip|change|swap)\s+(?:taking\s+)?(?:my\s+)(?:medication|medications|meds|medicine|prescription|insulin|antidepressants?|pills?|treatment)\b/,
  /\binstead of my (?:medication|meds|medicine|prescription|treatment)\b/,
  /\bshould i stop\b/,
];

export const isServiceQuestion = (t: string) => SERVICE_WORDS.test(t);
