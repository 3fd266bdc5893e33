import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

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
});
