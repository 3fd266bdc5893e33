// Typed facts read from a (plain) message: ages (stated, relative, school years, birth years against an injected
// clock), height and weight (so BMI can be computed), doses and units, heart rate, blood sugar, time since a dose, and
// the message's language. Rules read these facts; they never re-parse numbers themselves.

import { COMPOUND_REGISTRY, spellingsOf } from '../../../content/registry';
import { ENGLISH_WORDS } from './english';
import { editDistance } from './normalise';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export type Language = 'en' | 'ar' | 'other';
export type Age = { years: number; about: 'self' | 'other'; how: 'stated' | 'relative' | 'birth_year' | 'school' };
export type Dose = { value: number; unit: string };
export type Facts = {
  language: Language;
  ages: Age[];
  heightCm: number | null;
  weightKg: number | null;
  bmi: number | null;
  doses: Dose[];
  heartRate: number | null;
  /** Blood glucose in mmol/L (mg/dL readings are converted). */
  bloodSugar: number | null;
  /** A dose, shot or infusion was taken recently ("since the injection", "took it an hour ago"). */
  sinceDose: boolean;
  /** Any number at all (for the other-language dose rule). */
  hasNumber: boolean;
};

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'a couple of': 2,
  'a couple': 2,
  'a few': 3,
};
const ORDINALS: Record<string, string> = {
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
  thirteenth: '13th',
};
const NUMBER_WORD = new RegExp(
  `\\b(${Object.keys(WORD_NUMBERS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);
// Ages 13 to 17 as words in other languages, read as digits only before a word for years of age ("seize ans", "പതിനാറ്
// വയസ്സ്"), where they cannot be anything else ("seize" and "quince" are English words too).
const AGE_WORDS: Record<string, readonly string[]> = {
  13: ['treize', 'trece', 'dreizehn', 'tredici', 'treze', 'тринадцать', 'तेरह', 'പതിമൂന്ന്', 'பதின்மூன்று'],
  14: ['quatorze', 'catorce', 'vierzehn', 'quattordici', 'catorze', 'четырнадцать', 'चौदह', 'പതിനാല്', 'பதினான்கு'],
  15: ['quinze', 'quince', 'funfzehn', 'quindici', 'пятнадцать', 'पंद्रह', 'पन्द्रह', 'പതിനഞ്ച്', 'பதினைந்து'],
  16: ['seize', 'dieciseis', 'sechzehn', 'sedici', 'dezesseis', 'шестнадцать', 'सोलह', 'പതിനാറ്', 'பதினாறு'],
  17: ['dix-sept', 'diecisiete', 'siebzehn', 'diciassette', 'dezessete', 'семнадцать', 'सत्रह', 'പതിനേഴ്', 'பதினேழு'],
};
const AGE_UNIT = String.raw`\s*(?:ans|anos|anni|jahre|jahren|лет|साल|वर्ष|വയസ്സ്|വയസ്|வயது)`;
const AGE_WORD = new RegExp(
  `(?<![\\p{L}])(${Object.values(AGE_WORDS)
    .flat()
    .map((w) => plainWord(w))
    .join('|')})(?=${AGE_UNIT})`,
  'gu',
);
function plainWord(w: string): string {
  return w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}
const AGE_WORD_VALUE = new Map(Object.entries(AGE_WORDS).flatMap(([n, ws]) => ws.map((w) => [plainWord(w), n] as const)));

/** Number words as digits ("sixteen" -> "16"), so every rule below reads digits only. */
export function digits(t: string): string {
  return t
    .replace(NUMBER_WORD, (w) => String(WORD_NUMBERS[w]))
    .replace(AGE_WORD, (w) => AGE_WORD_VALUE.get(w) ?? w)
    .replace(/\b(sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth)\b/g, (w) => ORDINALS[w]!);
}

const NOT_AN_AGE_AFTER =
  /^\s*(?:kg|kgs|kilos?|lbs?|pounds|cm|mm|m\b|ft|mg|mcg|µg|ug|iu|units?|ml|%|percent|weeks?|wks?\b|days?|months?|hours?|hrs?|min|mins|minutes|k\b|x\b|times|reps|sets|miles|km|bpm|mmol|years? (?:ago|of|in|later|since|training|lifting|experience)|yrs? (?:ago|of)|a[nñ]os (?:entrenando|de entrenamiento|haciendo)|jahre(?:n)? (?:training|trainiere))/;
const PAST_BEFORE =
  /(?:\b(?:when i was|when he was|when she was|since i was|back when|from|started at|started|began at|age of|till|until|before|by|over|under|above|than|about|around|llevo|hace|desde|seit|depuis|since|for)|(?:^|\s)(?:من|منذ|صار لي|صارلي|لي))\s*$/;
const FUTURE_BEFORE =
  /(?:\b(?:j'?aurai|il aura|elle aura|tendre|tendra|cumplire|cumplira|avro|avra|terei|tera|vou fazer|ich werde|er wird|sie wird|mir ispolnitsya)|(?:^|\s)(?:بصير|يصير|رح يصير|راح يصير|حيصير|سيصبح|ساصبح)(?:\s+عمري)?)\s*$/;
const OTHER_BEFORE =
  /\b(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:son|daughter|kid|child|children|boy|girl|brother|sister|nephew|niece|cousin|grandson|granddaughter|stepson|stepdaughter|friend|teen|teenager|student|client|athlete|player|lad|twin|triplet)s?\b[^.?!]{0,20}$/;

function pushAge(out: Age[], years: number, about: Age['about'], how: Age['how']) {
  if (years >= 5 && years <= 99 && !out.some((a) => a.years === years && a.about === about)) out.push({ years, about, how });
}

function agesIn(t: string, now: Date): Age[] {
  const out: Age[] = [];
  const about = (before: string): Age['about'] => (OTHER_BEFORE.test(before) ? 'other' : 'self');
  const stated = [
    // "I'm 16", "im only 15", "I am 17 and..."
    /\b(?:i'?m|i am|im|am|i'?m only|i'?m just)\s+(?:only\s+|just\s+|barely\s+|nearly\s+|almost\s+)?(\d{1,2})(?![\d.:']|,\d)/g,
    // "16 years old", "16yo", "16 y/o", "16-year-old", "16yrs"
    /\b(\d{1,2})\s*-?\s*(?:yo|y\/o|y\.o\.?|yrs? old|years? old|year-old|yr-old|yrs\b|years? of age)/g,
    // "he's 13", "she is 15" (not "he's 90 kg" or "she's 5 weeks")
    // (Nor a height: "she's 5'4", "she is 5 4".)
    /\b(?:he|she|they)(?:'?s| is| are)\s+(?:only\s+|just\s+)?(\d{1,2})(?![\d.:'’′"]|,\d|\s+\d{1,2}\b|\s*(?:kg|kgs|lbs?|%|mg|cm|ft|foot|feet|min|minutes?|weeks?|wks?|days?|months?|hours?|hrs?|x|times))/g,
    // "aged 16", "age 16", "age: 16"
    /\bage[ds]?\s*[:=]?\s*(\d{1,2})\b/g,
    // "16m", "(16f)", "16 male"
    /\b(\d{1,2})\s?(?:m|f|male|female)\b(?!\s*(?:m|l|g))/g,
    // "male, 16", "a 16 boy"
    /\b(?:male|female|guy|girl|boy|man|woman|m|f)\s*[,/]\s*(\d{1,2})\b/g,
    // "me (16)", "son (15)"
    /\((\d{1,2})\)/g,
    // "for me though (42, desk job, bad back)": an age opening a bracketed list about the visitor.
    /(?<=\b(?:me|myself)\b[^.?!()]{0,15})\((\d{2})\s*[,;/]/g,
    // "is 15" after a person word: "my son is 15", "she's 16"
    /\b(?:son|daughter|kid|child|boy|girl|lad|brother|sister|nephew|niece|cousin|grandson|granddaughter|stepson|stepdaughter|twins|triplets|kids|children|sons|daughters|boys|girls|he|she|they)(?: [a-z]+)?(?:'s| is| are| was just| just turned| turned)\s+(?:only\s+|just\s+)?(\d{1,2})\b(?!\s*['’′"]|\s*(?:ft|foot|feet)\b)/g,
    // "I just turned 17", "turning 16 next month"
    /\b(?:just turned|turned|turning|i'?ll be|i will be)\s+(\d{1,2})\b(?!\s*(?:in|next|soon|this|on|after|tomorrow))/g,
    // "at 16 can I..." (present, not "started at 16")
    /(?:^|[.,;!?]\s*)at\s+(\d{1,2})\b(?!\s*(?:kg|lbs?|%|mg|mcg|am|pm|o'?clock|percent|bpm))/g,
    // other languages: "j'ai 16 ans", "tengo 16 años", "ich bin 16", "мне 16 лет", "16 anni"
    // (Not a time ago or a span: "8 jaar geleden", "vor 8 Jahren", "hace 8 años", "8 anni fa", "seit 8 Jahren".)
    /(?<!\b(?:vor|hace|há|il y a|y a|seit|desde|depuis|durante|pendant|per|für|fur|über|uber|nach|dopo|od|через|за|in|for|since|over|after|sinds|al)\s+)(\d{1,2})\s*(?:ans|años|anos|jahre|jahren|anni|jaar|lat|лет|года|год|yaşında|yasinda)\b(?!\s*(?:geleden|fa\b|temu|назад|тому|atrás|atras|önce|ago|zuvor|lang|long|de casados?|de casada|depuis|plus tard|später|later))/g,
    // South Slavic, Albanian, Afrikaans: "имам 16 години", "imam 16 godina", "16 vjeç", "ek is 16 jaar oud"
    /(\d{1,2})\s*(?:години|годин|godina|godine|vjeç|vjec|jaar oud)(?![\p{L}])/gu,
    /\bich bin\s+(\d{1,2})\b/g,
    // Arabic: "عمري 16", "عندي 16 سنه", "انا 16 سنه"
    /(?:عمري|عمره|عمرها|عمر|بعمر|عندي|انا)\s*(\d{1,2})(?![\d.])/g,
    /(\d{1,2})\s*(?:سنه|سنين|سنوات|عام|عاما)/g,
    // Words for years of age in other scripts and languages (not "2 साल से", for two years): Hindi, Punjabi, Urdu and
    // Persian, Malayalam, Tamil, Bengali, Chinese, Japanese, Korean, Vietnamese, Tagalog, Thai, Malay and Indonesian.
    // (Not the digits of a name, "BPC-157 살 수 있어요", where "살 수" is "can buy".)
    /(?<![\d.-])(\d{1,2})\s*(?:साल (?:की|का|के)|वर्ष (?:की|का|के)|ਸਾਲ (?:ਦੀ|ਦਾ|ਦੇ)|سال (?:کی|کا|کے)|ساله|വയസ്സ്|വയസ്|வயது|বছর বয়স|বছরের|歳|岁|살(?!\s*수)|세|tuoi|taong gulang|anyos)/g,
    /(?:อายุ|umur|usia|edad)\s*:?\s*(\d{1,2})(?![\d.])/g,
    // Greek: "είμαι 17", "17 ετών", "17 χρονών".
    /(?:είμαι|ειμαι)\s+(\d{1,2})(?![\d.])|(\d{1,2})\s*(?:ετών|ετων|χρονών|χρονων|χρόνων)/g,
  ];
  for (const re of stated) {
    for (const m of t.matchAll(re)) {
      const n = Number(m[1]);
      const before = t.slice(0, m.index);
      const after = t.slice(m.index + m[0].length);
      // "Since I'm only 17" is a reason, not a start ("since 16"): a clause with its own subject is the age now.
      const reason = /^(?:i'?m|i am|im|am|he|she|they)\b/.test(m[0]) && /\bsince\s*$/.test(before);
      if (NOT_AN_AGE_AFTER.test(after) || (!reason && PAST_BEFORE.test(before.slice(-20)))) continue;
      // "J'aurai 18 ans dans deux ans", "tendré 18 años": an age still to come (read below as years until 18).
      if (FUTURE_BEFORE.test(before.slice(-20))) continue;
      // "Dispatcher 7 yrs": a bare "N yrs" is an age only after "I'm", "aged" or a comma ("m, 16 yrs").
      if (/yrs?$/.test(m[0]) && !/(?:\b(?:i'?m|im|i am|aged?|he'?s|she'?s|is)|[,(])\s*$/.test(before)) continue;
      // "6 yrs of dialysis", "15 years in the army", "6 yrs clear": a length of time, not an age.
      if (
        /(?:yrs?|years?)$/.test(m[0]) &&
        /^\s*(?:of|in|on|with|at|ago|since|later|now|running|straight|clear|clean|sober|free|cancer[\s-]free|smoke[\s-]free|married|together|post)\b/.test(
          after,
        )
      )
        continue;
      if (/\bwhen\b[^.?!]{0,15}$/.test(before) || /\b(?:ago|back then)\b/.test(after.slice(0, 20))) continue;
      // "A teacher of 14 year olds": a group someone works with, not a person ("do you sell to 16 year olds?" is).
      // So are "16-year-olds" in a teacher's message ("sources you'd point 16-year-olds to for a lesson").
      if (
        /^s\b/.test(after) &&
        /old$/.test(m[0]) &&
        (/\b(?:of|with|teach(?:er|ing|es)?|coach(?:ing|es)?)\s*$/.test(before) ||
          /\b(?:teach(?:er|ers|ing)?|lessons?|classroom|pupils|students|lecturers?|tutors?|curriculum)\b/.test(t))
      )
        continue;
      // "Explain like I'm five": a figure of speech, not an age.
      if (/\b(?:like|as if|as though)\s*$/.test(before)) continue;
      // "Can I just say I'm 18 on the form?": an age claimed to get past the check, not the visitor's age.
      if (/\b(?:say|put|pretend|claim|tell (?:them|you|it)|write|lie and say)(?: that)?\s*$/.test(before)) continue;
      // "(9)" is an age only after a child named ("the little boy (9)"); otherwise 10-25 ("me (16)").
      if (
        re.source.startsWith('\\((') &&
        (n > 25 ||
          (n < 10 &&
            !/\b(?:boy|girl|son|daughter|kid|child|toddler|lad|nephew|niece|brother|sister|grandson|granddaughter)\s*$/.test(before)))
      )
        continue;
      // "A bunch of 16yo kids at my gym", "16-year-olds", "15 year old members": a group of other people, not the visitor.
      const group =
        /^s\b/.test(after) ||
        /^\s*(?:kids|children|boys|girls|lads|teens|teenagers|members|clients|customers|players|pupils|students|athletes|lifters|ones)\b/.test(
          after,
        );
      pushAge(out, n, group ? 'other' : about(before), 'stated');
    }
  }
  // Years until 18 in French, Spanish, Italian, Portuguese and German: "j'aurai 18 ans dans deux ans", "tendré 18 en dos
  // años", "avrò 18 anni tra due anni", "vou fazer 18 daqui a dois anos", "ich werde in zwei Jahren 18".
  const IN_YEARS: Record<string, number> = {
    un: 1,
    une: 1,
    uno: 1,
    um: 1,
    ein: 1,
    einem: 1,
    deux: 2,
    dos: 2,
    due: 2,
    dois: 2,
    zwei: 2,
    trois: 3,
    tres: 3,
    tre: 3,
    drei: 3,
  };
  const years = (w: string) => IN_YEARS[w] ?? Number(w);
  for (const m of t.matchAll(
    /\b(?:j'?aurai|il aura|elle aura|tendre|cumplire|avro|terei|vou fazer|faccio) 18(?: ans| anos| anni| años)? (?:dans|en|dentro de|tra|fra|daqui a|em) (\d|un|une|uno|dos|deux|trois|tres|due|tre|um|dois) (?:ans?|anos?|anni|anno|años?)\b|\bich werde in (\d|einem|zwei|drei) jahr(?:en)? 18\b/g,
  )) {
    const n = years(m[1] ?? m[2]!);
    if (n >= 1 && n <= 5) pushAge(out, 18 - n, OTHER_BEFORE.test(t.slice(0, m.index)) ? 'other' : 'self', 'relative');
  }
  // Years until 18 in Arabic: "بصير عمري 18 بعد سنة ونص" (I turn 18 in a year and a half).
  for (const m of t.matchAll(
    /(?:بصير|يصير|رح يصير|راح يصير|حيصير|سيصبح|ساصبح|بكمل|راح اكمل)\s*(?:عمري)?\s*18\s*(?:سنه)?\s*(?:بعد|خلال)\s*(سنتين|سنه ونص|سنه|\d)/g,
  )) {
    const w = m[1]!;
    pushAge(out, w === 'سنه' || w === '1' ? 17 : 16, 'self', 'relative');
  }
  // Years until 18 in Japanese, Chinese and Korean: "あと2年で18になる", "还有两年就18岁", "2년 후면 18살".
  for (const m of t.matchAll(
    /(?:あと|还有|還有)\s*(\d|一|两|兩|二|三)\s*年\s*(?:で|就)?\s*(?:18|十八)|(\d)\s*년\s*(?:후면|뒤면|있으면)\s*(?:18|열여덟)/g,
  )) {
    const n = { 一: 1, 两: 2, 兩: 2, 二: 2, 三: 3 }[m[1] ?? ''] ?? Number(m[1] ?? m[2]);
    if (n >= 1 && n <= 5) pushAge(out, 18 - n, 'self', 'relative');
  }
  // Youth teams: "I play for the academy u16s", "our under-15s", "the u17 squad": one year under the team's age.
  for (const m of t.matchAll(
    /\bu[\s-]?(1[0-7])s\b|\b(?:my|our|for|in|play for|playing for|captain of) (?:the |club'?s |academy |school )?(?:u|under)[\s-]?(1[0-7])s?\b|\bu[\s-]?(1[0-7]) (?:team|squad|side|academy|league|level|players?|trials?|group|age group)\b/g,
  ))
    pushAge(out, Number(m[1] ?? m[2] ?? m[3]) - 1, about(t.slice(0, m.index)), 'school');
  // Spanish school years: "segundo de bachillerato" (17), "cuarto de la ESO" (15).
  for (const m of t.matchAll(/\b(primero|primer|1o?|segundo|2o?|tercero|3o?|cuarto|4o?) de (bachiller(?:ato)?|(?:la )?eso)\b/g)) {
    const n = { primero: 1, primer: 1, segundo: 2, tercero: 3, cuarto: 4 }[m[1]!] ?? Number(m[1]!.replace('o', ''));
    pushAge(out, m[2]!.startsWith('bachiller') ? 15 + n : 11 + n, about(t.slice(0, m.index)), 'school');
  }
  // French school years: "on est tous en 3ème au collège" (14), "je suis en seconde" (15), "elle passe en terminale" (17).
  const FRENCH_YEAR: Record<string, number> = {
    '6': 11,
    '5': 12,
    '4': 13,
    '3': 14,
    sixieme: 11,
    cinquieme: 12,
    quatrieme: 13,
    troisieme: 14,
    seconde: 15,
    premiere: 16,
    terminale: 17,
  };
  for (const m of t.matchAll(
    /\b(?:suis|es|est|sommes|etes|sont|passe|passes|passons|entre|rentre|redouble|redoubles)(?: tous| toutes| les deux| tou(?:te)?s les deux)? en ([6543])(?:e|eme)\b|\ben ([6543])(?:e|eme) (?:au|a|dans (?:un|le|mon|notre|ce)) college\b|\b(?:suis|es|est|sommes|etes|sont|passe|passes|passons|entre|rentre|redouble|redoubles)(?: tous| toutes| les deux)? en (sixieme|cinquieme|quatrieme|troisieme|seconde|premiere|terminale)\b(?! (?:ligne|position|place|main|partie|fois|classe (?:affaires|business)))/g,
  ))
    pushAge(out, FRENCH_YEAR[m[1] ?? m[2] ?? m[3]!]!, about(t.slice(0, m.index)), 'school');
  // Indonesian and Malay school years: "aku masih kelas 12" (17), "kelas 9 SMP" (14), "tingkatan 4" (16).
  for (const m of t.matchAll(
    /\b(?:masih|aku|saya|gue|gw|lagi|baru|anak(?:ku| saya)?|adik(?:ku)?|dia) (?:masih |baru |lagi |sekarang )?kelas ([7-9]|1[0-2])\b|\bkelas ([7-9]|1[0-2]) (?:sma|smp|smk|mts)\b|\btingkatan ([1-5])\b/g,
  )) {
    const form = m[3] ? Number(m[3]) : null;
    pushAge(out, form !== null ? 12 + form : 5 + Number(m[1] ?? m[2]), about(t.slice(0, m.index)), 'school');
  }
  // Ages in Urdu and Hindi number words: "میرا بیٹا پندرہ سال کا ہے" (15), "वह सोलह साल की है" (16).
  const SOUTH_ASIAN_NUMBERS: Record<string, number> = {
    دس: 10,
    گیارہ: 11,
    بارہ: 12,
    تیرہ: 13,
    چودہ: 14,
    پندرہ: 15,
    سولہ: 16,
    سترہ: 17,
    اٹھارہ: 18,
    दस: 10,
    ग्यारह: 11,
    बारह: 12,
    तेरह: 13,
    चौदह: 14,
    पंद्रह: 15,
    सोलह: 16,
    सत्रह: 17,
    अठारह: 18,
  };
  for (const m of t.matchAll(
    /(دس|گیارہ|بارہ|تیرہ|چودہ|پندرہ|سولہ|سترہ|اٹھارہ|दस|ग्यारह|बारह|तेरह|चौदह|पंद्रह|सोलह|सत्रह|अठारह)\s*(?:سال|साल)\s*(?:کا|کی|کے|का|की|के)/g,
  ))
    pushAge(
      out,
      SOUTH_ASIAN_NUMBERS[m[1]!]!,
      /(?:بیٹا|بیٹی|بچہ|بچی|بھائی|بہن|बेटा|बेटी|बच्चा|बच्ची|भाई|बहन)/.test(t.slice(0, m.index)) ? 'other' : 'self',
      'stated',
    );
  // Urdu and Hindi school classes: "نویں جماعت" (ninth class, 14), "दसवीं कक्षा" (tenth, 15).
  const SOUTH_ASIAN_CLASS: Record<string, number> = {
    آٹھویں: 8,
    نویں: 9,
    دسویں: 10,
    گیارہویں: 11,
    بارہویں: 12,
    आठवीं: 8,
    नौवीं: 9,
    नवीं: 9,
    दसवीं: 10,
    ग्यारहवीं: 11,
    बारहवीं: 12,
  };
  for (const m of t.matchAll(/(آٹھویں|نویں|دسویں|گیارہویں|بارہویں|आठवीं|नौवीं|नवीं|दसवीं|ग्यारहवीं|बारहवीं)\s*(?:جماعت|کلاس|कक्षा|क्लास)/g)) {
    const before = t.slice(0, m.index);
    const other = /(?:بیٹا|بیٹی|بچہ|بچی|بھائی|بہن|बेटा|बेटी|बच्चा|बच्ची|भाई|बहन)/.test(before);
    pushAge(out, 5 + SOUTH_ASIAN_CLASS[m[1]!]!, other ? 'other' : about(before), 'school');
  }
  // Portuguese (Brazil) school years: "minha filha está no nono ano" (14), "no segundo ano do ensino médio" (16).
  const PT_YEAR: Record<string, number> = { sexto: 6, setimo: 7, oitavo: 8, nono: 9, '6o': 6, '7o': 7, '8o': 8, '9o': 9 };
  const PT_HIGH: Record<string, number> = { primeiro: 1, segundo: 2, terceiro: 3, '1o': 1, '2o': 2, '3o': 3 };
  for (const m of t.matchAll(
    /\b(?:no|na|do|em|estou no|esta no|está no) (sexto|setimo|sétimo|oitavo|nono|[6-9]o|[6-9]º) ano\b|\b(primeiro|segundo|terceiro|[1-3]o|[1-3]º) (?:ano )?(?:do )?(?:ensino medio|ensino médio|colegial)\b/g,
  )) {
    const y = m[1] ? PT_YEAR[m[1].replace('é', 'e').replace('º', 'o')] : undefined;
    const h = m[2] ? PT_HIGH[m[2].replace('º', 'o')] : undefined;
    if (y) pushAge(out, 5 + y, about(t.slice(0, m.index)), 'school');
    if (h) pushAge(out, 14 + h, about(t.slice(0, m.index)), 'school');
  }
  // A birthday still to come: "my 17th birthday is next month", Levantine Arabizi "3eid milade l 17 next month" (16 now).
  for (const m of t.matchAll(
    /\bmy (1[0-8])(?:st|nd|rd|th)(?: (?:birthday|bday|b-day)\b|(?: is|'s) (?:in|next|this|coming|soon|on|only)\b)|\b(?:3eid|3id|eid|3ed) (?:milad[iey]*|miladi|milade)\s*(?:l|el|al|ta3)?\s*(1[0-8])\b/g,
  ))
    pushAge(out, Number(m[1] ?? m[2]) - 1, 'self', 'relative');
  // A coming-of-age party: "my son's sweet sixteen", "her quinceañera", "my daughter's 16th birthday party" (that age).
  for (const m of t.matchAll(
    /\bsweet (?:sixteen|16)\b|\b(?:quincea[nñ]era|quince a[nñ]os|xv a[nñ]os)\b|\b(?:son|daughter|kid|boy|girl|nephew|niece|grandson|granddaughter|brother|sister)(?:'?s)? (1[0-7]|[5-9])(?:st|nd|rd|th) (?:birthday|bday|b-day)\b/g,
  ))
    pushAge(out, m[1] ? Number(m[1]) : /sixteen|16/.test(m[0]) ? 16 : 15, m[1] ? 'other' : about(t.slice(0, m.index)), 'stated');
  // Russian: "ему в марте будет 16", "мне скоро исполнится 17" (one year younger now).
  for (const m of t.matchAll(
    /(?<![\u0400-\u04ff])(мне|ему|ей|сыну|дочке|дочери|брату|сестре)\s+(?:[\u0400-\u04ff]+\s+){0,3}?(?:будет|исполнится)\s+(1[0-8]|[5-9])(?!\d)/g,
  ))
    pushAge(out, Number(m[2]) - 1, m[1] === 'мне' ? 'self' : 'other', 'relative');
  // Japanese school years: "中学2年" (second year of middle school, 13), "高校1年" (15), "小学6年" (11).
  const KANJI: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
  for (const m of t.matchAll(/(小学|中学|高校)\s*([1-6一二三四五六])\s*年/g)) {
    const n = Number(m[2]) || KANJI[m[2]!]!;
    pushAge(out, (m[1] === '小学' ? 6 : m[1] === '中学' ? 12 : 15) + n - 1, about(t.slice(0, m.index)), 'school');
  }
  // Korean school years: "고2" (second year of high school, 16), "중3" (third of middle school, 14), "고등학생".
  for (const m of t.matchAll(/(?<![가-힣])(고|중)([123])(?![\d.])/g))
    pushAge(out, (m[1] === '고' ? 14 : 11) + Number(m[2]), about(t.slice(0, m.index)), 'school');
  const pupil = /(고|중)(?:등학생|학생|딩)/.exec(t);
  if (pupil) pushAge(out, pupil[1] === '중' ? 14 : 16, 'self', 'school');
  // Relative ages: "two years till I'm legal", "I turn 18 next spring", "not 18 yet", "almost 18".
  const LEGAL = '(?:legal|an adult|18|eighteen|old enough|allowed)';
  for (const m of t.matchAll(
    new RegExp(
      `\\b(\\d{1,2})\\s*(?:more\\s+)?(years?|yrs?|months?|weeks?|days?)\\s+(?:left\\s+)?(?:till|til|until|before|to go (?:till|until|before)?|away from|from|to)\\s+(?:i'?m|i am|im|i turn|i become|i can|i'?ll be|being|turning|he'?s|she'?s|he turns|she turns)?\\s*${LEGAL}`,
      'g',
    ),
  )) {
    const n = Number(m[1]);
    const unit = m[2]!;
    pushAge(out, unit.startsWith('y') ? 18 - n : 17, about(t.slice(0, m.index)), 'relative');
  }
  if (
    new RegExp(
      `\\b(?:i|he|she|i'?ll|he'?ll|she'?ll)\\s*(?:only |just |don'?t |won'?t |doesn'?t |only just )?(?:turn|turns|will turn|'ll turn|will be|'ll be|be)\\s+(?:18|eighteen)\\s+(?:next|in|this|later|after|soon|on|tomorrow|until|then|only|by|once|when|come)\\b`,
    ).test(t)
  )
    pushAge(out, 17, 'self', 'relative');
  // "I turn 16 next month", "she'll be 15 in March": one year younger now.
  for (const m of t.matchAll(
    /\b(i|he|she|i'?ll|he'?ll|she'?ll|my (?:son|daughter|kid|boy|girl))\s*(?:turn|turns|will turn|'ll turn|will be|'ll be|be)\s+(1[0-7]|[5-9])\s+(?:next|in|this|later|after|soon|on|tomorrow)\b/g,
  ))
    pushAge(out, Number(m[2]) - 1, /^(?:i|i'?ll)$/.test(m[1]!) ? 'self' : 'other', 'relative');
  // The same in Portuguese, Spanish, French, Italian and German: "ele faz 16 em março", "cumplo 15 en mayo", "j'aurai 16
  // ans en mars", "compie 16 anni a giugno", "er wird im März 16", "faço 18 só em março" (17 now).
  for (const m of t.matchAll(
    /\b(faz|fara|vai fazer|faco|vou fazer|cumple|cumplira|va a cumplir|cumplo|cumplire|voy a cumplir|aura|va avoir|j'?aurai|vais avoir|compie|compira|compio|compiro)\s+(1[0-8]|[5-9])(?:\s*(?:anos|anni|ans))?\s+(?:so |solo |seulement |only |apenas )?(?:em|en|a|no|na|el|le|ce|este|esta|questo|questa|proximo|prochain|dans|daqui|tra|fra|in)\b|\b(ich werde?|er wird|sie wird)\s+(?:erst\s+)?(?:im|am|in|nachsten|naechsten|diesen|diese)\s+\S+\s+(1[0-8]|[5-9])\b/g,
  )) {
    const verb = m[1] ?? m[3]!;
    const self = /^(?:faco|vou fazer|cumplo|cumplire|voy a cumplir|j'?aurai|vais avoir|compio|compiro|ich werde?)$/.test(verb);
    pushAge(out, Number(m[2] ?? m[4]) - 1, self ? 'self' : 'other', 'relative');
  }
  // "legally an adult in like 18 months", "an adult in two years": not yet 18.
  if (
    /\b(?:legally |officially )?(?:an adult|legal|18|eighteen) in (?:like |about |around |roughly |just )?(?:\d{1,2}|a|one|two|three|a few|few) (?:more )?(?:years?|months?|weeks?|days?)\b/.test(
      t,
    )
  )
    pushAge(out, 17, OTHER_BEFORE.test(t) ? 'other' : 'self', 'relative');
  if (
    /\b(?:not|aren'?t|isn'?t|am not|i'?m not) (?:18|eighteen|an adult|legal)(?: yet| until| till)\b|\b(?:almost|nearly|basically|practically|technically|not quite|soon to be|about to (?:be|turn)|only just under) (?:18|eighteen|legal)\b|\bunder ?(?:18|age|aged)\b|\bunderage\b|\bminor\b(?! (?:side|issue|effect|change|injur\w*|detail|point|thing))/.test(
      t,
    )
  )
    pushAge(out, 17, OTHER_BEFORE.test(t) ? 'other' : 'self', 'relative');
  // Coming of age in other languages: "ich werde in zwei Jahren volljahrig", "je serai majeur dans un an", "aún no soy mayor
  // de edad", "несовершеннолетний".
  if (
    /\b(?:in (?:\d|einem|zwei|drei|ein paar) (?:jahr|jahren|monaten)\b[^.?!]{0,20}\bvolljahrig|volljahrig in\b|noch nicht volljahrig|(?:majeur|majeure) dans\b|pas encore (?:majeur|majeure)|no soy mayor de edad|(?:mayor de edad|maggiorenne|maior de idade) en\b|non sono ancora maggiorenne|ainda nao sou maior)|несовершеннолетн/.test(
      t,
    )
  )
    pushAge(out, 17, OTHER_BEFORE.test(t) ? 'other' : 'self', 'relative');
  // Birth years and graduating classes, against the injected clock.
  const year = now.getUTCFullYear();
  const afterMidYear = now.getUTCMonth() >= 6;
  const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
  // An age said in other languages: "мне 16", "j'ai 16 ans", "tengo 16 años", "ich bin 16", "tenho 16 anos", "ho 16 anni",
  // "16 yaşındayım", "عمري 16".
  for (const m of t.matchAll(
    /(?:мне|мені|j'ai|tengo|ich bin|tenho|ho|ik ben|mam|عمري|انا عمري)\s+(\d{1,2})(?=\s*(?:лет|год|рок|ans|a[nñ]os|jahre|anos|anni|jaar|lat|سنه|سنة|سنين|,|\.|!|\?|$)|\s+(?:y|e|et|und|и|і|i|ve|en|but|and)\b)|(\d{1,2}) ya[sş][iı]nday[iı]m/g,
  ))
    pushAge(out, Number(m[1] ?? m[2]), 'self', 'stated');
  // A child's age said in other languages without a word for years: Welsh "mae fy mab yn 16", German "mein Sohn ist 16",
  // Dutch "mijn dochter is 15", Spanish "mi hijo tiene 16", Portuguese "meu filho tem 15", Italian "mio figlio ha 16",
  // French "ma fille a 15", Nordic "min søn er 16", "min dotter är 15".
  for (const m of t.matchAll(
    /\b(?:(?:mae )?(?:fy|ein) (?:mab|merch|ferch|plentyn|mhlentyn|mrawd|chwaer|nai|nith)(?: i)? (?:yn|sy'?n)|mein(?:e)? (?:sohn|tochter|kind|bruder|schwester|neffe|nichte) ist|mijn (?:zoon|dochter|kind|broer|zus|neef|nicht) is|mi (?:hijo|hija|hermano|hermana|sobrino|sobrina) tiene|(?:meu|minha) (?:filho|filha|irmão|irmao|irmã|irma|sobrinho|sobrinha) tem|(?:mio|mia) (?:figlio|figlia|fratello|sorella|nipote) ha|(?:mon|ma) (?:fils|fille|frère|frere|soeur|sœur|neveu|nièce|niece) a|min (?:søn|son|datter|dotter|bror|søster|syster|syster) (?:er|är|ar))\s+(\d{1,2})\b(?!\s*(?:kg|kilo|cm|%|mg|uger|veckor|wochen|weken|semanas|settimane|semaines|wythnos))/g,
  ))
    pushAge(out, Number(m[1]), 'other', 'stated');
  // Welsh "yn 16 oed" (16 years of age), "dw i'n 16" (I am 16).
  for (const m of t.matchAll(/\b(\d{1,2}) oed\b|\b(?:dw i'?n|rydw i'?n|rwy'?n|rwyf i'?n)\s+(\d{1,2})\b/g))
    if (m[1] === undefined) pushAge(out, Number(m[2]), 'self', 'stated');
    else
      pushAge(
        out,
        Number(m[1]),
        OTHER_BEFORE.test(t.slice(0, m.index)) || /\b(?:fy|ein) (?:mab|merch|ferch|plentyn)\b/.test(t.slice(0, m.index)) ? 'other' : 'self',
        'stated',
      );
  // Born in a year, said in other languages: Arabic "مواليد 2012" (in Latin letters "mawaleed 2010"), French "née en", Spanish "nacido en", German "geboren",
  // Russian "родился в", Turkish "2012 doğumlu", Azerbaijani "2010-cu ildə doğulub".
  for (const m of t.matchAll(
    /(?:مواليد|مولود(?:ه|ة)?(?: سنه| سنة| عام| في)?|(?:^|\s)(?:ana |ena )?(?:mawaleed|mawalid|mwaleed|mwalid|mawlood|mawloud|mawlouda|mawlooda)(?: sanat| sant| 3am| fe| fi)?|(?:^|\s)n[ée]e? en|nacid[oa] en|geboren(?: im jahr)?|родил(?:ся|ась)(?: в)?|narodil(?:a)? jsem se(?: v roce)?|narodil(?:a)? som sa(?: v roku)?|urodzi(?:l|ł)(?:em|am|a)? si(?:e|ę)(?: w)?(?: roku)?|rocznik|f[öo]dd(?: [åa]r)?|f[øo]dt(?: i)?|syntynyt(?: vuonna)?|n[ăa]scut[ăa]? [îi]n|sz[üu]lettem|sinh n[ăa]m)\s*((?:19|20)\d{2})|((?:19|20)\d{2})(?:-?[a-zçğıöşüə]{1,4})?\s*(?:(?:ildə|ilde|yılında|yilinda)\s*)?do[gğ](?:umlu|ulub|uldu|ulmu[sş](?:dur)?)/g,
  )) {
    const y = Number(m[1] ?? m[2]);
    if (y <= year) pushAge(out, year - y - (afterMidYear ? 0 : 1), about(t.slice(0, m.index)), 'birth_year');
  }
  for (const m of t.matchAll(
    /\b(?:born (?:in |on )?(?:(\d{1,2}) )?([a-z]+ )?(?:\d{1,2}(?:st|nd|rd|th)?,? )?|birth ?year:? |(?:dob|d\.o\.b\.?|b\.):?\s*(?:(?:\d{1,2}[/.-])?(\d{1,2})[/.-])?)((?:19|20)\d{2})\b|\b(?:an? )?'?((?:19|20)?\d{2}) baby\b/g,
  )) {
    let y = Number(m[4] ?? m[5]);
    if (y < 100) y += y <= year % 100 ? 2000 : 1900;
    if (y > year) continue;
    // A birth month, when given, says whether this year's birthday has passed; otherwise assume it has by mid-year.
    const named = m[2] ? MONTHS.indexOf(m[2].trim().slice(0, 3)) : -1;
    const month = named >= 0 ? named : m[3] ? Number(m[3]) - 1 : -1;
    const passed = month >= 0 ? now.getUTCMonth() > month : afterMidYear;
    pushAge(out, year - y - (passed ? 0 : 1), about(t.slice(0, m.index)), 'birth_year');
  }
  for (const m of t.matchAll(
    /\bclass of '?((?:20)?\d{2})\b(?![^.?!]{0,20}\b(?:uni|university|college|med school|grad school|masters|mba|phd)\b)/g,
  )) {
    let y = Number(m[1]);
    if (y < 100) y += 2000;
    const yearsLeft = y - year + (now.getUTCMonth() >= 6 ? 0 : 0.5);
    if (yearsLeft > 0) pushAge(out, Math.floor(18 - yearsLeft), about(t.slice(0, m.index)), 'school');
  }
  // School years: UK years 7-13, US grades 6-12, GCSEs, sixth form, high school.
  for (const m of t.matchAll(
    /\b(?:in |i'?m in |he'?s in |she'?s in |i'?m a |im a |a )(?:year|yr|y)\s?(\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th)? grade(?:r)?\b|\bgrade (\d{1,2})\b|\b(?:year|yr)\s?(\d{1,2}) (?:here|student|pupil|kid|boy|girl|lad|rugby|football|netball|hockey|cricket|team|trials|exams|mocks|class|coach|pe|form|tutor|trip)\b/g,
  )) {
    const n = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
    const uk = m[1] !== undefined || m[4] !== undefined;
    if (uk && n >= 7 && n <= 13) pushAge(out, n + 4, about(t.slice(0, m.index)), 'school');
    if (!uk && n >= 6 && n <= 12) pushAge(out, n + 5, about(t.slice(0, m.index)), 'school');
  }
  if (
    /\b(?:high ?school(?:er)?|hs (?:freshman|sophomore|junior|senior)|middle school|secondary school|sixth form|i?gcses?|a[\s-]?levels? (?:next|this) year|my a[\s-]?levels|freshman in high|sophomore|junior high|prom next|my (?:school|teacher)|school (?:team|football|rugby|basketball|sports?)|thanawiya)\b|ثانوي|المدرسه|مدرستي/.test(
      t,
    ) &&
    !/\b(?:during|since|back in|when i was in|after|finished|graduated(?: from)?|left|teach|in my) (?:high ?school|i?gcses?)\b|\bhigh school (?:years|days|reunion)\b|\b(?:high ?school|secondary school|middle school|sixth form) (?!(?:and|but|or|my|so|where|because|when|is|was) )(?:[a-z]+ )?(?:teacher|tutor|nurse|counsell?or|coach|librarian|principal)s?\b|\b(?:teacher|tutor|coach|lecturer) here\b|\bi teach\b|\b(?:i'?m|im|i am|as|work as) ?an? (?:[a-z]+ ){0,3}(?:teacher|tutor|nurse|counsell?or|coach|librarian|principal|headteacher|governor|technician|teaching assistant)\b|\b(?:at|to) (?:an? )?i?gcse level\b|\bmy (?:students|pupils|class of)\b/.test(
      t,
    )
  )
    pushAge(out, 16, OTHER_BEFORE.test(t) ? 'other' : 'self', 'school');
  return out;
}

const WEIGHT_CHANGE_BEFORE =
  /\b(?:lose|lost|losing|drop|dropped|dropping|gain|gained|gaining|down|up|cut|cutting|shed|shedding|another|extra|more|bulk|put on|goal|target|to|reach|get to|under|below|hit)\s*(?:\w+\s)?$/;

function weightIn(t: string): number | null {
  const candidates: number[] = [];
  const take = (kg: number, index: number) => {
    if (WEIGHT_CHANGE_BEFORE.test(t.slice(Math.max(0, index - 20), index))) return;
    if (/^\s*(?:more|less|down|off|to go)\b/.test(t.slice(index).replace(/^[\d.]+\s*\w+/, ''))) return;
    if (kg >= 25 && kg <= 250) candidates.push(kg);
  };
  for (const m of t.matchAll(/(?<![\d.])(\d{2,3}(?:\.\d+)?)\s*(?:kg|kgs|kilos?|kilograms?|كيلو|كلو|کلو|کیلو|كغ|كجم|кг|kilo)(?![a-z])/g))
    take(Number(m[1]), m.index);
  for (const m of t.matchAll(
    /\b(?:weigh|weighs|weight|вес|poids|peso|gewicht|wazni|wazne|waznee|وزني)\s*(?:is|:|of|at)?\s*(\d{2,3}(?:\.\d+)?)(?!\s*(?:lb|lbs|pounds|st|stone))/g,
  ))
    take(Number(m[1]), m.index);
  // Arabic, Persian and Urdu: "وزني 44", "وزنم ۴۷" (no \b: Arabic letters are not word characters to \b).
  for (const m of t.matchAll(/(?:وزني|وزنه|وزنها|وزنم|وزن میرا|میرا وزن|وزني حوالي)\s*(?:هو|:|حوالي|تقريبا)?\s*(\d{2,3}(?:\.\d+)?)/g))
    take(Number(m[1]), m.index);
  for (const m of t.matchAll(/\b(\d{2,3}(?:\.\d+)?)\s*(?:lb|lbs|pounds?)\b/g)) take(Number(m[1]) * 0.4536, m.index);
  for (const m of t.matchAll(/\b(\d{1,2})\s*(?:st|stone)\s*(?:(\d{1,2})\s*(?:lb|lbs|pounds?)?)?\b/g))
    take(Number(m[1]) * 6.35 + Number(m[2] ?? 0) * 0.4536, m.index);
  return candidates[0] ?? null;
}

function heightIn(t: string): number | null {
  // (The inches are 0-11 and not the start of another figure: "6ft 230lbs" is six feet and a weight.)
  const ft =
    /\b([4-7])\s*(?:'|ft|foot|feet|’|فٹ|فوٹ|قدم)\s*(?:(1[01]|\d)(?![\d.]|\s*(?:lbs?|kg|kgs|pounds|st\b|stone)))?\s*(?:"|''|in\b|inches?|انچ|انش)?/.exec(
      t,
    );
  if (ft) return Number(ft[1]) * 30.48 + Number(ft[2] ?? 0) * 2.54;
  const cm =
    /\b(1[3-9]\d|2[0-2]\d)\s*(?:cm|سم|см)(?![a-z])/.exec(t) ??
    /(?:height|tall|рост|taille|altura|größe|große|grosse|طولي|\btooli|\btoli|\b6ooli|\btouli)\s*(?:is|:|of)?\s*(1[3-9]\d|2[0-2]\d)\b/.exec(
      t,
    );
  if (cm) return Number(cm[1]);
  // "Mido 1,70", "je mesure 1m70", "ich bin 1,72 groß", "1m65": a height in metres without the unit after it.
  const said =
    /(?:\b(?:i'?m|im|i am|mido|mesure|mesuro|je fais|altura|estatura|ich bin|boyum|misuro|sono alto|sono alta)|рост|قدي|طولي)\s*(?:de |:)?\s*(1)\s*[.,m]\s*([3-9]\d)\b/.exec(
      t,
    ) ?? /\b(1)m([3-9]\d)\b/.exec(t);
  if (said) return 100 + Number(said[2]);
  const m = /\b(1[.,][3-9]\d?)\s*(?:m|meters?|metres?)\b/.exec(t);
  if (m) return Number(m[1]!.replace(',', '.')) * 100;
  return null;
}

const UNIT =
  /(\d+(?:[.,]\d+)?)\s*(mg|mgs|mcg|mcgs|µg|ug|micrograms?|milligrams?|iu|i\.u\.|units?|ml|cc|clicks?|ticks?|ملغ|مغ|ملجم|ميكروغرام|وحده|وحدات|مل|мг|мкг|ед|мл)(?![a-z])/g;

function dosesIn(t: string): Dose[] {
  return [...t.matchAll(UNIT)].map((m) => ({ value: Number(m[1]!.replace(',', '.')), unit: m[2]! }));
}

function heartRateIn(t: string): number | null {
  const m =
    /\b(\d{2,3})\s*(?:bpm|beats)\b/.exec(t) ??
    /\b(?:heart ?rate|hr|pulse|heart(?:beat)?|resting|puls|ruhepuls|pouls|pulso|pulsazioni|battiti|nabiz|nabız|hartslag|tetno|tętno)\b[^.?!\d]{0,25}?(\d{2,3})\b(?!\s*(?:mg|mcg|kg|lbs?|%|mmol|units|iu|minutes|min|hours))/.exec(
      t,
    ) ??
    /(?:نبضي|نبضه|النبض|نبض قلبي|دقات قلبي|قلبي يدق|ضربات قلبي|пульс|ضربان قلبم|دل کی دھڑکن|धड़कन|पल्स)[^.?!\d]{0,25}?(\d{2,3})(?!\d)/.exec(
      t,
    );
  const n = m ? Number(m[1]) : NaN;
  return n >= 30 && n <= 260 ? n : null;
}

/** Words for blood sugar in the languages visitors write in; a reading in mmol/L counts too unless it is a lipid. */
const SUGAR_WORDS =
  /(?:\b(?:blood sugar|blood glucose|sugar|glucose|bg|bgl|bsl|cgm|libre|dexcom|glycemie|glucemia|glicemia|glicose|blutzucker|zucker|sucre|azucar|zucchero|seker|glukoz)\b|сахар|глюкоз|السكر|سكر)/;
function bloodSugarIn(t: string): number | null {
  const word = SUGAR_WORDS.exec(t);
  const m = word
    ? /^[^.?!\d]{0,25}?(\d{1,3}(?:[.,]\d)?)\s*(mmol(?:\/l)?|mg\/?dl|ммоль)?/.exec(t.slice(word.index + word[0].length))
    : /\b(\d{1,2}(?:[.,]\d)?)\s*(mmol\/l|ммоль\/л)/.exec(
        /\b(?:ldl|hdl|cholesterol|triglycerid\w*|lipid\w*|potassium|sodium)\b/.test(t) ? '' : t,
      );
  if (!m) return null;
  const v = Number(m[1]!.replace(',', '.'));
  const unit = m[2] ?? (v > 35 ? 'mg/dl' : 'mmol');
  return unit.startsWith('mg') ? v / 18 : v;
}

const DOSE_EVENT = '(?:shot|injection|jab|dose|pin|pinning|injecting|taking|infusion|drip|iv|first dose|pen|vial)';
function sinceDoseIn(t: string): boolean {
  return (
    new RegExp(
      `\\b(?:since|after|following|right after|straight after|post)\\s+(?:my|the|his|her|that|this|last|an?|taking|today'?s|tonight'?s|this morning'?s)?\\s*(?:[\\w-]+\\s){0,2}${DOSE_EVENT}s?\\b`,
    ).test(t) ||
    /\b(?:injected|took|dosed|pinned|jabbed|had my|did my|started)\b.{0,40}\b(?:ago|earlier|this morning|last night|tonight|today|yesterday|an hour|minutes)\b/.test(
      t,
    ) ||
    /\b\d+\s*(?:min|mins|minutes|hours?|hrs?)\s+(?:after|since|post|ago)\b/.test(t) ||
    /(?:بعد|من) (?:الابره|الحقنه|الجرعه|ما اخذت|ما حقنت)/.test(t)
  );
}

