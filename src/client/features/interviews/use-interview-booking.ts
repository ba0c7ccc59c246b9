import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BOOKING_POLL_ATTEMPTS, BOOKING_POLL_INTERVAL_MS } from '@/shared/interviews';

import type { Interviewer, InterviewSlot } from '@/shared/schemas/interviews';
import { SDK_FAILED_MESSAGE, useCheckout } from '@/client/components/checkout/use-checkout';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { creditsKeys } from '@/client/lib/credits';
import { createInterviewOrder, interviewKeys, requestsQuery, verifyInterviewPayment } from './api';

// Spec part 2 §8, verbatim.
export const interviewMessages = {
  interviewers: 'Failed to fetch interviewers.',
  requests: 'Failed to fetch your interview requests.',
  slots: 'Failed to fetch available slots.',
  createFailed: 'Failed to create payment order.',
  sdkFailed: SDK_FAILED_MESSAGE,
  verifyFailed: (message: string) => `Payment verification failed: ${message}`,
  initiateFailed: 'Failed to initiate payment.',
  booked: 'Interview Booked Successfully!',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Booking flow steps 3–4 (spec part 2 §4): create the order (the server holds the slot and sets
 * the price), open the checkout, verify, then poll the request list until the new request shows.
 * Answers 'booked' (clear the selection), 'piq' (show the PIQ prompt) or 'stay'.
 */
export function useInterviewBooking() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { checkout, sandboxOrder, onSandboxResult } = useCheckout();

  async function pollUntilListed(slotId: string) {
    for (let i = 0; i < BOOKING_POLL_ATTEMPTS; i++) {
      const requests = await queryClient.fetchQuery({ ...requestsQuery, staleTime: 0 });
      if (requests.some((r) => r.slot?.id === slotId)) return;
      if (i < BOOKING_POLL_ATTEMPTS - 1) await sleep(BOOKING_POLL_INTERVAL_MS);
    }
  }

  async function booked(interviewer: Interviewer, slot: InterviewSlot) {
    toast.success(interviewMessages.booked);
    await pollUntilListed(slot.id);
    await queryClient.invalidateQueries({ queryKey: interviewKeys.slots(interviewer.id) });
    await queryClient.invalidateQueries({ queryKey: interviewKeys.entitlements() });
  }

  async function book(
    interviewer: Interviewer,
    slot: InterviewSlot,
  ): Promise<'booked' | 'piq' | 'stay'> {
    setBusy(true);
    try {
      let order;
      try {
        order = await createInterviewOrder({ interviewerId: interviewer.id, slotId: slot.id });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'piq_required') return 'piq';
        if (error instanceof ApiError && error.code === 'slot_taken') {
          toast.error(error.message);
          await queryClient.invalidateQueries({ queryKey: interviewKeys.slots(interviewer.id) });
          return 'stay';
        }
        toast.error(interviewMessages.createFailed, {
          description: errorMessage(error, 'Please try again.'),
        });
        return 'stay';
      }
      if (order.included) {
        void booked(interviewer, slot);
        return 'booked';
      }
      if (!order.orderId) {
        toast.error(interviewMessages.createFailed);
        return 'stay';
      }
      const result = await checkout(order);
      if (!result || result.kind === 'dismissed') return 'stay';
      if (result.kind === 'failed') {
        toast.error(interviewMessages.verifyFailed(result.message));
        return 'stay';
      }
      let verified;
      try {
        verified = await verifyInterviewPayment({
          ...result.callback,
          interviewer_id: interviewer.id,
          slot_id: slot.id,
        });
      } catch (error) {
        toast.error(interviewMessages.verifyFailed(errorMessage(error, 'Please try again.')));
        return 'stay';
      }
      if (verified.status === 'refunded') {
        toast.error('Slot no longer available', { description: verified.message });
        await queryClient.invalidateQueries({ queryKey: interviewKeys.slots(interviewer.id) });
        return 'stay';
      }
      void booked(interviewer, slot);
      return 'booked';
    } catch {
      toast.error(interviewMessages.initiateFailed);
      return 'stay';
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
    }
  }

  return { book, busy, sandboxOrder, onSandboxResult };
}
