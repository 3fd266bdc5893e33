type Source = { src: string; type: string };
type NetworkInformation = { saveData?: boolean };

/** The selank background video: only when motion is welcome and data saving is off; the still on any failure. */
export function initBackgroundVideo() {
  const box = document.querySelector<HTMLElement>('.bg-video[data-sources]');
  if (!box) return;
  const toggle = box.parentElement?.querySelector<HTMLButtonElement>('.bg-video-toggle');
  const sources = JSON.parse(box.dataset.sources ?? '[]') as Source[];
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const saveData = Boolean((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData);
  if (!sources.length || reduced || saveData) return;

  const video = document.createElement('video');
  video.className = 'bg-video-media';
  Object.assign(video, { autoplay: true, muted: true, loop: true, playsInline: true, poster: box.dataset.poster ?? '' });
  video.setAttribute('aria-hidden', 'true');
  const fail = (why: string) => {
    if (box.dataset.state === 'fallback') return;
    console.error(`Background video failed, showing still image: ${why}`);
    box.dataset.state = 'fallback';
    video.remove();
    if (toggle) toggle.hidden = true;
  };
  sources.forEach((s, i) => {
    const el = document.createElement('source');
    el.src = s.src;
    el.type = s.type;
    // The video element only reports errors from its last source.
    if (i === sources.length - 1) el.addEventListener('error', () => fail(`source ${s.src} could not load`));
    video.append(el);
  });
  video.addEventListener('error', () => fail('video element error'));
  box.append(video);
  box.dataset.state = 'video';

  if (!toggle) return;
  const glyphs = (paused: boolean) =>
    toggle
      .querySelectorAll<SVGElement>('[data-glyph]')
      .forEach((g) => g.toggleAttribute('hidden', g.dataset.glyph !== (paused ? 'play' : 'pause')));
  glyphs(false);
  toggle.hidden = false;
  // WCAG 2.2.2: moving content that plays for more than 5 seconds can be paused.
  toggle.addEventListener('click', () => {
    const paused = toggle.getAttribute('aria-pressed') !== 'true';
    if (paused) video.pause();
    else void video.play().catch((error: unknown) => console.error('Background video could not resume', error));
    toggle.setAttribute('aria-pressed', String(paused));
    glyphs(paused);
  });
}
