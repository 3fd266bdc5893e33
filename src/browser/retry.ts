/** Reads are retried 3 times on network errors and 5xx answers, waiting 1 s, 2 s, 4 s... (capped at 30 s), as the spec's data-fetching defaults say. */
export const READ_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export const retryDelay = (attempt: number) => Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);

/** GETs `url`, retrying transient failures; 4xx answers are returned at once since retrying cannot help. */
export async function fetchWithRetry(
  url: string,
  { fetcher = fetch, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)), retries = READ_RETRIES } = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetcher(url);
      if (res.status < 500 || attempt >= retries) return res;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await sleep(retryDelay(attempt));
  }
}
