type Status = 'loading' | 'shown' | 'failed';

/** The footer QR code's states from the image's own events: loading, shown (with the PNG download) or failed. */
export function initQr() {
  const figure = document.querySelector<HTMLElement>('.footer-qr');
  const img = figure?.querySelector('img');
  if (!figure || !img) return;
  const set = (status: Status) => {
    figure.dataset.status = status;
    figure.querySelector('.qr-loading')?.remove();
    figure.querySelector<HTMLElement>('.qr-download')!.hidden = status !== 'shown';
    figure.querySelector<HTMLElement>('.qr-error')!.hidden = status !== 'failed';
    img.hidden = status === 'failed';
    if (status === 'failed') console.error('QR code image failed to load');
  };
  // Served lazy so the first paint never waits on it: once the page is up, load it wherever it is.
  img.loading = 'eager';
  // The image may have settled before this script ran.
  if (img.complete) set(img.naturalWidth > 0 ? 'shown' : 'failed');
  else {
    img.addEventListener('load', () => set('shown'), { once: true });
    img.addEventListener('error', () => set('failed'), { once: true });
  }
}
