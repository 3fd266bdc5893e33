import { Icon } from '../Icon';

/** A list of short points, each with a check mark. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={16} className="check-icon" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
