import { useCallback, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { displayName, initialsFor } from '../../lib/user-display';
import { useDismiss } from '../../browser/use-dismiss';
import { signOut } from './sign-out';

export type HeaderUser = { email: string; fullName: string | null; avatarUrl: string | null; staff: boolean };

/** Avatar button with the user's name, email and Sign out. */
export function UserMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(wrapper, open, close);

  const name = displayName(user.fullName, user.email);
  return (
    <div className="user-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true" data-testid="avatar-initials">
          {initialsFor(user.fullName, user.email)}
        </span>
      </button>
      <div id="user-menu-panel" className="user-menu-panel" hidden={!open}>
        <p className="user-menu-name">{name}</p>
        <p className="user-menu-email">{user.email}</p>
        <hr />
        <a href="/chat" className="user-menu-item">
          <Icon name="chat" size={16} /> My conversations
        </a>
        {user.staff ? (
          <a href="/admin/enquiries" className="user-menu-item">
            <Icon name="mail" size={16} /> Enquiry inbox
          </a>
        ) : null}
        <button type="button" className="user-menu-item" onClick={() => void signOut()}>
          <Icon name="logOut" size={16} /> Sign out
        </button>
      </div>
    </div>
  );
}
