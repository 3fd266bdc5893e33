/** Every island the client entry can hydrate; each name is a file in this folder. */
export const islandNames = [
  'SiteHeader',
  'CookieBanner',
  'FooterQr',
  'ChatLauncher',
  'Toaster',
  'FaqAccordion',
  'BackgroundVideo',
  'ContactForm',
  'AuthForm',
  'ResetPasswordForm',
  'ChatApp',
] as const;
export type IslandName = (typeof islandNames)[number];
