import { describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../client/cookie-banner';
import { BOOT_SCRIPT } from './boot-script';

// The boot script is hashed plain text, so it can't import the consent key: it repeats it. If the two drift apart, the
// banner would reappear on every visit after a choice (or never show), so the copy is checked here.
describe('BOOT_SCRIPT', () => {
  it('reads the same consent key and values the cookie banner stores', () => {
    expect(BOOT_SCRIPT).toContain(`localStorage.getItem('${CONSENT_KEY}')`);
    expect(BOOT_SCRIPT).toContain(`choice !== 'accepted' && choice !== 'declined'`);
  });
});
