import type { PlanDetail } from '../../content/schema';
import { Icon } from '../Icon';
import { CheckList } from './CheckList';

/** A plan or tool whose button reveals what is included, the price and how to start (works without JavaScript). */
export function PlanCard({ plan, buttonLabel }: { plan: PlanDetail; buttonLabel: string }) {
  return (
    <article className="card plan-card" id={plan.id}>
      <span className="card-icon">
        <Icon name={plan.icon} size={24} />
      </span>
      <h3>{plan.title}</h3>
      <p className="price">{plan.price}</p>
      <p>{plan.description}</p>
      <details className="plan-details">
        <summary className="button button-primary">
          {/* The label follows the state (CSS shows one); the summary's expanded state is announced natively. */}
          <span className="plan-summary-closed">{buttonLabel}</span>
          <span className="plan-summary-open">Hide Plan</span>
          <span className="visually-hidden">: {plan.title}</span>
        </summary>
        <div className="plan-details-body">
          <h4>What's included</h4>
          <CheckList items={plan.includes} />
          <h4>How to start</h4>
          <ol className="numbered">
            {plan.howToStart.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <a className="button button-ghost-dark" href={`/contact?subject=${encodeURIComponent(plan.contactSubject)}#contact-form`}>
            Ask about {plan.title} <Icon name="arrowRight" size={16} />
          </a>
        </div>
      </details>
    </article>
  );
}
