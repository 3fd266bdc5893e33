// Turns a lexicon line into a matcher. A line is plain words, with four marks:
//   word*     any ending ("suicid*" = suicide, suicidal)
//   a ~ b     up to four words between a and b (a ~ ~ b up to eight, a ~ ~ ~ b up to twelve)
//   (a|b)     either; (a|b)? optional
//   'quoted' characters are literal
// Latin-script lines match whole words; Arabic lines match anywhere (Arabic attaches prefixes to words).
import { plain } from '../../read/normalise';

// Letters of the scripts the lexicons use (Latin with accents, Cyrillic, Arabic, Devanagari): explicit ranges compile far
// faster than Unicode property classes, which matters on a worker's first request.
const LETTER = String.raw`a-z0-9\u00c0-\u024f\u0400-\u04ff\u0600-\u06ff\u0900-\u097f`;
const GAP = String.raw`(?:[\s,]+[^\s]+){0,4}[\s,]+`;
const WIDE_GAP = String.raw`(?:[\s,]+[^\s]+){0,8}[\s,]+`;
const WIDER_GAP = String.raw`(?:[\s,]+[^\s]+){0,12}[\s,]+`;

/** A line's expression body, and whether it is Latin script (matched as whole words). */
function phraseBody(line: string): { body: string; latin: boolean } {
  const p = plain(line);
  let out = '';
  for (let i = 0; i < p.length; i++) {
    const ch = p[i]!;
    if (ch === '\\' && i + 1 < p.length) {
      out += ch + p[++i]!;
      continue;
    }
    const brace = ch === '{' ? /^\{\d+(?:,\d*)?\}/.exec(p.slice(i)) : null;
    if (brace) {
      out += brace[0];
      i += brace[0].length - 1;
      continue;
    }
    const cls = ch === '[' ? /^\[[^\]]+\]/.exec(p.slice(i)) : null;
    if (cls) {
      out += cls[0];
      i += cls[0].length - 1;
      continue;
    }
    if (ch === '*') out += `[${LETTER}'-]*`;
    else if (ch === '~') {
      out = out.replace(/\[\\s-\]\+$/, '');
      // "a ~ ~ b": a wider gap, up to eight words; "a ~ ~ ~ b", up to twelve.
      out = out.endsWith(WIDE_GAP)
        ? out.slice(0, -WIDE_GAP.length) + WIDER_GAP
        : out.endsWith(GAP)
          ? out.slice(0, -GAP.length) + WIDE_GAP
          : out + GAP;
      while (p[i + 1] === ' ') i++;
    } else if (ch === ' ' && p[i + 1] === '?') {
      // A space in a line also matches a hyphen: "out of competition" = "out-of-competition".
      out += String.raw`[\s-]*`;
      i++;
    } else if (ch === ' ') out += String.raw`[\s-]+`;
    else if ('()|?+'.includes(ch)) out += ch;
    else out += ch.replace(/[.^${}[\]\\/]/g, '\\$&');
  }
  // Latin-script lines match whole words; other scripts attach prefixes and endings to words, so they match anywhere.
  const latin = /[a-z]/.test(p.replace(/\\[a-z]/g, ''));
  return { body: out, latin };
}

const START = `(?<![${LETTER}])`;
const END = `(?![${LETTER}])`;

export function compilePhrase(line: string): RegExp {
  const { body, latin } = phraseBody(line);
  return new RegExp(latin ? `${START}(?:${body})${END}` : body);
}

export type Lexicon<C extends string> = Partial<Record<C, readonly string[]>>;
export type CompiledLexicon<C extends string> = Map<C, RegExp[]>;

/**
 * One matcher per concept: every line of every language joined into a single alternation, so a message is checked
 * with a few dozen regular expressions rather than hundreds (each compiled expression costs time on first use).
 */
export function compileLexicons<C extends string>(...lexicons: Lexicon<C>[]): CompiledLexicon<C> {
  // Whole-word checks are written once around all Latin lines of a concept, not once per line: a much smaller expression.
  const sources = new Map<C, { latin: string[]; other: string[] }>();
  for (const lex of lexicons) {
    for (const [concept, lines] of Object.entries(lex) as [C, readonly string[]][]) {
      const entry = sources.get(concept) ?? { latin: [], other: [] };
      for (const line of lines) {
        const { body, latin } = phraseBody(line);
        (latin ? entry.latin : entry.other).push(`(?:${body})`);
      }
      sources.set(concept, entry);
    }
  }
  return new Map(
    [...sources].map(([c, { latin, other }]) => {
      const parts = [...(latin.length ? [`${START}(?:${latin.join('|')})${END}`] : []), ...other];
      return [c, [new RegExp(parts.join('|'))]];
    }),
  );
}
