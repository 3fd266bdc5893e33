import { useId } from 'react';
import type { FaqItem } from '../../content/schema';
import { Icon } from '../Icon';

/**
 * One FAQ group (WAI-ARIA accordion): opening a question closes the one that was open. Server HTML; the few lines
 * in src/client/accordion.ts toggle it, so no React loads for it.
 */
export function FaqGroup({ title, items }: { title: string; items: FaqItem[] }) {
  const base = useId();
  return (
    <section className="faq-group" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{title}</h2>
      <div className="accordion" data-accordion="">
        {items.map((item, i) => (
          <div key={item.question} className="accordion-item">
            <h3>
              <button type="button" id={`${base}-q${i}`} aria-expanded="false" aria-controls={`${base}-a${i}`}>
                <span>{item.question}</span>
                <Icon name="chevronDown" size={18} className="accordion-chevron" />
              </button>
            </h3>
            <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden className="accordion-panel">
              <p>{item.answer}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
