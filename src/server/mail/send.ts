import type { Config } from '../config';
import type { Db } from '../db/client';
import { devMailbox } from '../db/schema';
import { log } from '../errors';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type MailResult = { delivered: 'provider' | 'dev-mailbox' };

export class MailError extends Error {
  override name = 'MailError';
}

/**
 * Sends one email. With EMAIL_API_KEY set it posts to the HTTP email API (Resend-compatible JSON);
 * without it the message is stored in the dev mailbox table, readable at /dev/mailbox when running locally.
 */
export async function sendMail(
  deps: { config: Config; db: Db; fetcher?: typeof fetch; requestId?: string },
  msg: MailMessage,
): Promise<MailResult> {
  const { config, db } = deps;
  if (config.EMAIL_API_KEY) {
    const res = await (deps.fetcher ?? fetch)(config.EMAIL_API_URL ?? 'https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.EMAIL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: config.EMAIL_FROM ?? 'Oasis Peptide Lab <no-reply@oasispeptidelab.com>', ...msg }),
    });
    if (!res.ok) throw new MailError(`Email provider answered ${res.status}`);
    return { delivered: 'provider' };
  }
  await db.insert(devMailbox).values({ id: crypto.randomUUID(), ...msg });
  log({ requestId: deps.requestId ?? 'none' }, 'info', 'email stored in dev mailbox', { to: msg.to, subject: msg.subject });
  return { delivered: 'dev-mailbox' };
}
