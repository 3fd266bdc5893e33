import type { ReactNode } from 'react';

/** A page section with an H2 that labels it; `id` doubles as the anchor. */
export function Section({
  id,
  heading,
  intro,
  children,
  tone = 'plain',
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
}) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <header className="section-header">
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro ? <p>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
