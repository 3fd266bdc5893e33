import { describe, expect, it } from 'vitest';
import { request } from '../test/http';
import { drawingParts, HERO_ART_SVG, LOGO_SVG } from './inline-images';

// That they are the same drawings as the files in public/images is checked against the served files in
// tests/browser/layout.test.mjs (assets are not served to these tests).
describe('inline drawings', () => {
  it('the first screen asks for no image and builds no SVG image document: logo and hero art are inline <svg>', async () => {
    const html = await (await request('/')).text();
    expect(html).not.toMatch(/<img[^>]* src="data:image\/svg/);
    expect(html).not.toContain('src="/images/logo.svg"');
    expect(html).not.toContain('src="/images/hero-molecule.svg"');
    for (const [svg, prefix] of [
      [LOGO_SVG, 'logo-header'],
      [LOGO_SVG, 'logo-footer'],
      [HERO_ART_SVG, 'hero-art'],
    ] as const) {
      const { viewBox, width, height, inner } = drawingParts(svg, prefix);
      expect(html).toContain(
        `viewBox="${viewBox}" width="${width}" height="${height}" aria-hidden="true" focusable="false">${inner}</svg>`,
      );
    }
  });

  it('prefixes every id and each reference to it, so the two logos on a page never share an id', () => {
    const header = drawingParts(LOGO_SVG, 'logo-header').inner;
    const footer = drawingParts(LOGO_SVG, 'logo-footer').inner;
    expect(header).toContain('id="logo-header-g"');
    expect(header).toContain('fill="url(#logo-header-g)"');
    expect(header).not.toMatch(/id="g"|url\(#g\)/);
    const ids = (markup: string) => [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(header).filter((id) => ids(footer).includes(id))).toEqual([]);
    // Nothing else changes: taking the prefixes out gives the drawing back.
    expect(header.replaceAll('logo-header-', '')).toBe(/^<svg [^>]*>([\s\S]*)<\/svg>$/.exec(LOGO_SVG)![1]);
    expect(drawingParts(HERO_ART_SVG, 'hero-art')).toMatchObject({ viewBox: '0 0 480 420', width: 480, height: 420 });
  });
});
