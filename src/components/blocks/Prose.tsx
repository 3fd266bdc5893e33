import { Fragment, type ReactNode } from 'react';
import type { ProseSection } from '../../content/schema';
import { CheckList } from './CheckList';

/** Turns inline citations like [1] or [2, 3] into links to the numbered sources below. */
export function withCitations(text: string): ReactNode[] {
  return text.split(/(\[\d+(?:[,–-]\s?\d+)*\])/g).map((part, i) => {
    const m = /^\[(.+)\]$/.exec(part);
    if (!m) return <Fragment key={i}>{part}</Fragment>;
    const first = m[1]!.match(/\d+/)?.[0];
    return (
      <sup key={i} className="cite">
        <a href={`#source-${first}`} aria-label={`Source ${m[1]}`}>
          [{m[1]}]
        </a>
      </sup>
    );
  });
}

/** Titled prose blocks (education and legal pages), optionally numbered. */
export function ProseSections({ sections, numbered = false }: { sections: ProseSection[]; numbered?: boolean }) {
  return (
    <div className="prose">
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{numbered ? `${i + 1}. ${s.heading}` : s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{withCitations(p)}</p>
          ))}
          {s.bullets ? <CheckList items={s.bullets} /> : null}
        </section>
      ))}
    </div>
  );
}
