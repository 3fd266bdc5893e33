import { SolutionCardView, TestimonialView } from '../../components/blocks/Cards';
import { CtaBanner } from '../../components/blocks/CtaBanner';
import { PageHero } from '../../components/blocks/PageHero';
import { PlaceholderNote } from '../../components/blocks/PlaceholderNote';
import { Section } from '../../components/blocks/Section';
import { howItWorks, solutionCards, solutionsCta, solutionsPage, testimonials, testimonialsNote } from '../../content/site/solutions';

export function SolutionsPage() {
  return (
    <>
      <PageHero intro={solutionsPage} />
      <Section id="solutions" heading="Our solutions">
        <div className="card-grid card-grid-4">
          {solutionCards.map((c) => (
            <SolutionCardView key={c.title} card={c} />
          ))}
        </div>
        <p className="section-links">
          Also explore: <a href="/solutions/research-peptides">Research peptides</a> ·{' '}
          <a href="/solutions/cognitive-enhancement">Cognitive enhancement</a> ·{' '}
          <a href="/solutions/performance-optimization">Performance optimization</a> ·{' '}
          <a href="/solutions/recovery-protocol">Recovery protocol</a>
        </p>
      </Section>
      <Section id="how-it-works" heading="How It Works" tone="muted">
        <ol className="steps">
          {howItWorks.map((s, i) => (
            <li key={s.title} className="card">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="results" heading="Client results">
        <div className="card-grid card-grid-3">
          {testimonials.map((t) => (
            <TestimonialView key={t.name} t={t} />
          ))}
        </div>
        <p className="muted small">{testimonialsNote}</p>
        <PlaceholderNote group="testimonials" />
      </Section>
      <CtaBanner heading={solutionsCta.heading} text={solutionsCta.text} />
    </>
  );
}
