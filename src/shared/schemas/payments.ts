import { z } from 'zod';
import { subscriptionSchema } from './subscription';

const paidPlanIds = ['lieutenant', 'major', 'brigadier', 'general'] as const;

/**
 * POST /api/payments/orders (spec part 2 §7 create-subscription). Any price or amount in the body
 * is dropped: the server's plan table decides what is charged.
 */
export const createOrderInputSchema = z.object({
  planId: z.enum(paidPlanIds, {
    error: 'planId must be one of lieutenant, major, brigadier, general',
  }),
  planName: z.string().max(100).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

export const createdOrderSchema = z.object({
  orderId: z.string(),
  key: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** POST /api/payments/verify (spec part 2 §7 verify-payment): the checkout's success callback. */
export const verifyPaymentInputSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInputSchema>;

export const verifiedPaymentSchema = z.object({
  status: z.literal('paid'),
  subscription: subscriptionSchema.nullable(),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** POST /api/payments/sandbox/checkout: the test checkout's Pay or Fail button. */
export const sandboxCheckoutInputSchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['pay', 'fail']),
});
export const sandboxCheckoutResultSchema = z.union([
  z.object({ outcome: z.literal('pay'), callback: verifyPaymentInputSchema }),
  z.object({ outcome: z.literal('fail'), message: z.string() }),
]);
export type SandboxCheckoutResult = z.infer<typeof sandboxCheckoutResultSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  purpose: z.enum(['plan', 'interview']),
  planId: z.string().nullable(),
  planName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'expired', 'refunded']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** GET /api/payments/:id/receipt: amounts in paise; prices include 18% GST. */
export const receiptSchema = paymentSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  taxableAmount: z.number().int(),
  gstAmount: z.number().int(),
  gstRatePercent: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;
