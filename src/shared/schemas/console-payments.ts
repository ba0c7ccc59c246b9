import { z } from 'zod';
import type { ConsoleOrderRow } from './console-users';

import { ORDER_STATUSES } from '../plans';

export { ORDER_STATUSES };

/** GET /api/admin/console/payments: orders newest first, by status and/or email. */
export const paymentsQuerySchema = z
  .object({
    status: z
      .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })
      .optional(),
    email: z.string().trim().max(254).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/** POST …/payments/:id/refund: the admin's reason goes to the audit row. */
export const refundInputSchema = z
  .object({ reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(500) })
  .strict();
export type RefundInput = z.infer<typeof refundInputSchema>;

export interface ConsolePaymentRow extends ConsoleOrderRow {
  userId: string;
  userEmail: string;
  /** The plan's name or "Mock interview". */
  item: string;
}
export interface PaymentEventRow {
  id: string;
  type: string;
  providerOrderId: string | null;
  receivedAt: string;
}
export interface PaymentsPage {
  orders: ConsolePaymentRow[];
  counts: Record<(typeof ORDER_STATUSES)[number], number>;
  page: number;
  pageSize: number;
  total: number;
}
export interface ReconcileResult {
  activated: number;
  failed: number;
  expired: number;
  pending: number;
}
