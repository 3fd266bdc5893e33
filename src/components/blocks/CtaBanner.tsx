import { Icon } from '../Icon';

/** Closing call to action, usually to /contact. */
export function CtaBanner({
  heading,
  text,
  href = '/contact',
  label = 'Book Your Consultation',
}: {
  heading: string;
  text: string;
  href?: string;
  label?: string;
}) {
  return (
    <section className="cta-banner" aria-labelledby="cta-heading">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-heading">{heading}</h2>
          <p>{text}</p>
        </div>
        <a href={href} className="button button-primary button-large">
          {label} <Icon name="arrowRight" size={18} />
        </a>
      </div>
    </section>
  );
}
