import { api } from '@/client/lib/api-client';
import type {
  ConsolePaymentRow,
  PaymentEventRow,
  PaymentsPage,
  ReconcileResult,
  RefundInput,
} from '@/shared/schemas/console-payments';

/** The console's Payments (server: console/console.payments.routes.ts). */
const base = '/api/admin/console/payments';

export const paymentKeys = {
  all: ['console', 'payments'] as const,
  list: (status: string | undefined, email: string, page: number) =>
    [...paymentKeys.all, 'list', status ?? 'all', email, page] as const,
  one: (id: string) => [...paymentKeys.all, 'one', id] as const,
  events: () => [...paymentKeys.all, 'events'] as const,
};

const qs = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const str = s.toString();
  return str ? `?${str}` : '';
};

export const paymentsApi = {
  list: (p: { status?: string; email?: string; page: number; pageSize: number }) =>
    api.get<PaymentsPage>(`${base}${qs(p)}`),
  one: (id: string) =>
    api.get<{ payment: ConsolePaymentRow; events: PaymentEventRow[] }>(`${base}/${id}`),
  events: () => api.get<{ events: PaymentEventRow[] }>(`${base}/events`),
  reconcileAll: () => api.post<ReconcileResult>(`${base}/reconcile`),
  reconcile: (id: string) =>
    api.post<{ outcome: string; payment: ConsolePaymentRow }>(`${base}/${id}/reconcile`),
  refund: (id: string, body: RefundInput) =>
    api.post<{ refundId: string | null; payment: ConsolePaymentRow }>(`${base}/${id}/refund`, body),
};

export const STATUS_LABELS: Record<ConsolePaymentRow['status'], string> = {
  created: 'Open',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
};
