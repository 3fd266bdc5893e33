import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, MAIL_CAP, MAIL_SLOW_LANE } from '../../server/auth/rate-limits';
import { findUserByEmail } from '../../server/db/users';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { postJson, request } from '../../test/http';
import { latestMail, linkIn, mailCount } from '../../test/mail';
import { createVerifiedUser, uniqueEmail } from '../../test/users';

const post = (path: string, body: unknown, ip: string) => postJson(path, body, { 'CF-Connecting-IP': ip });
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const parallel = (n: number, send: (i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i).then((r) => r.status)));
const settled = () => new Promise((r) => setTimeout(r, 400));

// Password hashing (scrypt) makes each checked sign-in slow inside workerd, hence the long time-outs.
describe('auth limits hold under parallel requests', { timeout: 60_000 }, () => {
  it('50 parallel wrong sign-ins for one account from one address: exactly 10 are checked (401), the rest 429', async () => {
    const { email } = await createVerifiedUser();
    const ip = freshIp();
    const counts = tally(await parallel(50, () => post('/api/auth/sign-in', { email, password: 'Wrong-Guess-123' }, ip)));
    expect(counts).toEqual({ 401: AUTH_LIMITS['sign-in'].pair.limit, 429: 50 - AUTH_LIMITS['sign-in'].pair.limit });
  });

  it('50 parallel sign-ins from one address to many accounts: 30 failures, then 429', async () => {
    const ip = freshIp();
    const counts = tally(
      await parallel(50, () => post('/api/auth/sign-in', { email: uniqueEmail('spray'), password: 'Wrong-Guess-123' }, ip)),
    );
    expect(counts).toEqual({ 401: 30, 429: 20 });
  });

  it('50 parallel forgot requests for one address from one address: 3 answered, 47 refused, at most 3 emails', async () => {
    const { email } = await createVerifiedUser();
    const ip = freshIp();
    const counts = tally(await parallel(50, () => post('/api/auth/forgot', { email }, ip)));
    expect(counts).toEqual({ 200: 3, 429: 47 });
    await settled();
    expect(await mailCount(email)).toBe(3);
  });

  it('forgot from 30 addresses in parallel never locks the owner out, and mails at most the cap plus the slow lane', async () => {
    const { email } = await createVerifiedUser();
    const counts = tally(await parallel(30, () => post('/api/auth/forgot', { email }, freshIp())));
    expect(counts).toEqual({ 200: 30 });
    await settled();
    expect(await mailCount(email)).toBe(MAIL_CAP.limit + MAIL_SLOW_LANE.limit);
    // The owner's own request is still answered (the next email goes out once the slow lane reopens).
    expect((await post('/api/auth/forgot', { email }, freshIp())).status).toBe(200);
  });

  it('50 parallel resend requests from one address: 3 answered, the rest 429', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    const counts = tally(await parallel(50, () => post('/api/auth/resend', { email }, ip)));
    expect(counts[200]).toBe(3);
    expect(counts[429]).toBe(47);
  });

  it('50 parallel sign-ups for one address from one address: 5 answered, 45 refused, one account', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    const counts = tally(
      await parallel(50, (i) => post('/api/auth/sign-up', { fullName: `Racer ${i}`, email, password: 'Dune-Falcon-2291' }, ip)),
    );
    expect(counts).toEqual({ 201: 5, 429: 45 });
    await settled();
    expect(await findUserByEmail(db(), { email })).not.toBeNull();
  });

  it('the reset form is limited per address and per token', async () => {
    const ip = freshIp();
    const token = 'x'.repeat(43);
    const counts = tally(await parallel(30, () => post('/api/auth/reset', { token, password: 'Dune-Falcon-2291' }, ip)));
    expect(counts).toEqual({ 400: AUTH_LIMITS.reset.token.limit, 429: 30 - AUTH_LIMITS.reset.token.limit });
  });
});

describe('lockout cannot be used against the owner', { timeout: 60_000 }, () => {
  it('guesses from many addresses leave the owner able to sign in from an address that has not been failing', async () => {
    const { email, password } = await createVerifiedUser();
    const attackers = Array.from({ length: 12 }, () => freshIp());
    const first = tally(
      await Promise.all(
        attackers.map((ip, i) => post('/api/auth/sign-in', { email, password: `Guess-${i}-abc` }, ip).then((r) => r.status)),
      ),
    );
    expect(first).toEqual({ 401: 12 });
    // The account is now under attack: each address gets 3 failures, then even the right password is held back there.
    const attacker = attackers[0]!;
    for (const guess of ['Guess-a-1', 'Guess-b-2'])
      expect((await post('/api/auth/sign-in', { email, password: guess }, attacker)).status).toBe(401);
    const held = await post('/api/auth/sign-in', { email, password }, attacker);
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The owner's right password from a clean address gets in.
    expect((await post('/api/auth/sign-in', { email, password }, freshIp())).status).toBe(200);
    // A fresh address guessing in parallel gets exactly 3 checks.
    const probe = freshIp();
    const probes = tally(await parallel(10, () => post('/api/auth/sign-in', { email, password: 'Another-Guess-1' }, probe)));
    expect(probes).toEqual({ 401: AUTH_LIMITS['sign-in'].pairUnderAttack.limit, 429: 10 - AUTH_LIMITS['sign-in'].pairUnderAttack.limit });
  });

  it('an owner locked out on their own address gets back in through the emailed reset link', async () => {
    const { email } = await createVerifiedUser();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await post('/api/auth/sign-in', { email, password: `Typo-${i}-xyz` }, ip);
    expect((await post('/api/auth/forgot', { email }, ip)).status).toBe(200);
    const link = linkIn((await latestMail(email))!, '/auth/reset');
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    expect((await post('/api/auth/reset', { token, password: 'Fresh-Lagoon-8842' }, ip)).status).toBe(200);
    expect((await post('/api/auth/sign-in', { email, password: 'Fresh-Lagoon-8842' }, ip)).status).toBe(200);
  });

  it('a correct password does not use up the address: 32 good sign-ins in a row all succeed', async () => {
    const { email, password } = await createVerifiedUser();
    const ip = freshIp();
    for (let i = 0; i < 32; i++) expect((await post('/api/auth/sign-in', { email, password }, ip)).status).toBe(200);
    expect((await request('/api/auth/session')).status).toBe(200);
  });
});
