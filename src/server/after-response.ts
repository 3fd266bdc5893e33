import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { describe, log, type LogCode } from './errors';

/**
 * Runs work after the response: `executionCtx.waitUntil` when the runtime has one (so its duration reveals nothing to the
 * caller); without one (a bare `app.request`, a script) the work is awaited before answering, so it is never lost.
 * A failure is logged under `code` with the request id, never thrown at the visitor.
 */
export async function runAfterResponse(
  c: Context<AppEnv>,
  code: LogCode,
  task: () => Promise<unknown>,
  details: Record<string, unknown> = {},
): Promise<void> {
  const run = task().then(
    () => undefined,
    (error: unknown) => log(c, 'error', code, { ...details, error: describe(error) }),
  );
  let ctx: ExecutionContext | null = null;
  try {
    ctx = c.executionCtx as ExecutionContext;
  } catch {
    // No execution context: finish the work before answering.
  }
  if (ctx) ctx.waitUntil(run);
  else await run;
}
