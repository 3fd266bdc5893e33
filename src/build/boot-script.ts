/**
 * The one inline script (allowed by its hash in the CSP), placed at the end of <body>. Only after the first frame is
 * painted does it link the deferred stylesheet and start the client entry, so neither competes with the page's own
 * text for the first round trip (nor sits in its critical path). A hidden tab paints no frames: the timer starts them
 * there instead. Without scripts, a <noscript> link in the page loads the stylesheet.
 * It also reveals the cookie banner at once when no choice is stored (src/client/cookie-banner.ts wires its buttons
 * later): the banner and the chat launcher it lifts then first appear together, in place, when the deferred stylesheet
 * arrives, instead of the launcher jumping up when the entry reveals the banner (a layout shift).
 * Plain ES5 with no build step: this exact text is hashed at build time (vite.config.ts). It repeats CONSENT_KEY from
 * src/client/cookie-banner.ts; boot-script.test.ts checks the two agree.
 */
export const BOOT_SCRIPT = `(function (entry, css) {
  var choice = null;
  try {
    choice = localStorage.getItem('cookie-consent');
  } catch (e) {}
  var banner = document.querySelector('.cookie-banner');
  if (banner && choice !== 'accepted' && choice !== 'declined') banner.hidden = false;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    css.split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-deferred-css', '');
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 500);
})(document.currentScript.dataset.entry, document.currentScript.dataset.css || '');`;
