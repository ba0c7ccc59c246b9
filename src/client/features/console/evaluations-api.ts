import { api } from '@/client/lib/api-client';

/** The console's Evaluations API (server: console/console.evaluations.routes.ts). */
const base = '/api/admin/console/evaluations';

export type EvaluationStatus = 'queued' | 'running' | 'done' | 'failed';
export interface ConsoleEvaluation {
  id: string;
  status: EvaluationStatus;
  testType: 'wat' | 'srt' | 'ppdt' | 'tat';
  sessionId: string;
  userId: string;
  email: string | null;
  lastError: string | null;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
}
export interface EvaluationPage {
  evaluations: ConsoleEvaluation[];
  total: number;
  page: number;
  pageSize: number;
}

export const evaluationKeys = {
  all: ['console', 'evaluations'] as const,
  one: (id: string) => ['console', 'evaluations', 'one', id] as const,
};

export const evaluationsApi = {
  list: (status: EvaluationStatus | 'all', page: number) =>
    api.get<EvaluationPage>(`${base}?status=${status}&page=${page}`),
  one: (id: string) => api.get<{ evaluation: ConsoleEvaluation }>(`${base}/${id}`),
  retry: (id: string) =>
    api.post<{ retried: boolean; evaluation: ConsoleEvaluation }>(`${base}/${id}/retry`),
  retryAll: () =>
    api.post<{ retried: number; ids: string[]; remaining: number }>(`${base}/retry-failed`),
};
