/** Live regions for toasts (src/client/toaster.ts fills them); lists sit inside, so each role is on an allowed element. */
export function Toaster() {
  return (
    <div className="toaster">
      <div role="status" aria-live="polite">
        <ol />
      </div>
      <div role="alert" aria-live="assertive">
        <ol />
      </div>
    </div>
  );
}
