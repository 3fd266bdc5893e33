/** A refusal of the whole form, kept on the page next to it; `fields` are the inputs it makes invalid. */
export type FormProblem = { title: string; text: string; fields: string[] };

/** The id the invalid fields point at with aria-describedby. */
export const FORM_ERROR_ID = 'auth-form-error';

/**
 * Shown at the top of the form until the next try. Not a live region: the toast announces the refusal, and focus
 * moves to the first invalid field, which is described by this message.
 */
export function FormError({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  return (
    <div id={FORM_ERROR_ID} className="auth-notice auth-notice-error auth-form-error">
      <p className="auth-notice-title">{problem.title}</p>
      <p>{problem.text}</p>
    </div>
  );
}
