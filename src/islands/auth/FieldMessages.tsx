/** The ids a field's `aria-describedby` lists: its hint, its error, then any form-level message that also concerns it. */
export function describedByFor(id: string, hint?: string, error?: string, ...more: (string | undefined)[]): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error paragraphs, with the ids `describedByFor` points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
