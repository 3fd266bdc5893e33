import type { Context } from 'hono';
import type { AppEnv } from '../../env';

/**
 * Runs work after the response when the runtime allows (so its duration reveals nothing to the caller),
 * else awaits it. Failures are logged, never thrown at the visitor.
 */
export async function runAfterResponse(c: Context<AppEnv>, what: string, task: () => Promise<unknown>): Promise<void> {
  const run = task().catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: `${what} failed`, error: String(error) }));
  });
  let ctx: { waitUntil(p: Promise<unknown>): void } | null = null;
  try {
    ctx = c.executionCtx;
  } catch {
    // No execution context (a direct app.request call): finish the work before answering.
  }
  if (ctx) ctx.waitUntil(run);
  else await run;
}
