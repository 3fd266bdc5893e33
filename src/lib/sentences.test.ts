import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('keeps figures, abbreviations, asides and initials inside their sentence', () => {
    expect(splitSentences('Doses of 2.5 mg were used, e.g. in SURMOUNT-1. A second trial followed.')).toEqual([
      'Doses of 2.5 mg were used, e.g. in SURMOUNT-1.',
      'A second trial followed.',
    ]);
    expect(splitSentences('It dates to the 1950s, when the British physician A.T.W. Simeons proposed it. Later work disagreed.')).toEqual([
      'It dates to the 1950s, when the British physician A.T.W. Simeons proposed it.',
      'Later work disagreed.',
    ]);
  });
});
