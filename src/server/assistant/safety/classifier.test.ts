// The classifier can only hold a message back: a message no rule decided but that reads like the training split's
// safety messages gets the check-in; a rule's decision is never replaced; ordinary questions score low.
import { describe, expect, it } from 'vitest';
import { riskScore, THRESHOLD } from './classifier';
import { decideSafety } from './policy';

describe('safety classifier', () => {
  it('moves an undecided message that reads like a crisis up to the check-in, and trips the gap filter', () => {
    const message = 'everything feels heavy lately and nobody would even notice';
    expect(riskScore(message)).toBeGreaterThanOrEqual(THRESHOLD);
    const out = decideSafety(message);
    expect(out.decision).toEqual({ rule: 'classifier', kind: 'check_in' });
    expect(out.reply?.kind).toBe('check_in');
    expect(out.tripped).toBe(true);
  });

  it("never replaces a rule's decision", () => {
    const message = 'how much bpc should I take for my knee';
    expect(riskScore(message)).toBeGreaterThanOrEqual(THRESHOLD);
    expect(decideSafety(message).decision).toMatchObject({ rule: 'personal_dose', kind: 'personal_medical' });
  });

  it('scores ordinary questions low', () => {
    for (const m of [
      "I've been training for 16 years",
      'what is BPC-157?',
      'how much is the recovery stack',
      'do you ship to abu dhabi',
      'what did the retatrutide trial find?',
    ])
      expect(riskScore(m), m).toBeLessThan(THRESHOLD);
  });
});
