import { z } from 'zod';
import { createdOrderSchema, verifyPaymentInputSchema } from './payments';
import { INTERVIEW_STATUSES } from '../interviews';

export const interviewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  rating: z.number(),
  recommendationsCount: z.number().int(),
  recommendationPlaces: z.array(z.string()),
  specialization: z.string(),
  experienceYears: z.number().int(),
  bio: z.string(),
});
export type Interviewer = z.infer<typeof interviewerSchema>;
export const interviewerListSchema = z.object({ interviewers: z.array(interviewerSchema) });

/** A free slot. slotDate/slotTime are the spec's fields, in the slot's own zone (`timeZone`). */
export const interviewSlotSchema = z.object({
  id: z.string(),
  interviewerId: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;
export const interviewSlotListSchema = z.object({ slots: z.array(interviewSlotSchema) });

export const interviewRequestSchema = z.object({
  id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  /** Present once the request exists; the meeting details themselves come from /join. */
  jitsiRoomName: z.string().nullable(),
  createdAt: z.string(),
  isIncluded: z.boolean(),
  interviewer: interviewerSchema.pick({
    id: true,
    name: true,
    rating: true,
    experienceYears: true,
    recommendationsCount: true,
  }),
  slot: z.object({ id: z.string(), startsAt: z.string(), timeZone: z.string() }).nullable(),
});
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;
export const interviewRequestListSchema = z.object({ requests: z.array(interviewRequestSchema) });

/** POST /api/interviews/orders (spec §7 interview-create-order). The price is the server's. */
export const createInterviewOrderInputSchema = z.object({
  interviewerId: z.uuid({ error: 'interviewerId must be an interviewer id' }),
  slotId: z.uuid({ error: 'slotId must be a slot id' }),
});
export type CreateInterviewOrderInput = z.infer<typeof createInterviewOrderInputSchema>;

/** A checkout to open, or (a plan's included interview) a booking already made at ₹0. */
export const interviewOrderSchema = z.discriminatedUnion('included', [
  createdOrderSchema.extend({ included: z.literal(false) }),
  z.object({
    included: z.literal(true),
    amount: z.literal(0),
    currency: z.string(),
    request: interviewRequestSchema,
  }),
]);
export type InterviewOrder = z.infer<typeof interviewOrderSchema>;

/** POST /api/interviews/verify (spec §7 interview-verify-payment). */
export const verifyInterviewPaymentInputSchema = verifyPaymentInputSchema.extend({
  interviewer_id: z.uuid({ error: 'interviewer_id must be an interviewer id' }),
  slot_id: z.uuid({ error: 'slot_id must be a slot id' }),
});
export type VerifyInterviewPaymentInput = z.infer<typeof verifyInterviewPaymentInputSchema>;

/** Booked; or the slot went to someone else while paying and the payment is refunded. */
export const verifiedInterviewPaymentSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('booked'), request: interviewRequestSchema }),
  z.object({ status: z.literal('refunded'), message: z.string() }),
]);
export type VerifiedInterviewPayment = z.infer<typeof verifiedInterviewPaymentSchema>;
