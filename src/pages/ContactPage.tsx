import { CheckList } from '../components/blocks/CheckList';
import { PageHero } from '../components/blocks/PageHero';
import { PlaceholderNote } from '../components/blocks/PlaceholderNote';
import { Icon } from '../components/Icon';
import { businessFacts } from '../content/business-facts';
import { company } from '../content/company';
import type { ContactFormState } from '../lib/contact';
import { ContactFormBlock } from './ContactFormBlock';
import {
  contactChannels,
  contactPage,
  freeConsultation,
  serviceAreas,
  supportLine,
  whatToExpect,
  whyChoose,
} from '../content/site/contact';

/** /contact; `formState` carries a ?subject= prefill when the route has one. */
export function ContactPage({ formState }: { formState?: ContactFormState } = {}) {
  return (
    <>
      <PageHero intro={contactPage} />
      <section className="section free-consultation" id="free-consultation" aria-labelledby="free-heading">
        <div className="container narrow card">
          <h2 id="free-heading">{freeConsultation.heading}</h2>
          {freeConsultation.paragraphs.map((p) => (
            <p key={p.slice(0, 30)}>{p}</p>
          ))}
          <p>
            <a href="/book" className="button button-primary">
              Book online <Icon name="arrowRight" size={16} />
            </a>{' '}
            <a href={`/contact?subject=${encodeURIComponent('Free consultation')}#contact-form`} className="button button-ghost-dark">
              Request my free call by message
            </a>
          </p>
          <p className="muted small" id="support">
            {supportLine}
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="channels-heading">
        <div className="container">
          <h2 id="channels-heading" className="visually-hidden">
            Contact channels
          </h2>
          <div className="card-grid card-grid-4">
            {contactChannels.map((ch) => (
              <article key={ch.title} className="card channel-card">
                <span className="card-icon">
                  <Icon name={ch.icon} size={22} />
                </span>
                <h3>{ch.title}</h3>
                <p className="channel-value">{ch.href ? <a href={ch.href}>{ch.value}</a> : ch.value}</p>
                <p className="muted">{ch.detail}</p>
              </article>
            ))}
          </div>
          <PlaceholderNote group="contact" />
          <div className="contact-layout">
            <div className="contact-main">
              <section id="contact-form" className="contact-form-card" aria-labelledby="send-heading">
                <h2 id="send-heading">Send Us a Message</h2>
                <p className="muted">We reply within 24 hours.</p>
                <ContactFormBlock sourcePath="/contact" state={formState} />
              </section>
            </div>
            <div className="contact-aside">
              <section className="card" aria-labelledby="expect-heading">
                <h2 id="expect-heading">What to Expect</h2>
                <CheckList items={whatToExpect} />
              </section>
              <section className="card why-choose" aria-labelledby="why-heading">
                <h2 id="why-heading">Why Choose {company.name}</h2>
                <dl>
                  {whyChoose.map((w) => (
                    <div key={w.title}>
                      <dt>{w.title}</dt>
                      <dd>{w.description}</dd>
                    </div>
                  ))}
                </dl>
              </section>
              <section className="card" aria-labelledby="hours-heading">
                <h2 id="hours-heading">Business Hours</h2>
                <ul className="hours">
                  {company.hours.map((h) => (
                    <li key={h.days}>
                      <span>{h.dayName}</span> <span>{h.time}</span>
                    </li>
                  ))}
                </ul>
                <p className="muted small">All times Gulf Standard Time (GST, UTC+4). {businessFacts.hours.value.saturdayNote}</p>
              </section>
              <section className="card" aria-labelledby="areas-heading">
                <h2 id="areas-heading">Headquarters &amp; service areas</h2>
                <p>
                  Headquartered in {company.address.locality}, {company.address.city}. Remote consultations worldwide.
                </p>
                <CheckList items={serviceAreas} />
              </section>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
