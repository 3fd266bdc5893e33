import type { AuthNotice } from './types';

/** The message box above an account form (after an email link, Google sign-in, a sent link): an alert when it is an error. */
export function NoticeBox({ notice }: { notice: AuthNotice | null }) {
  if (!notice) return null;
  return (
    <div className={`auth-notice auth-notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <p className="auth-notice-title">{notice.title}</p>
      <p>{notice.text}</p>
    </div>
  );
}
