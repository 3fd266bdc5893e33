/**
 * The one inline script (allowed by its hash in the CSP), placed at the end of <body>. Only once the first contentful
 * paint has been presented (its paint-timing entry exists) does it link the deferred stylesheet and start the client
 * entry, so neither competes with the page's own text for the first round trip (nor sits in its critical path).
 * Starting them one task after the frame's rAF was not enough: the paint's presentation can come after that task, and
 * Lighthouse then counted the stylesheet and the entry as part of the first paint (LCP 0.76 s became 1.04 s). Where
 * paint timing is missing, the next frame starts them; a hidden tab paints no frames, so the timer starts them there.
 * Without scripts, a <noscript> link in the page loads the stylesheet.
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
  var taps = (window.__bootTaps = []);
  function hold(e) {
    if (window.__bootTaps !== taps || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var t = e.target.closest ? e.target : e.target.parentElement;
    var island = t && t.closest('[data-island]');
    var el = island && (e.type === 'submit' ? t : t.closest('button,summary,[role=button]'));
    [].forEach.call(island ? [] : document.querySelectorAll('[data-also]'), function (i) {
      var x = !el && t && t.closest(i.getAttribute('data-also'));
      if (x) (el = x), (island = i);
    });
    if (!el) return;
    e.preventDefault();
    e.stopPropagation();
    island.setAttribute('data-loading', 'true');
    el.setAttribute('aria-busy', 'true');
    taps.push({ type: e.type, el: el, submitter: e.submitter });
    start();
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
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
  var observing = false;
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
      observing = true;
    }
  } catch (e) {}
  if (!observing) requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 500);
})(document.currentScript.dataset.entry, document.currentScript.dataset.css || '');`;
