import { RecoveryMethodView, StatsRow } from '../components/blocks/Cards';
import { Disclaimer } from '../components/blocks/Disclaimer';
import { PageHero } from '../components/blocks/PageHero';
import { Section } from '../components/blocks/Section';
import { SportNote } from '../components/blocks/SportNote';
import { ContactFormBlock } from './ContactFormBlock';
import { ContactSection } from '../components/ContactSection';
import { recoveryModalities, recoveryPage, recoveryStats } from '../content/site/recovery';

export function RecoveryPage() {
  return (
    <>
      <PageHero intro={recoveryPage} />
      <Section
        id="modalities"
        heading="Recovery modalities"
        intro="Six evidence-informed tools, each with what research reports and how a typical protocol looks."
      >
        <div className="card-grid card-grid-3">
          {recoveryModalities.map((m) => (
            <RecoveryMethodView key={m.title} method={m} />
          ))}
        </div>
        <p className="section-links">
          Learn more: <a href="/education/cold-therapy">Cold therapy guide</a> · <a href="/education/red-light">Red light therapy guide</a>{' '}
          · <a href="/solutions/recovery-protocol">Recovery protocol</a>
        </p>
        <SportNote note="recovery" />
      </Section>
      <Section id="stats" heading="Recovery support by the numbers" tone="dark">
        <StatsRow stats={recoveryStats} />
      </Section>
      <div className="container">
        <Disclaimer compact />
      </div>
      <ContactSection heading="Plan your recovery protocol">
        <ContactFormBlock sourcePath="/recovery" />
      </ContactSection>
    </>
  );
}
