import type { MailMessage } from './mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your email for SSB Prep',
    text: `Welcome to SSB Prep!\n\nVerify your email address to start practising:\n${url}\n\nIf you did not sign up, ignore this mail.`,
    html: `<p>Welcome to SSB Prep!</p><p><a href="${escapeHtml(url)}">Verify your email address</a> to start practising.</p><p>If you did not sign up, ignore this mail.</p>`,
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your SSB Prep password',
    text: `Someone asked to reset the password of your SSB Prep account.\n\nChoose a new password (the link works once, for 1 hour):\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your SSB Prep account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works once, for 1 hour).</p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}
