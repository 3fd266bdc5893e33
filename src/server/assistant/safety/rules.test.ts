// Each rule's examples (written beside it in rules.ts) get that rule's reply; the lexicons compile and stay data.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../read';
import { conceptsOf } from './concepts';
import { compilePhrase } from './lexicon/compile';
import { decide, RULES } from './rules';

const clock = () => new Date('2026-11-26T12:00:00Z');

describe('safety rules', () => {
  it("every rule has examples, and each example gets that rule's kind of reply", () => {
    for (const rule of RULES) {
      expect(rule.examples.length, rule.name).toBeGreaterThan(0);
      for (const example of rule.examples) {
        const read = readMessage(example, clock);
        const d = decide({ c: conceptsOf(read), f: read.facts });
        expect(d?.kind, `${rule.name}: ${example} (decided by ${d?.rule})`).toBe(rule.kind);
      }
    }
  });

  it('a symptom after a dose, in English or Arabic, is never let through to the library; a question about people in general is', () => {
    const decision = (m: string) => {
      const read = readMessage(m, clock);
      return decide({ c: conceptsOf(read), f: read.facts });
    };
    for (const m of [
      'ظهرت عندي كتلة حمراء مكان الابرة من امس',
      'got a hard red lump where I pinned yesterday',
      'ضربت الابره قبل ساعه والحين عندي دوخه',
    ])
      expect(decision(m)?.kind, m).toMatch(/^(check_in|personal_medical|emergency)$/);
    for (const m of [
      'why do injection sites get itchy with semaglutide',
      'what is the injection site reaction rate in the tirzepatide trials?',
    ])
      expect(decision(m), m).toBeNull();
  });

  it('a dose per body weight for a person is a personal dose, however it is framed; a study question about one is not', () => {
    const decision = (m: string) => {
      const read = readMessage(m, clock);
      return decide({ c: conceptsOf(read), f: read.facts });
    };
    for (const m of [
      'what mg/kg would you use for a 70 kg subject',
      'the rat studies used 10 µg/kg, what would that be for an 80kg man',
      'mcg per kg of bodyweight for my dad?',
    ])
      expect(decision(m), m).toMatchObject({ kind: 'personal_medical', variant: 'dose' });
    expect(decision('what mg/kg did the rat studies of bpc use')).toBeNull();
  });

  it('reads lexicon lines as words: stems, gaps, alternatives, and a space that also matches a hyphen', () => {
    expect(compilePhrase('suicid*').test('feeling suicidal')).toBe(true);
    expect(compilePhrase('suicid*').test('antisuicide')).toBe(false);
    expect(compilePhrase('chest ~ tight*').test('my chest feels really very tight')).toBe(true);
    expect(compilePhrase('chest ~ tight*').test('chest a b c d e tight')).toBe(false);
    expect(compilePhrase('blood ~ ~ stop').test('blood a b c d e f g stop')).toBe(true);
    expect(compilePhrase('out of competition').test('out-of-competition tests')).toBe(true);
    expect(compilePhrase('(want|wish) to die').test('i wish to die')).toBe(true);
    expect(compilePhrase('ابي اموت').test('والله ابي اموت')).toBe(true);
  });
});
