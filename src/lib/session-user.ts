import type { User } from '../server/db/schema';

/** The signed-in user as the server hands it to pages and islands: a slice of the users table, nothing secret. */
export type SessionUser = Pick<User, 'id' | 'email' | 'fullName' | 'avatarUrl'>;

/** The user as the header shows it (the id stays on the server). */
export type HeaderUser = Omit<SessionUser, 'id'> & { staff: boolean };
