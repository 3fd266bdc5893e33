import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '../components/Icon';
import { PromoBar } from '../components/layout/PromoBar';
import type { NavLink } from '../content/navigation';
import { onAuthChange } from '../browser/auth-channel';
import { createTypeahead } from '../browser/typeahead';
import { useDismiss } from '../browser/use-dismiss';
import { MobileMenu } from './header/MobileMenu';
import { UserMenu, type HeaderUser } from './header/UserMenu';

export type SiteHeaderProps = {
  before: NavLink[];
  dropdown: { label: string; items: NavLink[] };
  after: NavLink[];
  user: HeaderUser | null;
  currentPath: string;
};

const COMPACT_AFTER_PX = 60;
const HOVER_OPEN_MS = 100;
const HOVER_GRACE_MS = 300;

export default function SiteHeader({ before, dropdown, after, user, currentPath }: SiteHeaderProps) {
  const [compact, setCompact] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    const update = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  // Signing in or out in another tab makes this page's header stale: reload it.
  useEffect(() => onAuthChange(() => window.location.reload()), []);

  const linkProps = (href: string) => ({ href, 'aria-current': href === currentPath ? ('page' as const) : undefined });

  return (
    <div className={compact ? 'site-top is-compact' : 'site-top'} data-compact={compact ? 'true' : 'false'}>
      <PromoBar />
      <header className="site-header">
        <div className="container header-inner">
          <a href="/" className="logo" aria-label="Oasis Peptide Lab home">
            <img src="/images/logo.svg" width={36} height={36} alt="" />
            <span className="logo-text">
              Oasis <span>Peptide Lab</span>
            </span>
          </a>
          <nav className="main-nav" aria-label="Main">
            <ul>
              {before.map((l) => (
                <li key={l.href}>
                  <a {...linkProps(l.href)}>{l.label}</a>
                </li>
              ))}
              <li>
                <NavDropdown label={dropdown.label} items={dropdown.items} currentPath={currentPath} />
              </li>
              {after.map((l) => (
                <li key={l.href}>
                  <a {...linkProps(l.href)}>{l.label}</a>
                </li>
              ))}
              {user ? (
                <li>
                  <a {...linkProps('/chat')}>AI Chat</a>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="header-actions">
            <a href="/search" className="icon-button" aria-label="Search the site">
              <Icon name="search" />
            </a>
            {user ? (
              <UserMenu user={user} />
            ) : (
              <a href="/auth" className="button button-ghost header-login">
                Login
              </a>
            )}
            <a href="/solutions" className="button button-primary header-cta">
              Start Your Journey
            </a>
            <button
              type="button"
              className="icon-button mobile-toggle"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMobileOpen((o) => !o)}
            >
              <Icon name={mobileOpen ? 'close' : 'menu'} size={24} />
            </button>
          </div>
        </div>
        <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} before={before} dropdown={dropdown} after={after} user={user} />
      </header>
    </div>
  );
}

/** Disclosure-style dropdown: button toggles a list of links; arrows, Home/End, type-ahead and Escape work. */
function NavDropdown({ label, items, currentPath }: { label: string; items: NavLink[]; currentPath: string }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const typeahead = useRef(createTypeahead(1000));
  // Mouse users get hover intent: open after 100 ms over the button, close 300 ms after leaving (grace to reach the list).
  const hoverTimer = useRef(0);
  const openedByHover = useRef(false);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const close = useCallback((reason: 'outside' | 'escape') => {
    window.clearTimeout(hoverTimer.current);
    openedByHover.current = false;
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(wrapper, open, close);

  const focusItem = (i: number) => links.current[(i + items.length) % items.length]?.focus();
  const currentIndex = () => links.current.findIndex((el) => el === document.activeElement);

  // Arrow keys on the button open the list and move focus into it once it has rendered.
  const focusOnOpen = useRef<number | null>(null);
  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    links.current[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const target = e.key === 'ArrowDown' ? 0 : items.length - 1;
      if (open) focusItem(target);
      else {
        focusOnOpen.current = target;
        setOpen(true);
      }
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const i = currentIndex();
    if (e.key === 'ArrowDown') focusItem(i + 1);
    else if (e.key === 'ArrowUp') focusItem(i - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(items.length - 1);
    else if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      focusItem(
        typeahead.current(
          e.key,
          items.map((it) => it.label),
          Math.max(i, 0),
        ),
      );
    } else return;
    e.preventDefault();
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    if (!open)
      hoverTimer.current = window.setTimeout(() => {
        openedByHover.current = true;
        setOpen(true);
      }, HOVER_OPEN_MS);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    if (openedByHover.current)
      hoverTimer.current = window.setTimeout(() => {
        openedByHover.current = false;
        setOpen(false);
      }, HOVER_GRACE_MS);
  };
  const onButtonClick = () => {
    window.clearTimeout(hoverTimer.current);
    // A click on a menu that hover just opened pins it open instead of closing it under the pointer.
    // The ref, not `open`, is read: the hover timer may have fired in the same frame, before React re-rendered.
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
    } else setOpen((o) => !o);
  };

  return (
    <div
      className="nav-dropdown"
      ref={wrapper}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(e) => {
        if (open && !wrapper.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-dropdown-button"
        aria-expanded={open}
        aria-controls="peptide-therapy-menu"
        onClick={onButtonClick}
        onKeyDown={onButtonKey}
      >
        {label} <Icon name="chevronDown" size={16} />
      </button>
      <ul id="peptide-therapy-menu" className="nav-dropdown-list" hidden={!open} onKeyDown={onListKey}>
        {items.map((item, i) => (
          <li key={item.href}>
            <a
              ref={(el) => {
                links.current[i] = el;
              }}
              href={item.href}
              aria-current={item.href === currentPath ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
