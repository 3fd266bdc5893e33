import { company } from '../../content/company';
import { compose } from '../auth/emails';
import type { MailMessage } from '../mail/send';

type Named = { to: string; fullName: string | null };

/** Sent to the new address: the link that makes it the sign-in address. */
export function emailChangeVerifyEmail({ to, fullName, url }: Named & { url: string }): MailMessage {
  return compose({
    to,
    subject: `Confirm your new email for ${company.name}`,
    greetingName: fullName,
    paragraphs: [
      `You asked to use this address to sign in to your ${company.name} account. Please open the link below, sign in to your account if asked, and press Confirm.`,
      'This link can be used once and expires in 24 hours. Until you confirm, your account keeps its current address.',
    ],
    action: { label: 'Confirm new email address', url },
    footer: 'If you did not ask for this, you can ignore this email: nothing changes unless the account owner confirms it while signed in.',
  });
}

/** Sent to the current address when a change is asked for, so the owner can act if it was not them. */
export function emailChangeRequestedEmail({ to, fullName, newEmail, accountUrl }: Named & { newEmail: string; accountUrl: string }) {
  return compose({
    to,
    subject: `A change of email address was requested for your ${company.name} account`,
    greetingName: fullName,
    paragraphs: [
      `Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'Nothing changes until the link sent to that address is used: until then you keep signing in with this address.',
      'If this was not you, change your password and sign out your other devices on your account page.',
    ],
    action: { label: 'Open your account', url: accountUrl },
    footer: `If you need help, reply to ${company.privacyEmail}.`,
  });
}

/** Sent to the old address once the new one is confirmed, with a link that undoes the change for 7 days. */
export function emailChangedEmail({ to, fullName, newEmail, undoUrl }: Named & { newEmail: string; undoUrl: string }): MailMessage {
  return compose({
    to,
    subject: `Your ${company.name} email address was changed`,
    greetingName: fullName,
    paragraphs: [
      `Your account now signs in with ${newEmail}. This address no longer signs in to it, and every other device signed in to the account has been signed out.`,
      'If you did not make this change, use the link below within 7 days: it moves the account back to this address, signs everyone out and asks you to choose a new password.',
      `You can also contact us at ${company.privacyEmail}.`,
    ],
    action: { label: 'Undo this change', url: undoUrl },
    footer: 'This is a security notice about your account.',
  });
}

/**
 * Sent to an address that already has an account when someone asks to move another account to it: the request is
 * answered as if it went ahead (no enumeration), and the address's owner is told instead of being sent a link.
 */
export function emailChangeTakenEmail({ to }: { to: string }): MailMessage {
  return compose({
    to,
    subject: `Someone tried to use your email address on ${company.name}`,
    greetingName: null,
    paragraphs: [
      'Someone signed in to another account asked to change its email address to this one. This address already has an account, so nothing has changed and no link was sent.',
      'If it was you, sign in with this address instead. If not, you do not need to do anything.',
    ],
    footer: `If you need help, reply to ${company.privacyEmail}.`,
  });
}

/** Sent when the password is changed or first set. */
export function passwordChangedEmail({ to, fullName, set, accountUrl }: Named & { set: boolean; accountUrl: string }): MailMessage {
  return compose({
    to,
    subject: set ? `A password was added to your ${company.name} account` : `Your ${company.name} password was changed`,
    greetingName: fullName,
    paragraphs: [
      set
        ? 'A password was just added to your account: you can now sign in with your email address and this password.'
        : 'The password for your account was just changed.',
      'Every other device signed in to your account has been signed out.',
      `If this was not you, reset your password now with "Forgot password?" on the sign-in page and contact us at ${company.privacyEmail}.`,
    ],
    action: { label: 'Open your account', url: accountUrl },
    footer: 'This is a security notice about your account.',
  });
}

/** Sent after the account is deleted: what went and what stays. */
export function accountDeletedEmail({ to, fullName, keptEnquiries }: Named & { keptEnquiries: number }): MailMessage {
  return compose({
    to,
    subject: `Your ${company.name} account has been deleted`,
    greetingName: fullName,
    paragraphs: [
      'Your account has been deleted, as you asked: your profile, password, signed-in devices, pending email links and every saved chat conversation are gone.',
      keptEnquiries > 0
        ? `We keep the ${keptEnquiries === 1 ? 'contact enquiry' : `${keptEnquiries} contact enquiries`} you sent us for up to 24 months after it was sent, as our privacy policy explains, and then delete it. Email ${company.privacyEmail} if you want it deleted sooner.`
        : `Contact enquiries sent from this address, if any arrive later, are kept for up to 24 months, as our privacy policy explains.`,
      'You are welcome to create a new account at any time.',
    ],
    footer: 'This is the last email about this account.',
  });
}
