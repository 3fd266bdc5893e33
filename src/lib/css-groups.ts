/**
 * Which page-specific CSS groups a page inlines (its first screen uses them); every page gets the rest later.
 * A signed-in visitor's header shows the account menu on every page, so its rules come with the visitor.
 */
export function cssGroupsFor(path: string, signedIn = false): string[] {
  return [...groupsForPath(path), ...(signedIn ? ['signedIn'] : [])];
}

/** The topic pages under /education that are not guides. */
const EDUCATION_TOPICS = new Set(['/education/peptides', '/education/cold-therapy', '/education/red-light']);

function groupsForPath(path: string): string[] {
  // Reading pages draw no form; every other page (and any page not listed) gets the form controls' rules.
  if (path === '/terms' || path === '/privacy') return ['legal'];
  if (path === '/research' || EDUCATION_TOPICS.has(path)) return [];
  if (path === '/education/faq') return ['faq'];
  if (path.startsWith('/education/')) return ['guide'];
  return ['forms', ...formPageGroups(path)];
}

function formPageGroups(path: string): string[] {
  if (path.startsWith('/account')) return ['auth', 'account', 'booking'];
  if (path === '/book' || path.startsWith('/book/')) return ['booking'];
  if (path.startsWith('/auth')) return ['auth', 'cookie'];
  if (path.startsWith('/dev/mailbox')) return ['auth'];
  if (path.startsWith('/chat')) return ['chat', 'cookie'];
  if (path.startsWith('/admin')) return ['admin', 'booking'];
  // Without a query (or with no results) the page suggests searches as a .tag-list, whose rules are in `plans`.
  if (path.startsWith('/search')) return ['search', 'plans', 'cookie'];
  if (path === '/') return ['home', 'team', 'contactForm'];
  if (path === '/about') return ['team', 'contactForm'];
  if (path === '/contact') return ['contactPage', 'contactForm', 'contactResult'];
  if (path === '/recovery') return ['protocols', 'contactForm'];
  if (path === '/solutions' || path.startsWith('/solutions/')) return ['plans', 'protocols', 'contactForm'];
  return [];
}
