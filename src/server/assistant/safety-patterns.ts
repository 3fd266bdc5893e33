// The safety policy's recognisers, written for paraphrase: people describe the same emergency, age or personal
// request in many ways, so each rule matches the idea (a symptom now, an age under 18, a dose for oneself).

/** Lower-cased, straight apostrophes, Arabic-Indic digits as Latin digits, so one pattern fits every spelling. */
export function plainText(message: string): string {
  return message
    .normalize('NFKC') // full-width letters ("ｈｏｗ ｍｕｃｈ") read as plain ones
    .replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, '') // invisible characters hidden inside words
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, ' ');
}

export const isArabic = (message: string) => /[\u0600-\u06FF]/.test(message);

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const printable = (s: string) => /^[\x20-\x7e\t\r\n]+$/.test(s) && /[a-z]{2,}\s+[a-z]{2,}/i.test(s);

function decodeBase64(token: string): string | null {
  try {
    const text = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    return printable(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * The readings of a message the safety rules check: as written, and with common disguises undone, so "wh4t d0se",
 * "d.o.s.e", "h o w  m u c h" or a base64 string cannot walk a dose request (or a crisis) past them.
 */
export function safetyReadings(message: string): string[] {
  const t = plainText(message);
  const out = [t];
  const add = (v: string) => {
    const p = plainText(v).trim();
    if (p && !out.includes(p)) out.push(p);
  };
  // A digit between letters stands for a letter ("k1ll", "sh0uld").
  add(t.replace(/(?<=[a-z])[013457@$](?=[a-z])/g, (d) => LEET[d] ?? d));
  // Words run together with underscores or JSON punctuation ("bpc157_dose_for_me").
  add(t.replace(/[_{}"[\]:=]+/g, ' '));
  // Spaced out inside a sentence ("the d o s e for m e").
  add(t.replace(/\b(?:[a-z] )+[a-z]\b/g, (w) => (w.length >= 3 ? w.replace(/ /g, '') : w)));
  // Letters joined by dots or dashes ("d.o.s.e", "s-u-i-c-i-d-e").
  add(t.replace(/\b[a-z](?:[.\-_*·•][a-z]){2,}\b\.?/g, (w) => w.replace(/[^a-z]/g, '')));
  // Letters one space apart make a word; a wider gap (or a slash) separates words.
  const raw = message
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, '')
    .toLowerCase();
  if (/(?:^|\s)(?:[a-z0-9] ){3,}[a-z0-9](?=\s|$|[?.!,])/.test(raw)) {
    const words = raw.split(/\s{2,}|\s*[/|]\s*/).map((w) => (/^(?:\S ){2,}\S[?.!,]*$/.test(w.trim()) ? w.replace(/ /g, '') : w));
    add(words.join(' '));
  }
  for (const token of message.match(/[A-Za-z0-9+/_-]{12,}={0,2}/g) ?? []) {
    const decoded = decodeBase64(token);
    if (decoded) add(message.replace(token, decoded));
  }
  return out;
}

/** Every letter and digit run together, for messages spelt out one character at a time ("h o w m u c h"). */
export function compactReading(message: string): string | null {
  const raw = plainText(message);
  const tokens = raw.split(/[\s.\-_*·•]+/).filter(Boolean);
  const singles = tokens.filter((w) => w.length === 1).length;
  if (singles < 6 || singles / tokens.length < 0.6) return null;
  return raw.replace(/[^a-z0-9]/g, '');
}
/** What a run-together message asks, when spaces no longer mark words. */
export const COMPACT_RULES: [kind: 'self_harm' | 'emergency' | 'instructions' | 'personal_medical', re: RegExp][] = [
  ['self_harm', /killmyself|suicid|endmylife|wanttodie|wannadie|lethaldose|fataldose|takemyownlife/],
  ['emergency', /overdos|cantbreathe|cannotbreathe|chestpain/],
  [
    'instructions',
    /ignore(?:all|previous|your|the)\w{0,20}(?:instructions|rules|prompt)|systemprompt|yourinstructions|jailbreak|developermode/,
  ],
  ['personal_medical', /howmuch|howmany|howoften|whatdose|dosefor|dosage|shouldi(?:take|inject|use|run|pin)|protocolfor|cyclefor/],
];

export const SELF_HARM = [
  /\b(?:kill(?:ing)?|hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?|end(?:ing)?) (?:my ?self|myself)\b/,
  /\bsuicid\w*|\bself[\s-]?harm\w*/,
  /\bend(?:ing)? (?:it all|my life|everything|things)\b|\btake my (?:own )?life\b/,
  /\b(?:want|wish|ready|plan(?:ning)?) to (?:die|be dead|disappear forever)\b|(?<!\blike (?:i'?m |im |i am )?)\bgoing to (?:die|be dead)\b(?! (?:of|from|laughing))|\bwish i (?:was|were) dead\b/,
  /\bdon'?t (?:want to|wanna|want) (?:live|be alive|be here|exist|wake up|be around)\b|\b(?:thinking|thought|think|planning|plan|want|wanting|going|gonna|tempted|considering) (?:about |of |to )?(?:overdos\w*|od'?ing|taking an overdose)\b|\b(?:feel like|thinking of|thinking about|considering|think about) ending (?:it|it all|things|my life|everything)\b(?! (?:with|early|there|for|here))|\b(?:want|wanna) to not wake up\b|\bnot (?:want|wanna) to wake up\b/,
  /\b(?:no|don'?t see (?:the|any)|what'?s the) (?:point|reason) (?:in |of )?(?:living|life|going on|being alive|to live)\b|\bno reason to live\b/,
  /\bbetter off (?:dead|without me)\b|\beveryone would be better off\b/,
  /\bcan'?t go on\b|\bwant (?:it all|everything|the pain|this) to (?:stop|end)\b|\b(?:take|taking|swallow|swallowing|overdose on|inject|injecting|use|using) all (?:of )?(?:my|the) (?:insulin|injections|pens|vials|peptides|sleeping pills|painkillers|pills|tablets|meds|medication|medicine)\b|\b(?:life|living|it) (?:is|isn'?t|is not|ain'?t) worth (?:living|it anymore)\b|\b(?:life|living|my life|being alive|staying alive)(?:'s| is)? (?:isn'?t|is not|ain'?t|not|no longer|just isn'?t) (?:really |even )?worth (?:it|anything|the effort|the pain)\b|\bnot worth living\b|\bno longer want to (?:live|be here|exist)\b|\bgive up on (?:life|living)\b|\bnothing to live for\b/,
  /\blethal (?:dose|amount)\b|\bhow (?:much|many)\b.{0,60}\bto (?:die|kill|end it|end (?:it all|things|everything|my life)|not wake up|never wake up)\b|\bamount\b.{0,30}\bwould be lethal\b|\boverdose on purpose\b/,
  // Asking what would kill, in any wording: "fatal dose", "how much X would kill someone", "a painless way to go".
  /\b(?:fatal|deadly|lethal) (?:dose|doses|amount|quantity|level|overdose)\b|\bhow (?:much|many)\b.{0,60}\b(?:would|will|could|does it take to|it takes to|needed to|enough to) (?:kill|be fatal|be lethal)\b|\b(?:dose|amount|much|many)\b.{0,30}\b(?:would|will|could) (?:kill|be fatal|be lethal)\b|\bpainless (?:way|death|method)\b|\b(?:least painful|most peaceful|gentlest|simplest|quick|quickest|easiest|best|fastest|surest) (?:ways?|methods?) (?:to|of) (?:die|go|end it|end my life|kill myself|not wake up)\b|\b(?:overdos\w*|od)\b.{0,30}\b(?:and die|to die|so i die)\b/,
  // Wanting to die or not to exist, in slang and in the past tense of a plan.
  /\b(?:want|wanna|wish|ready|plan(?:ning)?) (?:to )?(?:just )?(?:die|be dead|disappear(?! (?:from|off) (?:the|your) (?:list|mailing|newsletter)))\b|\b(?:i'?d|i would) rather (?:be dead|die|not (?:be alive|exist|be here|wake up))\b|\b(?:want|wanna|going|gonna|ready|plan(?:ning)?|decided|thinking (?:about|of)) (?:to )?(?:just )?end(?:ing)? it\b(?!\s+(?:with|early|there|here|for|after|before|soon|now and))/,
  /\b(?:to|and|so i|so that i|hope i|i hope i|wish i)\b(?: could| would| will)?(?: just)? (?:not|never|don'?t|didn'?t|wouldn'?t) wake (?:up|again)\b(?! (?:during|in the night|at night|early|so early|every|at \d))|\b(?:go|going|went) to sleep (?:and|forever)\b.{0,20}\b(?:never|not) wak\w*/,
  /\b(?:nobody|no one|no-one|noone) (?:would|will|'?d) (?:miss|care about|notice|care if)\b.{0,20}\b(?:me|i)\b|\bif i (?:just |simply |only )?(?:was|were) gone\b|\bif i (?:just |simply |only )?(?:died|disappeared|(?:wasn'?t|weren'?t|was not|were not) (?:here|around|alive|in the picture)|never woke up|(?:didn'?t|did not|don'?t|do not) wake up)\b|\btired of (?:living|life|being alive|existing)\b|\bsick of (?:living|being alive)\b|\bdone with (?:life|living|it all|everything)\b|\bno point (?:anymore|any more|in anything|in going on|to anything)\b|\bhate (?:my life|living|being alive)\b|\b(?:no|don'?t see (?:a|any)|can'?t see (?:a|any)|there'?s no) way out\b|\bdark thoughts\b|\bnot (?:being|be) (?:around|here|alive) any ?more\b|\b(?:thoughts|thinking) (?:about|of) (?:not being (?:around|here|alive)|dying|death|ending (?:it|things|my life))\b|\b(?:everyone|everybody|they|people|my family|the world)(?:'d| would| will) be (?:better|happier|fine) (?:off )?without me\b|\bhow (?:much|many)\b.{0,40}\b(?:is|are|would be) (?:deadly|lethal|fatal)\b|\b(?:die|dying|death)\b.{0,60}\b(?:i want to|i wanna|i want that|that'?s (?:what i want|the point|the plan)|is the (?:goal|point|plan))\b/,
  /\b(?:take|taking|swallow\w*|down|overdose on) (?:every|each) (?:pill|tablet)|\b(?:the whole|an entire|a whole) (?:bottle|pack|box|packet) of (?:pills|tablets|meds|sleeping pills|painkillers|paracetamol|tylenol)\b|\b(?:inject\w*|take|took|taking|swallow\w*|overdos\w*|od)\b.{0,40}\b(?:on purpose|deliberately|intentionally)\b|\b(?:on purpose|deliberately|intentionally)\b.{0,40}\b(?:overdos\w*|inject\w*|too much)\b|\bunaliv\w*|(?<!\d\s?)\bkms\b|\bkys\b|\b(?:saving|saved|stockpil\w*|hoard\w*|collecting) (?:up )?(?:all )?(?:of )?(?:my |the )?(?:pills|tablets|meds|medication|insulin|sleeping pills|painkillers)\b|\bcut(?:ting|s)? (?:my |myself on (?:the|my) )?(?:wrists?|arms?|thighs?)\b|\b(?:slit|slash\w*|slitting) (?:my )?wrists?\b|\bburn(?:ing)? myself\b/,
  // Said about someone else ("she wants to kill herself"), or in the quieter words of a plan or a burden.
  /\b(?:kill(?:ing|s|ed)?|hurt(?:ing|s)?|harm(?:ing|s)?|cut(?:ting|s)?) (?:himself|herself|themselves|themself)\b|\bend(?:ing|s)? (?:his|her|their) (?:own )?life\b|\b(?:he|she|they)\b.{0,25}\b(?:wants?|wanna|wanted|is going|are going|plans?|planning) to (?:die|be dead|end (?:his|her|their) life)\b|\ba burden (?:to|on) (?:everyone|everybody|my family|my (?:wife|husband|kids|children|parents|friends|partner)|others|people|those around me)\b|\b(?:i'?m|i am|im|i feel like|feel like|i'?ve become|i have become|being) (?:such |just |only |nothing but )?a burden\b|\bgoodbye (?:letters?|notes?|messages?|texts?)\b|\bsuicide (?:note|letter|plan)\b|\bsaid my goodbyes\b|\bgiving away (?:all )?my (?:things|stuff|belongings|possessions)\b|\b(?:want|wanna|wish|wishing|ready|hope|hoping) (?:i could |to )?(?:just )?(?:go to )?sleep forever\b|\b(?:wish|want|wanna|rather) (?:i could |to )?(?:just )?(?:not|stop) (?:exist|existing|being alive|be alive|be here)\b|\b(?:don'?t|do not|can'?t|cannot) see (?:why|how|the point|any point|a reason|any reason) (?:i should |to |in |of )?(?:keep going|go on|carry on|keep living|live|stay alive|be here|continue living)\b|\bno reason to (?:keep going|go on|carry on)\b|\b(?:what|which) (?:dose|amount|quantity|level|number)\b.{0,40}\b(?:lethal|fatal|deadly|kill)\b|\b(?:want|wanna) (?:out|to check out|to leave) (?:for good|of (?:this life|it all|life|everything))\b|\bcheck out for good\b|\b(?:easier|better) if i (?:just )?(?:died|was dead|were dead|was gone|were gone|wasn'?t (?:here|around|alive))\b/,
  // The main EU languages: wanting to die or not to live (French, German, Spanish, Italian, Portuguese, Dutch).
  /\bje veux (?:mourir|me tuer|en finir)\b|\bme suicider\b|\bich (?:will|möchte|moechte|wollte) (?:nicht mehr leben|sterben|mich umbringen|tot sein)\b|\bselbstmord\w*|\bsuizid\w*|\bquiero (?:morir\w*|matarme|suicidarme)\b|\bno quiero vivir\b|\bvoglio (?:morire|uccidermi|farla finita)\b|\bnon voglio (?:più |piu )?vivere\b|\bquero (?:morrer|me matar)\b|\bik wil (?:dood|sterven|niet meer leven)\b|\bzelfmoord\w*/,
  // Transliterated Arabic (Gulf and Levant): "abi amoot", "bdi intiher", "ma abi a3eesh".
  /\b(?:abi|abee|abgha|abgh?a|abga|abghi|bdi|biddi|badi|beddi|ureed|areed|2reed|ariid|widdi|wdi|atmana|atmanna|3ayez|3ayza|ayez)\s+(?:an\s+|en\s+)?(?:amoot|amout|amot|amuut|amut|mout|moot|a?ntiher|anta7er|ento7er|intih?ar|ente7ar|enti7ar|inti7ar|ente7er)\b|\b(?:intihar|ente7ar|enti7ar|inti7ar|intiher|enta7er|ento7er)\b|\b(?:(?:ma|mish|mu|mo|la)\s+(?:3ad\s+|aad\s+|ba3d\s+)?(?:abi|abgha|abga|bdi|biddi|areed|ureed|widdi)|mabi|mabgha|mabga|mabdi)\s+(?:a3eesh|a3ish|a3eish|a3yesh|aeesh|3eesh|3ish|a3ees)\b|\b(?:aktil|a2tol|aqtil|agtil|aqtel)\s+(?:nafsi|nafsee|7ali|hali)\b/,
  /انتحر|أبي أموت|ابي اموت|ابي أموت|أبغى أموت|ابغى اموت|ابغا اموت|بدي موت|بدي اموت|ودي اموت|ودي أموت|(?:ما|لا) (?:عاد |عدت )?(?:أبي|ابي|أبغى|ابغى|بدي|أريد|اريد) (?:أن )?(?:أعيش|اعيش)|(?:أنهي|انهي|أخلص|اخلص) (?:كل (?:شي|شيء)|على (?:نفسي|حياتي))|حياتي (?:ما لها|مالها|لا|بلا) (?:معنى|قيمة)|(?:يقتل|تقتل) (?:نفسه|نفسها)/,
  /انتحار|أنتحر|انهي حياتي|أنهي حياتي|اقتل نفسي|أقتل نفسي|قتل نفسي|أؤذي نفسي|اؤذي نفسي|لا أريد أن أعيش|أريد أن أموت/,
  /(?:لا|ما) (?:أريد|اريد|أرغب|ارغب|أبغى|ابغى|أبي|ابي)(?: في)? (?:أن )?(?:أعيش|اعيش|العيش)|تعبت من (?:الحياة|العيش)|سئمت (?:من )?(?:الحياة|العيش)|(?:أريد|اريد|أتمنى|اتمنى) (?:أن )?(?:أموت|اموت|الموت)/,
];

// A symptom happening now, or an accident with a dose: routed to urgent care before anything else.
export const EMERGENCY = [
  // An accident with a dose, done (not asked about): "doubled my dose", "injected the whole vial", "OD'd", typos included.
  /\boverdos\w*|\bod'd\b|\bod'ed\b|\boded\b|\bod(?:ed)? on\b|\btook too (?:much|many)\b|\b(?:injected|took|used|had|taken|drew up|pinned|gave (?:him|her|myself|(?:my|his|her) \w+)|given (?:him|her|them|(?:my|his|her) \w+)) (?:way |far |much )?too much\b(?! (?:to drink|to eat|coffee|caffeine|alcohol|wine|beer|sugar|food|fun|sun)\b)|\bdoubled (?:up )?(?:my |the |a |his |her )?(?:dose|dosage|shot|injection|amount)\b|\b(?:took|injected|taken|had|did|used|gave|pinned) (?:a |my |the |his |her )?double (?:dose|dosage|shot|injection|amount)\b|\bdouble[\s-]dosed\b|\btook double\b|(?<!\b(?:can|could|should|shall|may|would|ok to|okay to|safe to|if|whether|what if)\b.{0,25})\b(?:with|took|injected|gave|had|jabbed|pinned|did) (?:a|my|the|his|her) (?:double|triple) (?:dose|dosage|shot|injection|jab)\b|\b(?:took|injected|taken|had|did|used|gave|pinned|jabbed|dosed) (?:\w+ ){0,3}twice\b(?! (?:a|per|each|every|weekly|daily|a day|a week))|\b(?:die|dying|death|kill)\b.{0,40}\btoo much\b|\btoo much\b.{0,40}\b(?:die|dying|death|kill)\b|\btwo (?:doses|shots|injections) (?:\w+ ){0,3}(?:by (?:mistake|accident)|accident\w*)\b|\b(?:took|injected|taken|used|pinned) (?:two|2|three|3) (?:doses|shots)\b|\b\d+\s?(?:x|times) (?:the |my |his |her |what i |what's )?(?:normal |usual |prescribed |recommended |regular |planned )?(?:amount|dose|dosage|shot)\b|\b\d+\s?(?:x|times) (?:too much|more than (?:i|he|she) (?:should|meant|was meant))\b|\b(?:took|injected|taken|used|had|pinned|did|gave|drew)\b.{0,20}\b(?:\d+|two|three|four|five|ten)\s?(?:x|times) (?:what|the|my|more|too|as much|over)\b|\baccident(?:al)?l?y (?:injected|took|taken|doubled|used|drank|swallowed|pinned|gave|dosed|shot|drew)\b|\b(?:injected|took|taken|used|drank|swallowed|pinned|gave|dosed|drew up|administered)\b.{0,40}\bby (?:mistake|accident)\b|\bby (?:mistake|accident)\b.{0,40}\b(?:injected|took|taken|drank|swallowed|pinned|dosed|double\w*)\b|\b(?:injected|took|used|drank|swallowed|shot|pinned|did) (?:the |a |my |his |her )?(?:whole|entire|full|all of (?:the|my)|all the) (?:vial|pen|bottle|syringe|amp\w*|pack|box)\b|\boverdid it\b(?!.{0,40}\b(?:gym|train\w*|workout|work out|run\w*|lift\w*|exercis\w*|cardio|legs?|leg day|sun|sauna|plunge|party|weekend|drinks?|food|eating)\b)/,
  /\b(?:can'?t|cant|cannot|can not|couldn'?t|could not|unable to|not able to|barely|hardly|struggl\w* to|fight\w* to) (?:breathe?|breath|bree?the?|brethe?|catch (?:my|his|her|their) breath|get (?:my |enough |any )?(?:air|breath))\b|\b(?:struggl\w*|gasp\w*|fight\w*|desperate) for (?:air|breath)\b|\bbreathing\b.{0,25}\b(?:weird|shallow|laboured|labored|difficult\w*|hard|heavy|rapid|noisy|strange|funny|stopped|slow\w*|rattl\w*|problems?|trouble|issues?)\b|\b(?:difficult\w*|trouble|problems?) (?:with )?breathing\b|\bshallow breath\w*|\bcan'?t (?:breathe?|catch my breath|get (?:my )?breath)\b|\bcannot breathe?\b|\b(?:trouble|difficulty|struggling|hard|harder|difficult|problems?) (?:to )?breath(?:e|ing)\b|\bshort(?:ness)? of breath\b|\b(?:not|isn'?t|isnt|aren'?t|wasn'?t|stopped|stops) breathing\b|\bwheez\w*|\bgasping\b|\bbreathless\b/,
  /\banaphyla\w*|\bsevere (?:allergic )?reactions?\b|\ballergic (?:shock|reaction)\b|\bepi[\s-]?pen\b/,
  /\bthroat\b.{0,25}\b(?:clos\w*|swell\w*|swollen|tight\w*)\b|\b(?:tongue|tounge|throat|lips?)\b.{0,20}\b(?:thick|tight|heavy|huge|numb)\b|\b(?:bad|severe|huge|massive|spreading) hives\b|\b(?:hard|difficult|difficulty|trouble|can'?t|cannot|unable to|struggl\w* to|problems?|pain(?:ful)? to) (?:to )?swallow\w*\b|\bcovered in (?:hives|a rash|welts)\b/,
  /\b(?:face|tongue|tounge|lips?|mouth|eyes?|eyelids?|cheeks?)\b.{0,25}\b(?:swell\w*|swollen|puff\w* up|blow\w* up|ballooning|ballooned)\b|\bswell\w* up\b|\b(?:rash|hives|welts)\b.{0,40}\b(?:swell\w*|swollen|puff\w*)\b|\b(?:swell\w*|swollen|puff\w*)\b.{0,40}\b(?:rash|hives|welts)\b/,
  /\bchest\b.{0,20}\b(?:pains?|tight\w*|tite|elephant|pressure|hurts?|hurting|ache|aching|heavy|crushing|killing|agony|stabbing|squeez\w*|burning)\b|\b(?:pains?|tightness|pressure) in (?:my |his |her |the )?chest\b|\bheart attack\b|\bclutch\w* (?:at )?(?:my|his|her|their) chest\b|\b(?:crushing|sudden|severe|sharp) (?:pain|ache)\b.{0,30}\b(?:left arm|arms?|jaw|neck)\b|\bpain\b.{0,20}\b(?:down|in|into) (?:my|his|her) left arm\b/,
  /\bheart\b.{0,20}\b(?:racing|pounding|(?:beating|beat|beats|beat is|rate is|rate) (?:really |very |so |too )?fast|beating out of|fluttering|skipping|irregular|going (?:crazy|mad|nuts|like the clappers)|thumping|won'?t slow down)\b|\bpalpitations?\b|\bracing heart\b|\b(?:heart ?rate|pulse|hr)\b.{0,15}\b(?:1[4-9]\d|2\d\d)\b|\bheart\b.{0,25}\b(?:explod\w*|burst\w*|going to (?:stop|burst|explode)|stopp(?:ed|ing))\b|\b(?:heart ?rate|pulse)\b.{0,15}\b(?:through the roof|racing|off the charts|crazy|very high|really high|sky ?high)\b/,
  /\bfaint\w*|\bpass(?:ed|ing)? out\b|\bblack(?:ed|ing)? out\b|\bcollaps\w*|\bkeel(?:ed|s|ing)? over\b|\b(?:went|gone|going) limp\b|\bdropped (?:to the (?:floor|ground)|like a (?:stone|rock))\b|\bfeel(?:s|ing)? like (?:i'?m|im|i am|he'?s|she'?s) (?:dying|going to die|gonna die|about to die|having a heart attack)\b|\bunconscious\b|\bunresponsive\b|\bwon'?t wake up\b|\blight[\s-]?headed\b.{0,30}\b(?:after|since|took|shot|injection|dose)\b|\bdizz\w*\b.{0,40}\b(?:after|since|took|shot|injection|dose|heart)\b|\b(?:after|since)\b.{0,40}\bdizz\w*/,
  /\b(?:not|isn'?t|won'?t|can'?t|cannot) (?:waking|wake|be woken) (?:up|him|her)\b|\bnot responding\b|\b(?:can'?t|cannot|couldn'?t) (?:get|make) (?:him|her|them) (?:to )?(?:respond|wake|react|answer|open (?:his|her|their) eyes)\b|\b(?:isn'?t|is not|barely|hardly) (?:responding|responsive|reacting)\b|\b(?:hard|difficult|impossible|unable) to (?:wake|rouse)\b|\b(?:he|she|they|him|her|brother|sister|dad|mum|mom|father|mother|husband|wife|friend|son|daughter|partner)\b.{0,30}\bnot (?:wake|waking)\b|\bblue lips\b|\blips (?:are |turning |went )?blue\b|\bturn(?:ing|ed)? blue\b/,
  /\b(?:been|being|was|keep being|keeps being|keep getting) sick\b.{0,40}\b(?:times|since|after|all (?:day|night)|hours|jab|shot|injection|dose)\b/,
  /\bsevere headache\b|\bworst headache\b|\bthunderclap\b|\b(?:blurr(?:y|ed)|double|lost|losing|loss of) (?:vision|sight)\b|\bcan'?t see (?:properly|clearly|straight|anything)\b|\b(?:vision|eyesight|sight)\b.{0,15}\b(?:blurr\w*|went (?:dark|black|blurry|weird)|going (?:dark|black|blurry))\b|\bseeing double\b/,
  /\bconfus\w*\b(?! (?:about|by|with|as to|on|regarding|over|between))(?!.{0,40}\b(?:stud(?:y|ies)|trials?|guide|research)\b).{0,40}\b(?:after|since|injection|shot|jab|dose|can'?t)\b|\bcan'?t (?:speak|talk) (?:properly|clearly|straight)\b|\bnumb(?:ness)?\b.{0,30}\b(?:face|arm|leg|one side|(?:left|right) side)\b|\bspeech\b.{0,20}\b(?:off|slurred|weird|strange|garbled|funny|jumbled|wrong|gone)\b|\bweak(?:ness)? (?:on|down) one side\b/,
  /\b(?:after|since|following)\b.{0,40}\b(?:injection|injecting|shot|jab|dose|dosing|took|taking)\b.{0,60}\b(?:feel(?:ing)? (?:awful|terrible|horrible|really (?:bad|ill|sick|unwell)|very (?:ill|unwell|sick))|really (?:ill|unwell)|very (?:ill|unwell))\b|\b(?:feel(?:ing)? (?:awful|terrible|horrible|really (?:bad|ill|sick|unwell)|very (?:ill|unwell|sick)))\b.{0,60}\b(?:after|since|following|mistake|accident)\b/,
  /\bseizures?\b|\bconvuls\w*|\bhaving (?:a )?fits?\b|\b(?:shaking|twitching|jerking|convulsing|thrashing) (?:uncontrollabl\w*|all over|and (?:can'?t|won'?t) stop|on the (?:floor|ground))\b|\bfitting\b|\b(?:i'?m|im|i am|he'?s|she'?s|is|am|are|started|keeps?|keep) seizing\b|\bfoam\w* at the mouth\b|\bcan'?t stop (?:shaking|trembling|twitching|jerking)\b/,
  /\b(?:vomit\w*|throwing up|threw up|puking|can'?t keep (?:anything|food|water) down)\b.{0,60}\b(?:after|since|hours|keep|can'?t stop|won'?t stop|dose|shot|jab|injection|all (?:day|night))\b|\b(?:after|since|keep|can'?t stop)\b.{0,60}\b(?:vomit\w*|throwing up|puking)\b|\bvomiting blood\b|\bcoughing (?:up )?blood\b|\b(?:vomit\w*|throwing up|puking|being sick)\b.{0,20}\b(?:non-?stop|constantly|every \w+ minutes|for hours|over and over|won'?t stop|can'?t stop)\b/,
  /\bsevere (?:stomach|abdominal|belly|tummy) pain\b|\b(?:stomach|abdominal|belly) pain\b.{0,30}\b(?:back|won'?t stop|severe|unbearable)\b|\b(?:severe|intense|excruciating|unbearable|agonis\w*|agoniz\w*|terrible|horrible|worst) (?:pain|ache|cramps?) in (?:my|his|her|the) (?:stomach|abdomen|belly|tummy|gut|upper abdomen)\b|\b(?:stomach|abdomen|abdominal|belly|tummy)\b.{0,40}\b(?:through to|into|going to|radiat\w* to) (?:my|the|his|her) back\b/,
  /\b(?:need|call|get|send|calling) (?:an? |the )?(?:ambulance|paramedics?|999|911|112|998)\b|\bstroke\b|\bslurr\w*|\bface\b.{0,20}\bdroop\w*|\bdroop\w* (?:face|mouth|eyelid|smile)\b|\bcan'?t (?:move|feel) (?:my|his|her) (?:arms?|legs?|face|hands?|feet|foot|left|right|one side|side)\b|\b(?:not making (?:any )?sense|talking (?:nonsense|gibberish)|words? (?:are |is )?(?:coming out )?(?:jumbled|garbled))\b|\bcan'?t (?:walk|stand) (?:up|straight|properly)\b/,
  /\b(?:swallowed|drank|ate|injected himself|injected herself)\b.{0,40}\b(?:vial|peptide|syringe|injection|pen|my (?:meds|medication))\b|\b(?:toddler|baby|child|kid|son|daughter|dog|cat|puppy)\b.{0,40}\b(?:drank|swallowed|ate|got into|got hold of|injected|stuck (?:himself|herself))\b|\bgot into (?:my|the|our) (?:peptides?|vials?|meds|medicine|syringes?|pens?|pills)\b/,
  /\b(?:red|redness|hot|swollen|pus)\b.{0,40}\bspreading\b.{0,40}\bfever\b|\bspreading\b.{0,30}\b(?:red|redness)\b.{0,40}\bfever\b|\binjection site\b.{0,60}\b(?:fever|pus|spreading|black)\b/,
  /\b(?:heavy|severe) bleeding\b|\bbleeding (?:heavily|won'?t stop)\b|\bblood\b.{0,50}\b(?:won'?t|wont|will not|doesn'?t|does not|isn'?t|can'?t|cannot) stop\w*|\bbleed\w*\b.{0,40}\b(?:won'?t|wont|doesn'?t|does not|not|can'?t|cannot|will not) stop\w*|\bblood (?:is )?(?:pouring|gushing|spurting|everywhere|pooling)\b|\b(?:pouring|gushing|spurting) blood\b|\bcan'?t stop (?:the )?bleeding\b|\bhit an artery\b|\bhives\b.{0,40}\b(?:breath|wheez|swell|throat)\b|\bhives (?:all over|everywhere)\b/,
  // A dangerous low blood sugar (GLP-1 compounds with insulin or a sulfonylurea).
  /\b(?:(?:blood sugars?|glucose|bg|bgl|bsl)(?: levels?| reading)? (?:is |was |at |of |reads? |reading |dropped to |down to |went to |= |: )?|sugars?(?: levels?| reading)? (?:is|was|at|reads?|reading|dropped to|down to|went to|=|:) )(?:only )?(?:[0-2](?:\.\d)?|3\.[0-4])(?![\d.])(?!\s*(?:g|grams?|kg|%|times|days?|weeks?|hours?|hrs?|mins?|minutes?|teaspoons?|tsp|cubes?|spoons?|scoops?|servings?|calories|kcal|cals?|drinks?|cans?|bottles?|packs?|sachets?)\b)|\bblood sugar\b.{0,30}\b(?:crash\w*|plummet\w*|tank\w*|very low|really low|dangerously low|(?:[0-2](?:\.\d)?|3\.[0-4])(?![\d.])|[1-5]\d(?![\d.]))\b|\bhypo(?:glyc\w*)?\b.{0,40}\b(?:shak\w*|sweat\w*|confus\w*|faint|dizz\w*|can'?t think)\b|\b(?:shaking|shaky|trembling)\b.{0,20}\b(?:sweat\w*|clammy|confus\w*)\b|\bsweat\w*\b.{0,20}\b(?:shaking|shaky|trembling)\b/,
  // The main EU languages: cannot breathe, chest pain, unconscious.
  /\bje (?:ne )?peux (?:pas|plus) respirer\b|\bdouleur (?:à la|a la|dans la) poitrine\b|\bich (?:kann|konnte) nicht (?:mehr )?atmen\b|\bich bekomme keine luft\b|\bbrustschmerz\w*|\bbewusstlos\b|\bno (?:puedo|puede) respirar\b|\bdolor (?:en el|de) pecho\b|\binconsciente\b|\bnon riesco a respirare\b|\bdolore al petto\b|\bnão consigo respirar\b|\bnao consigo respirar\b|\bik kan (?:niet|geen adem) (?:ademen|halen)\b|\bpijn op de borst\b/,
  // The wrong amount, done: "injected 50 units instead of 5", "took a handful of pills", "used the wrong vial".
  /\b(?:injected|took|taken|pinned|drew(?: up)?|used|gave|dosed|did|jabbed|had)\b.{0,30}\b\d+(?:\.\d+)?\s?(?:units?|mg|mcg|ml|iu|clicks|ticks|lines|tabs|tablets|pills)?\s+(?:instead of|rather than|not)\s+(?:the |my )?(?:\d|one|two|five|ten)|\b(?:injected|took|taken|pinned|gave|used|drew up)\b (?:\w+ )?(?:the |a )?wrong (?:dose|amount|vial|medication|meds|medicine|pen|peptide|syringe|insulin)\b|\b(?:took|taken|swallowed|downed|had|necked)\b (?:a |an |the )?(?:load|bunch|handful|lot|pile|heap|fistful|stack|whole lot) of (?:pills|tablets|meds|medication|sleeping pills|painkillers)\b/,
  // Clinical words for the same emergencies (a nurse, a carer, or a visitor who reads medical pages).
  /\bdyspn(?:o)?ea\b|\bstridor\b|\bangio[\s-]?o?edema\b|\bha?emoptysis\b|\bha?ematemesis\b|\bpleuritic\b|\bpulmonary embol\w*|\bpost-?ictal\b|\btonic[\s-]clonic\b|\bstatus epilepticus\b|\bretrosternal\b|\brespiratory (?:distress|arrest|failure|depression)\b|\bcardiac arrest\b|\bcyano(?:sis|sed|tic)\b|\bobtunded\b|\baltered (?:mental status|consciousness|level of consciousness)\b|\b(?:diabetic )?keto-?acidosis\b|\bserotonin syndrome\b|\bsyncop(?:al|e) (?:episode|event)\b|\bepisode of syncope\b|\bloss of consciousness\b|\blost consciousness\b|\bfeel(?:s|ing)? (?:like )?(?:i(?:'m| am| will|'ll| gonna| going to)? )?(?:die|dying)\b(?! to\b)/,
  // Weaker clinical words, urgent when someone has them now: "experiencing tachycardia", "my BG is low, hypoglycaemic".
  {
    test: (t: string) =>
      /\b(?:hypo-?glyc(?:a)?emi\w*|tachycardi\w*|bradycardi\w*|arrhythmi\w*|syncop\w*|presyncop\w*|afib|a-fib|atrial fibrillation|svt|hypotensi\w*|hypoxi\w*|desat\w*|anaphylactoid|urticaria)\b/.test(
        t,
      ) &&
      /\b(?:i|i'm|im|i've|me|my|he|she|he's|she's|his|her|having|had|experiencing|currently|now|patient|presenting|client|friend|after|since|post)\b/.test(
        t,
      ) &&
      !/\b(?:stud(?:y|ies|ied)|trials?|research|participants|literature|published|reported|side[\s-]?effects?|risk of|signs of|symptoms of)\b/.test(
        t,
      ),
  },
  /ألم (?:في )?(?:الصدر|صدري)|صدري (?:يؤلمني|يوجعني)|ضيق (?:في )?التنفس|لا أستطيع التنفس|صعوبة (?:في )?التنفس|إغماء|أغمي|دوار|دوخة|قلبي يدق|تسارع (?:ضربات )?القلب|تورم|انتفاخ (?:الوجه|الشفاه|اللسان)|حساسية شديدة|جرعة زائدة|جرعة مضاعفة|تقيؤ|استفراغ|أتقيأ|نوبة|تشنج/,
];

// "Can tirzepatide cause chest pain?" asks about a side effect in general; nobody reports a symptom now.
const HYPOTHETICAL =
  /^(?:can|could|does|do|will|would|is|are|might|may|what)\b[^.!]*\b(?:cause|causes|affect|affects|effect on|impact|improve|improves|lead to|trigger|give (?:you|people)|make (?:you|people)|side effects?|linked to|associated with|known for|risk of|(?:increase|raise)s? (?:the )?risk)\b/;
const FIRST_PERSON_NOW =
  /\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|we|we're|our|he|she|he's|she's|his|her|husband|wife|partner|friend|son|daughter|kid|child|mum|mom|dad|brother|sister|now|right now|currently|since|today|tonight|this morning|yesterday|just)\b/;

// "palpitations side effect ipamorelin?": a side effect named as such, with nobody reporting it.
const SIDE_EFFECT_QUESTION =
  /\bside[\s-]?effects?\b|\badverse (?:events?|effects?|reactions?)\b|\b(?:signs|symptoms) of\b|\bwarning signs\b|\bwhat (?:to do|should (?:you|someone|people) do) if\b/;

export function isHypotheticalSymptomQuestion(t: string): boolean {
  return (HYPOTHETICAL.test(t) || SIDE_EFFECT_QUESTION.test(t)) && !FIRST_PERSON_NOW.test(t) && !EMERGENCY[0]!.test(t);
}

/** Symptoms that are urgent when they follow a dose ("pulse through the roof after ipamorelin"), not on their own. */
export const AFTER_DOSE_SYMPTOM =
  /\b(?:heart ?rate|pulse|bpm)\b|\bpuff(?:y|ed|ing)\b|\brash (?:all over|everywhere|spreading)\b|\bhives\b|\bshak(?:ing|y)\b|\btrembl\w*|\bclammy\b|\b(?:grey|gray|pale)\b|\bfeel(?:s|ing)? (?:weird|strange|off|wrong|funny|odd|awful|terrible|horrible)\b|\bdisorient\w*|\bvision\b|\bseeing (?:double|spots)\b|\bfever\w*|\bburning up\b|\bchills\b|\bcan'?t (?:stand|walk|think straight)\b|\bout of it\b|\bnot (?:himself|herself|right)\b/;
/** A dose, a shot or a compound taken: the context that makes such a symptom urgent. */
export const AFTER_DOSE =
  /\b(?:after|since|following|post|from)\b.{0,40}\b(?:injection|injecting|injected|inject|shot|jab|dose|dosing|pinning|pinned|pin|peptides?|vial|pen|took|taking|using|started|starting)\b|\b(?:injected|pinned|jabbed|dosed)\b/;
/** "A little", "mild": an everyday side effect, not an emergency. */
export const MILD = /\b(?:mild|mildly|slight|slightly|a (?:little|bit)|bit of|small|tiny|minor|low[\s-]grade)\b/;

const WORD_AGES = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen';
const AGE = `(?:1[0-7]|[1-9]|${WORD_AGES})`;
const NOT_AGE_UNIT =
  '(?![\\d.,]*\\s*(?:years?|yrs?)\\b(?!\\s*(?:old|of age))(?!\\s*(?:$|[,.!?;&]|and |but |so |can |could |is |please )))(?![\\d.,]*\\s*(?:%|kg|kgs|kilos?|lbs?|pounds|mg|mcg|iu|units|days?|weeks?|months?|hours?|mins?|minutes?|cm|ft|feet|foot|inches|times|x|of|percent|stone|st|sessions?|reps|sets|miles|km|mins)\\b)(?![\\d.,]*\\s*and a half\\s+(?:kg|kgs|kilos?|lbs?|pounds|stone|st|days?|weeks?|months?|hours?|mins?|minutes?|miles|km|feet|foot|ft|inches|years? (?:into|of|in)|litres?|liters?)\\b)(?![\\d\'"′″])';

const TEEN = '(?:1[3-7]|thirteen|fourteen|fifteen|sixteen|seventeen)';
// "16 years old" or a bare "16 years" that ends the clause; "16 years into lifting" is not an age.
const YEARS_OLD = '\\s*(?:years?|yrs?)(?:\\s*(?:old|of age)\\b|(?=\\s*(?:$|[,.!?;&]|and |but |so |can |could |is |please )))';
const RELATIVE =
  '(?:son|daughter|kid|kiddo|child|boy|girl|lad|lass|youngster|nephew|niece|brother|sister|stepson|stepdaughter|grandson|granddaughter|grandchild|cousin|godson|goddaughter|teen|player|athlete)';

export const MINOR = [
  new RegExp(
    `\\b(?:i'?m|i am|im|i'm only|i am only|am)\\s+(?:only\\s+|just\\s+|about\\s+)?${AGE}\\b(?:${YEARS_OLD}|\\s*y\\.?\\/?o\\b)?${NOT_AGE_UNIT}`,
  ),
  new RegExp(
    `\\b${AGE}[\\s-]*(?:years?|yrs?|yr)[\\s-]*(?:olds?|of age)\\b|\\b${AGE}\\s?y\\.?\\/?o\\b|\\b(?:aged?|age of)\\s+${AGE}\\b${NOT_AGE_UNIT}|\\bage\\s*[:=-]\\s*${AGE}\\b${NOT_AGE_UNIT}|\\b(?:turn(?:ing|s|ed)|(?:i|he|she|they|will|i'?ll|he'?ll|she'?ll|to|who) turn) ${AGE}\\b${NOT_AGE_UNIT}`,
  ),
  new RegExp(
    `\\b${RELATIVE}s?\\b[^.?!]{0,20}\\b(?:is|who'?s|aged|turned|turning)\\s+(?:only\\s+|just\\s+)?${AGE}\\b${NOT_AGE_UNIT}|\\b${RELATIVE}(?:,\\s*|\\s*\\(\\s*|\\s+)(?:only\\s+|just\\s+)?${AGE}\\b\\)?${NOT_AGE_UNIT}`,
  ),
  // Reddit-style "16M", "(17f)", and "at 16, can I...".
  new RegExp(
    `^\\W*\\(?${TEEN}\\s?[mf]\\b|\\b(?:i'?m|i am|im|me|aged?)\\s*\\(?${TEEN}\\s?[mf]\\b|\\(${TEEN}\\s?[mf]\\)|(?:^|[.!?,;]\\s*)at ${TEEN}\\b,?\\s+(?:can|could|should|is|am|would|will|do|may|what|which|how)\\b`,
  ),
  // About to be 18 is still under 18.
  new RegExp(
    `\\b(?:i'?ll be|i will be|i turn|i'?m turning|turning|almost|nearly|not yet|not quite|i'?m not|i am not|im not|until i'?m|till i'?m) (?:18|eighteen)\\b${NOT_AGE_UNIT}`,
  ),
  /\b(?:i'?m|i am|im)\s+(?:a\s+)?(?:teen(?:ager)?|minor|kid|child|under\s*(?:18|age)|in (?:high|middle|secondary|junior high) school|still in (?:high |middle |secondary )?school|a (?:high school|middle school) (?:student|athlete|freshman|sophomore|junior|senior))\b/,
  /\bunder\s*(?:18|eighteen)\b|\bunder[\s-]?age\b|\bteen\w*|\badolescen\w*|\bfor (?:a )?minors?\b|\bhigh ?school\w*|\bmiddle school\b|\bsecondary school\b|\bsixth form\w*|\bi?gcses?\b|\bsats\b(?= (?:next|this|coming|soon))|\ba[\s-]?levels?\b(?! of)|\bjunior high\b|\bschool ?(?:team|athlete|exams?)\b|\bat school\b|\bfor school\b/,
  // A school team or match (not medical, law or grad school).
  /(?<!\b(?:medical|med|law|grad|graduate|business|nursing|night|dental|vet|pharmacy|film|art|driving|flight|language|summer|old|boarding|dance|cooking|beauty) )\bschool (?:\w+ ){0,2}(?:team|squad|athletes?|sports?|football|rugby|basketball|soccer|hockey|netball|swim\w*|track|match|game|league|exams?|tests?|captain)\b/,
  /\b(?:in|i'?m in|am in|i'?m a|im a|i am a) year (?:[5-9]|1[0-3])\b|\byear (?:[5-9]|1[0-3]) (?:student|pupil|exams?)\b|\b(?:[5-9]|1[0-2])(?:th)? grade\b|\bgrade (?:[5-9]|1[0-2])\b|\b(?:fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade(?:rs?)?\b|\bgrade (?:five|six|seven|eight|nine|ten|eleven|twelve)\b|\byear (?:seven|eight|nine|ten|eleven|twelve|thirteen)\b/,
  // Youth sport and US high school shorthand: "youth club", "u16s", "in hs".
  /\byouth (?:team|club|football|rugby|soccer|league|sports?|athletes?|players?|academy|squad)\b|\bu-?1[0-8]s?\b|\bunder[\s-]?1[0-7]s?\b|\b(?:in|at) hs\b|\bhs (?:student|athlete|team|football|senior|junior|sophomore|freshman|sports?|wrestling|track)\b/,
  // Children in general: "is BPC ok for kids?", "can children use it".
  /\bfor (?:kids|children|a child|a kid|young (?:people|athletes|kids)|youngsters|juniors|under[\s-]?18s?)\b|\b(?:safe|ok|okay|suitable|good) for (?:kids|children|a child|youngsters)\b|\b(?:can|could|should|do|may) (?:kids|children|a child|a kid|minors|youngsters) (?:use|take|have|try|buy|order|get)\b|\b(?:kids|children)(?:'s)? (?:dose|dosage|dosing|use)\b/,
  // "J'ai 15 ans", "tengo 15 años", "ich bin 15", "ho 15 anni", "ik ben 15".
  /\b(?:j'ai|tengo|tiene|ho|tenho|il a|elle a) (?:1[0-7]|[1-9]) (?:ans|años|anos|anni)\b|\b(?:ich bin|er ist|sie ist|ik ben|hij is|zij is) (?:1[0-7]|[1-9])(?: jahre(?: alt)?| jaar(?: oud)?)?\b(?![\d.,]*\s*(?:kg|kilo|%|mal|uhr|wochen|tage|monate|minuten|cm|weken|dagen))/,
  // A birth year or a school graduation year that puts someone under 18: "born in 2010", "DOB 03/2011", "class of 2029".
  { test: (t: string) => bornUnder18(t) || schoolClassUnder18(t) },
  /ابني|ابنتي|طفلي|أطفالي|ولدي|بنتي|مراهق|عمري (?:1[0-7]|[1-9]) |قاصر|تحت (?:سن )?18|المدرسة/,
  /عمري (?:1[0-7]|[1-9])(?![\d.])/,
];

/** "Born in 2010", "b. 2011", "dob: 12/05/2010": a birth year less than 18 years ago. */
function bornUnder18(t: string): boolean {
  const m = /\b(?:born|b\.|dob|d\.o\.b\.?|date of birth|birth ?year|year of birth)\b[^.?!;]{0,20}?\b((?:19|20)\d\d)\b/.exec(t);
  if (!m) return false;
  // Read the clock per message: a Worker's clock does not run at start-up (module scope sees the epoch).
  const age = new Date().getUTCFullYear() - Number(m[1]);
  return age >= 0 && age < 18;
}
/** "Class of 2029": a school leaving year still ahead, unless the class is a college or university one. */
function schoolClassUnder18(t: string): boolean {
  const m = /\bclass of (?:'|20)?(\d\d)\b/.exec(t);
  if (
    !m ||
    /\b(?:college|uni|university|grad(?:uate)? school|med(?:ical)? school|law school|mba|phd|masters?|bachelor'?s?|degree|alumni)\b/.test(t)
  )
    return false;
  const year = 2000 + Number(m[1]);
  const now = new Date();
  const leaving = now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0);
  return year >= leaving && year <= leaving + 6;
}

/** A child of the visitor's, age unknown: treated as a minor unless an adult age is stated. */
export const MY_CHILD =
  /\bmy (?:son|daughter|kid|kids|kiddo|child|children|boy|girl|lad|lass|youngster|teen|stepson|stepdaughter|little brother|little sister|younger brother|younger sister|grandson|granddaughter|grandchild|nephew|niece)\b/;

/** School in the past, or taught rather than attended: "I graduated high school in 2005", "I teach GCSE biology". */
const PAST_SCHOOL =
  /\b(?:graduated|finished|left|dropped out of|quit|completed|did|sat|took|passed|failed)\b (?:from )?(?:my )?(?:high ?school|secondary school|sixth form|school|i?gcses?|a[\s-]?levels?)\b,? (?:in|back in|around) (?:19\d\d|20[01]\d)\b|\b(?:graduated|finished|left|dropped out of|did|sat|took|passed)\b (?:from )?(?:my )?(?:high ?school|secondary school|sixth form|school|i?gcses?|a[\s-]?levels?)\b,? (?:\w+ )?(?:years|decades) ago\b|\b(?:when|while|back when|back) (?:i was |i were )?(?:in|at) (?:high ?school|secondary school|sixth form|school|year \d+|grade \d+|\d+(?:th)? grade)\b|\bi (?:teach|tutor|coach|mark|examine)\b.{0,20}\b(?:high ?school|secondary|sixth form|gcses?|i?gcses?|a[\s-]?levels?|grade \d+|year \d+)\b|\b(?:teacher|tutor|lecturer|examiner) (?:of|for|at)\b.{0,20}\b(?:high ?school|secondary|sixth form|gcses?|a[\s-]?levels?)\b|\bhigh ?school (?:teacher|coach|counsell?or|nurse|principal|reunion|sweetheart|friend)\b/g;
/** "When I was 15", "I started at 16": a past age is not the visitor's age now. */
export const withoutPastAges = (t: string) =>
  t
    .replace(PAST_SCHOOL, ' ')
    .replace(
      /\b(?:(?:when|since|back when|ever since|from when) (?:i|he|she) was|i was|he was|she was|(?:started|began|tore|broke|injured|hurt) \w+(?: \w+)? (?:at|when i was)) (?:only |just |about )?(?:\d+|\w+teen)(?:[\s-]*(?:years?|yrs?)[\s-]*old)?/g,
      ' ',
    );

// An adult child ("my son is 25"), or an adult telling a story about their teens ("I'm 30 now"), is not a minor.
const ADULT_AGE =
  /\b(?:is|aged|age|turned|now|i'?m|im|i am)\s+(?:1[89]|[2-9]\d)\b(?!\s*(?:%|kg|kgs|kilos?|lbs?|pounds|mg|mcg|iu|units|days?|weeks?|months?|hours?|mins?|minutes?|cm|stone|st|times|x)\b)|\b(?:1[89]|[2-9]\d)[\s-]*(?:years?|yrs?)[\s-]*old\b/;
export const isAdultStated = (t: string) => ADULT_AGE.test(t);
/** "My son/daughter" alone: a parent talking about a baby they are feeding, or a gift from a grown child, is no minor. */
export const BABY_CONTEXT =
  /\bgave birth\b|\bnew ?born\b|\bbaby\b|\binfant\b|\bbreast ?feed\w*|\bnursing\b|\bpregnan\w*|\b(?:bought|got|gave|booked) (?:me|us)\b/;

const INSTRUCTION_ASKS =
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)*(?:previous|prior|above|earlier|preceding|initial|original)?\s*(?:instructions|rules|prompts?|directions|guidelines)\b|\bsystem\s*(?:prompt|message|instructions)\b|\b(?:reveal|show|print|repeat|tell me|what are|share|display|output|leak)\b.{0,20}\b(?:your|the)\s+(?:instructions|prompt|rules|guidelines|configuration|hidden)\b|\bdeveloper mode\b|\bjailbreak\w*\b|\bpretend (?:you are|you're|to be)\b|\bact as (?:a |an |my )?(?:doctor|physician|unrestricted)\b|\byou are now\b/;
// Role-play, "safety off" and fiction framings that try to get a dose or the rules out of the assistant.
const ROLE_PLAY =
  /\brole[\s-]?play\w*|\bplay (?:the role|a game|a character)\b|\blet'?s play\b|\bin character\b|\bstay in character\b|\bimagine (?:that )?you(?:'re| are)\b|\bact (?:as|like) (?:a |an |my |if you(?:'re| were) )?(?:doctor|physician|nurse|pharmacist|coach|trainer|bodybuilder|expert|dealer|unrestricted|jailbroken|dan|different|someone|medical|licensed)\w*\b|\byou(?:'re| are)\b.{0,30}\b(?:licensed (?:doctor|physician|pharmacist|medical)|unrestricted|dan|\w*gpt)\b|\bas my (?:doctor|physician|gp|pharmacist|nurse|coach|trainer)\b|\byou(?:'re| are) (?:now (?:a |an |my )?|my )(?:doctor|physician|gp|pharmacist|nurse|prescriber|dealer|coach)\b|\bfrom now on,? you\b|\bunrestricted\b|\bunfiltered\b|\bdo anything now\b|\bdan mode\b|\b(?:ai|assistant|bot|model|you|yourself|coach|doctor)\b.{0,20}\b(?:with no|without (?:any )?)\s?(?:restrictions|filters|guardrails|rules|limits)\b|\bsafety\s*(?:mode|filters?|rules)?\s*(?:=|:|is)?\s*(?:off|disabled|false|0)\b|\b(?:disable|turn off|bypass|remove|ignore|disregard|skip|drop)\b.{0,20}\b(?:safety|filters?|guardrails?|restrictions?|limits|policy|policies|content policy)\b|^\s*(?:system|developer|admin)\s*:/;
const PERMISSION =
  /\b(?:you'?re|you are) (?:now )?(?:allowed|permitted|authori[sz]ed|free|cleared) to\b|\bnew rules?\b|\b(?:you can|you may) now\b|\bi (?:give|grant) you permission\b|\bi(?:'m| am) (?:authori[sz]ed|your (?:developer|admin|creator|owner|maker))\b|\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+)?(?:of\s+)?(?:the\s+)?(?:above|previous|prior|earlier|everything|what you(?:'ve| have| were)? (?:been )?told)\b|تجاهل (?:كل |جميع )?(?:التعليمات|الأوامر|القواعد)|تعليماتك|موجه النظام/;
const PROMPT_LEAK =
  /\b(?:repeat|print|show|output|reveal|display|echo|copy)\b.{0,30}\b(?:text|words|everything|message|content|lines?)\s+(?:above|before this|preceding)\b|\bwhat (?:were|was) you (?:told|given|instructed|programmed)\b|\b(?:initial|original|hidden|secret|internal|pre-?set)\s+(?:instructions|prompt|message|rules)\b|\bstarting with ['"]?you are\b/;
export const INSTRUCTIONS = {
  test: (t: string) => INSTRUCTION_ASKS.test(t) || ROLE_PLAY.test(t) || PERMISSION.test(t) || PROMPT_LEAK.test(t),
};

const DISEASES =
  'diabetes|cancers?|tumou?rs?|arthritis|depression|alzheimer\\w*|dementia|parkinson\\w*|multiple sclerosis|ms|hiv|aids|covid\\w*|autism|adhd|crohn\\w*|colitis|ibs|heart disease|obesity|hypertension|high blood pressure|infertility|erectile dysfunction|ed|low testosterone|hypogonadism|lupus|fibromyalgia|diseases?|illness\\w*|conditions?|disorders?|infections?|psoriasis|eczema|asthma|epilepsy|stroke|kidney disease|liver disease|anxiety disorder|insomnia|baldness|hair loss|tinnitus|long covid|herniated discs?|slipped discs?|bulging discs?|sciatica|fatty liver|nafld|cirrhosis|gout|migraines?|pcos|endometriosis|osteoporosis|neuropathy|hashimoto\\w*|graves|thyroid disease|high cholesterol|sleep apnea|sleep apnoea|copd|kidney stones|ulcers?|type (?:1|2|one|two)|t2d|t1d|ptsd|ocd|bipolar|schizophrenia|chronic fatigue|me/cfs|osteoarthritis|tendinitis|tendonitis|tendinosis|plantar fasciitis|frozen shoulder|rheumatoid\\w*'; // prettier-ignore
export const CURE = [
  /\bcur(?:e|es|ed|ing)\b/,
  /\b(?:kill|kills|killing|shrink|shrinks|destroy|destroys|fight|fights|beat|beats|eradicate)\b.{0,25}\b(?:cancer|tumou?rs?|infections?|virus(?:es)?)\b/,
  new RegExp(
    `\\b(?:treat|treats|treating|treatment for|reverse|reverses|reversing|get rid of|heal|heals|fix|fixes|eliminate|clear up|clears up|sort out)\\b.{0,40}\\b(?:${DISEASES})\\b`,
  ),
  // "Will it make my arthritis go away", "can peptides help my crohn's".
  new RegExp(
    `\\b(?:${DISEASES})\\b.{0,25}\\b(?:go away|disappear|gone for good|go into remission)\\b|\\b(?:help|helps|helping|improve|improves|manage|control) (?:with )?(?:my|his|her|their)\\b.{0,20}\\b(?:${DISEASES})\\b|\\binstead of (?:my )?(?:treatment|chemo\\w*|surgery|medication|meds|insulin|therapy)\\b`,
  ),
  new RegExp(
    `\\b(?:which|what|any|best)\\s+(?:peptides?|compounds?|products?)\\b.{0,30}\\b(?:for|against|treats?)\\s+(?:my\\s+)?(?:${DISEASES})\\b`,
  ),
  // Arabic: "does it treat / cure".
  /يعالج|يشفي|تعالج|تشفي|علاج (?:ل|مرض)|شفاء/,
];

export const PREGNANCY =
  /\btrying (?:for|to have|to make) a baby\b|\bpreg(?:gers|go|o)\b|\bknocked up\b|\b\d+ (?:weeks?|months?) along\b|\bpost[\s-]?partum\b|\bpost[\s-]?natal\b|\bjust (?:had|gave birth to) (?:a|my|our) (?:baby|son|daughter|child|little one)\b|\bgave birth\b|\bbaby weight\b|\bnew (?:mum|mom|mother)\b|\b(?:i'?m|im|am|while|currently|still|when|and|i'?m still) (?:breast ?)?nursing\b(?! (?:student|home|degree|school|course|assistant|staff|job|shift|an? injury))|\bpumping (?:breast ?milk|milk)\b|\bfertility treatment\b|\bivf\b|\bpregnan\w*\b(?! tests?\b)|\b(?:is|she's|shes|i'm|im|am|are|we're|were) expecting\b|\bexpecting a baby\b|\btrying to (?:conceive|get pregnant)\b|\bbreast[\s-]?feed\w*|\bnursing (?:mother|my baby|a baby)\b|\blactat\w*|\bbreastmilk\b|\bttc\b|حامل|الحمل|الرضاعة|مرضع/;
export const MEDICINES =
  /\bblood[\s-]?thinners?\b|\banti[\s-]?coagulants?\b|\bwarfarin\b|\bcoumadin\b|\beliquis\b|\bapixaban\b|\bxarelto\b|\brivaroxaban\b|\bclopidogrel\b|\bplavix\b|\baspirin\b|\bheparin\b|\binsulin\b(?! (?:resistance|sensitivity|levels?|secretion|signal\w*|release|response|syringes?|needles?|pins?|pens? needles?|works?|production|spikes?|secretion))|\bmetformin\b|\bglipizide\b|\bsulfonylureas?\b|\bssris?\b|\bsnris?\b|\bmaois?\b|\bsertraline\b|\bfluoxetine\b|\bprozac\b|\bzoloft\b|\blexapro\b|\bescitalopram\b|\bcitalopram\b|\bparoxetine\b|\bvenlafaxine\b|\bbupropion\b|\bantidepressants?\b|\bbenzodiazepines?\b|\bxanax\b|\bvalium\b|\bdiazepam\b|\bopioids?\b|\bstatins?\b|\bbeta[\s-]?blockers?\b|\bblood pressure (?:meds|medication|medicine|pills|tablets)\b|\blevothyroxine\b|\bthyroid (?:meds|medication|medicine|hormone)\b|\bsteroids?\b|\bprednisone\b|\btrt\b|\btestosterone (?:therapy|replacement|injections?)\b|\bchemo\w*|\bimmunosuppress\w*|\bbirth control\b|\bcontraceptive\w*|\bthe pill\b|\bprescri\w+ (?:meds|medication|medicine|drugs?)\b|\bmy (?:meds|medication|medications|medicine|prescription|pills|tablets)\b|\bon (?:medication|meds)\b|\badhd (?:meds|medication)\b|\bstimulants?\b|\badderall\b|\bantibiotics?\b|\blithium\b|\blisinopril\b|\bamlodipine\b|\blosartan\b|\bramipril\b|\batorvastatin\b|\brosuvastatin\b|\bsimvastatin\b|\bomeprazole\b|\bibuprofen\b|\bnaproxen\b|\bnsaids?\b|\bparacetamol\b|\bacetaminophen\b|\bgabapentin\b|\bpregabalin\b|\btramadol\b|\boxycodone\b|\bmethotrexate\b|\btamoxifen\b|\bfinasteride\b|\bspironolactone\b|\bisotretinoin\b|\baccutane\b|\britalin\b|\bvyvanse\b|\bclomid\b|\bclomiphene\b|\banastrozole\b|\bhrt\b|\b(?:i'?m on|im on|i am on|already on|been on|currently on|taking|i take|i use|prescribed|my doctor (?:put me on|prescribed|gave me))\s+(?:ozempic|wegovy|mounjaro|zepbound|saxenda|victoza|trulicity|rybelsus|semaglutide|tirzepatide|liraglutide|dulaglutide)\b|\b(?:ozempic|wegovy|mounjaro|zepbound|saxenda|victoza|trulicity|rybelsus)\b.{0,30}\b(?:prescribed|from my doctor|prescription|my doctor)\b/;
const INTERACTION_CUE =
  /\binteract\w*|\binterfer\w*|\bcombin\w*|\bmix\w*|\btogether\b|\bwith\b|\badd\b|\bstack\w*|\bwhile\b|\bon\b|\balongside\b|\bplus\b|\bsafe\b|\bcan (?:i|he|she|you)\b|\bok\b|\bokay\b|\btake\b|\buse\b|\bpeptides?\b/;
export const isMedicineQuestion = (t: string) => MEDICINES.test(t) && INTERACTION_CUE.test(t);

// Questions about the business use "should I" too ("should I book…"), but are not personal medical requests.
const SERVICE_WORDS =
  /\b(?:consult\w*|sessions?|book\w*|order\w*|ship\w*|deliver\w*|pay\w*|price|cost|plan to visit|contact|email|call you|follow[\s-]?ups?|appointments?|check[\s-]?ins?|come in|visit|subscription|account|password|membership|newsletter|cart|checkout|refund|return|cancel\w*)\b/;
// Names a substance one could dose (a compound, a peptide, a vial), so "how much does a person need" is about a dose.
const SUBSTANCE =
  /\b(?:peptides?|doses?|dosage|mg|mcg|vials?|inject\w*|pin|jab|cycle|stack|protocol|bpc\w*|tb\w*|semax|selank|ipa\w*|hcg|reta\w*|tirz\w*|tesa\w*|nad|cjc\w*|ghk\w*|ghrp\w*|epit\w*|sema\w*|ozempic|wegovy|mounjaro|zepbound|insulin|\w+tide|\w+relin)\b/;
const COMPOUND_NAME =
  /\b(?:peptides?|bpc\w*|tb\w*|semax|selank|ipa\w*|hcg|reta\w*|tirz\w*|tesa\w*|nad|cjc\w*|ghk\w*|ghrp\w*|epit\w*|sema\w*|ozempic|wegovy|mounjaro|zepbound|\w+tide|\w+relin)\b/;
// A message that asks about a dose or an injection is not a service question, whatever else it mentions.
const DOSE_SIGNAL =
  /\b(?:dose|doses|dosage|dosing|mg|mcg|micrograms?|units|iu|ml|inject\w*|pin|pinning|jab|protocol|regimen|microdos\w*)\b/;
const TAKE_SUBSTANCE = /\b(?:should|can|do|could) i (?:take|use|run|stack|start)\b/;
const DOSE_WORD =
  '(?:dose|doses|dosage|dosing|amount|protocol|cycle|regimen|schedule|mg|mcg|micrograms?|units|iu|ml|how much|how many|how often)';
const BODY =
  '(?:meniscus|labrum|disc|groin|calf|quad|quads|bicep|biceps|tricep|pec|pecs|rib|plantar|tendonitis|tendinitis|tendon|ligament|injur\\w*|knee|shoulder|back|elbow|hip|wrist|ankle|neck|pain|tear|torn \\w+|strain|sprain|arthritis|weight|fat|belly|gut|recovery|condition|anxiety|sleep|muscles?|skin|hair|joints?|acl|rotator cuff|hamstring|achilles|surgery|goals?)';
// A request to check what one is doing: "does that sound ok", "is that right", "too much?", "double check".
const VERIFY =
  /\b(?:sound|sounds|seem|seems|look|looks) (?:ok|okay|right|good|fine|correct|reasonable|safe|about right|normal|sensible|too (?:high|low|much))\b|\b(?:is|are|was) (?:that|this|it|these|those|mine) (?:ok|okay|right|correct|fine|safe|normal|too (?:much|high|low|little)|enough|good|reasonable|alright|sensible)\b|\b(?:ok|okay|right|correct|fine|safe|enough|alright|good|normal)\s*\?|\bnormal to (?:take|inject|use|run|pin|be on|go)\b|\b(?:double[\s-]?check|verify|confirm|sanity[\s-]?check|check (?:my|this|that))\b|\bam i (?:on|taking|using|doing|running|injecting|pinning) (?:the |a )?(?:right|correct|enough|too|safe|good)\b|\btoo (?:much|high|low|little|strong|weak)\b/;
export const PERSONAL_DOSE = [
  /\bhow (?:much|many|often|long)\b.{0,60}\b(?:should|can|do|could|would|must|shall|will)\s+(?:i|we|he|she|my \w+)\b/,
  /\bhow (?:much|many)\b.{0,50}\b(?:for me|for my|for him|for her|for myself)\b/,
  new RegExp(
    `\\b(?:what|which|right|best|correct|safe|ideal|optimal|good|starting|proper)\\s+(?:dose|dosage|amount|protocol|cycle|regimen|dosing|schedule)\\b.{0,50}\\b(?:for me|should i|do i|can i|for my|for a \\d|would you|to start|i should|for someone|for him|for her|would work)\\b`,
  ),
  /\bwhat should (?:my|i|he|she)\b.{0,40}\b(?:dose|dosage|amount|protocol|take|inject|run|use|be)\b/,
  /\b(?:should|can|could|may|do)\s+i\s+(?:take(?! (?:a |the )?(?:look|peek|glance|photo|picture|screenshot|call|break|seat|moment|minute|second|note|notes)\b)|inject|use|start|stack|combine|mix|run|try|dose|microdose|up my|increase|decrease|split|cycle)\b/,
  /\bmy\s+(?:[\w-]+\s+){0,2}(?:dose|dosage|protocol|cycle|stack|regimen|dosing|titration)\b/,
  /\b(?:exact|precise|specific|full|complete|personal(?:ised|ized)?|step[\s-]by[\s-]step|custom|tailored)\s+(?:protocol|dose|dosage|dosing|regimen|cycle|plan|instructions|schedule)\b/,
  /\b(?:design|make|build|create|write|give|send|draw up|put together|plan|work out|figure out|set up|recommend|suggest|prescribe|find|pick|choose|map out|lay out)\s+(?:me|us)\s+(?:a\s+|an\s+|my\s+|the\s+)?(?:\w+\s+)?(?:protocol|stack|regimen|treatment plan|cycle|dosing|dose|schedule|plan)\b/,
  /\b(?:design|build|create|write)\s+(?:a|my)\s+(?:\w+\s+)?(?:protocol|regimen|cycle|dosing plan)\b/,
  new RegExp(
    `\\b\\d{2,3}\\s?(?:kg|kgs|kilos?|lbs?|pounds)\\b.{0,60}(?:\\b${DOSE_WORD}|\\d(?:mg|mcg|iu|ml|units))\\b|(?:\\b${DOSE_WORD}|\\d(?:mg|mcg|iu|ml|units))\\b.{0,60}\\b\\d{2,3}\\s?(?:kg|kgs|kilos?|lbs?|pounds)\\b`,
  ),
  new RegExp(
    `\\bfor (?:my|his|her|a)\\s+(?:\\w+\\s+){0,2}${BODY}\\b.{0,40}\\b(?:${DOSE_WORD}|works?|take|use|inject)\\b|\\b(?:${DOSE_WORD}|works?)\\b.{0,50}\\bfor (?:my|his|her)\\s+(?:\\w+\\s+){0,2}${BODY}\\b`,
  ),
  new RegExp(
    `\\bi(?: have|'ve got|'ve| got| hurt| tore| injured| pulled| strained| sprained| broke| damaged)\\b.{0,40}\\b${BODY}\\b.{0,60}\\b(?:${DOSE_WORD}|works?|should|take|use)\\b`,
  ),
  /\b(?:recommend|suggest|advise|prescribe)\b.{0,40}\b(?:dose|dosage|protocol|amount|peptide|stack|cycle|regimen)\b.{0,40}\b(?:for me|for my|i should|me to)\b|\b(?:recommend|suggest|prescribe)\s+(?:me\s+)?(?:a|an|the)?\s*(?:protocol|dose|dosage|cycle|regimen)\s+for\s+(?:my|me)\b/,
  /\bhow often should (?:i|we)\b/,
  /\b(?:what|which|best|right|good|ideal|top)\s+(?:peptides?|compounds?|ones?|stack|products?)\b.{0,50}\b(?:should i|do i|for me|can i|would you recommend|would you suggest|will help me|to help me)\b/,
  /\bwhat (?:dose|amount|dosage) (?:would|do|should) you (?:suggest|recommend|advise|use)\b/,
  /\b\d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml|micrograms?)\b.{0,50}\b(?:right|ok|okay|safe|enough|too much|too little|good|fine|best) for me\b|\bis \d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml)\b.{0,40}\b(?:enough|too much|too little|safe|ok|okay|right)\b/,
  /\bwhat (?:(?:would|do|did) you|you(?:'d| would)) (?:personally )?(?:take|inject|pin|stack|dose)\b(?! (?:to (?:contact|reach|pay|ship|book)|for (?:payment|shipping|delivery|booking)))|\bif you were me\b|\bin my (?:shoes|position)\b|\bwhat would you (?:take|use|do|recommend|run) (?:if|for|in)\b/,
  /\b(?:lose|drop|gain|put on|shed)\s+\d+\s?(?:kg|kgs|kilos?|lbs?|pounds|stone)\b/,
  /\bi want to (?:lose weight|bulk|get bigger|gain muscle|get lean|get shredded)\b.{0,50}\b(?:dose|peptide|what|which|how much)\b/,
  /\bi'?m \d{2,3}\s?(?:kg|kgs|kilos?|lbs?|pounds)\b/,
  // A dose, a route or a schedule "for me" (or for a named someone), whatever the word order.
  /\b(?:dose|doses|dosage|dosing|protocol|regimen|cycle(?: length)?|amount|stack|subq|sub-?q|subcutaneous\w*|intramuscular\w*|route|timing)\b.{0,40}\bfor (?:me|myself|him|her|my (?:\w+ )?(?:wife|husband|partner|friend|client|patient|dad|mum|mom|father|mother|brother|sister|girlfriend|boyfriend))\b|\bfor (?:me|myself)\b.{0,30}\b(?:dose|dosage|dosing|protocol|cycle|inject\w*|pin|take|run|stack)\b/,
  new RegExp(`\\b\\d+(?:\\.\\d+)?\\s?(?:mg|mcg|iu|units|ml|micrograms?)\\b.{0,40}\\bfor (?:me|myself|him|her)\\b`),
  // For a beginner, a patient, a client, or "someone my size".
  /\b(?:beginners?|newbies?|first[\s-]timers?|novices?|newcomers?)\b.{0,30}\b(?:dose|dosage|protocol|cycle|amount|stack|regimen)\b|\b(?:dose|dosage|protocol|cycle|amount|stack|regimen)\b.{0,30}\b(?:beginners?|newbies?|first[\s-]timers?|novices?)\b/,
  /\b(?:dose|dosage|dosing|amount|protocol|regimen|how much|how many)\b.{0,50}\bfor (?:a|an|my|our|the) (?:\w+ )?(?:patients?|clients?|customers?|athletes?|players?)\b/,
  /\b(?:my|his|her) (?:size|weight|build|height|age|body ?weight|frame|body type)\b.{0,50}\b(?:dose|dosage|amount|protocol|how much|how many|need|take|inject|use|run)\b|\b(?:dose|dosage|amount|protocol|how much|how many|need|take|inject|use)\b.{0,50}\b(?:my|his|her) (?:size|weight|build|height|age|body ?weight|frame|body type)\b|\b(?:someone|people|a guy|a man|a woman|somebody) like me\b/,
  /\b(?:dose|dosage|amount|protocol)\b.{0,30}\bshould (?:i|we|he|she|they|my \w+|a \w+|someone|one|you|people|patients?|clients?)\b/,
  // Changing what one is already doing: "should I go higher", "when do I bump to 5", "do I need to cycle off".
  /\b(?:should|can|could|may|do|shall|must)\s+i\s+(?:go (?:higher|up|lower|down)|bump|up it|raise|lower|double|triple|halve|skip|miss|taper|stop|cycle off|come off|keep (?:taking|using|going)|pin|jab|reconstitute|add|switch|stay on|redose|re-dose)\b|\bdo i need to (?:cycle|take|inject|use|run|stop|taper|load|reconstitute|pin|dose|split)\b|\bwhen (?:do|should|can|could|would) (?:i|we)\b.{0,20}\b(?:bump|go up|increase|titrate|move up|step up|raise|lower|decrease|stop|start(?! (?:seeing|noticing|to see|to notice|feeling))|cycle|inject|take|pin|dose|come off|redose)\b/,
  /\b(?:is it|would it be|it'?s|is that) (?:ok|okay|safe|fine|alright|bad|too much)\b.{0,20}\bif (?:i|he|she) (?:take|inject|use|run|pin|stack|double|skip|dose|go|keep)\b|\bfor me to (?:take|inject|use|run|pin|dose|start|stack|cycle)\b|\bi can safely (?:take|inject|use|run|handle|tolerate)\b|\b(?:max(?:imum)?|most|how much|how many|what)\b.{0,30}\bi can (?:take|inject|use|run|handle|tolerate)\b/,
  // Somebody else, real or invented: "how much would a character inject", "how much does a 45 year old need".
  {
    test: (t: string) =>
      /\bhow (?:much|many|often)\b.{0,60}\b(?:does|do|would|should|will|could|might|can|must)\s+(?:a|an|the|some|someone|somebody|one|people|person|you|u|they|he|she|guys?|men|women|my|your|his|her)\b.{0,40}\b(?:take|inject|use|need|run|pin|dose|administer|start|microdose|jab|shoot|draw|give)\b/.test(
        t,
      ) &&
      SUBSTANCE.test(t) &&
      !/\b(?:stud(?:y|ies|ied)|trials?|research(?:ers)?|participants|subjects|rats?|mice|animals?|literature|papers?|published|clinical)\b/.test(
        t,
      ),
  },
  /\bhow (?:much|many)\b(?! (?:time|days?|weeks?|hours?|minutes?|months?|sessions?|water|protein|sleep|calories|money))(?=.{0,40}\b(?:peptides?|dose|mg|mcg|vial|bpc|tb|semax|selank|ipa\w*|hcg|reta\w*|tirz\w*|tesa\w*|nad|cjc|ghk|sema\w*|insulin|\w+tide|\w+relin)\b|.{0,40}\bto (?:inject|pin|dose|administer|draw up)\b).{0,40}\bto (?:take|inject|use|run|pin|dose|give|start with|administer|draw up)\b|\bhow (?:much|many)\b.{0,40}\b(?:is|are) (?:safe|ok|okay|too much|enough|fine)\b/,
  /\bhow (?:much|many)\b.{0,60}\b(?:would|do|could|can) you (?:recommend|suggest|advise|say)\b|\b(?:would|do|could) you (?:recommend|suggest|advise)\b.{0,40}\b(?:dose|dosage|amount|how much|how many|mg|mcg|protocol|cycle)\b|\bwhat (?:would|do|should|could) you (?:prescribe|recommend|suggest|advise|put me on)\b.{0,20}\b(?:me|for me|i|my)\b|\bprescribe (?:me|for me|something)\b|\bwhat (?:cycle|protocol|dose|stack|regimen) would you (?:put|start|have) me on\b/,
  // Fiction and "hypothetical" framings of a dose.
  /\b(?:hypothetical\w*|in theory|theoretically|for a (?:novel|story|book|screenplay|script|game)|fiction\w*|characters?|write (?:a|me a) (?:story|scene|script|poem))\b.{0,80}\b(?:dose|dosage|how much|how many|mg|mcg|inject|protocol|cycle)\b|\b(?:dose|dosage|how much|how many|mg|mcg|inject|protocol|cycle)\b.{0,80}\b(?:hypothetical\w*|in theory|theoretically|for a (?:novel|story|book|screenplay|script)|fiction\w*|characters?)\b/,
  // Mixing and measuring for an injection.
  /\bhow many (?:units|ticks|clicks|lines|notches|iu|ml|cc)\b(?! of (?:the |your |a |each )?(?:\w+ )?(?:products?|stock|items?|stack|boxes?|kits?|packs?|plan|system|subscription|order))(?! (?:ship|come|are in (?:a|one|each) (?:box|order|pack))).{0,30}\b(?:is|are|equals?|for|on|in)\b|\b(?:units|ticks|lines)\b.{0,20}\b(?:insulin )?syringe\b|\b(?:bac(?:teriostatic)? water|reconstitut\w*)\b.{0,60}\b(?:how much|how many|should|do i|\d+\s?(?:mg|ml))\b|\b(?:how much|how many|what amount)\b.{0,40}\b(?:bac(?:teriostatic)? water|reconstitut\w*)/,
  /\bmicro[\s-]?dos\w*\b.{0,40}\bhow (?:much|many|often)\b|\bhow (?:much|many|often)\b.{0,40}\bmicro[\s-]?dos\w*/,
  /\b(?:max(?:imum)?|most|highest|upper limit)\b.{0,30}\b(?:i|we|he|she) (?:can|could|should) (?:safely )?(?:take|inject|use|run|handle|go)\b/,
  // The company's own recommendation ("your recommended dose", "what do you guys suggest").
  /\b(?:your|you guys'?|y'?all'?s) (?:recommended|suggested|usual|go-to|preferred|standard|typical|own) (?:dose|dosage|dosing|protocol|amount|cycle|regimen|stack)\b|\b(?:dose|dosage|dosing|protocol|amount|cycle|regimen|how much|how many)\b.{0,40}\b(?:do|would|can|could) you(?: guys| all)? (?:recommend|suggest|advise|use|go with)\b|\brecommended (?:dose|dosage|dosing|protocol|amount)\b(?!.{0,60}\b(?:stud(?:y|ies)|trials?|label|fda|approved|prescribing)\b)/,
  /\b(?:should|could|do|can) i (?:do|go with|go for|pick|choose|try|start (?:at|with|on)|stay (?:at|on)|use|take|inject|run|pin|dose)\b.{0,30}\d+(?:\.\d+)?\s?(?:mg|mcg|iu|units|ml|micrograms?)\b/,
  // An injury, then how much or how long: "torn meniscus, how much tb500 and for how long?".
  {
    test: (t: string) =>
      /\b(?:torn|tore|injured|pulled|strained|sprained|broken|broke|hurt|bad|dodgy|sore|damaged|achy)\s+(?:my\s+)?\w+\b.{0,60}\b(?:how much|how many|how long|how often|dose|dosage|protocol|cycle)\b/.test(
        t,
      ) && !/\b(?:stud(?:y|ies|ied)|trials?|research|literature|published)\b/.test(t),
  },
  // "What would a reckless person take of reta": someone's dose asked as "what", not "how much".
  {
    test: (t: string) =>
      /\bwhat (?:would|should|do|does|might|could) (?:a|an|the|some|someone|somebody|people|you|they|he|she)\b.{0,30}\b(?:take|inject|use|run|pin|dose)\b(?!.{0,40}\bfor\b)/.test(
        t,
      ) &&
      SUBSTANCE.test(t) &&
      !/\b(?:stud(?:y|ies|ied)|trials?|research(?:ers)?|participants|rats?|mice|literature|published)\b/.test(t),
  },
  // Checking a figure one uses: "currently on 250mcg, does that sound ok?", "1mg weekly is fine?", "normal to take 10mg".
  {
    test: (t: string) =>
      /\b\d+(?:\.\d+)?\s?(?:mg|mcg|µg|iu|units?|ml|cc|micrograms?|milligrams?|clicks|ticks)\b/.test(t) &&
      VERIFY.test(t) &&
      SUBSTANCE.test(t) &&
      !/\b(?:stud(?:y|ies|ied)|trials?|research(?:ers)?|participants|subjects|rats?|mice|literature|published|label|fda|ema|approved)\b/.test(
        t,
      ),
  },
  /\b(?:what|which|the right|the) (?:amount|dose|dosage|quantity|strength)\b.{0,20}\bto (?:take|inject|pin|use|run|draw(?: up)?|start (?:on|with|at)|jab|shoot)\b/,
  /\bwhat would you (?:tell|advise|want|have|get) (?:me|him|her|them) to (?:take|use|run|inject|pin|do|start)\b|\bif i (?:was|were) your (?:\w+ )?(?:brother|sister|son|daughter|friend|mum|mom|dad|client|patient|family|wife|husband|partner)\b/,
  // Setting a pen or working out one's own vial: "what should I set my pen to", "the numbers for my bpc vial".
  /\b(?:set|dial|click|turn) (?:my |the )?(?:pen|dial)\b.{0,20}\bto\b|\bwhat (?:should|do|would) (?:i|we) (?:set|dial|draw|fill)\b|\b(?:numbers|figures|maths?|calculations?|measurements?)\b.{0,20}\bfor (?:my|his|her) (?:\w+ )?(?:vial|pen|syringe|dose|shot|jab|injection|protocol|cycle)\b/,
  // Transliterated Arabic: "kam jar3a", "jur3a for me".
  /\b(?:jar3a|jur3a|jr3a|jar3at|jur3at|jara3a|jor3a|gar3a|goro3a)\b|\bkam (?:lazim |lazem |yjib |ya?jeb )?(?:akhod|akhoth|a5od|a5ith|a5th|a7gin|a7qen|ahgen|ahqin|aakhodh)\b/,
  /جرعة|كم (?:يجب|ينبغي) (?:أن )?(?:آخذ|أحقن)/,
];
export const DIAGNOSIS = [
  /\bdo i have\b/,
  /\bdiagnos\w*/,
  /\bwhat(?:'s| is) wrong with (?:me|my|him|her)\b/,
  /\bam i (?:sick|ill|deficient|low in|diabetic|pre-?diabetic|hypogonadal)\b/,
  /\bmy symptoms\b/,
  /\bis (?:this|it) (?:normal|serious|dangerous) (?:that|if|when) (?:i|my)\b/,
  // "Do you think I have tendonitis", "could my fatigue be low T", "what's causing my knee pain".
  /\b(?:do you think|could|might|may|would you say|is it possible|can you tell (?:me )?(?:if|whether)) i (?:have|'ve got|got|am|might have)\b/,
  /\bcould (?:my|his|her) \w+(?: \w+)? be (?:a sign of|caused by|due to|from|related to|low|high|an?\b|the\b|my\b)/,
  /\bwhat(?:'s| is)? (?:causing|behind|the cause of|the reason for) (?:my|his|her|this)\b|\bwhy (?:do|does|am|is) (?:i|my)\b.{0,30}\b(?:keep (?:getting|having)|hurt|ache|aching|swell\w*|click\w*|numb|tingl\w*)\b/,
  // "Is this rash on my arm serious?"
  {
    test: (t: string) =>
      /\bmy\b/.test(t) &&
      /\b(?:is|could) (?:this|that|it)\b.{0,40}\b(?:serious|dangerous|infected|an? infection|cancer\w*|worrying|something to worry about|an allergy|allergic)\b/.test(
        t,
      ),
  },
  // Lab results read back to the assistant.
  /\b(?:my|his|her) (?:blood ?(?:test|work|results?|panel)|labs?|lab results|levels?|testosterone|t levels?|igf-?1|a1c|hba1c|cholesterol|thyroid|tsh|vitamin d|ferritin|results?|bloods)\b.{0,60}\b(?:is (?:that|this|it) (?:low|high|normal|bad|ok|okay|good|too)|too (?:low|high)|what does (?:that|this|it) mean|mean|interpret|read (?:them|it))\b|\binterpret (?:my|these|his|her) (?:results?|labs?|bloods?|blood ?work)\b/,
];
const MEDICATION_VERB =
  '(?:stop|stopping|quit|quitting|ditch\\w*|drop(?:ping)? (?:my|the)|come off|coming off|get off|getting off|wean\\w* (?:myself |him |her )?off|taper\\w* off|replac\\w*|switch\\w*|swap\\w*|skip\\w*|chang\\w* (?:my|from|over)|cut out|give up|giving up|stop using|stop taking|go off|going off|instead of)';
export const MEDICATION_CHANGE = [
  /\b(?:stop|quit|come off|get off|replace|switch|skip|change|swap)\s+(?:taking\s+)?(?:my\s+)(?:medication|medications|meds|medicine|prescription|insulin|antidepressants?|pills?|treatment)\b/,
  /\binstead of my (?:medication|meds|medicine|prescription|treatment)\b/,
  /\bshould i stop\b/,
  // A named medicine with a verb of stopping or replacing it, in either order.
  { test: (t: string) => new RegExp(`\\b${MEDICATION_VERB}\\b.{0,30}$`).test(t.slice(0, medicineAt(t) + 1)) && medicineAt(t) >= 0 },
  new RegExp(
    `\\b(?:my doctor|prescribed|prescription)\\b.{0,60}\\b(?:switch|swap|replace|change)\\w* (?:to|it for|with)\\b.{0,10}\\b(?:myself|on my own)?`,
  ),
];
function medicineAt(t: string): number {
  const m = MEDICINES.exec(t);
  return m ? m.index : -1;
}

export const isServiceQuestion = (t: string) =>
  SERVICE_WORDS.test(t) && !DOSE_SIGNAL.test(t) && !(TAKE_SUBSTANCE.test(t) && COMPOUND_NAME.test(t));
