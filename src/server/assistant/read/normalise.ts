// One reader for safety and understanding: every message is normalised once, here, and every rule reads the result.
// Folds what changes the spelling but not the meaning: full-width letters, invisible characters, curly quotes,
// Arabic-Indic digits, Arabic letter variants and diacritics; and undoes the common disguises (leetspeak, letters
// spaced or dotted apart, words run together with underscores, base64) as extra readings.

const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
const ARABIC_DIACRITICS = /[\u064b-\u065f\u0670\u0640]/g; // tashkeel and tatweel

// Digits of other Indic and South-East Asian scripts (Bengali "৬", Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam,
// Sinhala, Thai, Lao, Myanmar, Khmer): each block's zero, and the blocks as one class.
const DIGIT_ZEROS = [0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x1040, 0x17e0];
const OTHER_DIGITS = new RegExp(
  `[${DIGIT_ZEROS.map((z) => `\\u${z.toString(16).padStart(4, '0')}-\\u${(z + 9).toString(16).padStart(4, '0')}`).join('')}]`,
  'g',
);

/** Lower-cased, NFKC, straight quotes, Latin digits, Arabic letters folded, single spaces. */
export function plain(message: string): string {
  return message
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(OTHER_DIGITS, (d) => String(d.charCodeAt(0) - DIGIT_ZEROS.find((z) => d.charCodeAt(0) - z < 10 && d.charCodeAt(0) >= z)!))
    .replace(/٫/g, '.')
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u0654\u0655]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Accents folded too ("médicament" -> "medicament"), for matching other Latin-script languages. */
export function unaccented(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

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
 * The readings of a message: as written (plain), and with disguises undone, so "wh4t d0se", "d.o.s.e",
 * "h o w  m u c h" or a base64 string read like the words they hide. The first reading is always the plain text.
 */
/** Text-speak and its words, for the reading that spells it out. */
const TEXT_SPEAK: Record<string, string> = {
  idk: "i don't know",
  idc: "i don't care",
  y: 'why',
  w: 'with',
  nbd: 'nobody',
  nb: 'nobody',
  hw: 'how',
  mch: 'much',
  mny: 'many',
  ur: 'your',
  u: 'you',
  r: 'are',
  wd: 'would',
  cd: 'could',
  shd: 'should',
  b: 'be',
  rsrch: 'research',
  askin: 'asking',
  rn: 'right now',
  tmrw: 'tomorrow',
  ppl: 'people',
  abt: 'about',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  smth: 'something',
  sth: 'something',
  rly: 'really',
  pls: 'please',
  plz: 'please',
  wanna: 'want to',
  gonna: 'going to',
  dont: "don't",
  cant: "can't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
  nvm: 'never mind',
  anymr: 'anymore',
  thx: 'thanks',
  tho: 'though',
  gd: 'good',
  nxt: 'next',
  wk: 'week',
  hrs: 'hours',
  mins: 'minutes',
};
const TEXT_SPEAK_WORDS = new RegExp(`(?<![a-z'])(?:${Object.keys(TEXT_SPEAK).join('|')})(?![a-z'])`, 'g');

export function readings(message: string): string[] {
  const t = plain(message);
  const out = [t];
  const add = (v: string) => {
    const p = plain(v);
    if (p && !out.includes(p)) out.push(p);
  };
  add(t.replace(/(?<=[a-z])[013457@$](?=[a-z])/g, (d) => LEET[d] ?? d));
  add(t.replace(/[_{}"[\]:=]+/g, ' '));
  add(t.replace(/\b(?:[a-z] )+[a-z]\b/g, (w) => (w.length >= 3 ? w.replace(/ /g, '') : w)));
  add(t.replace(/\b[a-z](?:[.\-_*·•][a-z]){2,}\b\.?/g, (w) => w.replace(/[^a-z]/g, '')));
  const raw = message.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
  if (/(?:^|\s)(?:[a-z0-9] ){3,}[a-z0-9](?=\s|$|[?.!,])/.test(raw)) {
    const words = raw.split(/\s{2,}|\s*[/|]\s*/).map((w) => (/^(?:\S ){2,}\S[?.!,]*$/.test(w.trim()) ? w.replace(/ /g, '') : w));
    add(words.join(' '));
  }
  const tokens = t.split(/[\s.\-_*·•]+/).filter(Boolean);
  const singles = tokens.filter((w) => w.length === 1).length;
  if (singles >= 6 && singles / tokens.length >= 0.6) add(t.replace(/[^a-z0-9]/g, ''));
  // Text-speak spelled out ("idk y i bother w any of it. hw mch wd b 2 much") when a message uses several of its words.
  const speak = t.match(TEXT_SPEAK_WORDS)?.length ?? 0;
  if (speak >= 2)
    add(
      t
        .replace(TEXT_SPEAK_WORDS, (w) => TEXT_SPEAK[w] ?? w)
        .replace(/\b2 (much|many|late|far|bad)\b/g, 'too $1')
        .replace(/\b4 (me|u|you|my|him|her|them|real|research|rsrch)\b/g, 'for $1'),
    );
  for (const token of message.match(/[A-Za-z0-9+/_-]{12,}={0,2}/g) ?? []) {
    const decoded = decodeBase64(token);
    if (decoded) add(message.replace(token, decoded));
  }
  return out;
}

// Cyrillic and Devanagari letters in Latin, so a compound written in those scripts ("тесаморелин", "टेसामोरेलिन") can
// be compared with the registry's Latin names. Rough on purpose: the comparison allows a typo or two.
const CYRILLIC: Record<string, string> = Object.fromEntries(
  'а a б b в v г g д d е e ё e ж zh з z и i й i к k л l м m н n о o п p р r с s т t у u ф f х h ц ts ч ch ш sh щ sch ъ _ ы y ь _ э e ю yu я ya'
    .match(/\S+ \S+/g)!
    .map((p) => p.split(' ') as [string, string])
    .map(([k, v]) => [k, v === '_' ? '' : v]),
);
const DEVANAGARI_CONSONANTS: Record<string, string> = Object.fromEntries(
  'क k ख kh ग g घ gh ङ n च ch छ chh ज j झ jh ञ n ट t ठ th ड d ढ dh ण n त t थ th द d ध dh न n ऩ n प p फ f ब b भ bh म m य y र r ऱ r ल l ळ l ऴ l व v श sh ष sh स s ह h'
    .match(/\S+ \S+/g)!
    .map((p) => p.split(' ') as [string, string]),
);
const DEVANAGARI_VOWELS: Record<string, string> = Object.fromEntries(
  'ा a ि i ी i ु u ू u ृ ri ॆ e े e ै ai ॊ o ो o ौ au ॉ o ं n ँ n ः h अ a आ a इ i ई i उ u ऊ u ए e ऐ ai ओ o औ au ऑ o'
    .match(/\S+ \S+/g)!
    .map((p) => p.split(' ') as [string, string]),
);
const NUKTA: Record<string, string> = { ज: 'z', फ: 'f', ड: 'r', ढ: 'rh', क: 'q', ख: 'kh', ग: 'gh' };

// Georgian, Greek and Armenian letters in Latin ("სერტრალინს" -> "sertralins"), the same rough way.
const letters = (pairs: string): Record<string, string> =>
  Object.fromEntries(pairs.match(/\S+ \S+/g)!.map((p) => p.split(' ') as [string, string]));
const GEORGIAN = letters(
  'ა a ბ b გ g დ d ე e ვ v ზ z თ t ი i კ k ლ l მ m ნ n ო o პ p ჟ zh რ r ს s ტ t უ u ფ p ქ k ღ gh ყ q შ sh ჩ ch ც ts ძ dz წ ts ჭ ch ხ kh ჯ j ჰ h',
);
const GREEK = letters(
  'α a ά a β v γ g δ d ε e έ e ζ z η i ή i θ th ι i ί i ϊ i ΐ i κ k λ l μ m ν n ξ x ο o ό o π p ρ r σ s ς s τ t υ y ύ y ϋ y ΰ y φ f χ ch ψ ps ω o ώ o',
);
const ARMENIAN = letters(
  'ա a բ b գ g դ d ե e զ z է e ը y թ t ժ zh ի i լ l խ kh ծ ts կ k հ h ձ dz ղ gh ճ ch մ m յ y ն n շ sh ո o չ ch պ p ջ j ռ r ս s վ v տ t ր r ց ts ւ v փ p ք k օ o ֆ f',
);

// Ethiopic (Amharic, Tigrinya): each syllable is a consonant's row of eight (U+1200 on) and a vowel's column. English "-ide"
// is written "-ayd" ("ቲርዜፓታይድ" -> "tirzepatid").
const ETHIOPIC_ROWS = 'h l h m s r s sh q q qh qh b v t ch h h n ny _ k k kh kh w _ z zh y d d j g g ng t ch p ts ts f p'.split(' ');
const ETHIOPIC_VOWELS = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'];
function ethiopic(word: string): string {
  let out = '';
  for (const ch of word) {
    const i = ch.charCodeAt(0) - 0x1200;
    if (i < 0 || i >= ETHIOPIC_ROWS.length * 8) {
      out += ch;
      continue;
    }
    const c = ETHIOPIC_ROWS[Math.floor(i / 8)]!;
    out += (c === '_' ? '' : c) + ETHIOPIC_VOWELS[i % 8]!;
  }
  return out.replace(/ayd$/, 'id').replace(/ay(?=d)/g, 'i');
}

const INDIC_FINALS: Record<string, string> = { ൺ: 'ण्', ൻ: 'न्', ർ: 'र्', ൽ: 'ल्', ൾ: 'ळ्', ൿ: 'क्' };

// Sinhala, whose block does not follow Devanagari's layout: its consonants (each carrying an "a"), vowels and vowel signs.
const SINHALA_CONSONANTS = letters(
  'ක k ඛ kh ග g ඝ gh ඞ ng ඟ ng ච ch ඡ chh ජ j ඣ jh ඤ ny ඥ gny ට t ඨ th ඩ d ඪ dh ණ n ඬ nd ත t ථ th ද d ධ dh න n ඳ nd ප p ඵ ph බ b භ bh ම m ඹ mb ය y ර r ල l ව v ශ sh ෂ sh ස s හ h ළ l ෆ f',
);
const SINHALA_VOWELS = letters(
  'අ a ආ a ඇ ae ඈ ae ඉ i ඊ i උ u ඌ u එ e ඒ e ඓ ai ඔ o ඕ o ඖ au ා a ැ ae ෑ ae ි i ී i ු u ූ u ෘ ri ෙ e ේ e ෛ ai ො o ෝ o ෞ au ං n ඃ h',
);

// An abugida (Devanagari, Sinhala) read letter by letter: a consonant carries an "a" unless a vowel sign or the virama
// follows, or it ends the word; a nukta below a consonant changes its sound.
type Abugida = {
  consonants: Record<string, string>;
  vowels: Record<string, string>;
  virama: string;
  signs: RegExp;
  nukta?: { mark: string; sounds: Record<string, string> };
};
const DEVANAGARI: Abugida = {
  consonants: DEVANAGARI_CONSONANTS,
  vowels: DEVANAGARI_VOWELS,
  virama: '\u094d',
  signs: /[\u093e-\u094c]/,
  nukta: { mark: '\u093c', sounds: NUKTA },
};
const SINHALA: Abugida = { consonants: SINHALA_CONSONANTS, vowels: SINHALA_VOWELS, virama: '\u0dca', signs: /[\u0dca-\u0ddf]/ };
function readAbugida(word: string, script: Abugida): string {
  const chars = [...word];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    let c = script.consonants[ch];
    if (c === undefined) {
      out += ch === script.virama || ch === script.nukta?.mark ? '' : (script.vowels[ch] ?? ch);
      continue;
    }
    if (script.nukta && chars[i + 1] === script.nukta.mark) {
      c = script.nukta.sounds[ch] ?? c;
      i++;
    }
    const next = chars[i + 1];
    out += c + (next === undefined || next === script.virama || script.signs.test(next) ? '' : 'a');
  }
  return out;
}

/**
 * A Cyrillic, Devanagari (and the Indic scripts laid out like it), Sinhala, Georgian, Greek, Armenian or Ethiopic word in
 * Latin letters ("тесаморелин" -> "tesamorelin"); other words unchanged.
 */
export function toLatin(word: string): string {
  if (/[\u1200-\u137f]/.test(word)) return ethiopic(word);
  if (/[\u0d80-\u0dff]/.test(word)) return readAbugida(word, SINHALA);
  // Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada and Malayalam share Devanagari's layout, each 0x80 further
  // on: read as Devanagari ("ടിർസെപാറ്റൈഡ്", "டிர்செபடைட்").
  // Tamil "ச" in a borrowed name is mostly "s"; Malayalam's final consonants (chillu) and "റ്റ" ("tt") are spelled out first.
  // English "-ide" is written "-aid" ("semaglutaid" -> "semaglutid").
  if (/[\u0980-\u0d7f]/.test(word))
    return toLatin(
      [
        ...word
          .replace(/ச/g, 'स')
          .replace(/റ്റ/g, 'ट')
          .replace(/[ൺൻർൽൾൿ]/g, (c) => INDIC_FINALS[c]!),
      ]
        .map((ch) => (/[\u0980-\u0d7f]/.test(ch) ? String.fromCharCode(0x0900 + (ch.charCodeAt(0) & 0x7f)) : ch))
        .join(''),
    ).replace(/ai[dt]$/, 'id');
  if (/[\u0400-\u04ff]/.test(word)) return [...word].map((ch) => CYRILLIC[ch] ?? ch).join('');
  if (/[\u10a0-\u10ff]/.test(word)) return [...word].map((ch) => GEORGIAN[ch] ?? ch).join('');
  // Greek "ου" and Armenian "ու" are one sound, "u".
  if (/[\u0370-\u03ff]/.test(word)) return [...word.replace(/ο[υύ]/g, 'u')].map((ch) => GREEK[ch] ?? ch).join('');
  if (/[\u0530-\u058f]/.test(word)) return [...word.replace(/ու/g, 'u')].map((ch) => ARMENIAN[ch] ?? ch).join('');
  if (!/[\u0900-\u097f]/.test(word)) return word;
  return readAbugida(word, DEVANAGARI);
}

export const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text);

/** Levenshtein distance between two words, stopping early (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
