import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderPayment } from './provider';
import { paymentSignature } from './signature';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/**
 * The default provider on a fresh machine: issues order ids and, from the in-app test checkout,
 * signs payments exactly as Razorpay does, so the verify and activation code is the real one.
 * Its state lives in memory: a payment made before a restart is not found by reconciliation.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';
  readonly keySecret = randomBytes(32).toString('hex');
  readonly webhookSecret = randomBytes(32).toString('hex');
  private readonly orders = new Map<string, { amount: number; payments: ProviderPayment[] }>();
  /** Every refund issued, as Razorpay would list them (tests count them). */
  readonly refunds: { id: string; paymentId: string; amount: number }[] = [];

  async createOrder(input: Parameters<PaymentProvider['createOrder']>[0]) {
    const orderId = id('order_sbx');
    this.orders.set(orderId, { amount: input.amountPaise, payments: [] });
    return { id: orderId };
  }

  async fetchOrderPayments(providerOrderId: string) {
    return [...(this.orders.get(providerOrderId)?.payments ?? [])];
  }

  async refund(paymentId: string, amountPaise: number) {
    for (const order of this.orders.values()) {
      const payment = order.payments.find((p) => p.id === paymentId);
      // As Razorpay: a payment is refunded once (unknown ones, from before a restart, pass).
      if (payment?.status === 'refunded') throw new Error('Payment not refundable');
      if (payment) payment.status = 'refunded';
    }
    const refund = { id: id('rfnd_sbx'), paymentId, amount: amountPaise };
    this.refunds.push(refund);
    return { id: refund.id };
  }

  /** The test checkout's Pay or Fail: records the attempt; Pay returns the signed callback. */
  pay(providerOrderId: string, outcome: 'pay' | 'fail') {
    const order = this.orders.get(providerOrderId);
    if (!order) return null;
    const payment: ProviderPayment = {
      id: id('pay_sbx'),
      orderId: providerOrderId,
      status: outcome === 'pay' ? 'captured' : 'failed',
      amount: order.amount,
    };
    order.payments.push(payment);
    return {
      payment,
      callback: {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: paymentSignature(providerOrderId, payment.id, this.keySecret),
      },
    };
  }
}
