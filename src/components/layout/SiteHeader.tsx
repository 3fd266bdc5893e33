import type { NavLink } from '../../content/navigation';
import type { HeaderUser } from '../../lib/session-user';
import { accountMenuLabel, displayName, initialsFor } from '../../lib/user-display';
import { Icon } from '../Icon';
import { PromoBar } from './PromoBar';
import { LOGO_SVG } from '../inline-images';
import { InlineDrawing } from '../InlineDrawing';

export type SiteHeaderProps = {
  before: NavLink[];
  dropdown: { label: string; items: NavLink[] };
  after: NavLink[];
  user: HeaderUser | null;
  currentPath: string;
};

const current = (href: string, path: string) => (href === path ? ('page' as const) : undefined);

/**
 * The fixed header, rendered on the server with native elements so it works before (and without) any script:
 * menus are popovers (light dismiss, Escape, one open at a time), the mobile menu is a `<dialog>` opened by an
 * invoker command.
 * src/client/header.ts adds hover intent, outside click, Escape, arrow keys, type-ahead and the compact state.
 */
export function SiteHeader({ before, dropdown, after, user, currentPath }: SiteHeaderProps) {
  return (
    <div className="site-top" data-compact="false">
      <PromoBar />
      <header className={user ? 'site-header is-signed-in' : 'site-header'}>
        <div className="container header-inner">
          <a href="/" className="logo" aria-label="Oasis Peptide Lab home">
            <InlineDrawing svg={LOGO_SVG} idPrefix="logo-header" className="logo-mark" />
            <span className="logo-text">
              Oasis <span>Peptide Lab</span>
            </span>
          </a>
          <nav className="main-nav" aria-label="Main">
            <ul>
              {before.map((l) => (
                <li key={l.href}>
                  <a href={l.href} aria-current={current(l.href, currentPath)}>
                    {l.label}
                  </a>
                </li>
              ))}
              <li>
                <div className="nav-dropdown" data-menu="grid">
                  <button
                    type="button"
                    className="nav-dropdown-button"
                    popoverTarget="peptide-therapy-menu"
                    aria-controls="peptide-therapy-menu"
                  >
                    {dropdown.label} <Icon name="chevronDown" size={16} />
                  </button>
                  <ul id="peptide-therapy-menu" className="nav-dropdown-list" popover="auto">
                    {dropdown.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href} aria-current={current(item.href, currentPath)}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
              {after.map((l) => (
                <li key={l.href}>
                  <a href={l.href} aria-current={current(l.href, currentPath)}>
                    {l.label}
                  </a>
                </li>
              ))}
              {user ? (
                <li>
                  <a href="/chat" aria-current={current('/chat', currentPath)}>
                    AI Chat
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="header-actions">
            <a href="/search" className="icon-button header-search" aria-label="Search the site">
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
            {/* Opens the dialog with no script in browsers with invoker commands; src/client/header.ts covers the rest. */}
            <button
              type="button"
              className="icon-button mobile-toggle"
              aria-haspopup="dialog"
              aria-expanded="false"
              aria-controls="mobile-menu"
              aria-label="Open menu"
              {...{ commandfor: 'mobile-menu', command: 'show-modal' }}
            >
              <Icon name="menu" size={24} />
            </button>
          </div>
        </div>
        <MobileMenu before={before} dropdown={dropdown} after={after} user={user} currentPath={currentPath} />
      </header>
    </div>
  );
}

/** Avatar button with the user's name, email, the staff inbox link and Sign out. */
function UserMenu({ user }: { user: HeaderUser }) {
  const name = displayName(user.fullName, user.email);
  return (
    <div className="user-menu" data-menu="list">
      <button
        type="button"
        className="avatar-button"
        popoverTarget="user-menu-panel"
        aria-controls="user-menu-panel"
        aria-label={accountMenuLabel(user.fullName, user.email)}
      >
        <span className="avatar" aria-hidden="true" data-testid="avatar-initials">
          {initialsFor(user.fullName, user.email)}
        </span>
      </button>
      <div id="user-menu-panel" className="user-menu-panel" popover="auto">
        <p className="user-menu-name">{name}</p>
        <p className="user-menu-email">{user.email}</p>
        <hr />
        <a href="/account" className="user-menu-item">
          <Icon name="user" size={16} /> Your account
        </a>
        <a href="/chat" className="user-menu-item">
          <Icon name="chat" size={16} /> My conversations
        </a>
        {user.staff ? (
          <a href="/admin/enquiries" className="user-menu-item">
            <Icon name="mail" size={16} /> Enquiry inbox
          </a>
        ) : null}
        <button type="button" className="user-menu-item" data-sign-out="">
          <Icon name="logOut" size={16} /> Sign out
        </button>
      </div>
    </div>
  );
}

type MobileMenuProps = Omit<SiteHeaderProps, 'currentPath'> & { currentPath: string };

/** Full-screen menu: a modal dialog, so focus stays inside, Escape closes it and focus returns to the toggle natively. */
function MobileMenu({ before, dropdown, after, user, currentPath }: MobileMenuProps) {
  const link = (l: NavLink) => (
    <li key={l.href}>
      <a href={l.href} aria-current={current(l.href, currentPath)}>
        {l.label}
      </a>
    </li>
  );
  return (
    <dialog id="mobile-menu" className="mobile-menu" aria-label="Menu">
      <div className="mobile-menu-top">
        <span className="logo-text">
          Oasis <span>Peptide Lab</span>
        </span>
        <form method="dialog">
          <button type="submit" className="icon-button" aria-label="Close menu">
            <Icon name="close" size={24} />
          </button>
        </form>
      </div>
      <nav aria-label="Mobile">
        <ul className="mobile-nav">
          {before.map(link)}
          <li>
            <button type="button" className="mobile-sub-toggle" aria-expanded="false" aria-controls="mobile-peptide-list">
              {dropdown.label} <Icon name="chevronDown" size={18} />
            </button>
            <ul id="mobile-peptide-list" className="mobile-sublist" hidden>
              {dropdown.items.map(link)}
            </ul>
          </li>
          {after.map(link)}
          {user ? link({ label: 'AI Chat', href: '/chat' }) : null}
          {user?.staff ? link({ label: 'Enquiry inbox', href: '/admin/enquiries' }) : null}
        </ul>
      </nav>
      <div className="mobile-menu-actions">
        {user ? (
          <div className="mobile-user">
            <span className="mobile-user-name">{displayName(user.fullName, user.email)}</span>
            <a href="/account" className="button button-ghost">
              Your account
            </a>
            <button type="button" className="button button-ghost" data-sign-out="">
              Sign Out
            </button>
          </div>
        ) : (
          <a href="/auth" className="button button-ghost">
            Login
          </a>
        )}
        <a href="/solutions" className="button button-primary">
          Start Your Journey
        </a>
      </div>
    </dialog>
  );
}
