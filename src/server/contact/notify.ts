import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Enquiry } from '../db/schema';
import { sendMail } from '../mail/send';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Emails STAFF_EMAIL about a new enquiry (through the mail provider, or the dev mailbox locally); no-op when unset. */
export async function notifyStaff(deps: { db: Db; config: Config; siteUrl: string; fetcher?: typeof fetch }, enquiry: Enquiry) {
  const to = deps.config.STAFF_EMAIL;
  if (!to) return false;
  const link = `${deps.siteUrl}/admin/enquiries/${enquiry.id}`;
  const lines: [string, string][] = [
    ['From', `${enquiry.firstName} ${enquiry.lastName}`],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone ?? '-'],
    ['Subject', enquiry.subject],
    ['Sent from', enquiry.channel === 'chat' ? `${enquiry.sourcePath} (AI Assistant chat handoff)` : enquiry.sourcePath],
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
