/**
 * The SQL behind `npm run staff` (scripts/staff.mjs runs it with `wrangler d1 execute`, locally or remotely). Staff are
 * enrolled deliberately by someone with access to the database: only an existing account whose address is verified can
 * be enrolled, and the staff area then also asks for a TOTP code on each session.
 */
export type StaffCommand = { action: 'add' | 'remove'; email: string } | { action: 'list' };

const EMAIL = /^[^\s@'"\\;]+@[^\s@'"\\;]+\.[^\s@'"\\;]+$/;

/** One SQL statement for the command; refuses anything that is not a plain address (so nothing needs quoting). */
export function staffSql(command: StaffCommand, now: number = Date.now()): string {
  if (command.action === 'list')
    return 'SELECT u.email, s.enrolled_at, s.totp_confirmed_at FROM staff_members s JOIN users u ON u.id = s.user_id ORDER BY u.email;';
  const email = command.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new Error(`Not a plain email address: ${command.email}`);
  if (command.action === 'remove')
    return `DELETE FROM staff_members WHERE user_id = (SELECT id FROM users WHERE email = '${email}') RETURNING user_id;`;
  return (
    `INSERT INTO staff_members (user_id, enrolled_at, enrolled_by) ` +
    `SELECT id, ${Math.floor(now)}, 'npm run staff' FROM users WHERE email = '${email}' AND email_verified_at IS NOT NULL ` +
    `ON CONFLICT (user_id) DO NOTHING RETURNING user_id;`
  );
}