const EN_WORDS = /\b(?:the|is|are|what|how|my|i|me|for|can|do|does|you|of|and|to|with|should|it|this|on|in|about|any|much|dose|take)\b/g;
const OTHER_WORDS =
  /\b(?:le|la|les|des|du|une|est|pour|quelle|quel|combien|je|moi|mon|ma|el|los|las|una|para|cuanto|cuánto|cuál|que|yo|mi|der|die|das|und|ist|für|wie|viel|ich|mein|meine|il|di|per|quanto|che|sono|het|een|voor|hoeveel|ik|não|uma|quanto|eu|meu|minha|ne|kaç|için|ben|benim|ve|bu|nasıl|ile|mg\s+par|par|pro|woche|semana|settimana|semaine)\b/g;

/** Single-word spellings of the site's compounds: the same in every language, so they say nothing about it. */
const COMPOUND_WORDS = new Set(COMPOUND_REGISTRY.flatMap((c) => spellingsOf(c)).filter((s) => /^[a-z]+$/.test(s)));
const LONG_NAMES = [...COMPOUND_WORDS].filter((s) => s.length >= 7);
const isCompoundWord = (w: string) => COMPOUND_WORDS.has(w) || (w.length >= 7 && LONG_NAMES.some((n) => editDistance(w, n, 2) <= 2));

