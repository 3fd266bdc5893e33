import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors (8 digits) and their 6-digit forms', async () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(await totpCode(RFC_SECRET, totpStep(seconds * 1000), 8)).toBe(code);
      expect(await totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it('base32 round-trips and a new secret is 160 bits', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
    expect(() => base32Decode('not*base32')).toThrow();
  });

  it('accepts the current step and one either side, once each, and nothing else', async () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const step = totpStep(now);
    expect(await matchTotp(secret, await totpCode(secret, step), { now, lastStep: null })).toBe(step);
    expect(await matchTotp(secret, await totpCode(secret, step - 1), { now, lastStep: null })).toBe(step - 1);
    expect(await matchTotp(secret, await totpCode(secret, step + 1), { now, lastStep: null })).toBe(step + 1);
    expect(await matchTotp(secret, await totpCode(secret, step - 2), { now, lastStep: null })).toBeNull();
    // Replay: a step at or before the last accepted one never matches again.
    expect(await matchTotp(secret, await totpCode(secret, step), { now, lastStep: step })).toBeNull();
    expect(await matchTotp(secret, '12345', { now, lastStep: null })).toBeNull();
    expect(await matchTotp(secret, 'abcdef', { now, lastStep: null })).toBeNull();
  });

  it('builds the address authenticator apps read', () => {
    expect(otpauthUri({ secret: 'ABC', account: 'a@b.example', issuer: 'Oasis Peptide Lab' })).toBe(
      'otpauth://totp/Oasis%20Peptide%20Lab%3Aa%40b.example?secret=ABC&issuer=Oasis%20Peptide%20Lab&algorithm=SHA1&digits=6&period=30',
    );
  });
});
