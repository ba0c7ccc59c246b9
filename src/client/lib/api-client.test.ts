import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/client/test/server';
import { api, ApiError } from './api-client';
import { formatDate } from './format';

describe('api client', () => {
  it('sends JSON with the time zone header and same-origin credentials', async () => {
    let seen:
      { zone: string | null; type: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      http.put('*/api/profile', ({ request }) => {
        seen = {
          zone: request.headers.get('x-time-zone'),
          type: request.headers.get('content-type'),
          credentials: request.credentials,
        };
        return HttpResponse.json({ fullName: 'A', email: '', phone: '' });
      }),
    );
    await expect(api.put('/api/profile', { fullName: 'A', email: '', phone: '' })).resolves.toEqual(
      {
        fullName: 'A',
        email: '',
        phone: '',
      },
    );
    expect(seen).toEqual({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      type: 'application/json',
      credentials: 'same-origin',
    });
  });

  it("throws ApiError with the server's code and message", async () => {
    server.use(
      http.post('*/api/feedback', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Invalid input',
              issues: [{ path: 'message', message: 'Too long' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await api.post('/api/feedback', { message: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Invalid input',
      issues: [{ path: 'message', message: 'Too long' }],
    });
  });
});

describe('formatDate', () => {
  it('uses the US short style with hour and minute', () => {
    const iso = '2026-03-05T14:07:00.000Z';
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
    expect(formatDate(iso)).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
