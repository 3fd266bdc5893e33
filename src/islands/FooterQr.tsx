import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';

type Status = 'loading' | 'shown' | 'failed';

/** The site's QR code, drawn by the worker at /qr.svg; states: loading, shown, or the failure message. */
export default function FooterQr({ siteUrl }: { siteUrl: string }) {
  const [status, setStatus] = useState<Status>('loading');
  const img = useRef<HTMLImageElement>(null);

  // The image may finish before hydration attaches onLoad/onError: read its state once on mount.
  useEffect(() => {
    const el = img.current;
    if (el?.complete) setStatus(el.naturalWidth > 0 ? 'shown' : 'failed');
  }, []);
  useEffect(() => {
    if (status === 'failed') console.error('QR code image failed to load');
  }, [status]);

  return (
    <figure className="footer-qr" data-status={status}>
      <div className="qr-frame">
        {status === 'loading' ? <span className="qr-loading" role="status" aria-label="Loading QR code" /> : null}
        {status === 'failed' ? (
          <p className="qr-error" role="alert">
            Failed to generate QR code
          </p>
        ) : (
          <img
            ref={img}
            src="/qr.svg"
            width={80}
            height={80}
            alt={`QR code linking to ${siteUrl}`}
            onLoad={() => setStatus('shown')}
            onError={() => setStatus('failed')}
          />
        )}
      </div>
      <figcaption>
        Scan to visit us
        {status === 'shown' ? (
          <a href="/qr.png" download="oasis-peptide-lab-qr.png" className="qr-download">
            <Icon name="download" size={14} /> Download PNG
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
