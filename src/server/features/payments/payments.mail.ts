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

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** The operator refunded a plan payment (issue 17): the money and the plan's end. */
export function planRefundedMail(
  to: string,
  name: string,
  planName: string,
  amountPaise: number,
): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const body = `We have refunded your payment of ${rupees(amountPaise)} for the ${planName} plan. The plan it bought has ended. The money reaches your account in 5–7 working days.`;
  return {
    to,
    subject: `Refund of ${rupees(amountPaise)} for your ${planName} plan`,
    text: `${greeting}\n\n${body}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>`,
  };
}
