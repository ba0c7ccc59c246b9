import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/client/test/render';
import { server } from '@/client/test/server';
import type { ImportResult } from '@/shared/schemas/content';
import { ImportDialog } from './content-import';

const lines: ImportResult['lines'] = [
  { line: 2, text: 'Resolve', error: null },
  {
    line: 3,
    text: 'Daring',
    error: 'Expected 4 columns (word, valence, kind, difficulty) and optionally tags, found 2.',
  },
  { line: 4, text: 'Harbour', error: null },
];

describe('CSV import dialog', () => {
  it('checks first (nothing written), shows each line’s error, then imports only the valid lines', async () => {
    const bodies: { csv: string; commit: boolean }[] = [];
    server.use(
      http.post('*/api/admin/console/content/wat/import', async ({ request }) => {
        const body = (await request.json()) as { csv: string; commit: boolean };
        bodies.push(body);
        return HttpResponse.json({
          lines,
          valid: 2,
          invalid: 1,
          ...(body.commit ? { imported: 2 } : {}),
        } satisfies ImportResult);
      }),
    );
    const { user } = renderWithProviders(<ImportDialog bank="wat" onClose={vi.fn()} />);
    const importButton = () => screen.getByRole('button', { name: /^Import \d+ items?$/ });
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByLabelText('CSV text'));
    await user.paste(
      'word,valence,kind,difficulty\nResolve,positive,abstract,2\nDaring,positive\nHarbour,neutral,concrete,1',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('status')).toHaveTextContent(
      '2 lines ready, 1 line with errors.',
    );
    const bad = within(preview).getByRole('row', { name: /Daring/ });
    expect(bad).toHaveTextContent('3');
    expect(bad).toHaveTextContent(
      'Expected 4 columns (word, valence, kind, difficulty) and optionally tags, found 2.',
    );
    expect(within(preview).getAllByText('OK')).toHaveLength(2);
    expect(bodies).toEqual([expect.objectContaining({ commit: false })]);

    await user.click(screen.getByRole('button', { name: 'Import 2 items' }));
    expect(
      await within(preview).findByText('Imported 2 items; 1 line skipped.'),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ commit: true });
    // Done: the button does not offer the same import again.
    expect(importButton()).toBeDisabled();
  });
});
