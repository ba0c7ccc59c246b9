import type { Env } from '../../env';
import { RazorpayProvider } from './razorpay.provider';
import { SandboxProvider } from './sandbox.provider';

export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
}

/**
 * A card payment provider that speaks Razorpay's protocol (docs/decisions/004-payments.md). Both
 * implementations sign with the same HMAC-SHA256 scheme, so verification code is shared.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key id the browser's checkout needs. */
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, amountPaise: number): Promise<{ id: string }>;
}

/**
 * PAYMENTS wins; otherwise Razorpay when its keys are set, else the sandbox outside production.
 * In production without keys there is no provider: buying answers 503 rather than giving plans away.
 */
export function createPaymentProvider(env: Env): PaymentProvider | null {
  const choice =
    env.PAYMENTS ??
    (env.RAZORPAY_KEY_ID ? 'razorpay' : env.NODE_ENV === 'production' ? null : 'sandbox');
  if (choice === 'razorpay') {
    return new RazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
      baseUrl: env.RAZORPAY_API_BASE_URL,
    });
  }
  return choice === 'sandbox' ? new SandboxProvider() : null;
}
