import { bookHrefFor } from '../../content/site/booking';
import { CategoryCardView, ProtocolApproachView, RecoveryMethodView, StatsRow } from '../../components/blocks/Cards';
import { CheckList } from '../../components/blocks/CheckList';
import { CtaBanner } from '../../components/blocks/CtaBanner';
import { Disclaimer } from '../../components/blocks/Disclaimer';
import { PageHero } from '../../components/blocks/PageHero';
import { PlanCard } from '../../components/blocks/PlanCard';
import { Section } from '../../components/blocks/Section';
import { SportNote } from '../../components/blocks/SportNote';
import { ContactFormBlock } from '../ContactFormBlock';
import { ContactSection } from '../../components/ContactSection';
import { Icon } from '../../components/Icon';
import * as s from '../../content/site/solutions-subpages';

export function PeptidesPage() {
  return (
    <>
      <PageHero intro={s.peptidesPage} />
      <Section id="stacks" heading="Choose a stack">
        <div className="card-grid card-grid-3">
          {s.stackCards.map((c) => (
            <article key={c.href} className="card">
              <h3>{c.title}</h3>
              <p>{c.description}</p>
              <ul className="tag-list">
                {c.compounds.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              <p className="price">From $297/month</p>
              <a href={c.href} className="button button-primary card-action">
                View {c.title} <Icon name="arrowRight" size={16} />
              </a>
            </article>
          ))}
        </div>
        <SportNote note="stacks" />
        <Disclaimer compact />
      </Section>
      <CtaBanner heading={s.customStack.heading} text={s.customStack.text} label="Design a Custom Stack" />
    </>
  );
}

export function NutritionPage() {
  return (
    <>
      <PageHero intro={s.nutritionPage} />
      <Section id="plans" heading="Nutrition plans">
        <div className="card-grid card-grid-3">
          {s.nutritionPlans.map((p) => (
            <PlanCard key={p.id} plan={p} buttonLabel="View Plan" />
          ))}
        </div>
      </Section>
      <Section id="custom-plan" heading={s.nutritionCustomPlan.title} intro={s.nutritionCustomPlan.description} tone="muted">
        <PlanCard plan={s.nutritionCustomPlan} buttonLabel="Get Your Nutrition Plan" />
      </Section>
    </>
  );
}

export function DosingPage() {
  return (
    <>
      <PageHero intro={s.dosingPage} />
      <Section id="tools" heading="Dosing systems">
        <div className="card-grid card-grid-3">
          {s.dosingTools.map((p) => (
            <PlanCard key={p.id} plan={p} buttonLabel="See How It Works" />
          ))}
        </div>
        <Disclaimer compact />
      </Section>
      <CtaBanner
        heading="Questions about dosing systems?"
        text="Our team explains what each tool tracks and how it fits your research protocol."
        label="Contact Us"
      />
    </>
  );
}

export function ConsultationsPage() {
  return (
    <>
      <PageHero intro={s.consultationsPage} />
      <Section id="sessions" heading="Consultation options">
        <div className="card-grid card-grid-2">
          {s.consultations.map((c) => (
            <article key={c.id} className="card" id={c.id}>
              <h3>{c.title}</h3>
              <p className="price">
                {c.price} <span className="muted">· {c.duration}</span>
              </p>
              <p>{c.description}</p>
              <CheckList items={c.includes} />
              <a href={bookHrefFor(c.id)} className="button button-primary card-action">
                Book online<span className="visually-hidden"> the {c.title}</span> <Icon name="arrowRight" size={16} />
              </a>
            </article>
          ))}
        </div>
        <p>
          Not sure yet? <a href="/book/free-call">Start with a free introductory call</a>: it costs nothing and is separate from the paid
          sessions above.
        </p>
        <p className="muted small">
          Consultations are educational; our team are coaches and researchers, not doctors, and nothing we discuss is medical advice.
        </p>
      </Section>
    </>
  );
}

export function ResearchPeptidesPage() {
  return (
    <>
      <PageHero intro={s.researchPeptidesPage} />
      <Section id="categories" heading="Research categories">
        <div className="card-grid card-grid-3">
          {s.researchCategories.map((c) => (
            <CategoryCardView key={c.title} card={c} />
          ))}
        </div>
        <p className="section-links">
          GLP-1 research: <a href="/education/tirzepatide">Tirzepatide guide</a> · <a href="/education/retatrutide">Retatrutide guide</a>
        </p>
        <SportNote note="researchPeptides" />
      </Section>
      <Section id="quality" heading="Quality standards" intro="Research compounds at 99%+ purity." tone="muted">
        <CheckList items={s.qualityList} />
        <Disclaimer compact />
      </Section>
      <ContactSection heading="Ask about research peptides">
        <ContactFormBlock sourcePath="/solutions/research-peptides" />
      </ContactSection>
    </>
  );
}

export function CognitiveEnhancementPage() {
  return (
    <>
      <PageHero intro={s.cognitiveEnhancementPage} />
      <Section id="categories" heading="Focus, memory and stress">
        <div className="card-grid card-grid-3">
          {s.cognitiveCategories.map((c) => (
            <CategoryCardView key={c.title} card={c} />
          ))}
        </div>
      </Section>
      <Section id="approaches" heading="Protocol approaches" tone="muted">
        <div className="card-grid card-grid-3">
          {s.cognitiveApproaches.map((a, i) => (
            <ProtocolApproachView key={a.title} approach={a} step={i + 1} />
          ))}
        </div>
        <Disclaimer compact />
      </Section>
      <ContactSection heading="Discuss a cognitive protocol">
        <ContactFormBlock sourcePath="/solutions/cognitive-enhancement" />
      </ContactSection>
    </>
  );
}

export function PerformanceOptimizationPage() {
  return (
    <>
      <PageHero intro={s.performanceOptimizationPage} />
      <Section id="areas" heading="Performance areas">
        <div className="card-grid card-grid-3">
          {s.performanceAreas.map((c) => (
            <CategoryCardView key={c.title} card={c} />
          ))}
        </div>
      </Section>
      <Section id="categories" heading="Optimization categories" tone="muted">
        <div className="card-grid card-grid-4">
          {s.optimizationCategories.map((c) => (
            <CategoryCardView key={c.title} card={c} />
          ))}
        </div>
        <SportNote note="performanceOptimization" />
        <Disclaimer compact />
      </Section>
      <ContactSection heading="Start optimizing">
        <ContactFormBlock sourcePath="/solutions/performance-optimization" />
      </ContactSection>
    </>
  );
}

export function RecoveryProtocolPage() {
  return (
    <>
      <PageHero intro={s.recoveryProtocolPage} />
      <Section id="methods" heading="Recovery methods">
        <div className="card-grid card-grid-3">
          {s.recoveryProtocolMethods.map((m) => (
            <RecoveryMethodView key={m.title} method={m} />
          ))}
        </div>
      </Section>
      <Section id="numbers" heading="Recovery by the numbers" tone="dark">
        <StatsRow stats={s.recoveryProtocolStats} />
      </Section>
      <section className="section">
        <div className="container section-links">
          <a href="/education/cold-therapy" className="button button-ghost-dark">
            Read the cold therapy guide <Icon name="arrowRight" size={16} />
          </a>
          <a href="/contact" className="button button-primary">
            Build my recovery protocol <Icon name="arrowRight" size={16} />
          </a>
        </div>
      </section>
      <ContactSection>
        <ContactFormBlock sourcePath="/solutions/recovery-protocol" />
      </ContactSection>
    </>
  );
}
