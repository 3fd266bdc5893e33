import type { Config } from '../config';
import { claimDigestEnquiries, releaseStaleDigestClaims, setStaffNotice, settleDigest } from '../db/enquiries';
import type { Db } from '../db/client';
import type { Enquiry } from '../db/schema';
import { consumeRateLimit, releaseRateLimit, type LimiterEnv } from '../rate-limit';
import { sendMail } from '../mail/send';

type NotifyDeps = { db: Db; config: Config; siteUrl: string; fetcher?: typeof fetch };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const sentFrom = (enquiry: Enquiry) =>
  enquiry.channel === 'chat' ? `${enquiry.sourcePath} (AI Assistant chat handoff)` : enquiry.sourcePath;

/** Emails STAFF_EMAIL about a new enquiry (through the mail provider, or the dev mailbox locally); no-op when unset. */
export async function notifyStaff(deps: NotifyDeps, enquiry: Enquiry) {
  const to = deps.config.STAFF_EMAIL;
  if (!to) return false;
  const link = `${deps.siteUrl}/admin/enquiries/${enquiry.id}`;
  const lines: [string, string][] = [
    ['From', `${enquiry.firstName} ${enquiry.lastName}`],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone ?? '-'],
    ['Subject', enquiry.subject],
    ['Sent from', sentFrom(enquiry)],
  ];
  const text = [...lines.map(([k, v]) => `${k}: ${v}`), '', enquiry.message, '', `Open in the staff inbox: ${link}`].join('\n');
  const html = [
    '<table>',
    ...lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open in the staff inbox</a></p>`,
  ].join('\n');
  await sendMail(deps, { to, subject: `New enquiry: ${enquiry.subject}`, text, html });
  return true;
}

/** The hourly budget of single staff emails (STAFF_EMAILS_PER_HOUR); the key names it, so a new value starts afresh. */
const singleEmailBudget = (config: Config) => ({
  key: `staff-email:single:${config.STAFF_EMAILS_PER_HOUR}`,
  limit: config.STAFF_EMAILS_PER_HOUR,
  windowSeconds: 3600,
});
/** At most one digest an hour. */
const DIGEST_BUDGET = { key: 'staff-email:digest', limit: 1, windowSeconds: 3600 };
/** How many enquiries a digest lists one by one; the rest are counted, all of them are in the inbox. */
export const DIGEST_LISTED = 50;

/**
 * Tells staff about a new enquiry: its own email while this hour's budget of single emails lasts (atomically counted
 * by the RateLimiter Durable Object), otherwise it waits for the next hourly digest (sendStaffDigest, run by the cron).
 * A flood of enquiries therefore costs staff a few emails and one digest an hour, and nothing goes unreported.
 */
export async function noticeStaff(deps: NotifyDeps & { env: LimiterEnv }, enquiry: Enquiry): Promise<'sent' | 'digest' | 'none'> {
  if (!deps.config.STAFF_EMAIL) return 'none';
  const budget = singleEmailBudget(deps.config);
  const hit = await consumeRateLimit(deps.env, budget);
  if (!hit.ok) {
    await setStaffNotice(deps.db, { id: enquiry.id, notice: 'digest' });
    return 'digest';
  }
  try {
    await notifyStaff(deps, enquiry);
  } catch (error) {
    // Not sent: it goes into the digest instead, and the single email's place in the budget is given back.
    await releaseRateLimit(deps.env, { key: budget.key, hit: hit.hit });
    await setStaffNotice(deps.db, { id: enquiry.id, notice: 'digest' });
    throw error;
  }
  await setStaffNotice(deps.db, { id: enquiry.id, notice: 'sent' });
  return 'sent';
}

/**
 * The cron's digest: every enquiry waiting for one, in a single email, at most once an hour. Returns how many it
 * reported (0 when none wait, when this hour's digest was already sent, or without STAFF_EMAIL).
 */
export async function sendStaffDigest(deps: NotifyDeps & { env: LimiterEnv; now?: number }): Promise<{ reported: number }> {
  const to = deps.config.STAFF_EMAIL;
  if (!to) return { reported: 0 };
  const now = deps.now ?? Date.now();
  await releaseStaleDigestClaims(deps.db, { staleBefore: now - 15 * 60_000 });
  const claim = `${now}:${crypto.randomUUID()}`;
  const waiting = await claimDigestEnquiries(deps.db, { claim });
  if (!waiting.length) return { reported: 0 };
  const hit = await consumeRateLimit(deps.env, { ...DIGEST_BUDGET, now });
  if (!hit.ok) {
    await settleDigest(deps.db, { claim, sent: false });
    return { reported: 0 };
  }
  const inbox = `${deps.siteUrl}/admin/enquiries`;
  const listed = waiting.slice(0, DIGEST_LISTED);
  const more = waiting.length - listed.length;
  const line = (e: Enquiry) =>
    `${new Date(e.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC: ${e.subject} (${e.firstName} ${e.lastName}, ${sentFrom(e)})`;
  const subject = `${waiting.length} new ${waiting.length === 1 ? 'enquiry' : 'enquiries'} (hourly digest)`;
  const intro = `More enquiries arrived than the ${deps.config.STAFF_EMAILS_PER_HOUR} single emails an hour we send, so these are listed together.`;
  const text = [
    intro,
    '',
    ...listed.map((e) => `- ${line(e)}\n  ${deps.siteUrl}/admin/enquiries/${e.id}`),
    ...(more ? ['', `…and ${more} more.`] : []),
    '',
    `Open the staff inbox: ${inbox}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...listed.map((e) => `<li><a href="${escapeHtml(`${deps.siteUrl}/admin/enquiries/${e.id}`)}">${escapeHtml(line(e))}</a></li>`),
    '</ul>',
    ...(more ? [`<p>…and ${more} more.</p>`] : []),
    `<p><a href="${escapeHtml(inbox)}">Open the staff inbox</a></p>`,
  ].join('\n');
  try {
    await sendMail(deps, { to, subject, text, html });
  } catch (error) {
    await releaseRateLimit(deps.env, { key: DIGEST_BUDGET.key, hit: hit.hit });
    await settleDigest(deps.db, { claim, sent: false });
    throw error;
  }
  await settleDigest(deps.db, { claim, sent: true });
  return { reported: waiting.length };
}
