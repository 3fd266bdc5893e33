export type AuthEvent = 'signed-in' | 'signed-out';
/** The signed-in user's shown details changed (name today); headers update in place instead of reloading. */
export type ProfileEvent = { type: 'profile'; fullName: string | null; email: string };

const CHANNEL = 'auth';
const PROFILE_EVENT = 'app:profile';
let shared: BroadcastChannel | null = null;

// One channel per tab for sending and listening: a BroadcastChannel never hears its own messages,
// so the tab that signs in or out is not told to reload in the middle of its own navigation.
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  shared ??= new BroadcastChannel(CHANNEL);
  return shared;
}

const isProfile = (data: unknown): data is ProfileEvent =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'profile';

/** Tells the site's other open tabs that the session changed. */
export function announceAuthChange(event: AuthEvent) {
  channel()?.postMessage(event);
}

/** Runs `handler` when another tab signs in or out. */
export function onAuthChange(handler: (event: AuthEvent) => void) {
  const ch = channel();
  if (!ch) return () => {};
  const listener = (e: MessageEvent<unknown>) => {
    if (e.data === 'signed-in' || e.data === 'signed-out') handler(e.data);
  };
  ch.addEventListener('message', listener);
  return () => ch.removeEventListener('message', listener);
}

/** Tells this tab and every other open tab that the user's name or address changed. */
export function announceProfileChange(profile: Omit<ProfileEvent, 'type'>) {
  const event: ProfileEvent = { type: 'profile', ...profile };
  channel()?.postMessage(event);
  window.dispatchEvent(new CustomEvent<ProfileEvent>(PROFILE_EVENT, { detail: event }));
}

/** Runs `handler` when the profile changes in this tab or another one. */
export function onProfileChange(handler: (event: ProfileEvent) => void) {
  const ch = channel();
  const fromTabs = (e: MessageEvent<unknown>) => {
    if (isProfile(e.data)) handler(e.data);
  };
  const fromThisTab = (e: Event) => handler((e as CustomEvent<ProfileEvent>).detail);
  ch?.addEventListener('message', fromTabs);
  window.addEventListener(PROFILE_EVENT, fromThisTab);
  return () => {
    ch?.removeEventListener('message', fromTabs);
    window.removeEventListener(PROFILE_EVENT, fromThisTab);
  };
}
