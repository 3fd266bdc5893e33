import { describe, expect, it } from 'vitest';
import { passwordLengthProblem, passwordMessages } from '../../lib/password-rules';
import { commonPasswords, isCommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    const [alg, N, r, p, salt, key] = hash.split('$');
    expect([alg, N, r, p]).toEqual(['scrypt', '16384', '8', '5']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash, and malformed stored hashes never match', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
    for (const bad of ['', 'plain', 'scrypt$16384$8$5$c2FsdA==', 'bcrypt$1$2$3$a$b', 'scrypt$x$8$5$c2FsdA==$aGFzaA==']) {
      expect(await verifyPassword('anything', bad)).toBe(false);
    }
  });

  it('the dummy hash for unknown users costs a real scrypt check', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('guess', dummy)).toBe(false);
  });
});

describe('password rules', () => {
  it('allows 8 to 128 characters, counting code points', () => {
    expect(passwordLengthProblem('')).toBe(passwordMessages.required);
    expect(passwordLengthProblem('1234567')).toBe(passwordMessages.tooShort);
    expect(passwordLengthProblem('abcdefgh')).toBeNull();
    expect(passwordLengthProblem('a'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('a'.repeat(129))).toBe(passwordMessages.tooLong);
    expect(passwordLengthProblem('🔒'.repeat(8))).toBeNull();
  });

  it('ships about a thousand common passwords and matches them ignoring case', () => {
    expect(commonPasswords.size).toBe(1000);
    for (const p of ['password', 'PASSWORD', '12345678', 'Iloveyou', 'qwertyuiop']) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Tidal-Orbit-4417')).toBe(false);
  });
});
