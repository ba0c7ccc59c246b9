import type { MailMessage } from '../../integrations/mail';
import { INTERVIEW_FEE_RUPEES, type InterviewStatus } from '@/shared/interviews';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The slot's instant in the candidate's zone when known, else India's. */
export function formatSlot(startsAt: Date, timeZone: string | null): string {
  const zone = timeZone || 'Asia/Kolkata';
  try {
    const when = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(startsAt);
    return `${when} (${zone})`;
  } catch {
    // An unknown zone in a profile: India's time, which is the slots' own.
    return zone === 'Asia/Kolkata' ? startsAt.toISOString() : formatSlot(startsAt, null);
  }
}

function mail(to: string, name: string, subject: string, lines: string[]): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject,
    text: `${greeting}\n\n${lines.join('\n\n')}\n`,
    html: [greeting, ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

export interface MailTarget {
  email: string;
  name: string;
  timeZone: string | null;
  interviewerName: string;
  startsAt: Date;
}

const STATUS_LINES: Record<Exclude<InterviewStatus, 'pending'>, (when: string) => string[]> = {
  approved: (when) => [
    `Your mock interview on ${when} has been approved.`,
    'You can join from the Interview page 15 minutes before it starts.',
  ],
  confirmed: (when) => [
    `Your mock interview on ${when} is confirmed.`,
    'You can join from the Interview page 15 minutes before it starts. Keep your PIQ form at hand.',
  ],
  rejected: (when) => [
    `We are sorry: your mock interview on ${when} could not go ahead and has been cancelled.`,
    'If you paid for it, the full amount is being refunded to your original payment method (5–7 working days). You can book another time from the Interview page.',
  ],
  completed: (when) => [
    `Your mock interview on ${when} is marked as completed. Thank you for taking it.`,
  ],
};

export function bookedMail(t: MailTarget): MailMessage {
  const when = formatSlot(t.startsAt, t.timeZone);
  return mail(t.email, t.name, `Mock interview booked with ${t.interviewerName}`, [
    `Your mock interview with ${t.interviewerName} on ${when} is booked and waiting for the interviewer's confirmation.`,
    'You will get another mail when it is confirmed.',
  ]);
}

export function statusMail(
  t: MailTarget,
  status: Exclude<InterviewStatus, 'pending'>,
): MailMessage {
  const when = formatSlot(t.startsAt, t.timeZone);
  const subjects = {
    approved: 'approved',
    confirmed: 'confirmed',
    rejected: 'cancelled',
    completed: 'completed',
  } as const;
  return mail(
    t.email,
    t.name,
    `Mock interview ${subjects[status]}: ${t.interviewerName}`,
    STATUS_LINES[status](when),
  );
}

export const SLOT_LOST_REFUND_MESSAGE = `This slot was booked by someone else while your payment was in progress. Your payment of ₹${INTERVIEW_FEE_RUPEES} is being refunded; please pick another time.`;

export function slotLostRefundMail(t: {
  email: string;
  name: string;
  interviewerName: string;
}): MailMessage {
  return mail(t.email, t.name, `Refund: your mock interview payment of ₹${INTERVIEW_FEE_RUPEES}`, [
    `The interview slot with ${t.interviewerName} you paid for was booked by someone else while your payment was in progress, so no interview was booked.`,
    `Your payment of ₹${INTERVIEW_FEE_RUPEES} has been refunded to your original payment method (5–7 working days). Please pick another time on the Interview page.`,
  ]);
}
