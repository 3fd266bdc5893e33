import { Icon } from '../Icon';

/**
 * The site's QR code, drawn by the worker at /qr.svg. Starts in the loading state; src/client/qr.ts moves it to
 * "shown" (with the PNG download) or "failed" ('Failed to generate QR code') from the image's own events.
 */
export function FooterQr({ siteUrl }: { siteUrl: string }) {
  return (
    <figure className="footer-qr" data-status="loading">
      <div className="qr-frame">
        <span className="qr-loading" role="status" aria-label="Loading QR code" />
        <p className="qr-error" role="alert" hidden>
          Failed to generate QR code
        </p>
        {/* Lazy, so it is not fetched before the first paint; src/client/qr.ts asks for it as soon as it runs. */}
        <img src="/qr.svg" width={80} height={80} alt={`QR code linking to ${siteUrl}`} loading="lazy" />
      </div>
      <figcaption>
        Scan to visit us
        <a href="/qr.png" download="oasis-peptide-lab-qr.png" className="qr-download" hidden>
          <Icon name="download" size={14} /> Download PNG
        </a>
        <noscript>
          <a href="/qr.png" download="oasis-peptide-lab-qr.png" className="qr-download">
            Download PNG
          </a>
        </noscript>
      </figcaption>
    </figure>
  );
}
