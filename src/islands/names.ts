/** Every island the client entry can hydrate; each name is a file in this folder (src/islands/<Name>.tsx). */
export type IslandName = 'ChatLauncher' | 'BackgroundVideo' | 'ContactForm' | 'AuthForm' | 'ResetPasswordForm' | 'ChatApp';
