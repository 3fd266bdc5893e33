/**
 * Show/hide for every password field (PasswordField): one delegated listener, so the toggle works the same before an
 * island hydrates (the /auth form waits for first use) and after. React renders the field with constant attributes and
 * never re-sets them, so the state kept in the DOM here survives re-renders. The islands' click hold skips these
 * buttons (data-works-unhydrated): the click is already handled.
 */
export function initPasswordToggles() {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest<HTMLButtonElement>('button.password-toggle');
    const input = button?.closest('.password-input')?.querySelector<HTMLInputElement>('input');
    if (!button || !input) return;
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
  });
}
