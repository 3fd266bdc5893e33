import { CheckList } from '../components/blocks/CheckList';
import { PlaceholderNote } from '../components/blocks/PlaceholderNote';
import { SolutionCardView, TeamCardView } from '../components/blocks/Cards';
import { Section } from '../components/blocks/Section';
import { ContactFormBlock } from './ContactFormBlock';
import { ContactSection } from '../components/ContactSection';
import { Icon } from '../components/Icon';
import { heroHighlights, homeAssistant, homePage, homeRecovery, offerings } from '../content/site/home';
import { team } from '../content/site/team';
import { AssistantPreview } from '../components/AssistantPreview';
import { HERO_ART_SVG } from '../components/inline-images';
import { InlineDrawing } from '../components/InlineDrawing';

export function HomePage() {
  return (
    <>
      <section className="home-hero">
        <div className="container home-hero-inner">
          <div>
            {homePage.eyebrow ? <p className="eyebrow">{homePage.eyebrow}</p> : null}
            <h1>{homePage.heading}</h1>
            <p className="lead">{homePage.intro}</p>
            <div className="hero-actions">
              <a href="/solutions" className="button button-primary button-large">
                Start Your Journey <Icon name="arrowRight" size={18} />
              </a>
              <a href="/book" className="button button-ghost button-large">
                Book Your FREE Consultation
              </a>
            </div>
            <CheckList items={heroHighlights} className="hero-highlights" />
          </div>
          <InlineDrawing svg={HERO_ART_SVG} idPrefix="hero-art" className="hero-art" />
        </div>
      </section>

      <Section id="assistant" heading={homeAssistant.heading} intro={homeAssistant.intro} tone="muted">
        <AssistantPreview examples={homeAssistant.examples} />
      </Section>

      <Section
        id="offerings"
        heading="What we offer"
        intro="Three ways to work with us, each grounded in published research and built around your goals."
      >
        <div className="card-grid card-grid-3">
          {offerings.map((card) => (
            <SolutionCardView key={card.title} card={card} />
          ))}
        </div>
      </Section>

      <Section id="recovery" heading={homeRecovery.heading} intro={homeRecovery.intro} tone="dark">
        <div className="split">
          <CheckList items={homeRecovery.points} className="check-list-light" />
          <p>
            <a href="/recovery" className="button button-primary">
              Explore Recovery Protocols <Icon name="arrowRight" size={16} />
            </a>
          </p>
        </div>
      </Section>

      <Section id="team" heading="Meet the team" intro="Coaches and researchers who turn the literature into protocols you can follow.">
        <div className="card-grid card-grid-3">
          {team.map((m) => (
            <TeamCardView key={m.name} member={m} />
          ))}
        </div>
        <PlaceholderNote group="team" />
      </Section>

      <ContactSection heading="Get in touch">
        <ContactFormBlock sourcePath="/" />
      </ContactSection>
    </>
  );
}
