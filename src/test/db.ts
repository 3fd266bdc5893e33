import { env } from 'cloudflare:test';
import { getDb } from '../server/db/client';

/** The test database (the worker's D1 binding, migrated by apply-migrations.ts), through drizzle. */
export const db = () => getDb(env.DB);
