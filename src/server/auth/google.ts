import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import { cleanLine } from '../../lib/clean-text';
import type { Config } from '../config';

// arctic's Google class has fixed endpoints; its generic client lets GOOGLE_*_URL point at a local fake provider.
export const GOOGLE_ENDPOINTS = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;
const SCOPES = ['openid', 'email', 'profile'];

/** The Google button shows, and its routes answer, only when both credentials are configured. */
export function googleEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function client(config: Config, siteUrl: string) {
  return new OAuth2Client(config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET!, `${siteUrl}/auth/google/callback`);
}

/** Where to send the visitor: Google's consent screen with our state and an S256 PKCE challenge. */
export function googleAuthorizationUrl(
  config: Config,
  siteUrl: string,
  { state, codeVerifier }: { state: string; codeVerifier: string },
): URL {
  const url = client(config, siteUrl).createAuthorizationURLWithPKCE(
    config.GOOGLE_AUTH_URL ?? GOOGLE_ENDPOINTS.authorization,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    SCOPES,
  );
  url.searchParams.set('prompt', 'select_account');
  return url;
}

const GoogleUser = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).transform((v) => v === true || v === 'true'),
  name: z.string().max(500).optional().catch(undefined),
  // Only an https image may become the avatar (no javascript:, data: or plain-http URLs); anything else is dropped.
  picture: z
    .string()
    .max(2000)
    .url()
    .refine((u) => new URL(u).protocol === 'https:')
    .optional()
    .catch(undefined),
});
export type GoogleProfile = { id: string; email: string; emailVerified: boolean; name: string | null; picture: string | null };

/** Trades the callback's code (with the PKCE verifier) for tokens through arctic, then reads the OpenID userinfo. */
export async function fetchGoogleProfile(
  config: Config,
  siteUrl: string,
  { code, codeVerifier }: { code: string; codeVerifier: string },
): Promise<GoogleProfile> {
  const tokens = await client(config, siteUrl).validateAuthorizationCode(
    config.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.token,
    code,
    codeVerifier,
  );
  const res = await fetch(config.GOOGLE_USERINFO_URL ?? GOOGLE_ENDPOINTS.userinfo, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Google userinfo answered ${res.status}`);
  const info = GoogleUser.parse(await res.json());
  return {
    id: info.sub,
    email: info.email.toLowerCase(),
    emailVerified: info.email_verified,
    name: (info.name && cleanLine(info.name).slice(0, 200)) || null,
    picture: info.picture ?? null,
  };
}
