export type AuthEvent = 'signed-in' | 'signed-out';

const CHANNEL = 'auth';
let shared: BroadcastChannel | null = null;

// One channel per tab for sending and listening: a BroadcastChannel never hears its own messages,
// so the tab that signs in or out is not told to reload in the middle of its own navigation.
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  shared ??= new BroadcastChannel(CHANNEL);
  return shared;
}

/** Tells the site's other open tabs that the session changed. */
export function announceAuthChange(event: AuthEvent) {
  channel()?.postMessage(event);
}

/** Runs `handler` when another tab signs in or out. */
export function onAuthChange(handler: (event: AuthEvent) => void) {
  const ch = channel();
  if (!ch) return () => {};
  const listener = (e: MessageEvent<AuthEvent>) => handler(e.data);
  ch.addEventListener('message', listener);
  return () => ch.removeEventListener('message', listener);
}
