import type { ReactNode } from 'react';
import { Island } from '../components/Island';
import { SiteFooter } from '../components/layout/SiteFooter';
import { company } from '../content/company';
import { mainNav } from '../content/navigation';
import { CookieBanner } from '../components/layout/CookieBanner';
import { FooterQr } from '../components/layout/FooterQr';
import { SiteHeader } from '../components/layout/SiteHeader';
import { Toaster } from '../components/layout/Toaster';
import { IslandChunks } from '../components/island-chunks';
import ChatLauncher from '../islands/ChatLauncher';
import { suggestedQuestions } from '../content/registry/pages';
import type { HeaderUser, SessionUser } from '../lib/session-user';
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
export function DocumentHead({
  meta,
  siteUrl,
  inlineStyles,
  assets,
}: Pick<DocumentProps, 'meta' | 'siteUrl'> & {
  /** The page's inline <style> texts (base critical CSS, then its CSS groups): the renderer's list, which its CSP allows. */
  inlineStyles: readonly string[];
  assets: ClientAssets;
}) {
  const canonical = `${siteUrl}${meta.path === '/' ? '/' : meta.path}`;
  const jsonLd = [organizationJsonLd(siteUrl, meta.path), ...(meta.jsonLd ?? [])];
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
      {/*
        No frame until the page is parsed to its boot script (the last element): the head is flushed before the body,
        and a frame drawn in between laid the page out twice (header only, then all), the second time as a long task,
        and drew the cookie banner, revealed by that script, a frame late. The body follows in the same round trip.
      */}
      <link rel="expect" href={assets.boot ? '#boot' : '#main'} blocking="render" />
      {/* The CSS the header and main content need, in the first response (each allowed by its hash in the CSP). */}
      {inlineStyles.map((css, i) => (
        <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
      {assets.dev ? assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />) : null}
      {assets.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.dev ? <script type="module" src="/@vite/client" /> : null}
      {/* Built pages start the entry from the boot script at the end of <body>, after the first paint. */}
      {assets.boot ? null : <script type="module" src={assets.entry} />}
      {jsonLd.map((data, i) => (
        // JSON-LD is data, not script: CSP does not run it. `<` is escaped so content cannot close the tag.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
      ))}
    </>
  );
}

/** The contents of <body>: header, main, footer and the global islands. */
export function DocumentBody({ meta, siteUrl, user, staff, children, hideChatLauncher, assets }: DocumentProps & { assets: ClientAssets }) {
  const headerUser: HeaderUser | null = user
    ? { email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl, staff: Boolean(staff) }
    : null;
  return (
    <IslandChunks.Provider value={assets.islands}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader
        before={mainNav.before}
        dropdown={mainNav.peptideTherapy}
        after={mainNav.after}
        user={headerUser}
        currentPath={meta.path}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/*
        Below the fold and script-revealed parts: the boot script links them after the first paint, so they are not
        even fetched before it. Without scripts, <noscript> links them.
      */}
      {assets.dev ? null : (
        <noscript>
          {assets.css.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </noscript>
      )}
      <SiteFooter qr={<FooterQr siteUrl={siteUrl} />} />
      <CookieBanner />
      <Toaster />
      <p id="island-status" className="visually-hidden" role="status" aria-live="polite" />
      {assets.boot ? (
        <script
          id="boot"
          data-entry={assets.entry}
          data-css={assets.dev ? undefined : assets.css.join(' ')}
          dangerouslySetInnerHTML={{ __html: assets.boot.script }}
        />
      ) : null}
      {/*
        After the boot script, so the first frame (held until #boot is parsed) does not wait for the chat panel's
        markup, which is drawn here hidden so the launcher opens it at once (src/client/instant.ts).
      */}
      {hideChatLauncher ? null : (
        <Island
          name="ChatLauncher"
          component={ChatLauncher}
          props={{ pagePath: meta.path, signedIn: Boolean(user), suggestions: suggestedQuestions(meta.path) }}
          hydrate="interaction"
          also="[data-ask]"
          loadingLabel="Loading assistant…"
        />
      )}
    </IslandChunks.Provider>
  );
}
