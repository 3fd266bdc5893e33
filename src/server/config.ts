import { z } from 'zod';

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .url({ message: `${what} must be a full URL such as https://example.com` })
    .optional()
    .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int({ message: `${name} must be a whole number` })
    .positive({ message: `${name} must be above zero` })
    .default(fallback);

/** Every variable the worker reads, with its default; see .dev.vars.example for what each is for. */
export const ConfigSchema = z.object({
  SITE_URL: optionalUrl('SITE_URL'),
  DEV_MODE: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  AI_API_KEY: optionalText,
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_MODEL: optionalText,
  AI_TOKEN_PARAM: z
    .enum(['auto', 'max_tokens', 'max_completion_tokens', ''], {
      message: 'AI_TOKEN_PARAM must be auto, max_tokens or max_completion_tokens',
    })
    .optional()
    .transform((v) => (v ? v : 'auto')),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: optionalUrl('GOOGLE_AUTH_URL'),
  GOOGLE_TOKEN_URL: optionalUrl('GOOGLE_TOKEN_URL'),
  GOOGLE_USERINFO_URL: optionalUrl('GOOGLE_USERINFO_URL'),
  EMAIL_API_KEY: optionalText,
  EMAIL_API_URL: optionalUrl('EMAIL_API_URL'),
  EMAIL_FROM: optionalText,
  CONTACT_FORWARD_URL: optionalUrl('CONTACT_FORWARD_URL'),
  STAFF_EMAIL: z
    .string()
    .trim()
    .email({ message: 'STAFF_EMAIL must be an email address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CHAT_GUEST_LIMIT_PER_HOUR: positiveInt('CHAT_GUEST_LIMIT_PER_HOUR', 20),
  /** Enquiries and handoffs per hour from everyone together; past it they are held for staff (stored, not relayed or notified). */
  ENQUIRY_HOURLY_CEILING: positiveInt('ENQUIRY_HOURLY_CEILING', 100),
  /** Staff emails about single enquiries and handoffs per hour; past it they wait for one digest an hour. */
  STAFF_EMAILS_PER_HOUR: positiveInt('STAFF_EMAILS_PER_HOUR', 5),
  CHAT_USER_LIMIT_PER_DAY: positiveInt('CHAT_USER_LIMIT_PER_DAY', 100),
  /** Background video of the Selank guide: comma-separated URLs, tried in order (default: the loop shipped in public/media). */
  SELANK_VIDEO_URLS: z
    .string()
    .optional()
    .transform((v) => {
      const urls = (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      return urls.length ? urls : ['/media/selank-loop.webm', '/media/selank-loop.mp4'];
    }),
});
export type Config = z.infer<typeof ConfigSchema>;

/** What production (DEV_MODE off) cannot run without, one message each. */
export const PRODUCTION_REQUIREMENTS = {
  SITE_URL:
    'SITE_URL is required outside dev mode: set it to the public address, such as https://www.example.com (links in emails are built from it).',
  EMAIL_API_KEY:
    'EMAIL_API_KEY is required outside dev mode: without an email provider, verification and reset emails would never be sent.',
} as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const cache = new WeakMap<object, Config>();

/** Reads and validates configuration once per isolate and bindings object; throws one clear message listing every problem. */
export function readConfig(env: object): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  // Outside dev mode, links must never come from the Host header and mail must really be sent.
  if (!config.DEV_MODE) {
    if (!config.SITE_URL) problems.push(PRODUCTION_REQUIREMENTS.SITE_URL);
    if (!config.EMAIL_API_KEY) problems.push(PRODUCTION_REQUIREMENTS.EMAIL_API_KEY);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  cache.set(env, config);
  return config;
}
