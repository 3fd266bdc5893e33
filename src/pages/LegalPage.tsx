import { PageHero } from '../components/blocks/PageHero';
import { PlaceholderNote } from '../components/blocks/PlaceholderNote';
import { ProseSections } from '../components/blocks/Prose';
import type { PageIntro, ProseSection } from '../content/schema';
import { privacyContact } from '../content/site/legal';

/** Terms and privacy: numbered sections under a last-updated date. */
export function LegalPage({
  intro,
  updated,
  sections,
  withContact,
}: {
  intro: PageIntro;
  updated: string;
  sections: ProseSection[];
  withContact?: boolean;
}) {
  return (
    <>
      <PageHero intro={intro} tone="light" />
      <section className="section">
        <div className="container narrow">
          <p className="last-updated">
            <strong>Last updated:</strong> {updated}
          </p>
          <ProseSections sections={sections} numbered />
          {withContact ? (
            <address className="card legal-contact">
              <p>
                <strong>Privacy enquiries</strong>
              </p>
              <p>
                Email: <a href={`mailto:${privacyContact.email}`}>{privacyContact.email}</a>
              </p>
              <p>Address: {privacyContact.address}</p>
              <p>
                Phone: <a href={`tel:${privacyContact.phone.replace(/\s/g, '')}`}>{privacyContact.phone}</a>
              </p>
              <PlaceholderNote group="contact" />
            </address>
          ) : null}
        </div>
      </section>
    </>
  );
}
