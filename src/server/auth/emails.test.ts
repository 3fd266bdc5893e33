import { describe, expect, it } from 'vitest';
import { greetingNameFrom, verificationEmail } from './emails';

describe('names in emails', () => {
  it('keeps an ordinary name', () => {
    expect(greetingNameFrom('  Layla   Haddad ')).toBe('Layla Haddad');
    expect(greetingNameFrom('Zoë O’Neill-Smith')).toBe('Zoë O’Neill-Smith');
  });

  it('removes links, schemes, domains, emails and markup, and shortens to 40 characters', () => {
    const cases: [string, string | null][] = [
      ['Win a prize at https://evil.example/claim now', 'Win a prize at now'],
      ['Click evil.example or www.evil.example', 'Click or'],
      ['javascript:alert(1)', null],
      ['Mail me@evil.example', 'Mail'],
      ['<a href=x>Prize</a>', 'a href x Prize a'],
      ['Rami \u202Egnp.exe\u0000', 'Rami'],
    ];
    for (const [name, expected] of cases) expect(greetingNameFrom(name), name).toBe(expected);
    const long = greetingNameFrom('Visit '.repeat(40));
    expect(long!.length).toBeLessThanOrEqual(40);
    expect(long!.endsWith('…')).toBe(true);
  });

  it('an email greets with the sanitised name, in text and HTML', () => {
    const mail = verificationEmail({
      to: 'x@example.com',
      fullName: 'Free money at https://evil.example',
      url: 'https://site.example/auth/verify?token=t',
    });
    expect(mail.text).toContain('Hello Free money at,');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });
});
