/**
 * Which page-specific CSS groups a page inlines (its first screen uses them); every page gets the rest later.
 * A signed-in visitor's header shows the account menu on every page, so its rules come with the visitor.
 */
export function cssGroupsFor(path: string, signedIn = false): string[] {
  return [...groupsForPath(path), ...(signedIn ? ['signedIn'] : [])];
}

function groupsForPath(path: string): string[] {
  if (path.startsWith('/account')) return ['auth', 'account'];
  if (path.startsWith('/auth') || path.startsWith('/dev/mailbox')) return ['auth'];
  if (path.startsWith('/chat')) return ['chat'];
  if (path.startsWith('/admin')) return ['admin'];
  if (path.startsWith('/search')) return ['search'];
  if (path === '/contact') return ['contactResult'];
  return [];
}