/** English word endings ("detectable", "administration", "swelling"): a long unlisted word with one reads as English. */
const ENGLISH_ENDING = /^[a-z]{3,}(?:ing|ings|ed|ly|tion|tions|sion|ness|ment|ments|ous|ity|ive|able|ible|ful|less|ise|ize|ist|er|ers)$/;

function languageOf(t: string): Language {
  const arabic = (t.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (t.match(/[a-z]/g) ?? []).length;
  // Letters of any other script (Cyrillic, Greek, Hebrew, Devanagari, Tamil, Malayalam, Ethiopic, Georgian, Thai, CJK...).
  const otherScript = (t.match(/\p{L}/gu) ?? []).length - latin - (t.match(/[\u00c0-\u024f]/g) ?? []).length - arabic;
  if (arabic > latin && arabic >= otherScript) return 'ar';
  if (otherScript > latin) return 'other';
  // Latin script: English when enough of its words are English. Compound names and words with digits don't count.
  const words = (t.match(/[a-z\u00c0-\u024f']+/g) ?? [])
    .map((w) => w.replace(/'/g, ''))
    .filter((w) => (w.length >= 2 || ENGLISH_WORDS.has(w)) && !isCompoundWord(w));
  const english = words.filter((w) => ENGLISH_WORDS.has(w) || ENGLISH_ENDING.test(w)).length;
  if (words.length >= 3 && english / words.length < 0.3) return 'other';
  const en = (t.match(EN_WORDS) ?? []).length;
  const other = (t.match(OTHER_WORDS) ?? []).length;
  return other >= 2 && other > en ? 'other' : 'en';
}

/** Every fact the rules read, from a plain (normalised) message. */
export function extract(plainText: string, clock: Clock = systemClock): Facts {
  const t = digits(plainText);
  const heightCm = heightIn(t);
  const weightKg = weightIn(t);
  // "BMI 16", "my bmi is 16.5", "BMI才16" (Chinese "only"), "BMI je 16", "ИМТ 16,8", "mon IMC est de 17", "BMI가 16인데".
  const statedBmi =
    /(?:\bbmi|\bimc|\bvki|(?<![\p{L}])имт)(?:'s| is| of| at| =| ?:| around| about| je| est| es| ist| e| hai| ?才| ?只有| ?是| ?だけ| ?は| ?が| ?가| ?는| ?이| ?은| ?大概| ?大约| ?约| у меня| около| environ| cerca de| alrededor de| ungefähr| circa| tá em| ta em| está em| esta em| está| es de| é de| é| de| mi| mio)? ?(\d{2}(?:[.,]\d)?)(?![\d.])/u.exec(
      t,
    );
  const bmi = heightCm && weightKg ? weightKg / (heightCm / 100) ** 2 : statedBmi ? Number(statedBmi[1]!.replace(',', '.')) : null;
  return {
    language: languageOf(plainText),
    ages: agesIn(t, clock()),
    heightCm,
    weightKg,
    bmi: bmi === null ? null : Math.round(bmi * 10) / 10,
    doses: dosesIn(t),
    heartRate: heartRateIn(t),
    bloodSugar: bloodSugarIn(t),
    sinceDose: sinceDoseIn(t),
    hasNumber: /\d/.test(t),
  };
}
