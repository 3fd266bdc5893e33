import type { ReactNode } from 'react';
import { company, disclaimers } from '../../content/company';
import { footerColumns } from '../../content/navigation';
import { supportLine } from '../../content/site/contact';
import { PlaceholderNote } from '../blocks/PlaceholderNote';
import { Icon } from '../Icon';
import { LOGO_SVG } from '../inline-images';
import { InlineDrawing } from '../InlineDrawing';

/** Footer: address and phone, link columns, the research-only notice and the QR code (`qr`, given by the document). */
export function SiteFooter({ qr }: { qr: ReactNode }) {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a href="/" className="logo logo-light" aria-label="Oasis Peptide Lab home">
            <InlineDrawing svg={LOGO_SVG} idPrefix="logo-footer" className="logo-mark" />
            <span className="logo-text">
              Oasis <span>Peptide Lab</span>
            </span>
          </a>
          <p>{company.tagline}.</p>
          <address>
            <p>
              <Icon name="map" size={16} /> {company.address.street}, {company.address.locality}, {company.address.city},{' '}
              {company.address.country}
            </p>
            <p>
              <Icon name="phone" size={16} /> <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
            </p>
            <p>
              <Icon name="mail" size={16} /> <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <PlaceholderNote group="contact" />
          </address>
          <p className="small">{supportLine}</p>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.title} className="footer-col" aria-label={col.title}>
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {qr}
      </div>
      <div className="container footer-disclaimer" role="note" aria-label="Important disclaimer">
        <p>
          <strong>Important:</strong> {disclaimers.researchOnly} {disclaimers.notMedicalAdvice} {disclaimers.adultsOnly}
        </p>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {company.name}. All rights reserved.
        </p>
        <p>
          <a href="/terms">Terms &amp; Conditions</a> · <a href="/privacy">Privacy Policy</a> · <a href="/sitemap.xml">Sitemap</a>
        </p>
      </div>
    </footer>
  );
}
