import { company } from '../../content/company';
import { cleanLine } from '../../lib/clean-text';
import type { MailMessage } from '../mail/send';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const NAME_MAX = 40;

/**
 * A visitor-chosen name as it may appear in an email to any address: one clean line, no URLs, schemes or anything a
 * mail client would turn into a link (domains, emails), no markup characters, at most 40 characters; null if nothing is left.
 */
export function greetingNameFrom(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = cleanLine(name)
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ') // scheme://…
    .replace(/\b(?:www\.|mailto:|javascript:|data:|tel:|sms:)\S*/gi, ' ')
    .replace(/\S*@\S*/g, ' ') // emails
    .replace(/\S*[a-z0-9-]\.[a-z]{2,}\S*/gi, ' ') // bare domains such as evil.example
    .replace(/[<>"'`\\/{}[\]|^~:;=]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return null;
  return cleaned.length <= NAME_MAX ? cleaned : `${cleaned.slice(0, NAME_MAX - 1).trimEnd()}…`;
}

export type Body = {
  to: string;
  subject: string;
  greetingName: string | null;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
};

/** One layout for every account email: plain text first, and a simple HTML twin with the same words. */
export function compose({ to, subject, greetingName, paragraphs, action, footer }: Body): MailMessage {
  const name = greetingNameFrom(greetingName);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    footer,
    '',
    `${company.name}`,
    `${company.address.locality}, ${company.address.city}`,
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f4ee;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:14px;padding:28px">
<p style="font-weight:800;font-size:18px;margin:0 0 20px">${escapeHtml(company.name)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div>
</body></html>`;
  return { to, subject, text, html };
}

/** The link to confirm a new account's address. */
export function verificationEmail({ to, fullName, url }: { to: string; fullName: string | null; url: string }): MailMessage {
  return compose({
    to,
    subject: `Verify your email for ${company.name}`,
    greetingName: fullName,
    paragraphs: [
      `Thank you for creating an account with ${company.name}. Please confirm that this is your email address.`,
      'This link can be used once and expires in 24 hours.',
    ],
    action: { label: 'Verify email address', url },
    footer: 'If you did not create an account, you can ignore this email: nothing happens without the link.',
  });
}

/** The link to choose a new password. */
export function passwordResetEmail({ to, fullName, url }: { to: string; fullName: string | null; url: string }): MailMessage {
  return compose({
    to,
    subject: `Reset your ${company.name} password`,
    greetingName: fullName,
    paragraphs: [
      'We received a request to reset the password for your account. Choose a new password with the link below.',
      'This link can be used once and expires in 1 hour. Resetting your password signs you out on every other device.',
    ],
    action: { label: 'Choose a new password', url },
    footer: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function accountExistsEmail({
  to,
  fullName,
  signInUrl,
  resetUrl,
}: {
  to: string;
  fullName: string | null;
  signInUrl: string;
  resetUrl: string;
}) {
  return compose({
    to,
    subject: `You already have an account with ${company.name}`,
    greetingName: fullName,
    paragraphs: [
      'Someone, probably you, tried to create an account with this email address, but you already have one.',
      `Sign in at ${signInUrl}. If you have forgotten your password, you can reset it at ${resetUrl}.`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footer: 'If this was not you, you can ignore this email: your account has not changed.',
  });
}
