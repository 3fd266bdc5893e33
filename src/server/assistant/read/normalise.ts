// One reader for safety and understanding: every message is normalised once, here, and every rule reads the result.
// Folds what changes the spelling but not the meaning: full-width letters, invisible characters, curly quotes,
// Arabic-Indic digits, Arabic letter variants and diacritics; and undoes the common disguises (leetspeak, letters
// spaced or dotted apart, words run together with underscores, base64) as extra readings.

const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
const ARABIC_DIACRITICS = /[\u064b-\u065f\u0670\u0640]/g; // tashkeel and tatweel

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
  for (const token of message.match(/[A-Za-z0-9+/_-]{12,}={0,2}/g) ?? []) {
    const decoded = decodeBase64(token);
    if (decoded) add(message.replace(token, decoded));
  }
  return out;
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
