import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, passwordLengthProblem, passwordMessages } from '../lib/password-rules';
import { authPathFor, safeNext } from '../lib/safe-next';
import { toast, toastAfterNavigation } from '../browser/toast';
import { postJson, UNEXPECTED_TOAST } from './auth/api-client';
import { FormError, type FormProblem } from './auth/FormError';
import { PasswordField } from './auth/PasswordField';
import type { AuthNotice } from './auth/types';
import { NoticeBox } from './auth/NoticeBox';

/** /auth/reset: choose a new password with the single-use token (emailed, or made by a verification: see `notice`). */
export default function ResetPasswordForm({
  token,
  notice = null,
  next = '/',
}: {
  token: string;
  notice?: AuthNotice | null;
  next?: string;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // Refusals that are not about a field (too many attempts, a failure on our side) stay above the form.
  const [formError, setFormError] = useState<FormProblem | null>(null);

  const fail = (description: string) => toast({ title: 'Error resetting password', description, variant: 'destructive' });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const problem = passwordLengthProblem(password);
    if (problem) {
      setErrors({ password: problem });
      return fail(problem);
    }
    if (password !== confirm) {
      setErrors({ confirm: passwordMessages.mismatch });
      return fail(passwordMessages.mismatch);
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const res = await postJson<{ signedIn: boolean }>('/api/auth/reset', { token, password });
      if (res.ok) {
        toastAfterNavigation({
          title: 'Password updated',
          description: res.data.signedIn ? 'Your new password is set.' : 'You can now sign in with your new password.',
        });
        window.location.replace(res.data.signedIn ? safeNext(next) : authPathFor(next));
        return;
      }
      if (res.code.startsWith('bad_request:reset_link')) setLinkProblem(res.message);
      else if (res.fields.password) setErrors({ password: res.fields.password });
      else setFormError({ title: 'Error resetting password', text: res.message, fields: [] });
      fail(res.message);
    } catch (err) {
      console.error(err);
      toast(UNEXPECTED_TOAST);
      setFormError({ title: UNEXPECTED_TOAST.title, text: UNEXPECTED_TOAST.description ?? '', fields: [] });
    }
    setSubmitting(false);
  };

  return (
    <div className="auth-card">
      <h1>Choose a New Password</h1>
      <NoticeBox notice={notice} />
      <p className="muted">Choosing a new password signs you out on every other device.</p>
      {linkProblem ? (
        <div className="auth-notice auth-notice-error" role="alert">
          <p className="auth-notice-title">Link not usable</p>
          <p>{linkProblem}</p>
          <a href="/auth?mode=forgot">Request a new link</a>
        </div>
      ) : null}
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)}>
        <FormError problem={formError} />
        <PasswordField
          id="new-password"
          label="New Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.password}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm New Password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          error={errors.confirm}
        />
        <button type="submit" className="button button-primary auth-submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Updating password...' : 'Update Password'}
        </button>
      </form>
    </div>
  );
}
