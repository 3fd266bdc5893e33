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

// The taps the boot script holds before the entry runs are replayed by src/client/islands.ts from a window property;
// both sides must name it alike, or every tap before the entry would be lost again.
describe('BOOT_SCRIPT tap hold', () => {
  it('queues held taps where the entry replays them, for clicks and submits in the capture phase', async () => {
    const islands = (await import('../client/islands.ts?raw')).default as string;
    expect(BOOT_SCRIPT).toContain('(window.__bootTaps = [])');
    expect(islands).toContain('w.__bootTaps = null');
    expect(BOOT_SCRIPT).toContain("document.addEventListener('click', hold, true)");
    expect(BOOT_SCRIPT).toContain("document.addEventListener('submit', hold, true)");
  });
});
