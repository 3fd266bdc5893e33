import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; exits with instructions when neither exists (tests are never skipped silently). */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    console.error(
      'Browser tests need Chromium and none was found.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y chromium   (.ci/run does this in CI)\n' +
        '  Elsewhere: set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  return found;
}

/** Flags this sandbox needs: no GPU or sandbox, and no background connections (the network is closed). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
