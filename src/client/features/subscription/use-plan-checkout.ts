import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Plan } from '@/shared/plans';
import type { CreatedOrder, VerifiedPayment } from '@/shared/schemas/payments';
import { apiPaths } from '@/client/lib/paths';
import { ApiError, api, errorMessage } from '@/client/lib/api-client';
import { creditsKeys } from '@/client/lib/credits';
import { subscriptionKeys } from '@/client/lib/subscription';
import { SDK_FAILED_MESSAGE, useCheckout } from '@/client/components/checkout/use-checkout';

// Spec part 2 §8, verbatim.
export const messages = {
  loginRequired: 'Please login to subscribe',
  createFailed: (message: string) => `Failed to create subscription: ${message}`,
  sdkFailed: SDK_FAILED_MESSAGE,
  verifyFailed: 'Payment verification failed',
  activated: 'Subscription activated successfully!',
};

/**
 * Buying a plan: create the order (the server sets the price), open the provider's checkout
 * (Razorpay's script, or the sandbox dialog), verify the signed callback, then refresh the plan
 * state everywhere so the Quota & Plan card shows Unlimited at once.
 */
export function usePlanCheckout() {
  const queryClient = useQueryClient();
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const { checkout, sandboxOrder, onSandboxResult } = useCheckout();

  async function buy(plan: Plan) {
    setPendingPlanId(plan.id);
    try {
      let order: CreatedOrder;
      try {
        order = await api.post<CreatedOrder>(
          apiPaths.paymentOrders,
          { planId: plan.id, planName: plan.name },
          { allowUnauthorized: true },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) toast.error(messages.loginRequired);
        else toast.error(messages.createFailed(errorMessage(error, 'Please try again.')));
        return;
      }
      const result = await checkout(order);
      if (!result) return;
      if (result.kind === 'dismissed') {
        toast.error(messages.createFailed('Payment cancelled'));
        return;
      }
      if (result.kind === 'failed') {
        toast.error(messages.verifyFailed, { description: result.message });
        return;
      }
      try {
        await api.post<VerifiedPayment>(apiPaths.paymentVerify, result.callback, {
          allowUnauthorized: true,
        });
      } catch {
        toast.error(messages.verifyFailed);
        return;
      }
      toast.success(messages.activated);
    } finally {
      setPendingPlanId(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.current }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.payments }),
      ]);
    }
  }

  return { buy, pendingPlanId, sandboxOrder, onSandboxResult };
}
