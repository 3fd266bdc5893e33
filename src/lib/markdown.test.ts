import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('safe markdown', () => {
  it('parses paragraphs, line breaks, bold, italics, code and lists', () => {
    expect(parseMarkdown('**Bold** and *italic* and _also_ and `code`\nnext line\n\n- one\n- two\n\n1. first\n2. second')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'Bold' }] },
          { type: 'text', text: ' and ' },
          { type: 'em', children: [{ type: 'text', text: 'italic' }] },
          { type: 'text', text: ' and ' },
          { type: 'em', children: [{ type: 'text', text: 'also' }] },
          { type: 'text', text: ' and ' },
          { type: 'code', text: 'code' },
          { type: 'br' },
          { type: 'text', text: 'next line' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
    ]);
  });

  it('links only to http(s) addresses and site paths', () => {
    expect(parseInline('[guide](/education/bpc-157#dosing)')).toEqual([
      { type: 'link', href: '/education/bpc-157#dosing', external: false, children: [{ type: 'text', text: 'guide' }] },
    ]);
    expect(parseInline('[pubmed](https://pubmed.ncbi.nlm.nih.gov/1)')[0]).toMatchObject({ type: 'link', external: true });
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      'vbscript:x',
      'mailto:a@b.c',
    ]) {
      expect(safeHref(bad)).toBeNull();
      expect(parseInline(`[click](${bad})`)).toEqual([{ type: 'text', text: 'click' }]);
    }
  });

  it('keeps raw HTML as text and shows images as their alt text only', () => {
    expect(parseInline('<img src=x onerror=alert(1)> <script>alert(1)</script>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> <script>alert(1)</script>' },
    ]);
    expect(parseInline('![a tracking pixel](https://evil.example/p.png)')).toEqual([{ type: 'text', text: 'a tracking pixel' }]);
  });

  it('links bare URLs, leaves snake_case and unmatched markers alone, and flattens headings', () => {
    expect(parseInline('see https://example.com/a.')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: 'https://example.com/a', external: true, children: [{ type: 'text', text: 'https://example.com/a' }] },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('snake_case_name and 2 * 3')).toEqual([{ type: 'text', text: 'snake_case_name and 2 * 3' }]);
    expect(parseMarkdown('## Heading')).toEqual([
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', text: 'Heading' }] }] },
    ]);
  });
});
