import { api } from '@/client/lib/api-client';
import type { ConsoleUserDetail, PlanChange } from '@/shared/schemas/console-users';
import type { Subscription } from '@/shared/schemas/subscription';

/** The Users section's account calls (server: console.routes.ts and console.users.routes.ts). */
const base = '/api/admin/console/users';

export const userKeys = {
  all: ['console', 'user'] as const,
  one: (id: string) => [...userKeys.all, id] as const,
};

export const usersApi = {
  detail: (id: string) => api.get<ConsoleUserDetail>(`${base}/${encodeURIComponent(id)}`),
  changePlan: (userId: string, subscriptionId: string, body: PlanChange) =>
    api.post<{ subscription: Subscription }>(
      `${base}/${encodeURIComponent(userId)}/subscriptions/${subscriptionId}`,
      body,
    ),
  resendVerification: (userId: string) =>
    api.post<{ sent: true; email: string }>(
      `${base}/${encodeURIComponent(userId)}/resend-verification`,
    ),
};
