/** The contact form as plain HTML: it posts to /api/contact and works without JavaScript. */
export function ContactFormFields({ sourcePath }: { sourcePath: string }) {
  return (
    <form method="post" action="/api/contact" className="contact-form">
      <input type="hidden" name="sourcePath" value={sourcePath} />
      <div className="form-row">
        <div className="field">
          <label htmlFor="cf-firstName">First Name</label>
          <input id="cf-firstName" name="firstName" required autoComplete="given-name" />
        </div>
        <div className="field">
          <label htmlFor="cf-lastName">Last Name</label>
          <input id="cf-lastName" name="lastName" required autoComplete="family-name" />
        </div>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor="cf-email">Email Address</label>
          <input id="cf-email" name="email" type="email" required autoComplete="email" />
        </div>
        <div className="field">
          <label htmlFor="cf-phone">
            Phone <span className="optional">(optional)</span>
          </label>
          <input id="cf-phone" name="phone" type="tel" autoComplete="tel" />
        </div>
      </div>
      <div className="field">
        <label htmlFor="cf-subject">Subject</label>
        <input id="cf-subject" name="subject" required />
      </div>
      <div className="field">
        <label htmlFor="cf-message">Message</label>
        <textarea id="cf-message" name="message" rows={5} required />
      </div>
      <button type="submit" className="button button-primary button-large">
        Send Message
      </button>
    </form>
  );
}
