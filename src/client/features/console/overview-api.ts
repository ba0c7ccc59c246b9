import { api } from '@/client/lib/api-client';
import type { Overview } from '@/shared/schemas/console-overview';

/** The console's Overview (server: console/console.overview.routes.ts). */
export const overviewKeys = { all: ['console', 'overview'] as const };

export const overviewQuery = {
  queryKey: overviewKeys.all,
  queryFn: () => api.get<Overview>('/api/admin/console/overview'),
};

export const formatRupees = (paise: number) =>
  `${paise < 0 ? '−' : ''}₹${Math.abs(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** '2026-11-25' → '25 Nov' (the date is already the IST day; no zone conversion). */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
