import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentSubscription } from '@/shared/schemas/subscription';
import type { PaymentList } from '@/shared/schemas/payments';
import { apiPaths } from '@/client/lib/paths';
import { api } from './api-client';

/** The plan state, shared by Settings and the Subscription page (refetched after a payment). */
export const subscriptionKeys = {
  current: ['subscription'] as const,
  payments: ['payments'] as const,
};

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionKeys.current,
  queryFn: ({ signal }) => api.get<CurrentSubscription>(apiPaths.subscription, { signal }),
});

export const paymentsQueryOptions = queryOptions({
  queryKey: subscriptionKeys.payments,
  queryFn: ({ signal }) => api.get<PaymentList>(apiPaths.payments, { signal }),
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}

/** Money in paise as rupees, e.g. 74900 → ₹749 (₹749.50 keeps its paise). */
export function formatPaise(paise: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}
