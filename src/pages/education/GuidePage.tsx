import { Disclaimer } from '../../components/blocks/Disclaimer';
import { withCitations } from '../../components/blocks/Prose';
import { CheckList } from '../../components/blocks/CheckList';
import { Sources } from '../../components/blocks/Sources';
import { Icon } from '../../components/Icon';
import { company } from '../../content/company';
import type { Guide } from '../../content/schema';
import { BackgroundVideo } from '../../components/blocks/BackgroundVideo';
import { EvidenceLabel, EvidenceLegend } from '../../components/blocks/EvidenceLabel';
import { LastReviewed, RegulatoryStatus } from '../../components/blocks/RegulatoryStatus';
import type { GuideSlug } from '../../content/guide-index';
import { regulatoryFor } from '../../content/registry/regulatory';

/** Article JSON-LD with the guide's own fixed publication dates. */
export function guideJsonLd(guide: Guide, siteUrl: string) {
  const org = { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: company.name, url: `${siteUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.headline,
    description: guide.seo.description,
    keywords: guide.seo.keywords.join(', '),
    mainEntityOfPage: `${siteUrl}/education/${guide.slug}`,
    author: org,
    publisher: { ...org, logo: { '@type': 'ImageObject', url: `${siteUrl}/images/logo.svg` } },
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function GuidePage({ guide, videoSources }: { guide: Guide; videoSources: { src: string; type: string }[] }) {
  const hasVideo = guide.slug === 'selank';
  const regulatory = regulatoryFor(guide.slug as GuideSlug);
  return (
    <article className="guide">
      <header className={hasVideo ? 'page-hero page-hero-dark guide-hero has-video' : 'page-hero page-hero-dark guide-hero'}>
        {hasVideo ? <BackgroundVideo sources={videoSources} poster="/images/selank-still.svg" alt="" /> : null}
        <div className="container">
          {guide.slug === 'bpc-157' ? (
            <a href="/recovery" className="back-link">
              <Icon name="arrowLeft" size={16} /> Back to Recovery
            </a>
          ) : null}
          <p className="eyebrow">Peptide Therapy · Research guide</p>
          <h1>{guide.headline}</h1>
          <p className="lead">{guide.summary}</p>
          <p className="guide-dates">
            Published <time dateTime={guide.datePublished}>{dateFormat.format(new Date(guide.datePublished))}</time> · Updated{' '}
            <time dateTime={guide.dateModified}>{dateFormat.format(new Date(guide.dateModified))}</time> ·{' '}
            <a href="#regulatory-status">
              <LastReviewed status={regulatory} /> (regulatory status)
            </a>
          </p>
        </div>
      </header>
      <div className="container guide-layout">
        <nav className="guide-toc" aria-label="On this page">
          <p className="guide-toc-title">On this page</p>
          <ol>
            {guide.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
            <li>
              <a href="#regulatory-status">Regulatory status</a>
            </li>
            <li>
              <a href="#sources-heading">Sources</a>
            </li>
          </ol>
        </nav>
        <div className="prose guide-body">
          <Disclaimer compact />
          {guide.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.evidence ? <EvidenceLegend /> : null}
              {s.paragraphs.map((p, i) => {
                const evidence = s.evidence?.[i];
                return evidence ? (
                  <div key={p.slice(0, 48)} className="finding">
                    <p>{withCitations(p)}</p>
                    <EvidenceLabel evidence={evidence} />
                  </div>
                ) : (
                  <p key={p.slice(0, 48)}>{withCitations(p)}</p>
                );
              })}
              {s.bullets ? <CheckList items={s.bullets} /> : null}
            </section>
          ))}
          <RegulatoryStatus name={guide.name} status={regulatory} />
          <Disclaimer />
          <Sources sources={guide.sources} />
          <p className="guide-cta">
            Questions about this research? <a href="/contact">Contact our team</a> or ask the AI assistant.
          </p>
        </div>
      </div>
    </article>
  );
}
