import './styles.css';
import { initAccordions } from './accordion';
import { initBackgroundVideo } from './background-video';
import { initBookingZone } from './booking-zone';
import { initCookieBanner } from './cookie-banner';
import { initHeader } from './header';
import { hydrate, initIslands } from './islands';
import { initInstant } from './instant';
import { initPasswordToggles } from './password-toggle';
import { initQr } from './qr';
import { initToaster } from './toaster';

// The whole client entry is plain TypeScript; React arrives only with the first island that needs it.
// Each part is wired in a task of its own, so a tap or key pressed meanwhile is handled between them and no single
// task holds the main thread long on a slow phone (together they take about 10 ms here, 40 ms at a 4x CPU slowdown).
const steps = [initBookingZone, initToaster, initHeader, initCookieBanner, initQr, initAccordions, initBackgroundVideo];

type YieldingScheduler = { yield?: () => Promise<void> };
/** Lets the browser run pending input and rendering before the next step (scheduler.yield keeps our place in line). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // First the islands: taps the boot script held since the first paint are replayed now (plain-script opened states,
  // then hydration), before the rest of the page is wired. The password toggles first, so a held tap on one works.
  initInstant(hydrate);
  initPasswordToggles();
  const islands = initIslands();
  for (const step of steps) {
    await yieldToMain();
    step();
  }
  await islands;
  // Marks the page interactive once the boot script ran and islands that hydrate on load committed (tests wait for it).
  requestAnimationFrame(() => setTimeout(() => (document.documentElement.dataset.hydrated = 'true')));
}
void start();
