import { describe, expect, it } from 'vitest';
import { authPathFor, safeNext, withNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNext('/chat')).toBe('/chat');
    expect(safeNext('/account')).toBe('/account');
    expect(safeNext('/chat?q=what%20is%20bpc')).toBe('/chat?q=what%20is%20bpc');
    expect(safeNext('/education/faq#products')).toBe('/education/faq#products');
  });

  it('sends anything that could leave the site to /', () => {
    for (const bad of [
      '//evil.com',
      '///evil.com',
      'https://evil.com',
      'http:/evil.com',
      'javascript:alert(1)',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '/%0a/evil.com',
      'evil.com',
      ' /chat',
      '',
      null,
      undefined,
      '/' + 'a'.repeat(600),
      '/%E0%A4%A',
      // Paths the URL parser normalises into a protocol-relative address.
      '/.//evil.com',
      '/..//evil.com',
      '/%2e//evil.com',
      '/%2E%2E//evil.com',
      '/x/..//evil.com',
      '/a/b/../..//evil.com',
      '/./\\evil.com',
      '/\u2028/evil.com',
      '/\u0085/evil.com',
    ]) {
      expect(safeNext(bad), String(bad)).toBe('/');
    }
  });

  it('gives the same answer when run twice', () => {
    for (const input of ['/chat?q=a%20b', '/./chat', '/x/../account', '/.//evil.com', '/%2e//evil.com', '/a b', '/caf\u00e9#x y']) {
      const once = safeNext(input);
      expect(safeNext(once), input).toBe(once);
      expect(once.startsWith('//'), input).toBe(false);
    }
    expect(safeNext('/x/../account')).toBe('/account');
  });

  it('never returns to /auth itself', () => {
    expect(safeNext('/auth')).toBe('/');
    expect(safeNext('/auth/verify?token=x')).toBe('/');
    expect(safeNext('/authors')).toBe('/authors');
  });

  it('builds the /auth address that carries it', () => {
    expect(authPathFor('/chat?q=a b')).toBe('/auth?next=/chat%3Fq%3Da%2520b');
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor('//evil.com')).toBe('/auth');
    expect(withNext('/auth?notice=verified', '/account')).toBe('/auth?notice=verified&next=/account');
    expect(withNext('/auth?notice=verified', 'https://evil.com')).toBe('/auth?notice=verified');
  });
});
