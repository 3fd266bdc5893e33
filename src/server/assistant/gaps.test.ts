import { describe, expect, it } from 'vitest';
import { gapKey, redact } from './gaps';

describe('content-gap redaction', () => {
  it('removes contact details, card, passport and ID numbers', () => {
    const out = redact(
      'Email jo@example.com or call +971 50 123 4567. Card 4111 1111 1111 1111, cvv 123, passport number N1234567, Emirates ID 784-1990-1234567-1',
    );
    for (const secret of ['jo@example.com', '123 4567', '4111', 'cvv 123', 'N1234567', '784-1990']) expect(out).not.toContain(secret);
    expect(out).toContain('[email removed]');
    expect(out).toContain('[ID removed]');
  });

  it('removes names the visitor gives and street addresses', () => {
    const out = redact(
      "Hi, my name is Sara Al Mansoori, I live at 12 Jumeirah Beach Road, Villa 7. Do you ship to Dubai Marina? I'm Omar Haddad btw",
    );
    for (const secret of ['Sara', 'Mansoori', '12 Jumeirah', 'Villa 7', 'Omar', 'Haddad']) expect(out).not.toContain(secret);
    expect(out).toContain('Do you ship to Dubai Marina?');
    expect(redact('Dr. Khalid Rahman told me to ask about NAD+')).not.toContain('Khalid');
  });

  it('removes personal health details but keeps the research question', () => {
    const out = redact('I have HIV and my doctor Dr. Patel said to ask: does BPC-157 interact with antivirals?');
    for (const secret of ['HIV', 'Patel']) expect(out).not.toContain(secret);
    expect(out).toContain('BPC-157');
    expect(redact('I was diagnosed with diabetes last year, what is tirzepatide?')).not.toMatch(/diabetes/i);
    expect(redact('my wife is pregnant, what is semax')).not.toMatch(/pregnant/i);
  });

  it('leaves ordinary questions and compound names alone', () => {
    for (const q of ['What is CJC-1295 without DAC?', 'Is TB-500 the same as thymosin beta-4?', 'How cold should a cold plunge be, 10 C?'])
      expect(redact(q)).toBe(q);
  });

  it('groups questions by their words, markers ignored', () => {
    expect(gapKey('my name is Sara Khan, do you ship to Oman?')).toBe(gapKey('Do you ship to Oman?'));
  });
});
