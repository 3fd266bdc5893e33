import { describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIREMENTS, readConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults in dev mode with nothing else set', () => {
    const config = readConfig({ DEV_MODE: 'true' });
    expect(config).toMatchObject({
      DEV_MODE: true,
      CHAT_GUEST_LIMIT_PER_HOUR: 20,
      CHAT_USER_LIMIT_PER_DAY: 100,
      SELANK_VIDEO_URLS: ['/media/selank-loop.webm', '/media/selank-loop.mp4'],
    });
    expect(config.AI_API_KEY).toBeUndefined();
  });

  it('parses numbers, and an address list grants nothing (staff are enrolled, never configured by address)', () => {
    const config = readConfig({ ADMIN_EMAILS: ' Staff@Example.com , boss@example.com', CHAT_GUEST_LIMIT_PER_HOUR: '5', DEV_MODE: 'true' });
    expect(config).not.toHaveProperty('ADMIN_EMAILS');
    expect(config.CHAT_GUEST_LIMIT_PER_HOUR).toBe(5);
    expect(config.DEV_MODE).toBe(true);
  });

  it('names every malformed variable in one clear message', () => {
    expect(() =>
      readConfig({ DEV_MODE: 'true', SITE_URL: 'example.com', CHAT_USER_LIMIT_PER_DAY: 'lots', STAFF_EMAIL: 'nobody' }),
    ).toThrowError(
      /SITE_URL: SITE_URL must be a full URL[\s\S]*STAFF_EMAIL: STAFF_EMAIL must be an email address[\s\S]*CHAT_USER_LIMIT_PER_DAY: CHAT_USER_LIMIT_PER_DAY must be a whole number/,
    );
  });

  it('needs both Google credentials or neither', () => {
    expect(() => readConfig({ DEV_MODE: 'true', GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    );
  });

  it('outside dev mode requires SITE_URL and an email provider, one clear message each', () => {
    expect(() => readConfig({})).toThrowError(
      `Invalid configuration:\n- ${PRODUCTION_REQUIREMENTS.SITE_URL}\n- ${PRODUCTION_REQUIREMENTS.EMAIL_API_KEY}`,
    );
    expect(() => readConfig({ EMAIL_API_KEY: 're_123' })).toThrowError(`Invalid configuration:\n- ${PRODUCTION_REQUIREMENTS.SITE_URL}`);
    expect(() => readConfig({ SITE_URL: 'https://www.example.com' })).toThrowError(PRODUCTION_REQUIREMENTS.EMAIL_API_KEY);
    expect(readConfig({ SITE_URL: 'https://www.example.com', EMAIL_API_KEY: 're_123' }).DEV_MODE).toBe(false);
  });
});
