import type { ToastInput } from '../../lib/toast';

export type ApiFailure = { ok: false; status: number; code: string; message: string };
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
  const data = (await res.json()) as T & { error?: { code?: string; message?: string } };
  if (res.ok) return { ok: true, data };
  if (res.status >= 500 || !data.error?.message) throw new Error(`${path} answered ${res.status}`);
  return { ok: false, status: res.status, code: data.error.code ?? '', message: data.error.message };
}
