import { useId, useState } from 'react';
import { Icon } from '../components/Icon';
import type { FaqItem } from '../content/schema';

export type FaqAccordionProps = { title: string; items: FaqItem[] };

/** One FAQ group: opening a question closes the one that was open (WAI-ARIA accordion pattern). */
export default function FaqAccordion({ title, items }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <section className="faq-group" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{title}</h2>
      <div className="accordion">
        {items.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className={expanded ? 'accordion-item is-open' : 'accordion-item'}>
              <h3>
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  <span>{item.question}</span>
                  <Icon name="chevronDown" size={18} className="accordion-chevron" />
                </button>
              </h3>
              <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden={!expanded} className="accordion-panel">
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
