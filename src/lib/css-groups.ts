/** Which page-specific CSS groups a path inlines (its first screen uses them); every page gets the rest later. */
export function cssGroupsFor(path: string): string[] {
  if (path.startsWith('/auth') || path.startsWith('/account') || path.startsWith('/dev/mailbox')) return ['auth'];
  if (path.startsWith('/chat')) return ['chat'];
  if (path.startsWith('/admin')) return ['admin'];
  if (path.startsWith('/search')) return ['search'];
  return [];
}
