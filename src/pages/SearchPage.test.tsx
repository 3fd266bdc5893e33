import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryTerms } from '../server/assistant/text';
import { Highlighted } from './SearchPage';

const marks = (html: string) => [...html.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]);

describe('search highlights', () => {
  it('mark the matching words without their surrounding punctuation', () => {
    const matched = [...queryTerms('bpc tendon').keys()];
    const html = renderToStaticMarkup(<Highlighted text="Research (BPC-157), on tendons: “BPC-157.” tendon." matched={matched} />);
    expect(marks(html)).toEqual(['BPC-157', 'tendons', 'BPC-157', 'tendon']);
    expect(html).toContain('(<mark>BPC-157</mark>),');
    expect(html).toContain('“<mark>BPC-157</mark>.”');
  });

  it('keep every character of the text, highlighted or not', () => {
    const text = 'NAD+ (nicotinamide) — a co-enzyme... 99%+ purity!';
    const html = renderToStaticMarkup(<Highlighted text={text} matched={[...queryTerms('nad purity').keys()]} />);
    expect(html.replace(/<\/?mark>/g, '')).toBe(renderToStaticMarkup(<>{text}</>));
    for (const m of marks(html)) expect(m).toMatch(/^[\p{L}\p{N}].*[\p{L}\p{N}]$|^[\p{L}\p{N}]$/u);
  });
});
