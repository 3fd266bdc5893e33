export type AuthEvent = 'signed-in' | 'signed-out';

const CHANNEL = 'auth';

/** Tells the site's other open tabs that the session changed. */
export function announceAuthChange(event: AuthEvent) {
  if (typeof BroadcastChannel === 'undefined') return;
  const ch = new BroadcastChannel(CHANNEL);
  ch.postMessage(event);
  ch.close();
}

/** Runs `handler` when another tab signs in or out. */
export function onAuthChange(handler: (event: AuthEvent) => void) {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const ch = new BroadcastChannel(CHANNEL);
  ch.onmessage = (e: MessageEvent<AuthEvent>) => handler(e.data);
  return () => ch.close();
}
