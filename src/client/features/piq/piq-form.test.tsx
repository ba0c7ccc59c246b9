import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PiqDraftData, PiqState } from '@/shared/schemas/piq';
import { renderApp } from '@/client/test/render';
import { buildSession, recordRequests, server } from '@/client/test/server';
import { piqSteps } from './steps';

const requests = recordRequests();

function givenPiq(state: PiqState) {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/piq', () => HttpResponse.json(state)),
  );
}

const draftOf = (data: PiqDraftData, step = 1): PiqState => ({
  form: null,
  draft: { data, step, savedAt: new Date().toISOString() },
});

const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: title });
const next = () => screen.getByRole('button', { name: /^Next/ });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('PIQ form: Next checks the required fields of the step', () => {
  it('lists every missing field in the destructive toast and under each field, and stays on the step', async () => {
    givenPiq({ form: null, draft: null });
    const { user } = renderApp('/piq');
    await stepHeading('Personal Information');

    await user.click(next());

    const toast = await screen.findByText('Required Fields Missing');
    const toastItem = toast.closest('li')!;
    expect(toastItem).toHaveAttribute('data-type', 'error');
    // Below the form, never over the page header and the step being filled in.
    expect(toastItem.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(
      within(toastItem).getByText(
        "Please fill the following required fields to proceed: Full Name, Father's Name, Date of Birth, Religion, Caste Category, Mother Tongue, State & District",
      ),
    ).toBeInTheDocument();
    for (const label of [
      'Full Name',
      "Father's Name",
      'Date of Birth',
      'Religion',
      'Mother Tongue',
      'State & District',
    ]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(`${label} is required`);
    }
    expect(screen.getByText('Caste Category is required')).toBeInTheDocument();
    // Marital status has a default, so it is not missing.
    expect(screen.queryByText('Marital Status is required')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Personal Information' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('treats blank text as missing, clears a mark on typing, and moves on once the step is complete', async () => {
    givenPiq(
      draftOf({
        fullName: 'Arjun Singh',
        fatherName: 'Vikram Singh',
        dateOfBirth: '2003-04-12',
        religion: '   ',
        casteCategory: 'general',
        maritalStatus: 'single',
        stateAndDistrict: 'Rajasthan, Jaipur',
      }),
    );
    const { user } = renderApp('/piq');
    await stepHeading('Personal Information');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Arjun Singh');

    await user.click(next());
    expect(
      await screen.findByText(
        'Please fill the following required fields to proceed: Religion, Mother Tongue',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Religion is required')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Religion'));
    await user.type(screen.getByLabelText('Religion'), 'Hindu');
    expect(screen.queryByText('Religion is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mother Tongue'), 'Hindi');
    await user.click(next());

    await stepHeading('Residence Information');
    // Previous is free: back to step 1 with nothing to check.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Personal Information');
  });

  it('checks sibling rows on the family step and jumps between steps with the step cards', async () => {
    givenPiq(draftOf({ siblingsDetails: [{ relationship: '', occupation: 'Student' }] }, 3));
    const { user } = renderApp('/piq');
    await stepHeading('Family Background');

    await user.click(next());
    expect(
      await screen.findByText(
        "Please fill the following required fields to proceed: Father's Education, Father's Occupation, Father's Income, Mother's Education, Mother's Occupation, Mother's Income, Sibling 1 Relationship",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sibling 1 Relationship is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Step 5: Activities & Preferences/ }));
    await stepHeading('Activities & Preferences');
    expect(screen.getByRole('button', { name: 'Submit PIQ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // NCC details appear only with NCC training (the default is no).
    expect(screen.queryByLabelText('NCC Details')).not.toBeInTheDocument();
  });
});

describe('PIQ form: nothing typed is lost', () => {
  it('keeps unsaved answers across a reload, and keeps them when Save Progress fails', async () => {
    givenPiq({ form: null, draft: null });
    let view = renderApp('/piq');
    await stepHeading('Personal Information');
    await view.user.type(screen.getByLabelText('Full Name'), 'Arjun Singh');
    view.unmount();

    view = renderApp('/piq');
    await stepHeading('Personal Information');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Arjun Singh');

    server.use(
      http.put('*/api/piq/draft', () =>
        HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 503 }),
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByText('Failed to save progress.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Arjun Singh');
  });
});

describe('PIQ steps', () => {
  it('place every field of the contract on exactly one step', async () => {
    const { piqInputSchema } = await import('@/shared/schemas/piq');
    const placed = piqSteps.flatMap((s) => s.fields);
    expect([...placed].sort()).toEqual(Object.keys(piqInputSchema.shape).sort());
  });
});
