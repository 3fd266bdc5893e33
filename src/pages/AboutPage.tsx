import { TeamCardView } from '../components/blocks/Cards';
import { CtaBanner } from '../components/blocks/CtaBanner';
import { PageHero } from '../components/blocks/PageHero';
import { PlaceholderNote } from '../components/blocks/PlaceholderNote';
import { Section } from '../components/blocks/Section';
import { ContactFormBlock } from './ContactFormBlock';
import { ContactSection } from '../components/ContactSection';
import { aboutPage, aboutStory, aboutValues, consultationCta, team } from '../content/site/team';

export function AboutPage() {
  return (
    <>
      <PageHero intro={aboutPage} />
      <Section id="story" heading="Our story">
        <div className="prose">
          {aboutStory.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <div className="card-grid card-grid-3">
          {aboutValues.map((v) => (
            <article key={v.title} className="card">
              <h3>{v.title}</h3>
              <p>{v.description}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="team" heading="Meet the team" tone="muted">
        <div className="card-grid card-grid-3">
          {team.map((m) => (
            <TeamCardView key={m.name} member={m} />
          ))}
        </div>
        <PlaceholderNote group="team" />
      </Section>
      <CtaBanner
        heading={consultationCta.heading}
        text={consultationCta.text}
        href="/contact#free-consultation"
        label="Book Your Free Call"
      />
      <ContactSection>
        <ContactFormBlock sourcePath="/about" />
      </ContactSection>
    </>
  );
}
