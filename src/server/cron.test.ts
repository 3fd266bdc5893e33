import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRON_JOBS, runCron, runScheduledJobs } from './cron';

/** Every JSON line written to console.log / console.error while `fn` runs. */
async function captureLogs(fn: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const keep = (line: unknown) => void lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  await fn();
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('runCron', () => {
  it('logs the job as finished with its cron id, duration and result', async () => {
    let t = 1_000;
    const lines = await captureLogs(() => runCron('enquiry-retention', async () => ((t += 250), 3), { now: () => t }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'cron finished', cron: 'enquiry-retention', durationMs: 250, result: 3 });
    expect(String(lines[0]!.requestId)).toMatch(/^cron-enquiry-retention-/);
  });

  it('logs a failing job as an error with its cron id and never throws', async () => {
    let outcome: unknown;
    const lines = await captureLogs(async () => {
      outcome = await runCron('content-gap-cleanup', () => Promise.reject(new Error('D1 is down')));
    });
    expect(outcome).toEqual({ ok: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'cron failed', cron: 'content-gap-cleanup', error: 'Error: D1 is down' });
    expect(typeof lines[0]!.durationMs).toBe('number');
  });
});

describe('the scheduled handler', () => {
  it('runs every job through the wrapper: one finished line per cron id', async () => {
    const pending: Promise<unknown>[] = [];
    const lines = await captureLogs(async () => {
      runScheduledJobs(env, { waitUntil: (p) => void pending.push(p) });
      await Promise.all(pending);
    });
    expect(pending).toHaveLength(Object.keys(CRON_JOBS).length);
    const finished = lines.filter((l) => l.msg === 'cron finished').map((l) => l.cron);
    expect(finished.sort()).toEqual([
      'booking-reminders',
      'content-gap-cleanup',
      'enquiry-relay-retry',
      'enquiry-retention',
      'expired-data-cleanup',
      'staff-digest',
    ]);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
