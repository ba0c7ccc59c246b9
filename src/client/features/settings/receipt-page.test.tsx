import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Receipt } from '@/shared/schemas/payments';
import { renderApp } from '@/client/test/render';
import { buildSession, server } from '@/client/test/server';

const receipt: Receipt = {
  id: '0b6c2f4e-7a1d-4b8e-9c3f-2d5e6f7a8b9c',
  orderId: 'order_Q1w2E3r4T5y6U7',
  paymentId: 'pay_A1s2D3f4G5h6J7',
  purpose: 'plan',
  planId: 'major',
  planName: 'Major plan',
  amount: 74_900,
  currency: 'INR',
  status: 'paid',
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: '2026-11-24T10:01:00.000Z',
  customer: { name: 'Arjun Singh', email: 'cadet@example.com' },
  taxableAmount: 63_475,
  gstAmount: 11_425,
  gstRatePercent: 18,
};

describe('Settings → Subscription Details → receipt', () => {
  it('lists the payment and opens its printable receipt with the GST line', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/profile', () =>
        HttpResponse.json({ fullName: 'Arjun Singh', email: 'cadet@example.com', phone: '' }),
      ),
      http.get('*/api/subscription', () =>
        HttpResponse.json({ subscription: null, upcoming: null, canPurchase: true }),
      ),
      http.get('*/api/payments', () => HttpResponse.json({ payments: [receipt] })),
      http.get(`*/api/payments/${receipt.id}/receipt`, () => HttpResponse.json(receipt)),
    );
    const { user, router } = renderApp('/settings');
    const list = await screen.findByRole('list', { name: 'Payments' }, { timeout: 5000 });
    expect(within(list).getByText('₹749')).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'Receipt' }));
    await screen.findByRole('heading', { name: 'Payment receipt' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(`/settings/receipts/${receipt.id}`);
    expect(screen.getByText('order_Q1w2E3r4T5y6U7')).toBeInTheDocument();
    expect(screen.getByText('pay_A1s2D3f4G5h6J7')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'GST (18%) ₹114.25' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total paid ₹749' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
