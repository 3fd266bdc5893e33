// The message's language, as the other-language dose rule reads it: English when enough of its words are English, so
// any Latin-script language is "other" (not only the handful with marker words), and English stays English however
// informal, clinical or full of compound names it is.
import { describe, expect, it } from 'vitest';
import { readMessage } from '.';

const language = (m: string) => readMessage(m).facts.language;

describe('language of a message', () => {
  it('reads Latin-script languages without marker words as another language', () => {
    for (const m of [
      'Tirzepatid kullanmaya başlamak istiyorum, 95 kiloyum. Hangi dozla başlayıp ne zaman artırmalıyım?',
      'Ile tirzepatydu powinnam brać na tydzień?',
      'Saya mau pakai tirzepatide, berat saya 90 kg, mulai dosis berapa?',
      'Nataka kutumia BPC-157 kwa goti langu, kipimo gani kila siku?',
      'Hur mycket retatrutid ska jag ta varje vecka?',
    ])
      expect(language(m), m).toBe('other');
  });

  it('keeps English English: chat shorthand, clinical words, compound names, disguises', () => {
    for (const m of [
      'retatrutide vs tirzepatide',
      'ipamorelin + cjc stack, morning or night, how many units on a slin pin? just give me the numbers bro',
      'acute dyspnoea and stridor after subcutaneous administration',
      'I compete in a natural bodybuilding federation, is ipamorelin detectable?',
      'BPC: 250mcg or 500mcg for a rotator cuff tear?',
      'wh4t d0se sh0uld i t4ke',
    ])
      expect(language(m), m).toBe('en');
  });
});
