// One home for every name: the site's compounds (names, aliases, brands, misspellings) live in
// src/content/registry/compounds.ts and other medicines and drugs in src/content/registry/substances.ts. The safety
// lexicons and entity recognition read them from there; none of these files spells one (comments and the rules'
// examples aside).
import { describe, expect, it } from 'vitest';
import { COMPOUND_REGISTRY, MEDICINES, OTHER_DRUGS, RECREATIONAL, spellingsOf } from '../../../../content/registry';
import { readMessage } from '../../read';
import { conceptsOf } from '../concepts';
import ar from './ar.ts?raw';
import en from './en.ts?raw';
import other from './other.ts?raw';
import substances from './substances.ts?raw';
import entities from '../../entities.ts?raw';

const FILES = {
  'lexicon/en.ts': en,
  'lexicon/ar.ts': ar,
  'lexicon/other.ts': other,
  'lexicon/substances.ts': substances,
  'entities.ts': entities,
};
const code = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .split('\n')
    .map((l) => l.replace(/(^|\s)\/\/.*$/, ''))
    .join('\n')
    .toLowerCase()
    // Equipment and conditions named after a medicine, not the medicine itself.
    .replace(/insulin \(?(pins?|syringes?|needles?|barrel|resistan)|insulin ?\??spritze/g, ' ')
    .replace(/(سرنج|ابر)[^'\n]*انسولين/g, ' ')
    .replace(/\(spuit\|jarum[^'\n]*insulin/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('names have one home', () => {
  it('no safety lexicon file nor entities.ts spells a compound, brand, medicine or drug name', () => {
    // Registry keys are identifiers code may use ("glp1"); entries with a * are classes ("steroid*"), not names.
    const names = [
      ...COMPOUND_REGISTRY.flatMap((c) => spellingsOf(c).filter((n) => n !== c.key && n.replace(/[^\p{L}]/gu, '').length >= 5)),
      ...[...MEDICINES, ...OTHER_DRUGS, ...RECREATIONAL].filter((n) => !n.includes('*') && n.length >= 5),
    ];
    const found: string[] = [];
    for (const [file, source] of Object.entries(FILES)) {
      const text = code(source);
      for (const n of names) if (new RegExp(`(?<![\\p{L}])${escape(n)}(?![\\p{L}])`, 'u').test(text)) found.push(`${file}: ${n}`);
    }
    expect(found).toEqual([]);
  });

  it('a medicine or a brand named only in the registry is still read as a medication by the safety layer', () => {
    const concepts = (m: string) => conceptsOf(readMessage(m));
    expect(concepts("I'm on sertraline, can I add selank?").has('medication')).toBe(true);
    expect(concepts('انا آخذ ميتفورمين، اقدر اخذ تيرزيباتايد؟').has('medication')).toBe(true);
    expect(concepts('can I switch from mounjaro to retatrutide').has('med_change')).toBe(true);
    expect(concepts('whats the half life of ibutamoren').substance).toBe(true);
  });
});

describe('lexicon lines', () => {
  it('never put a dot between letters: it is a literal dot, not an apostrophe ("qu\'?est-ce", not "qu.est-ce")', () => {
    const dotted = Object.entries({ 'lexicon/en.ts': en, 'lexicon/ar.ts': ar, 'lexicon/other.ts': other }).flatMap(([file, source]) =>
      source
        .split('\n')
        .filter((l) => /^\s+['"]/.test(l) && /\p{L}\.\p{L}/u.test(l.replace(/\\\\\./g, '')))
        .map((l) => `${file}: ${l.trim()}`),
    );
    expect(dotted).toEqual([]);
  });

  it('never mix Arabic and Latin letters in one line: it would compile as a whole-word Latin line and miss Arabic prefixes', () => {
    const mixed = Object.entries({ 'lexicon/en.ts': en, 'lexicon/ar.ts': ar, 'lexicon/other.ts': other }).flatMap(([file, source]) =>
      source
        .split('\n')
        .filter((l) => /^\s+['"]/.test(l))
        // (Escapes such as \\u0600 and \\d, and placeholders filled from the registry such as {medicine}, are not letters.)
        .map((l) => l.replace(/\\\\(?:u[0-9a-f]{4}|[a-z])|\{[a-z_]+\}/gi, ''))
        .filter((l) => /[\u0600-\u06ff]/.test(l) && /[a-z]/i.test(l))
        // Allowed: "BMI" beside an Urdu number word, both whole words that take no prefix.
        .filter((l) => !l.includes("'(bmi|بی ایم آئی) (سولہ|پندرہ|سترہ|چودہ)'"))
        .map((l) => `${file}: ${l.trim()}`),
    );
    expect(mixed).toEqual([]);
  });

  it('never end on a single \\d: a whole-word line would then miss every number of two digits ("lights out is at 10")', () => {
    const cut = Object.entries({ 'lexicon/en.ts': en, 'lexicon/ar.ts': ar, 'lexicon/other.ts': other }).flatMap(([file, source]) =>
      source
        .split('\n')
        // Latin lines only: they are matched as whole words (other scripts match anywhere).
        .filter((l) => /(?<!\\d)\\\\d['"],?$/.test(l.trim()) && /[a-z]/.test(l.replace(/\\\\[a-z]/g, '')))
        .map((l) => `${file}: ${l.trim()}`),
    );
    expect(cut).toEqual([]);
  });

  it('never use an upper-case escape (\\S, \\W, \\D, \\B): lines are read in lower case, so \\S would become \\s', () => {
    const upper = Object.entries({ 'lexicon/en.ts': en, 'lexicon/ar.ts': ar, 'lexicon/other.ts': other }).flatMap(([file, source]) =>
      source
        .split('\n')
        .filter((l) => /^\s*['"]/.test(l) && /\\\\[SWDB]/.test(l))
        .map((l) => `${file}: ${l.trim()}`),
    );
    expect(upper).toEqual([]);
  });
});
