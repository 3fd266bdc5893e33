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
