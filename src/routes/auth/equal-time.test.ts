import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../index';
import { findUserByEmail } from '../../server/db/users';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { mailCount } from '../../test/mail';
import { createVerifiedUser, uniqueEmail } from '../../test/users';

/** Posts to the worker and returns the answer before the work it scheduled after the response has run. */
async function postEarly(path: string, body: unknown) {
  const ctx = createExecutionContext();
  const res = await app.request(
    `http://localhost${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'CF-Connecting-IP': freshIp() },
      body: JSON.stringify(body),
    },
    env,
    ctx,
  );
  return { res, settled: () => waitOnExecutionContext(ctx) };
}

// The account lookups, writes and mail run after the response (waitUntil), so the answer's timing cannot depend on them.
describe('sign-up and forgot answer the same whether or not the account exists', () => {
  it('sign-up: the same answer for a new and an existing address; the work happens after it', async () => {
    const fresh = uniqueEmail('fresh');
    const { email: taken } = await createVerifiedUser();
    const a = await postEarly('/api/auth/sign-up', { fullName: 'New Person', email: fresh, password: 'Dune-Falcon-2291' });
    const b = await postEarly('/api/auth/sign-up', { fullName: 'New Person', email: taken, password: 'Dune-Falcon-2291' });
    expect([a.res.status, b.res.status]).toEqual([201, 201]);
    expect(await a.res.json()).toEqual(await b.res.json());
    await Promise.all([a.settled(), b.settled()]);
    expect(await findUserByEmail(db(), { email: fresh })).not.toBeNull();
    expect([await mailCount(fresh), await mailCount(taken)]).toEqual([1, 1]);
  });

  it('forgot: the same answer for a known and an unknown address; only the known one is mailed', async () => {
    const { email } = await createVerifiedUser();
    const known = await postEarly('/api/auth/forgot', { email });
    const unknown = await postEarly('/api/auth/forgot', { email: uniqueEmail('nobody') });
    expect(await known.res.json()).toEqual(await unknown.res.json());
    await Promise.all([known.settled(), unknown.settled()]);
    expect(await mailCount(email)).toBe(1);
  });
});
