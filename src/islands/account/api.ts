import type { ApiResult } from '../auth/api-client';

/** Sends JSON to the account API. Refusals come back as values; a network failure, a 5xx or a malformed answer throws. */
export async function callApi<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  const res = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json()) as T & { error?: { code?: string; message?: string } };
  if (res.ok) return { ok: true, data };
  if (res.status >= 500 || !data.error?.message) throw new Error(`${path} answered ${res.status}`);
  return { ok: false, status: res.status, code: data.error.code ?? '', message: data.error.message };
}
