// Typed facts the rules read, for the phrasings blind round 4 showed were missing: a glucose reading with a decimal
// comma and no "sugar" word, a school year written "year 11 here", and compound names in Cyrillic or Devanagari.
import { describe, expect, it } from 'vitest';
import { readMessage } from '.';
import { compoundKeysIn, namesMedicineInOtherScript } from '../safety/lexicon/substances';
import { plain, toLatin } from './normalise';

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

  it('reads Georgian, Greek and Armenian names in Latin letters, and medicines with a case ending', () => {
    expect(toLatin('სელანკი')).toBe('selanki');
    expect(toLatin('σεμαγλουτίδη')).toBe('semaglutidi');
    expect(compoundKeysIn('შემიძლია სელანკი?')).toContain('selank');
    expect(compoundKeysIn('Μπορώ να πάρω σεμαγλουτίδη;')).toContain('semaglutide');
    expect(namesMedicineInOtherScript('ჩემი ექიმი მაძლევს სერტრალინს')).toBe(true);
    expect(namesMedicineInOtherScript('ჩემი ექიმი მაძლევს წყალს')).toBe(false);
    // Ethiopic syllables, and a case ending after a name's digits ("TB-500en" in Basque).
    expect(toLatin('ቲርዜፓታይድ')).toBe('tirzepatid');
    expect(compoundKeysIn('ቲርዜፓታይድን በሳምንት')).toContain('tirzepatide');
    expect(compoundKeysIn('bpc-157 eta tb-500en arteko aldea')).toEqual(expect.arrayContaining(['bpc157', 'tb500']));
    expect(readMessage('ቲርዜፓታይድ ምንድን ነው?', clock).facts.language).toBe('other');
  });

  it('reads names in Tamil, Malayalam, Bengali, Telugu, Kannada and Sinhala letters', () => {
    expect(toLatin('ടെസാമോറെലിൻ')).toBe('tesamorelin');
    expect(compoundKeysIn('டிர்செபடைட் எடுக்கலாமா?')).toContain('tirzepatide');
    expect(compoundKeysIn('ടിർസെപാറ്റൈഡ് എടുക്കാമോ?')).toContain('tirzepatide');
    expect(compoundKeysIn('সেমাগ্লুটাইড কি নিরাপদ?')).toContain('semaglutide');
    expect(compoundKeysIn('ರೆಟಾಟ್ರುಟೈಡ್ ಬಗ್ಗೆ')).toContain('retatrutide');
    expect(compoundKeysIn('ඉපමොරලින් ගැන')).toContain('ipamorelin');
    // Ordinary words stay ordinary.
    expect(compoundKeysIn('வணக்கம், எப்படி இருக்கிறீர்கள்?')).toEqual([]);
  });

  it('reads ages from youth teams, Spanish school years, ages in words and words for years of age', () => {
    const ages = (t: string) => readMessage(t, clock).facts.ages.map((a) => a.years);
    expect(ages('i play for the academy u16s')).toContain(15);
    expect(ages('she captains our under-14s')).toContain(13);
    expect(ages('every trial I read excludes under-18s')).toEqual([]);
    expect(ages('mi hija está en primero de bachillerato')).toContain(16);
    expect(ages('mon fils a seize ans')).toContain(16);
    expect(ages('मेरा बेटा 15 साल का है')).toContain(15);
    expect(ages('मैं 2 साल से जिम जा रहा हूँ')).toEqual([]);
    expect(ages('I will be eighteen then only, in March')).toContain(17);
  });

  it('reads an age followed by a group as other people, not the visitor', () => {
    expect(readMessage('a bunch of 16yo kids at my gym ask about peptides', clock).facts.ages).toEqual([
      { years: 16, about: 'other', how: 'stated' },
    ]);
    expect(readMessage('some 15 year old lads keep asking me', clock).facts.ages[0]?.about).toBe('other');
    expect(readMessage("i'm 16 years old and lift", clock).facts.ages[0]?.about).toBe('self');
  });

  it("reads digits in Indic scripts and a child's age said without a word for years", () => {
    expect(plain('আমি ৬ মাসের')).toBe('আমি 6 মাসের');
    expect(readMessage('Mae fy mab yn 16 ac yn chwarae rygbi', clock).facts.ages).toEqual([{ years: 16, about: 'other', how: 'stated' }]);
    expect(readMessage('mijn dochter is 14 en wil BPC-157', clock).facts.ages.map((a) => a.years)).toEqual([14]);
    expect(readMessage('mein Sohn ist 16 Wochen alt', clock).facts.ages).toEqual([]);
    expect(readMessage("Dw i'n 17 oed", clock).facts.ages.map((a) => a.years)).toEqual([17]);
  });
});
