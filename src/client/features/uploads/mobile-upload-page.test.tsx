import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/client/test/render';
import { server } from '@/client/test/server';
import { MobileUploadPage } from './mobile-upload-page';

const SESSION = '00000000-0000-4000-8000-00001234abcd';
const valid = { valid: true, session: { session_id: SESSION, test_type: 'srt' } };

function givenServer(opts: { deactivate?: number; upload?: () => Response } = {}) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/uploads/validate-upload-session', async ({ request }) => {
      const body = (await request.json()) as { action?: string };
      calls.push(body.action ?? 'validate');
      if (body.action === 'deactivate')
        return HttpResponse.json(
          { error: { code: 'x', message: 'down' } },
          { status: opts.deactivate ?? 200 },
        );
      return HttpResponse.json(valid);
    }),
    http.post('*/api/uploads/mobile-upload', () =>
      opts.upload
        ? opts.upload()
        : HttpResponse.json({ id: 'f1', url: '/api/uploads/files/f1' }, { status: 201 }),
    ),
  );
  return calls;
}

const photo = (name: string) =>
  new File([new Uint8Array(2 * 1024 * 1024)], name, { type: 'image/jpeg' });

describe('/mobile-upload', () => {
  it('shows the test in upper case and the session id’s last 8 characters; refuses a sixth file', async () => {
    givenServer();
    const { user, container } = renderWithProviders(
      <MobileUploadPage />,
      '/mobile-upload?token=abc',
    );
    expect(
      await screen.findByRole('heading', { name: 'Upload Answer Sheets' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SRT')).toBeInTheDocument();
    expect(screen.getByText('1234abcd')).toBeInTheDocument();
    const gallery = container.querySelector<HTMLInputElement>('[data-testid="gallery-input"]')!;
    expect(gallery.multiple).toBe(true);
    expect(container.querySelector('[data-testid="camera-input"]')).toHaveAttribute(
      'capture',
      'environment',
    );
    await user.upload(gallery, [photo('a.jpg'), photo('b.jpg')]);
    expect(await screen.findByText('2 uploaded, 0 failed')).toBeInTheDocument();
    expect(screen.getAllByText('2.00 MB · Uploaded')).toHaveLength(2);
    await user.upload(gallery, [photo('c.jpg'), photo('d.jpg'), photo('e.jpg'), photo('f.jpg')]);
    expect(await screen.findByText('You can only upload up to 5 files.')).toBeInTheDocument();
    expect(screen.getByText('2 uploaded, 0 failed')).toBeInTheDocument();
  });

  it('a failed upload reads Upload failed ({status}): {body}; the file can be removed', async () => {
    givenServer({
      upload: () =>
        HttpResponse.json(
          { error: { code: 'too_many_files', message: 'You can only upload up to 5 files.' } },
          { status: 409 },
        ),
    });
    const { user, container } = renderWithProviders(
      <MobileUploadPage />,
      '/mobile-upload?token=abc',
    );
    await screen.findByRole('heading', { name: 'Upload Answer Sheets' });
    await user.upload(
      container.querySelector<HTMLInputElement>('[data-testid="gallery-input"]')!,
      photo('page.jpg'),
    );
    expect(
      await screen.findByText(
        'Failed to upload page.jpg. Upload failed (409): You can only upload up to 5 files.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 uploaded, 1 failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove page.jpg' }));
    await waitFor(() => expect(screen.queryByText('0 uploaded, 1 failed')).not.toBeInTheDocument());
  });

  it('Close & Return deactivates the link, and goes home even when that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = givenServer({ deactivate: 500 });
    const { user, container, router } = renderWithProviders(
      <MobileUploadPage />,
      '/mobile-upload?token=abc',
    );
    await screen.findByRole('heading', { name: 'Upload Answer Sheets' });
    await user.upload(
      container.querySelector<HTMLInputElement>('[data-testid="gallery-input"]')!,
      photo('a.jpg'),
    );
    await user.click(await screen.findByRole('button', { name: 'Close & Return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual(['validate', 'deactivate']);
    expect(warn).toHaveBeenCalledWith('Could not close the upload link', expect.anything());
    warn.mockRestore();
  });

  it('a validation that cannot reach the server says so', async () => {
    server.use(http.post('*/api/uploads/validate-upload-session', () => HttpResponse.error()));
    renderWithProviders(<MobileUploadPage />, '/mobile-upload?token=abc');
    expect(await screen.findByText('Failed to validate upload link.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This upload link cannot be used' }),
    ).toBeInTheDocument();
  });
});
