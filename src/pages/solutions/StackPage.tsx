import { StackCompoundView } from '../../components/blocks/Cards';
import { CheckList } from '../../components/blocks/CheckList';
import { CtaBanner } from '../../components/blocks/CtaBanner';
import { Disclaimer } from '../../components/blocks/Disclaimer';
import { PageHero } from '../../components/blocks/PageHero';
import { Section } from '../../components/blocks/Section';
import { SportNote } from '../../components/blocks/SportNote';
import type { PageIntro } from '../../content/schema';
import type { StackDetail } from '../../content/site/solutions-subpages';

/** Performance, recovery and longevity stacks share one layout; each ends with a link to /contact. */
export function StackPage({ intro, stack }: { intro: PageIntro; stack: StackDetail }) {
  return (
    <>
      <PageHero intro={intro} />
      <Section id="compounds" heading={`What's in the ${stack.name}`} intro={stack.tagline}>
        <div className="card-grid card-grid-3">
          {stack.compounds.map((c) => (
            <StackCompoundView key={c.name} compound={c} />
          ))}
        </div>
        <SportNote note={stack.sportNote} />
      </Section>
      <Section id="protocol-notes" heading="Protocol notes" tone="muted">
        <CheckList items={stack.protocolNotes} />
        <Disclaimer compact />
      </Section>
      <CtaBanner
        heading={`Discuss the ${stack.name}`}
        text="Every stack is reviewed with you in consultation. Send us your goals and we reply within 24 hours."
        label="Contact Us"
      />
    </>
  );
}
