import { isRefusal, readApiError, type ApiError } from '../../browser/read-api-error';
import type { ToastInput } from '../../browser/toast';

export type ApiFailure = { ok: false } & ApiError;
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** The spec's toast for anything thrown while signing in, up or out. */
export const UNEXPECTED_TOAST: ToastInput = {
  title: 'Unexpected error',
  description: 'Something went wrong. Please try again.',
  variant: 'destructive',
};

/** POSTs JSON to the site's API. Refusals come back as values; a network failure, a 5xx or a malformed answer throws. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true, data: (await res.json()) as T };
  const error = await readApiError(res);
  if (!isRefusal(error)) throw new Error(`${path} answered ${res.status} (${error.code})`);
  return { ok: false, ...error };
}
