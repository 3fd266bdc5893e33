import { toast, toastAfterNavigation } from '../../browser/toast';
import { announceAuthChange } from '../../browser/auth-channel';

/** Ends the session on the server, tells other tabs, and reloads with the success toast. */
export async function signOut() {
  try {
    const res = await fetch('/api/auth/sign-out', { method: 'POST', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`sign-out answered ${res.status}`);
    announceAuthChange('signed-out');
    toastAfterNavigation({ title: 'Signed out successfully', description: 'You have been signed out of your account.' });
    window.location.assign(window.location.pathname === '/chat' ? '/' : window.location.href);
  } catch (err) {
    console.error(err);
    toast({ title: 'Error signing out', description: 'There was a problem signing you out.', variant: 'destructive' });
  }
}
