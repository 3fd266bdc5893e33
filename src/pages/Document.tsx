import type { ReactNode } from 'react';
import { Island } from '../components/Island';
import { SiteFooter } from '../components/layout/SiteFooter';
import { company } from '../content/company';
import { mainNav } from '../content/navigation';
import type { HeaderUser, SessionUser } from '../lib/session-user';
import ChatLauncher from '../islands/ChatLauncher';
import CookieBanner from '../islands/CookieBanner';
import FooterQr from '../islands/FooterQr';
import SiteHeader from '../islands/SiteHeader';
import Toaster from '../islands/Toaster';
import type { ClientAssets } from '../server/assets';
import type { PageMeta } from './page-meta';
import { organizationJsonLd } from './structured-data';

export type DocumentProps = {
  meta: PageMeta;
  siteUrl: string;
  user: SessionUser | null;
  /** Staff see a link to the enquiry inbox in their user menu. */
  staff?: boolean;
  children: ReactNode;
  /** Pages such as /chat hide the floating assistant. */
  hideChatLauncher?: boolean;
};

/** Everything inside <head>: rendered to a string and sent before the body starts rendering. */
export function DocumentHead({ meta, siteUrl, assets }: Pick<DocumentProps, 'meta' | 'siteUrl'> & { assets: ClientAssets }) {
  const canonical = `${siteUrl}${meta.path === '/' ? '/' : meta.path}`;
  const jsonLd = [organizationJsonLd(siteUrl), ...(meta.jsonLd ?? [])];
  return (
    <>
      <meta charSet="utf-8" />
      {/* The on-screen keyboard shrinks the layout (and dvh), so the chat's message box stays above it. */}
      <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={`${siteUrl}/images/og-default.png`} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#0b1f2a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.dev ? <script type="module" src="/@vite/client" /> : null}
      <script type="module" src={assets.entry} />
      {jsonLd.map((data, i) => (
        // JSON-LD is data, not script: CSP does not run it. `<` is escaped so content cannot close the tag.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
      ))}
    </>
  );
}

/** The contents of <body>: header, main, footer and the global islands. */
export function DocumentBody({ meta, siteUrl, user, staff, children, hideChatLauncher }: DocumentProps) {
  const headerUser: HeaderUser | null = user
    ? { email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl, staff: Boolean(staff) }
    : null;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Island
        name="SiteHeader"
        component={SiteHeader}
        props={{
          before: mainNav.before,
          dropdown: mainNav.peptideTherapy,
          after: mainNav.after,
          user: headerUser,
          currentPath: meta.path,
        }}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter qr={<Island name="FooterQr" component={FooterQr} props={{ siteUrl }} />} />
      <Island name="CookieBanner" component={CookieBanner} props={{}} />
      {hideChatLauncher ? null : (
        <Island name="ChatLauncher" component={ChatLauncher} props={{ pagePath: meta.path, signedIn: Boolean(user) }} />
      )}
      <Island name="Toaster" component={Toaster} props={{}} />
    </>
  );
}
