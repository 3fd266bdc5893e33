import { PageHero } from '../../components/blocks/PageHero';
import { FaqGroup } from '../../components/blocks/FaqGroup';
import { Icon } from '../../components/Icon';
import { faqGroups, faqPage, stillHaveQuestions } from '../../content/site/faq';

/** FAQPage structured data from the same items the page shows. */
export function faqJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqGroups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

export function FaqPage() {
  return (
    <>
      <PageHero intro={faqPage} />
      <section className="section">
        <div className="container narrow">
          {faqGroups.map((g) => (
            <FaqGroup key={g.title} title={g.title} items={g.items} />
          ))}
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="still-heading">
        <div className="container narrow center">
          <h2 id="still-heading">{stillHaveQuestions.heading}</h2>
          <p>{stillHaveQuestions.text}</p>
          <div className="support-options">
            <a href="/contact" className="support-option">
              <Icon name="chat" size={22} /> Live Chat
            </a>
            <a href="/contact" className="support-option">
              <Icon name="phone" size={22} /> Phone Support
            </a>
            <a href="/contact" className="support-option">
              <Icon name="mail" size={22} /> Email Support
            </a>
          </div>
          <a href="/book" className="button button-primary button-large">
            Book Free Consultation
          </a>
        </div>
      </section>
    </>
  );
}
