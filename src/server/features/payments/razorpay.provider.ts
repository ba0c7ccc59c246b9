import Razorpay from 'razorpay';
import type { PaymentProvider, ProviderPayment } from './provider';

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  status: ProviderPayment['status'];
  amount: number | string;
}

/** Orders, payments and refunds through the official SDK. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly client: Razorpay;

  constructor(opts: { keyId: string; keySecret: string; webhookSecret: string; baseUrl?: string }) {
    this.keyId = opts.keyId;
    this.keySecret = opts.keySecret;
    this.webhookSecret = opts.webhookSecret;
    this.client = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
    if (opts.baseUrl) {
      // The SDK hard-codes https://api.razorpay.com; tests point its axios instance elsewhere.
      (
        this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
      ).api.rq.defaults.baseURL = opts.baseUrl.replace(/\/$/, '');
    }
  }

  async createOrder(input: Parameters<PaymentProvider['createOrder']>[0]) {
    const order = await this.client.orders.create({
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes,
    });
    return { id: order.id };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const res = (await this.client.orders.fetchPayments(providerOrderId)) as unknown as {
      items: RazorpayPaymentEntity[];
    };
    return res.items.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      status: p.status,
      amount: Number(p.amount),
    }));
  }

  async refund(paymentId: string, amountPaise: number) {
    const refund = await this.client.payments.refund(paymentId, { amount: amountPaise });
    return { id: refund.id };
  }
}
