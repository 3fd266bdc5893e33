/** Every island the client entry can hydrate; each name is a PascalCase file in src/islands/ (the entry globs `islands/[A-Z]*.tsx`). */
export type IslandName = 'ChatLauncher' | 'ContactForm' | 'AuthForm' | 'ResetPasswordForm' | 'ChatApp' | 'AccountSettings';

/** When an island's code loads and hydrates (src/client/islands.ts): at once, or on first use. */
export type HydrateStrategy = 'load' | 'interaction';

/** The marker the server renders around an island and the client entry looks for (one place for both sides). */
export const ISLAND_ATTR = 'data-island';
/** The island's props as JSON, so no inline script is needed (CSP stays strict). */
export const PROPS_ATTR = 'data-props';
/** The same attributes as `dataset` keys. */
export const ISLAND_KEY = 'island';
export const PROPS_KEY = 'props';
