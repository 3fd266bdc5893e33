import { describe, expect, it } from 'vitest';
import { fetchWithRetry, retryDelay } from './retry';

describe('fetchWithRetry', () => {
  it('retries network errors and 5xx with growing waits, then succeeds', async () => {
    const answers: (Response | Error)[] = [new Error('offline'), new Response('busy', { status: 503 }), new Response('ok')];
    const waits: number[] = [];
    const res = await fetchWithRetry('/api/conversations', {
      fetcher: (async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      }) as typeof fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(await res.text()).toBe('ok');
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after three retries, and never retries a 4xx', async () => {
    let calls = 0;
    const failing = (async () => {
      calls++;
      throw new Error('offline');
    }) as typeof fetch;
    await expect(fetchWithRetry('/x', { fetcher: failing, sleep: async () => {} })).rejects.toThrow('offline');
    expect(calls).toBe(4);
    calls = 0;
    const notFound = (async () => {
      calls++;
      return new Response('no', { status: 404 });
    }) as typeof fetch;
    expect((await fetchWithRetry('/x', { fetcher: notFound, sleep: async () => {} })).status).toBe(404);
    expect(calls).toBe(1);
  });

  it('caps the wait at 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
