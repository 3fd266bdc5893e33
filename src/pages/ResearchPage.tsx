import { PeptideCardView } from '../components/blocks/Cards';
import { Disclaimer } from '../components/blocks/Disclaimer';
import { PageHero } from '../components/blocks/PageHero';
import { Sources } from '../components/blocks/Sources';
import { researchPage, researchPeptides, researchSources } from '../content/site/research';

export function ResearchPage() {
  return (
    <>
      <PageHero intro={researchPage} />
      <section className="section" aria-label="Research peptides">
        <div className="container">
          <div className="card-grid card-grid-3">
            {researchPeptides.map((p) => (
              <PeptideCardView key={p.id} card={p} />
            ))}
          </div>
          <Disclaimer />
          <Sources sources={researchSources} />
        </div>
      </section>
    </>
  );
}
