import { SELF } from 'cloudflare:test';

export const ORIGIN = 'http://localhost';

/** Sends a request (a path, or a full URL) to the worker under test as a same-origin browser would. */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET' && init.method !== 'HEAD' && !headers.has('Origin')) headers.set('Origin', ORIGIN);
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`;
  // The worker types' Response and the DOM's differ only in iterator typings; tests use the DOM one.
  return SELF.fetch(url, { ...init, headers, redirect: 'manual' } as never) as unknown as Promise<Response>;
}

/** POSTs JSON from the site's own origin. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** The content of a meta tag or the canonical link in an HTML page. */
export function headValue(html: string, selector: { name?: string; property?: string; rel?: string }): string | undefined {
  if (selector.rel) return new RegExp(`<link rel="${selector.rel}" href="([^"]*)"`).exec(html)?.[1];
  const attr = selector.name ? `name="${selector.name}"` : `property="${selector.property}"`;
  return new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Page text without tags, entities decoded the way a reader sees them. */
export const visibleText = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
