import { describe, expect, it } from 'vitest';
import { evalSet } from './eval-set';
import { composeLibraryAnswer } from './library';

describe('library-mode evaluation set', () => {
  it('holds at least 20 questions', () => {
    expect(new Set(evalSet.map((c) => c.question)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(evalSet.map((c, i) => [i + 1, c.question, c] as const))('%i. "%s" cites the right page', (_, __, c) => {
    const answer = composeLibraryAnswer({ message: c.question, history: c.history ?? [], pageContext: c.page ?? '/contact' });
    expect(answer.kind).toBe('answer');
    const cited = answer.sources.map((s) => s.href.split('#')[0]);
    expect(
      cited.some((path) => c.expect.includes(path!)),
      `cited ${cited.join(', ')}`,
    ).toBe(true);
    // The citation is in the answer text too, as a Markdown link.
    expect(c.expect.some((path) => answer.text.includes(`](${path}`))).toBe(true);
  });
});
