import { queryOptions } from '@tanstack/react-query';
import type {
  InterviewOrder,
  InterviewSlot,
  Interviewer,
  InterviewRequest,
  VerifiedInterviewPayment,
  VerifyInterviewPaymentInput,
} from '@/shared/schemas/interviews';
import type { Entitlements } from '@/shared/schemas/subscription';
import { api } from '@/client/lib/api-client';

const base = '/api/interviews';
export const interviewApiPaths = {
  interviewers: `${base}/interviewers`,
  slots: (interviewerId: string) =>
    `${base}/interviewers/${encodeURIComponent(interviewerId)}/slots`,
  requests: `${base}/requests`,
  join: (requestId: string) => `${base}/requests/${encodeURIComponent(requestId)}/join`,
  orders: `${base}/orders`,
  verify: `${base}/verify`,
  piq: '/api/piq',
  entitlements: '/api/subscription/entitlements',
} as const;

export const interviewKeys = {
  all: ['interviews'] as const,
  interviewers: () => [...interviewKeys.all, 'interviewers'] as const,
  requests: () => [...interviewKeys.all, 'requests'] as const,
  slots: (interviewerId: string) => [...interviewKeys.all, 'slots', interviewerId] as const,
  entitlements: () => [...interviewKeys.all, 'entitlements'] as const,
};

/** Whether the user's plan still includes a mock interview (booked at ₹0 by the server). */
export const includedInterviewQuery = queryOptions({
  queryKey: interviewKeys.entitlements(),
  queryFn: async ({ signal }) =>
    (await api.get<Entitlements>(interviewApiPaths.entitlements, { signal })).mockInterviewsLeft >
    0,
});

export const interviewersQuery = queryOptions({
  queryKey: interviewKeys.interviewers(),
  queryFn: async ({ signal }) =>
    (await api.get<{ interviewers: Interviewer[] }>(interviewApiPaths.interviewers, { signal }))
      .interviewers,
});

export const requestsQuery = queryOptions({
  queryKey: interviewKeys.requests(),
  queryFn: async ({ signal }) =>
    (await api.get<{ requests: InterviewRequest[] }>(interviewApiPaths.requests, { signal }))
      .requests,
});

export const slotsQuery = (interviewerId: string) =>
  queryOptions({
    queryKey: interviewKeys.slots(interviewerId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ slots: InterviewSlot[] }>(interviewApiPaths.slots(interviewerId), {
          signal,
        })
      ).slots,
    staleTime: 10_000,
  });

/** Whether the user has submitted a PIQ (booking flow step 1). */
export async function hasPiq(): Promise<boolean> {
  const state = await api.get<{ form: unknown }>(interviewApiPaths.piq);
  return Boolean(state.form);
}

export const createInterviewOrder = (input: { interviewerId: string; slotId: string }) =>
  api.post<InterviewOrder>(interviewApiPaths.orders, input);

export const verifyInterviewPayment = (input: VerifyInterviewPaymentInput) =>
  api.post<VerifiedInterviewPayment>(interviewApiPaths.verify, input);
