/** Wire contracts of /account and /api/account: what the server sends the account island. */

/** One signed-in device; times are epoch milliseconds, never a token or its hash. */
export type AccountDevice = {
  id: string;
  browser: string;
  platform: string;
  place: string | null;
  createdAt: number;
  lastUsedAt: number | null;
  current: boolean;
  /** Until when this session holds staff rights (after a second-factor code), or null. */
  staffUntil: number | null;
};

export type AccountView = {
  fullName: string | null;
  email: string;
  /** A new address waiting for its link, or null. */
  pendingEmail: string | null;
  hasPassword: boolean;
  google: boolean;
  devices: AccountDevice[];
};

/** A date and time shown the same on the server and in the browser (UTC, so hydration matches). */
export function formatAccountTime(ms: number): string {
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ms))} UTC`;
}

/** The account page's sections, as named in the page's anchors (`#profile-title`...) and in form-post landings. */
export const ACCOUNT_SECTIONS = ['profile', 'email', 'password', 'devices', 'data', 'delete'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/**
 * What a form post without JavaScript came back with, shown inside the section it was sent from (where the page lands)
 * and, when it is about one field, on that field (`field` is the section's own field name).
 */
export type SectionResult = { section: AccountSection; tone: 'success' | 'error'; text: string; field?: string };
