import { describe, expect, it } from 'vitest';
import { queryTerms } from '../assistant/text';
import { highlight } from './site-search';

const terms = (q: string) => [...queryTerms(q).keys()];
const marked = (text: string, q: string) =>
  highlight(text, terms(q))
    .filter((p) => p.mark)
    .map((p) => p.text);

describe('search highlights', () => {
  it('mark the matching words without their surrounding punctuation', () => {
    expect(marked('Research (BPC-157), on tendons: “BPC-157.” tendon.', 'bpc tendon')).toEqual(['BPC-157', 'tendons', 'BPC-157', 'tendon']);
  });

  it('keep every character of the text, in order', () => {
    const text = 'NAD+ (nicotinamide) — a co-enzyme... 99%+ purity!';
    const parts = highlight(text, terms('nad purity'));
    expect(parts.map((p) => p.text).join('')).toBe(text);
    const marks = parts.filter((p) => p.mark).map((p) => p.text);
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) expect(m).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
  });
});
