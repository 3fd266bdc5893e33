/**
 * Rendered hidden: the server cannot know the visitor's choice, so cached HTML is the same for everyone and
 * src/client/cookie-banner.ts reveals it only when no choice is stored (localStorage "cookie-consent").
 */
export function CookieBanner() {
  return (
    <section className="cookie-banner" aria-label="Cookie consent" hidden>
      <p>
        We use essential cookies to keep you signed in and, with your consent, cookies that help us understand how the site is used. Read
        our <a href="/privacy">Privacy Policy</a>.
      </p>
      <div className="cookie-actions">
        <button type="button" className="button button-ghost-dark" data-consent="declined">
          Decline
        </button>
        <button type="button" className="button button-primary" data-consent="accepted">
          Accept All
        </button>
      </div>
    </section>
  );
}
