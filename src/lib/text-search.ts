// Tokenising shared by site search (and usable by the assistant): lowercase words, light stemming,
// and joined forms of hyphenated names so "bpc", "bpc-157" and "bpc157" all meet.

const STOP = new Set(
  'a an and are as at be but by can do does for from has have how i in is it its me my of on or our so than that the their them then there these they this to was we what when where which who why will with you your about into over under after before more most much many also just only very'.split(
    ' ',
  ),
);

/** A crude English stemmer: enough to match dose/doses/dosing, recover/recovery, protocol/protocols. */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const suffix of [
    'ations',
    'ation',
    'ments',
    'ment',
    'ingly',
    'ings',
    'ing',
    'ies',
    'ied',
    'ers',
    'er',
    'es',
    'ed',
    'ly',
    'y',
    's',
    'e',
  ]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

/** Search terms of a text, stemmed, stop words dropped. */
export function terms(text: string): string[] {
  const out: string[] = [];
  const lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  for (const m of lower.matchAll(/[a-z0-9]+(?:[-+][a-z0-9]+)*\+?/g)) {
    const token = m[0];
    const parts = token.split(/[-+]/).filter(Boolean);
    if (parts.length > 1) out.push(parts.join(''));
    for (const p of parts) if (!STOP.has(p) && (p.length > 1 || /\d/.test(p))) out.push(stem(p));
  }
  return out;
}
