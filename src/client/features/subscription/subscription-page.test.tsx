import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CreatedOrder } from '@/shared/schemas/payments';
import type { CurrentSubscription } from '@/shared/schemas/subscription';
import { renderApp } from '@/client/test/render';
import { buildCredits, buildSession, recordRequests, server } from '@/client/test/server';

const requests = recordRequests();
const order = (provider: CreatedOrder['provider'] = 'sandbox'): CreatedOrder => ({
  orderId: 'order_sbx_1',
  key: 'rzp_test_sandbox',
  amount: 74_900,
  currency: 'INR',
  provider,
  description: 'Major plan, 3 months',
  prefill: { name: 'Arjun', email: 'cadet@example.com', contact: '' },
});
const free: CurrentSubscription = { subscription: null, upcoming: null, canPurchase: true };
const major: CurrentSubscription = {
  subscription: {
    id: 's1',
    planId: 'major',
    planName: 'Major',
    status: 'active',
    startsAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2027-02-01T00:00:00.000Z',
    amount: 749,
    currency: 'INR',
  },
  upcoming: null,
  canPurchase: false,
};

function signedIn(state: { current: CurrentSubscription }) {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/subscription', () => HttpResponse.json(state.current)),
    http.get('*/api/credits', () =>
      HttpResponse.json(
        state.current.subscription
          ? buildCredits({ hasUnlimited: true, hasActivePlan: true, planName: 'Major' })
          : buildCredits(),
      ),
    ),
  );
}
const card = (name: string) => screen.getByRole('group', { name });

describe('Subscription page', () => {
  it('shows five plans; buying Major through the test checkout activates it and shows Unlimited', async () => {
    const state = { current: free };
    signedIn(state);
    server.use(
      http.post('*/api/payments/orders', () => HttpResponse.json(order(), { status: 201 })),
      http.post('*/api/payments/sandbox/checkout', () =>
        HttpResponse.json({
          outcome: 'pay',
          callback: {
            razorpay_order_id: 'order_sbx_1',
            razorpay_payment_id: 'pay_sbx_1',
            razorpay_signature: 'ab12',
          },
        }),
      ),
      http.post('*/api/payments/verify', () => {
        state.current = major;
        return HttpResponse.json({ status: 'paid', subscription: major.subscription });
      }),
    );
    const { user } = renderApp('/subscription');
    await screen.findByRole('group', { name: 'Major' }, { timeout: 5000 });
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(
      within(card('Cadet')).getByRole('button', { name: 'Current Plan: Cadet' }),
    ).toBeDisabled();
    expect(within(card('Major')).getByText('BEST VALUE')).toBeInTheDocument();
    expect(within(card('Major')).getByText('₹999')).toBeInTheDocument();
    expect(
      screen.getByText(
        'All plans include our core AI-powered assessment tools and personalized feedback.',
      ),
    ).toBeInTheDocument();

    await user.click(within(card('Major')).getByRole('button', { name: 'Subscribe: Major' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(within(dialog).getByText('Test mode: no real money moves')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹749' }));

    expect(await screen.findByText('Subscription activated successfully!')).toBeInTheDocument();
    const quota = await screen.findByRole('region', { name: 'Quota & Plan' });
    await within(quota).findByText('Unlimited');
    await waitFor(() =>
      expect(
        within(card('Major')).getByRole('button', { name: 'Current Plan: Major' }),
      ).toBeDisabled(),
    );
    expect(within(card('General')).getByRole('button', { name: /General/ })).toBeDisabled();
    const orderRequest = requests.find((r) => r.url.endsWith('/api/payments/orders'));
    expect(await orderRequest!.json()).toEqual({ planId: 'major', planName: 'Major' });
  });

  it('Cancel keeps the free plan with the message; an expired session reads Please login to subscribe', async () => {
    signedIn({ current: free });
    let calls = 0;
    server.use(
      http.post('*/api/payments/orders', () =>
        ++calls === 1
          ? HttpResponse.json(order(), { status: 201 })
          : HttpResponse.json(
              { error: { code: 'unauthorized', message: 'Please sign in.' } },
              { status: 401 },
            ),
      ),
    );
    const { user } = renderApp('/subscription');
    await screen.findByRole('group', { name: 'Major' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Subscribe: Lieutenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Failed to create subscription: Payment cancelled'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/api/payments/verify'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Subscribe: General' }));
    expect(await screen.findByText('Please login to subscribe')).toBeInTheDocument();
  });

  it('says when Razorpay Checkout cannot load', async () => {
    signedIn({ current: free });
    server.use(
      http.post('*/api/payments/orders', () =>
        HttpResponse.json(order('razorpay'), { status: 201 }),
      ),
    );
    const { user } = renderApp('/subscription');
    await screen.findByRole('group', { name: 'Major' }, { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Subscribe: Major' }));
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.querySelector('script[src="https://checkout.razorpay.com/v1/checkout.js"]');
      expect(script).not.toBeNull();
    });
    script!.dispatchEvent(new Event('error'));
    expect(
      await screen.findByText(
        'Razorpay SDK failed to load. Please check your internet connection.',
      ),
    ).toBeInTheDocument();
  });
});
