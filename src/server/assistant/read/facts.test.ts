// Typed facts the rules read, for the phrasings blind round 4 showed were missing: a glucose reading with a decimal
// comma and no "sugar" word, a school year written "year 11 here", and compound names in Cyrillic or Devanagari.
import { describe, expect, it } from 'vitest';
import { readMessage } from '.';
import { compoundKeysIn } from '../safety/lexicon/substances';
import { toLatin } from './normalise';

const clock = () => new Date('2026-11-26T12:00:00Z');

describe('facts read from a message', () => {
  it('reads a blood glucose reading in any language, with a decimal comma, but not a cholesterol reading', () => {
    expect(readMessage('son lecteur affiche 2,6 mmol/L', clock).facts.bloodSugar).toBe(2.6);
    expect(readMessage('mi glucemia está en 2,8', clock).facts.bloodSugar).toBe(2.8);
    expect(readMessage('my LDL is 2.6 mmol/L, ok to take tirzepatide?', clock).facts.bloodSugar).toBeNull();
  });

  it('reads "year 11 here" as a school year (under 18)', () => {
    expect(readMessage('year 11 here, which peptide should i get', clock).facts.ages.map((a) => a.years)).toEqual([15]);
    expect(readMessage('I finished a 2 year 11 month contract', clock).facts.ages).toEqual([]);
  });

  it('recognises a compound written in Cyrillic or Devanagari by its Latin letters', () => {
    expect(toLatin('тесаморелин')).toBe('tesamorelin');
    expect(toLatin('टेसामोरेलिन')).toBe('tesamorelin');
    expect(compoundKeysIn('क्या मैं इनके साथ टेसामोरेलिन ले सकता हूँ?')).toContain('tesamorelin');
    expect(compoundKeysIn('क्या मैं सेमाग्लूटाइड ले सकता हूँ?')).toContain('semaglutide');
  });
});
