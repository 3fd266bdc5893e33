import type {
  CategoryCard,
  PeptideCard,
  ProtocolApproach,
  RecoveryMethod,
  SolutionCard,
  Stat,
  StackCompound,
  TeamMember,
  Testimonial,
} from '../../content/schema';
import { Icon } from '../Icon';
import { CheckList } from './CheckList';

/** Priced offering with features and a link. */
export function SolutionCardView({ card, headingLevel = 3 }: { card: SolutionCard; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card-solution">
      <H>{card.title}</H>
      <p className="price">{card.price}</p>
      <p>{card.description}</p>
      <CheckList items={card.features} />
      {/* The link's own text names its target (search engines and screen readers read it out of context). */}
      <a href={card.href} className="button button-primary card-action">
        Learn More<span className="visually-hidden"> about {card.title}</span> <Icon name="arrowRight" size={16} />
      </a>
    </article>
  );
}

/** Category card: icon, compounds or methods, and benefits. */
export function CategoryCardView({ card }: { card: CategoryCard }) {
  return (
    <article className="card">
      <span className="card-icon">
        <Icon name={card.icon} size={24} />
      </span>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      <h4>{card.itemsLabel}</h4>
      <ul className="tag-list">
        {card.items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <h4>Research highlights</h4>
      <CheckList items={card.benefits} />
    </article>
  );
}

export function ProtocolApproachView({ approach, step }: { approach: ProtocolApproach; step: number }) {
  return (
    <article className="card">
      <span className="step-number" aria-hidden="true">
        {step}
      </span>
      <h3>{approach.title}</h3>
      <p>{approach.description}</p>
      <h4>Includes</h4>
      <CheckList items={approach.includes} />
    </article>
  );
}

export function RecoveryMethodView({ method }: { method: RecoveryMethod }) {
  return (
    <article className="card">
      <span className="card-icon">
        <Icon name={method.icon} size={24} />
      </span>
      <h3>{method.title}</h3>
      <p className="duration">
        <Icon name="clock" size={16} /> {method.duration}
      </p>
      <p>{method.description}</p>
      <h4>Benefits</h4>
      <CheckList items={method.benefits} />
      {method.protocol ? (
        <p className="protocol">
          <strong>Protocol:</strong> {method.protocol}
        </p>
      ) : null}
    </article>
  );
}

export function StatsRow({ stats }: { stats: Stat[] }) {
  return (
    <dl className="stats-row">
      {stats.map((s) => (
        <div key={s.label} className="stat">
          <dt>{s.label}</dt>
          <dd>
            <span className="stat-number">{s.number}</span>
            <span className="stat-description">{s.description}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function TeamCardView({ member }: { member: TeamMember }) {
  return (
    <article className="card team-card">
      <img src={member.image} width={120} height={120} alt={`Illustrated portrait of ${member.name}`} loading="lazy" />
      <h3>{member.name}</h3>
      <p className="team-role">{member.role}</p>
      <p className="team-specialization">{member.specialization}</p>
      <p>{member.description}</p>
    </article>
  );
}

export function TestimonialView({ t }: { t: Testimonial }) {
  return (
    <figure className="card testimonial">
      <blockquote>
        <p>“{t.content}”</p>
      </blockquote>
      <p className="testimonial-results">{t.results}</p>
      <figcaption>
        <strong>{t.name}</strong>, {t.role}
      </figcaption>
    </figure>
  );
}

export function PeptideCardView({ card }: { card: PeptideCard }) {
  return (
    <article className="card peptide-card" id={card.id}>
      {/* The drawings are 4:3: the attributes reserve that shape, so nothing moves when the image arrives. */}
      <img src={card.image} width={96} height={72} alt="" loading="lazy" />
      <h2>{card.name}</h2>
      <p>{card.description}</p>
      <h3>Potential benefits (research findings)</h3>
      <CheckList items={card.benefits} />
      {card.href ? (
        <a href={card.href} className="text-link">
          Read the {card.name} research guide <Icon name="arrowRight" size={16} />
        </a>
      ) : null}
    </article>
  );
}

export function StackCompoundView({ compound }: { compound: StackCompound }) {
  return (
    <article className="card">
      <h3>{compound.name}</h3>
      <p>{compound.description}</p>
      <h4>Research focus</h4>
      <CheckList items={compound.benefits} />
      {compound.guide ? (
        <a href={`/education/${compound.guide}`} className="text-link">
          {compound.name} research guide <Icon name="arrowRight" size={16} />
        </a>
      ) : null}
    </article>
  );
}
