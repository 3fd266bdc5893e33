import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import type { NavLink } from '../../content/navigation';
import { displayName } from '../../lib/user-display';
import { signOut } from './sign-out';
import type { HeaderUser } from './UserMenu';

type Props = {
  open: boolean;
  onClose: () => void;
  before: NavLink[];
  dropdown: { label: string; items: NavLink[] };
  after: NavLink[];
  user: HeaderUser | null;
};

/** Full-screen menu for small screens: focus moves in on open, stays inside, and returns to the toggle on close. */
export function MobileMenu({ open, onClose, before, dropdown, after, user }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const [subOpen, setSubOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const toggle = document.querySelector<HTMLButtonElement>('.mobile-toggle');
    document.body.classList.add('no-scroll');
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('a, button')].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
      toggle?.focus();
    };
  }, [open, onClose]);

  return (
    <div id="mobile-menu" className="mobile-menu" hidden={!open} ref={panel} role="dialog" aria-modal="true" aria-label="Menu">
      <div className="mobile-menu-top">
        <span className="logo-text">
          Oasis <span>Peptide Lab</span>
        </span>
        <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
          <Icon name="close" size={24} />
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className="mobile-nav">
          {before.map((l) => (
            <li key={l.href}>
              <a href={l.href} onClick={onClose}>
                {l.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" aria-expanded={subOpen} aria-controls="mobile-peptide-list" onClick={() => setSubOpen((s) => !s)}>
              {dropdown.label} <Icon name="chevronDown" size={18} />
            </button>
            <ul id="mobile-peptide-list" className="mobile-sublist" hidden={!subOpen}>
              {dropdown.items.map((l) => (
                <li key={l.href}>
                  <a href={l.href} onClick={onClose}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          {after.map((l) => (
            <li key={l.href}>
              <a href={l.href} onClick={onClose}>
                {l.label}
              </a>
            </li>
          ))}
          {user ? (
            <li>
              <a href="/chat" onClick={onClose}>
                AI Chat
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="mobile-menu-actions">
        {user ? (
          <div className="mobile-user">
            <span className="mobile-user-name">{displayName(user.fullName, user.email)}</span>
            <a href="/account" className="button button-ghost" onClick={onClose}>
              Your account
            </a>
            <button type="button" className="button button-ghost" onClick={() => void signOut()}>
              Sign Out
            </button>
          </div>
        ) : (
          <a href="/auth" className="button button-ghost" onClick={onClose}>
            Login
          </a>
        )}
        <a href="/solutions" className="button button-primary" onClick={onClose}>
          Start Your Journey
        </a>
      </div>
    </div>
  );
}
