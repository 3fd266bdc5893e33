/**
 * The one inline script (allowed by its hash in the CSP), placed at the end of <body>. It starts the client entry and
 * switches the deferred stylesheet on only after the first frame is painted, so neither ever competes with the
 * page's own text for the first round trip. A hidden tab paints no frames: the timer starts them there instead.
 * Plain ES5 with no build step: this exact text is hashed at build time (vite.config.ts).
 */
export const BOOT_SCRIPT = `(function (entry) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-deferred-css]').forEach(function (link) { link.media = 'all'; });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 500);
})(document.currentScript.dataset.entry);`;
