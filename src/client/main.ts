import './styles.css';
import { initAccordions } from './accordion';
import { initBackgroundVideo } from './background-video';
import { initCookieBanner } from './cookie-banner';
import { initHeader } from './header';
import { initIslands } from './islands';
import { initPasswordToggles } from './password-toggle';
import { initQr } from './qr';
import { initToaster } from './toaster';

// The whole client entry is plain TypeScript; React arrives only with the first island that needs it.
initToaster();
initHeader();
initCookieBanner();
initQr();
initAccordions();
initBackgroundVideo();
initPasswordToggles();
// Marks the page interactive once the boot script ran and islands that hydrate on load committed (tests wait for it).
void initIslands().then(() => requestAnimationFrame(() => setTimeout(() => (document.documentElement.dataset.hydrated = 'true'))));
