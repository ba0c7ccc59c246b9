import type { MailMessage } from '../../integrations/mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

export function planExpiryMail(
  to: string,
  name: string,
  planName: string,
  expiresAt: Date,
): MailMessage {
  const when = day.format(expiresAt);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `Your ${planName} plan expires on ${when}`,
    text: `${greeting}\n\nYour SSB Prep ${planName} plan expires on ${when}. Renew it from the Subscription page to keep unlimited practice; a renewal starts when the current plan ends, so no day is lost.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your SSB Prep <strong>${escapeHtml(planName)}</strong> plan expires on ${escapeHtml(when)}.</p><p>Renew it from the Subscription page to keep unlimited practice; a renewal starts when the current plan ends, so no day is lost.</p>`,
  };
}
