import { describe, expect, it } from 'vitest';
import { request } from '../test/http';
import { HERO_ART_SRC, LOGO_SRC } from './inline-images';

// That they are the same drawings as the files in public/images is checked against the served files in
// tests/browser/layout.test.mjs (assets are not served to these tests).
describe('inline images', () => {
  it('the first screen asks for no image: logo and hero art are data: URIs', async () => {
    const html = await (await request('/')).text();
    const srcs = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(srcs).toContain(LOGO_SRC);
    expect(srcs).toContain(HERO_ART_SRC);
    expect(html).not.toContain('src="/images/logo.svg"');
    expect(html).not.toContain('src="/images/hero-molecule.svg"');
  });
});
