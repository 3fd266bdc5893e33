import { describe, expect, it } from 'vitest';
import { request } from '../../test/http';
import { searchSite } from './site-search';

describe('site search', () => {
  it('finds the BPC-157 guide first for "bpc"', () => {
    const [first] = searchSite('bpc');
    expect(first?.path).toBe('/education/bpc-157');
  });

  it('ranks the cold therapy page at the top for "cold plunge"', () => {
    const paths = searchSite('cold plunge').map((r) => r.path);
    expect(paths.slice(0, 3)).toContain('/education/cold-therapy');
  });

  it('finds the tirzepatide guide for "tirzepatide dose" with a snippet about dosing', () => {
    const [first] = searchSite('tirzepatide dose');
    expect(first?.path).toBe('/education/tirzepatide');
    expect(first?.snippet.toLowerCase()).toMatch(/dos/);
  });

  it('finds every guide by its name', () => {
    for (const [q, path] of [
      ['TB-500', '/education/tb-500'],
      ['semax', '/education/semax'],
      ['selank', '/education/selank'],
      ['ipamorelin', '/education/ipamorelin'],
      ['hcg', '/education/hcg'],
      ['retatrutide', '/education/retatrutide'],
      ['tesamorelin', '/education/tesamorelin'],
      ['NAD+', '/education/nad'],
      ['cjc-1295', '/education/cjc-1295'],
    ]) {
      expect(searchSite(q!)[0]?.path, q).toBe(path);
    }
  });

  it('returns nothing for a word the site never uses', () => {
    expect(searchSite('xylophone')).toEqual([]);
    expect(searchSite('   ')).toEqual([]);
  });
});

describe('GET /search', () => {
  it('renders ranked results with the match highlighted', async () => {
    const res = await request('/search?q=bpc');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Search results for “bpc”');
    expect(html).toMatch(/<ol class="search-results"><li><h2><a href="\/education\/bpc-157">/);
    expect(html).toMatch(/<mark>BPC-157/i);
  });

  it('has an empty-query state and a no-results state with suggestions', async () => {
    const empty = await (await request('/search')).text();
    expect(empty).toContain('Search the site');
    expect(empty).toContain('href="/search?q=cold+plunge"');
    const none = await (await request('/search?q=xylophone')).text();
    expect(none).toContain('No results for “xylophone”');
    expect(none).toContain('href="/search?q=bpc-157"');
  });

  it('escapes the query it echoes', async () => {
    const html = await (await request('/search?q=%3Cscript%3Ealert(1)%3C/script%3E')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
