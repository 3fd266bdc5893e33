/** Every island the client entry can hydrate; each name is a file in this folder (src/islands/<Name>.tsx). */
export type IslandName =
  | 'SiteHeader'
  | 'CookieBanner'
  | 'FooterQr'
  | 'ChatLauncher'
  | 'Toaster'
  | 'FaqAccordion'
  | 'BackgroundVideo'
  | 'ContactForm'
  | 'AuthForm'
  | 'ResetPasswordForm'
  | 'ChatApp'
  | 'AccountSettings';
