/** Avatar initials: from the full name, else the first letter of the email, else "U". */
export function initialsFor(fullName?: string | null, email?: string | null): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length > 0) {
    const first = parts[0]!.charAt(0);
    const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
    return (first + last).toUpperCase();
  }
  const e = (email ?? '').trim();
  return e ? e.charAt(0).toUpperCase() : 'U';
}

/** The name shown for a signed-in user: full name, else email. */
export function displayName(fullName?: string | null, email?: string | null): string {
  return (fullName ?? '').trim() || (email ?? '').trim();
}

/**
 * The avatar button's accessible name. It ends with the initials the button shows, so a voice user who says what they
 * see ("click AN") reaches it (WCAG 2.5.3, label in name).
 */
export function accountMenuLabel(fullName?: string | null, email?: string | null): string {
  // Not in brackets: label-in-name checks (axe's among them) drop parenthesised text.
  return `Account menu for ${displayName(fullName, email)}, ${initialsFor(fullName, email)}`;
}
