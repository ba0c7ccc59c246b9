import { z } from 'zod';

/**
 * The console's Users section (issue 17): the forms and the server validate with these same
 * schemas, so a 400 and the form show one message.
 */
/** GET …/users?email=: accounts whose email contains the text. */
export const userSearchSchema = z
  .object({ email: z.string().trim().max(254, 'At most 254 characters').default('') })
  .strict();
export type UserSearch = z.infer<typeof userSearchSchema>;

export const creditGrantSchema = z
  .object({
    testType: z.enum(['wat', 'srt', 'ppdt'], { error: 'testType must be wat, srt or ppdt' }),
    amount: z
      .number({ error: 'amount must be a whole number' })
      .int('amount must be a whole number')
      .min(-1000, 'amount must be between -1000 and 1000')
      .max(1000, 'amount must be between -1000 and 1000')
      .refine((n) => n !== 0, 'amount cannot be 0'),
    reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(500),
  })
  .strict();
export type CreditGrant = z.infer<typeof creditGrantSchema>;

const reasonSchema = z.string().trim().min(3, 'Say why (at least 3 characters)').max(500);
const daysSchema = z
  .number({ error: 'days must be a whole number' })
  .int('days must be a whole number')
  .min(1, 'days must be between 1 and 366')
  .max(366, 'days must be between 1 and 366');
const seenExpiry = z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date-time' });

/** The Users section's plan form: its fields, checked with the same rules as the request. */
export const planChangeFormSchema = z.object({ days: daysSchema, reason: reasonSchema });
export type PlanChangeForm = z.infer<typeof planChangeFormSchema>;

/**
 * Extend a plan by N days, or cancel it. `expiresAt` is the end the admin saw: the change applies
 * only while the plan still ends there, so a double click or a second admin changes it once.
 */
export const planChangeSchema = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('extend'),
        days: daysSchema,
        expiresAt: seenExpiry,
        reason: reasonSchema,
      })
      .strict(),
    z.object({ action: z.literal('cancel'), expiresAt: seenExpiry, reason: reasonSchema }).strict(),
  ],
  { error: 'action must be extend or cancel' },
);
export type PlanChange = z.infer<typeof planChangeSchema>;

/** What the Users section shows of an account: never passwords, TOTP secrets or sessions. */
export interface ConsoleUserSummary {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  role: string;
  createdAt: string;
}
export interface ConsoleLedgerRow {
  id: string;
  testType: string;
  delta: number;
  reason: string;
  note: string | null;
  practiceSessionId: string | null;
  createdAt: string;
}
export interface ConsoleSubscriptionRow {
  id: string;
  planId: string;
  planName: string;
  status: 'active' | 'cancelled' | 'expired';
  startsAt: string;
  expiresAt: string;
  amount: number;
  orderId: string | null;
  /** Active and not yet over: the admin may extend or cancel it. */
  isCurrent: boolean;
}
export interface ConsoleOrderRow {
  id: string;
  provider: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  purpose: 'plan' | 'interview';
  planId: string | null;
  slotRef: string | null;
  amountPaise: number;
  currency: string;
  status: 'created' | 'paid' | 'failed' | 'expired' | 'refunded';
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
}
export interface ConsoleUserDetail {
  user: ConsoleUserSummary;
  credits: {
    credits: Record<'wat' | 'srt' | 'ppdt', number>;
    hasUnlimited: boolean;
    planName: string;
  };
  ledger: ConsoleLedgerRow[];
  subscriptions: ConsoleSubscriptionRow[];
  orders: ConsoleOrderRow[];
}
