import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CreatedOrder } from '@/shared/schemas/payments';
import { PRODUCT_NAME } from '@/client/components/app/logo';
import { loadRazorpayScript, openRazorpayCheckout, type CheckoutResult } from './razorpay-checkout';

export const SDK_FAILED_MESSAGE =
  'Razorpay SDK failed to load. Please check your internet connection.';

/**
 * Opens the provider's checkout for an order: Razorpay's script, or the in-app sandbox dialog
 * (render `<SandboxCheckoutDialog order={sandboxOrder} onResult={onSandboxResult} />`). Resolves
 * with how it ended, or null when Razorpay's script could not load (the user is told).
 */
export function useCheckout() {
  const [sandboxOrder, setSandboxOrder] = useState<CreatedOrder | null>(null);
  const sandboxResolve = useRef<((result: CheckoutResult) => void) | null>(null);

  const onSandboxResult = useCallback((result: CheckoutResult) => {
    setSandboxOrder(null);
    sandboxResolve.current?.(result);
    sandboxResolve.current = null;
  }, []);

  const checkout = useCallback(async (order: CreatedOrder): Promise<CheckoutResult | null> => {
    if (order.provider === 'sandbox') {
      return new Promise((resolve) => {
        sandboxResolve.current = resolve;
        setSandboxOrder(order);
      });
    }
    if (!(await loadRazorpayScript())) {
      toast.error(SDK_FAILED_MESSAGE);
      return null;
    }
    return openRazorpayCheckout(order, PRODUCT_NAME);
  }, []);

  return { checkout, sandboxOrder, onSandboxResult };
}
