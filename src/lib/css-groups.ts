/**
 * Page CSS groups: rules only some pages draw in their first screen. Each page declares the groups it inlines (`css` on
 * its entry in src/pages/registry.tsx, or on the PageMeta a route renders); the build (src/build/split-css.ts, run by
 * vite.config.ts) cuts each group's rules out of the base critical CSS by these patterns, and a page carries only the
 * groups it names. Every group is also in the deferred stylesheet. A page that draws a group's rule must name the group:
 * src/routes/css-coverage.test.ts renders every page and fails otherwise; naming an unknown group is a type error.
 */
export const CSS_GROUPS = {
  auth: /^\.(auth-|password-|mailbox|form-error)/,
  account: /^\.(account-|device\b|button-danger)/,
  chat: /^\.(chat-|conversation|markdown|typing-|thinking)/,
  admin: /^\.(admin|enquir|inbox|channel-badge|relay-)/,
  search: /^\.search-/,
  /** Online booking: /book and its pages, the bookings on /account and in the staff area. */
  booking: /^\.booking-/,
  /** The contact form's result pages (sent, or refused with the form kept), both at /contact. */
  contactResult: /^\.(contact-result|contact-error|contact-thanks|thank-you)/,
  /** The header's account menu: inlined only for a signed-in visitor. */
  signedIn: /^\.(user-menu|avatar|mobile-user)/,
  // Content pages' own sections: each page inlines only its family's rules, so a guide's HTML (the longest pages)
  // fits one round trip. A page that shows a section must list its group (checked for every route by a test).
  home: /^\.(hero-actions|home-hero-inner|hero-art|hero-highlights|split\b|assistant-preview|example-question)/,
  team: /^\.team-/,
  plans: /^\.(card-grid-2|tag-list|step-number|steps\b|testimonial|plan-|numbered)/,
  protocols: /^\.(section-links|duration|protocol|stats-row|stat\b|stat-|sport-note)/,
  faq: /^\.(faq-|accordion-|support-option)/,
  contactPage: /^\.(contact-layout|contact-aside|channel-value|why-choose|hours)/,
  contactForm: /^\.(form-row|optional|contact-form|contact-honeypot)/,
  legal: /^\.(last-updated|legal-)/,
  guide: /^\.(guide-|back-link|bg-video)/,
  /**
   * The cookie banner (fixed, so it moves nothing when it is drawn). Most pages leave it to the deferred sheet, so it
   * appears with the chat launcher it lifts; pages with little text in their first screen (search, sign-in, chat)
   * inline it, or the banner's paragraph, drawn late, would be their largest paint (LCP).
   */
  cookie: /^\.cookie-/,
  /** Form controls and their states: only pages that draw a form inline them (the chat panel's come with the sheet). */
  forms: /^(input|textarea|select|label|\[aria-invalid|\.field\b|\.field-|\.form-status|\.inline-form)/,
} satisfies Record<string, RegExp>;
/** A page CSS group's name (a key of CSS_GROUPS). */
export type CssGroup = keyof typeof CSS_GROUPS;

/** Every group name, in build order. */
export const CSS_GROUP_NAMES = Object.keys(CSS_GROUPS) as CssGroup[];

/** The groups a page inlines: those it declares, and the header's account menu for a signed-in visitor (on every page). */
export function inlinedCssGroups(declared: readonly CssGroup[], signedIn: boolean): CssGroup[] {
  return [...declared, ...(signedIn && !declared.includes('signedIn') ? (['signedIn'] as const) : [])];
}
