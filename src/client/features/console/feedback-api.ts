import { api } from '@/client/lib/api-client';

/** The console's Feedback inbox API (server: console/console.feedback.routes.ts). */
const base = '/api/admin/console/feedback';

export type InboxStatus = 'open' | 'handled' | 'all';
export interface InboxItem {
  id: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  userId: string;
  email: string | null;
  name: string | null;
}
export interface InboxPage {
  feedback: InboxItem[];
  total: number;
  open: number;
  page: number;
  pageSize: number;
}

export const inboxKeys = { all: ['console', 'feedback'] as const };

export const inboxApi = {
  list: (status: InboxStatus, page: number) =>
    api.get<InboxPage>(`${base}?status=${status}&page=${page}`),
  mark: (id: string, handled: boolean) =>
    api.post<{ feedback: InboxItem }>(`${base}/${id}/${handled ? 'handled' : 'reopen'}`),
};
