// Turns a lexicon line into a matcher. A line is plain words, with four marks:
//   word*     any ending ("suicid*" = suicide, suicidal)
//   a ~ b     up to four words between a and b
//   (a|b)     either; (a|b)? optional
//   'quoted' characters are literal
// Latin-script lines match whole words; Arabic lines match anywhere (Arabic attaches prefixes to words).
import { plain } from '../../read/normalise';

const GAP = String.raw`(?:[\s,]+[^\s]+){0,4}[\s,]+`;

export function compilePhrase(line: string): RegExp {
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
    if (ch === '*') out += String.raw`[\p{L}\p{N}'-]*`;
    else if (ch === '~') {
      out = out.replace(/\\s\+$/, '');
      out += GAP;
      while (p[i + 1] === ' ') i++;
    } else if (ch === ' ') out += String.raw`\s+`;
    else if ('()|?'.includes(ch)) out += ch;
    else out += ch.replace(/[.+^${}[\]\\/]/g, '\\$&');
  }
  const arabic = /[\u0600-\u06ff]/.test(p);
  const start = arabic ? '' : String.raw`(?<![\p{L}\p{N}])`;
  const end = arabic ? '' : String.raw`(?![\p{L}\p{N}])`;
  return new RegExp(`${start}(?:${out})${end}`, 'u');
}

export type Lexicon<C extends string> = Partial<Record<C, readonly string[]>>;
export type CompiledLexicon<C extends string> = Map<C, RegExp[]>;

export function compileLexicons<C extends string>(...lexicons: Lexicon<C>[]): CompiledLexicon<C> {
  const out: CompiledLexicon<C> = new Map();
  for (const lex of lexicons) {
    for (const [concept, lines] of Object.entries(lex) as [C, readonly string[]][]) {
      const list = out.get(concept) ?? [];
      for (const line of lines) list.push(compilePhrase(line));
      out.set(concept, list);
    }
  }
  return out;
}
