import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/client/test/render';
import { server } from '@/client/test/server';
import type { ConsoleEvaluation } from './evaluations-api';
import { EvaluationsSection } from './evaluations-section';

const failed: ConsoleEvaluation = {
  id: '7f1c7a8e-3f0e-4a43-9a3e-1f2b3c4d5e6f',
  status: 'failed',
  testType: 'srt',
  sessionId: 's1',
  userId: 'u1',
  email: 'cadet@example.com',
  lastError: '429 Rate limit reached for org-Xyz',
  attempts: 3,
  createdAt: '2026-11-25T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
};

describe('evaluations section', () => {
  it('shows the raw error and the email; Retry queues it and the row follows its status to done', async () => {
    let retried = false;
    server.use(
      http.get('*/api/admin/console/evaluations', () =>
        HttpResponse.json({
          evaluations: retried ? [] : [failed],
          total: retried ? 0 : 1,
          page: 1,
          pageSize: 25,
        }),
      ),
      http.post(`*/api/admin/console/evaluations/${failed.id}/retry`, () => {
        retried = true;
        return HttpResponse.json({
          retried: true,
          evaluation: { ...failed, status: 'queued', lastError: null },
        });
      }),
      http.get(`*/api/admin/console/evaluations/${failed.id}`, () =>
        HttpResponse.json({ evaluation: { ...failed, status: 'done', lastError: null } }),
      ),
    );
    const { user } = renderWithProviders(<EvaluationsSection />);
    const list = await screen.findByRole('list', { name: 'Evaluations' });
    expect(within(list).getByText('429 Rate limit reached for org-Xyz')).toBeInTheDocument();
    expect(within(list).getByText('cadet@example.com')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Retry' }));
    const retriedList = await screen.findByRole('region', { name: 'Retried' });
    expect(await within(retriedList).findByText('Done')).toBeInTheDocument();
    expect(await screen.findByText('No failed evaluations.')).toBeInTheDocument();
  });
});
