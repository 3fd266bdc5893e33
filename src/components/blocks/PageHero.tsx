import type { ReactNode } from 'react';
import type { PageIntro } from '../../content/schema';

/** The opening of every page: eyebrow, the page's only H1, and its introduction. */
export function PageHero({ intro, children, tone = 'dark' }: { intro: PageIntro; children?: ReactNode; tone?: 'dark' | 'light' }) {
  return (
    <section className={`page-hero page-hero-${tone}`}>
      <div className="container">
        {intro.eyebrow ? <p className="eyebrow">{intro.eyebrow}</p> : null}
        <h1>{intro.heading}</h1>
        <p className="lead">{intro.intro}</p>
        {children ? <div className="hero-actions">{children}</div> : null}
      </div>
    </section>
  );
}
