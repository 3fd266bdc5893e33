import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      DEV_MODE: false,
      CHAT_GUEST_LIMIT_PER_HOUR: 20,
      CHAT_USER_LIMIT_PER_DAY: 100,
      ADMIN_EMAILS: [],
      SELANK_VIDEO_URLS: ['/media/selank-loop.webm', '/media/selank-loop.mp4'],
    });
    expect(config.AI_API_KEY).toBeUndefined();
  });

  it('parses lists and numbers', () => {
    const config = readConfig({ ADMIN_EMAILS: ' Staff@Example.com , boss@example.com', CHAT_GUEST_LIMIT_PER_HOUR: '5', DEV_MODE: 'true' });
    expect(config.ADMIN_EMAILS).toEqual(['staff@example.com', 'boss@example.com']);
    expect(config.CHAT_GUEST_LIMIT_PER_HOUR).toBe(5);
    expect(config.DEV_MODE).toBe(true);
  });

  it('names every malformed variable in one clear message', () => {
    expect(() => readConfig({ SITE_URL: 'example.com', CHAT_USER_LIMIT_PER_DAY: 'lots', STAFF_EMAIL: 'nobody' })).toThrowError(
      /SITE_URL: SITE_URL must be a full URL[\s\S]*STAFF_EMAIL: STAFF_EMAIL must be an email address[\s\S]*CHAT_USER_LIMIT_PER_DAY: CHAT_USER_LIMIT_PER_DAY must be a whole number/,
    );
  });

  it('needs both Google credentials or neither', () => {
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/);
  });
});
