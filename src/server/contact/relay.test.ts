import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../index';
import { readConfig } from '../config';
import { findEnquiry, insertEnquiry } from '../db/enquiries';
import { MAX_RELAY_ATTEMPTS, RELAY_BACKOFF_MS, relayBackoff, relayDueEnquiries, relayEnquiry } from './relay';
import { fakeEndpoint, FORWARD_URL } from '../../test/contact';
import { db } from '../../test/db';

const config = readConfig({ ...env, CONTACT_FORWARD_URL: FORWARD_URL });
const sample = { firstName: 'Sara', lastName: 'Nour', email: 'sara@example.com', phone: null, subject: 'Cold therapy', message: 'Hi' };

async function pendingEnquiry({ nextRelayAt, subject = sample.subject }: { nextRelayAt: number; subject?: string }) {
  return insertEnquiry(db(), { enquiry: { ...sample, subject, sourcePath: '/contact' }, relayStatus: 'pending', nextRelayAt });
}

afterEach(() => vi.restoreAllMocks());

describe('relay backoff', () => {
  it('waits 1, 5, 30 minutes, 2 hours, then 12 hours between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(relayBackoff)).toEqual([...RELAY_BACKOFF_MS, RELAY_BACKOFF_MS[4], RELAY_BACKOFF_MS[4]]);
    expect(relayBackoff(1)).toBe(60_000);
    expect(relayBackoff(5)).toBe(12 * 60 * 60_000);
  });

  it(`marks an enquiry failed after ${MAX_RELAY_ATTEMPTS} failed attempts`, async () => {
    const e = await pendingEnquiry({ nextRelayAt: Date.now() });
    const endpoint = fakeEndpoint(500);
    const status = await relayEnquiry({ db: db(), config, fetcher: endpoint.fetcher }, { ...e, relayAttempts: MAX_RELAY_ATTEMPTS - 1 });
    expect(status).toBe('failed');
    expect(await findEnquiry(db(), { id: e.id })).toMatchObject({
      relayStatus: 'failed',
      relayAttempts: MAX_RELAY_ATTEMPTS,
      nextRelayAt: null,
    });
    // A failed enquiry is no longer retried.
    const later = fakeEndpoint(200);
    await relayDueEnquiries({ db: db(), config, fetcher: later.fetcher, now: () => Date.now() + 86_400_000 });
    expect(later.calls.some((c) => c.fields.email === 'sara@example.com' && c.fields.subject === 'Cold therapy')).toBe(false);
  });

  it('a retry run does nothing without a form endpoint', async () => {
    await pendingEnquiry({ nextRelayAt: 0 });
    const endpoint = fakeEndpoint(200);
    const outcome = await relayDueEnquiries({ db: db(), config: readConfig({ ...env }), fetcher: endpoint.fetcher });
    expect(outcome).toEqual({ attempted: 0, relayed: 0 });
    expect(endpoint.calls).toHaveLength(0);
  });

  it('two overlapping runs relay a due enquiry once', async () => {
    const e = await pendingEnquiry({ nextRelayAt: 1, subject: 'Overlap check' });
    const endpoint = fakeEndpoint(200);
    const deps = { db: db(), config, fetcher: endpoint.fetcher };
    await Promise.all([relayDueEnquiries(deps), relayDueEnquiries(deps)]);
    expect(endpoint.calls.filter((c) => c.fields.subject === 'Overlap check')).toHaveLength(1);
    expect((await findEnquiry(db(), { id: e.id }))!.relayStatus).toBe('relayed');
  });
});

describe("the worker's scheduled handler", () => {
  it('relays due pending enquiries through the platform fetch', async () => {
    const e = await pendingEnquiry({ nextRelayAt: Date.now() - 1000 });
    const calls: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(new Request(input as RequestInfo, init as RequestInit));
      return new Response('{"ok":true}', { status: 200 });
    });
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/10 * * * *' }), { ...env, CONTACT_FORWARD_URL: FORWARD_URL } as Env, ctx);
    await waitOnExecutionContext(ctx);
    expect(calls.some((r) => r.url === FORWARD_URL && r.headers.get('Accept') === 'application/json')).toBe(true);
    expect(await findEnquiry(db(), { id: e.id })).toMatchObject({ relayStatus: 'relayed', relayAttempts: 1 });
  });
});
