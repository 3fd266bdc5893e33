// The local dev mailbox as tests read it.
import { desc, eq } from 'drizzle-orm';
import { devMailbox, type DevMail } from '../server/db/schema';
import { db } from './db';

/** The newest stored email to an address, waiting briefly for work that runs after the response. */
export async function latestMail(to: string, { timeoutMs = 3000 } = {}): Promise<DevMail | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db().select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt)).limit(1);
    if (rows[0] || Date.now() > deadline) return rows[0] ?? null;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function mailCount(to: string): Promise<number> {
  return (await db().select().from(devMailbox).where(eq(devMailbox.to, to))).length;
}

/** The first link in a message's text that goes to `path`, as a path plus query. */
export function linkIn(mail: DevMail, path: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!url) throw new Error(`no ${path} link in "${mail.subject}"`);
  return url.pathname + url.search;
}
