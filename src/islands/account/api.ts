import { isRefusal, readApiError } from '../../browser/read-api-error';
import type { ApiResult } from '../auth/api-client';

/** Sends JSON to the account API. Refusals come back as values (read by `readApiError`); a network failure or a 5xx throws. */
export async function callApi<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  const res = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return { ok: true, data: (await res.json()) as T };
  const error = await readApiError(res);
  if (!isRefusal(error)) throw new Error(`${path} answered ${res.status} (${error.code})`);
  return { ok: false, ...error };
}
