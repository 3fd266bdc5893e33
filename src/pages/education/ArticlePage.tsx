import { Disclaimer } from '../../components/blocks/Disclaimer';
import { PageHero } from '../../components/blocks/PageHero';
import { ProseSections } from '../../components/blocks/Prose';
import { Sources } from '../../components/blocks/Sources';
import type { PageIntro, ProseSection, Source } from '../../content/schema';

/** Education pages (peptides, cold therapy, red light): prose, notice, sources. */
export function ArticlePage({ intro, sections, sources }: { intro: PageIntro; sections: ProseSection[]; sources: Source[] }) {
  return (
    <>
      <PageHero intro={intro} />
      <section className="section">
        <div className="container narrow">
          <ProseSections sections={sections} />
          <Disclaimer />
          {sources.length > 0 ? <Sources sources={sources} /> : null}
        </div>
      </section>
    </>
  );
}
