import { loadScript } from '@/client/lib/load-script';
import type { CreatedOrder, VerifyPaymentInput } from '@/shared/schemas/payments';

/** How a checkout ended: paid (with the callback to verify), failed, or closed by the user. */
export type CheckoutResult =
  | { kind: 'paid'; callback: VerifyPaymentInput }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** Spec part 2 §7: the payment theme colour. */
export const CHECKOUT_THEME = '#2563eb';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (res: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/**
 * Loads Razorpay's Checkout script on demand, only from the pages that pay (never in the landing
 * or app-shell bundle). Resolves false when it cannot load.
 */
export function loadRazorpayScript(src = CHECKOUT_SCRIPT): Promise<boolean> {
  return loadScript(src, () => Boolean(window.Razorpay));
}

/**
 * Opens Razorpay Checkout for an order. A failed attempt keeps the modal open for a retry; the
 * result is settled when the customer pays or closes it.
 */
export function openRazorpayCheckout(
  order: CreatedOrder,
  productName: string,
): Promise<CheckoutResult> {
  return new Promise((resolve) => {
    let lastFailure: string | null = null;
    const Razorpay = window.Razorpay!;
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: productName,
      description: order.description,
      order_id: order.orderId,
      prefill: order.prefill,
      theme: { color: CHECKOUT_THEME },
      handler: (res: VerifyPaymentInput) => resolve({ kind: 'paid', callback: res }),
      modal: {
        ondismiss: () =>
          resolve(lastFailure ? { kind: 'failed', message: lastFailure } : { kind: 'dismissed' }),
      },
    });
    checkout.on('payment.failed', (res) => {
      lastFailure = res.error?.description ?? 'The payment failed.';
    });
    checkout.open();
  });
}
