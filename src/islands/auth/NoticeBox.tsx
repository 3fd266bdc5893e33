import type { Ref } from 'react';
import type { AuthNotice } from './types';

/**
 * The message box above an account form (after an email link, Google sign-in, a sent link): an alert when it is an
 * error. Both live regions are always on the page, empty until a notice fills one, so a notice that arrives later is
 * announced (a region inserted already filled may not be). The notice can take focus when the control that led to it
 * goes away.
 */
export function NoticeBox({ notice, noticeRef }: { notice: AuthNotice | null; noticeRef?: Ref<HTMLDivElement> }) {
  const box = (tone: 'error' | 'other') =>
    notice && (notice.tone === 'error') === (tone === 'error') ? (
      <div ref={noticeRef} className={`auth-notice auth-notice-${notice.tone}`} tabIndex={-1}>
        <p className="auth-notice-title">{notice.title}</p>
        <p>{notice.text}</p>
      </div>
    ) : null;
  return (
    <>
      <div role="alert">{box('error')}</div>
      <div role="status">{box('other')}</div>
    </>
  );
}
