import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PiqForm, PiqState } from '@/shared/schemas/piq';
import { renderApp } from '@/client/test/render';
import { buildSession, recordRequests, server } from '@/client/test/server';

const requests = recordRequests();
afterEach(() => localStorage.clear());

function buildPiqForm(overrides: Partial<PiqForm> = {}): PiqForm {
  return {
    fullName: 'Arjun Singh Rathore',
    fatherName: 'Vikram Singh Rathore',
    dateOfBirth: '2003-04-12',
    religion: 'Hindu',
    casteCategory: 'obc',
    motherTongue: 'Hindi',
    maritalStatus: 'single',
    stateAndDistrict: 'Rajasthan, Jaipur',
    maxResidencePlace: 'Kota',
    maxResidenceDistrict: 'Kota',
    maxResidenceState: 'Rajasthan',
    maxResidencePopulation: '12 lakh',
    presentResidencePlace: 'New Delhi',
    presentResidenceDistrict: 'South Delhi',
    presentResidenceState: 'Delhi',
    presentResidencePopulation: '2 crore',
    permanentResidencePlace: 'Jaipur',
    permanentResidenceDistrict: 'Jaipur',
    permanentResidenceState: 'Rajasthan',
    permanentResidencePopulation: '30 lakh',
    isDistrictHq: 'yes',
    parentsAlive: 'yes',
    motherDeathAge: null,
    fatherDeathAge: null,
    fatherEducation: 'M.A.',
    fatherOccupation: 'School teacher',
    fatherIncome: '₹60,000 per month',
    motherEducation: 'B.A.',
    motherOccupation: 'Homemaker',
    motherIncome: 'Nil',
    guardianName: null,
    guardianEducation: null,
    guardianOccupation: null,
    guardianIncome: null,
    siblingsDetails: [
      { relationship: 'elder-sister', education: 'MBBS', occupation: 'Doctor', income: null },
    ],
    educationalRecord: [
      {
        qualification: 'Class 12',
        institution: 'KV Jaipur',
        board: 'CBSE',
        year: '2021',
        percentage: '88',
        medium: 'English',
        boarder: 'day-scholar',
        achievements: null,
      },
    ],
    ageYears: 21,
    ageMonths: 5,
    height: 1.76,
    weight: 68.5,
    presentOccupation: 'Student',
    personalIncome: 'Nil',
    nccTraining: 'no',
    nccDetails: null,
    gamesAndSports: 'Football',
    hobbies: 'Reading',
    extraCurricularActivities: 'Debating',
    positionsOfResponsibility: 'School captain',
    commissionNature: 'Permanent Commission',
    serviceChoice: 'airforce',
    previousAttempts: 0,
    previousSsbDetails: null,
    piqSummary: 'Arjun Singh Rathore (21 years 5 months old) is from Jaipur, Rajasthan.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T14:30:00.000Z',
    ...overrides,
  };
}

function givenPiq(state: PiqState | (() => Response)) {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/piq', () => (typeof state === 'function' ? state() : HttpResponse.json(state))),
  );
}

const usDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

describe('PIQ screen', () => {
  it('shows a submitted PIQ read-only: badge, last updated, summary, lists and Not provided', async () => {
    const form = buildPiqForm();
    givenPiq({ form, draft: null });
    renderApp('/piq');

    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit PIQ' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent(
      `Last updated ${usDateTime.format(new Date(form.updatedAt))}`,
    );
    expect(screen.getByText(form.piqSummary)).toBeInTheDocument();
    expect(screen.getByText('AIRFORCE')).toBeInTheDocument();
    expect(screen.getByText('OBC')).toBeInTheDocument();
    expect(screen.getByText('1.76 m')).toBeInTheDocument();
    expect(screen.getByText('68.5 kg')).toBeInTheDocument();
    expect(screen.getByText('Elder Sister')).toBeInTheDocument();
    const education = screen.getByText('Class 12').closest('li')!;
    expect(within(education).getByText('Type')).toBeInTheDocument();
    expect(within(education).getByText('Day Scholar')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided').length).toBeGreaterThanOrEqual(6);
    // Hidden answers are not listed: no death ages while both parents are alive, no NCC details without NCC.
    expect(screen.queryByText("Father's Age at Death")).not.toBeInTheDocument();
    expect(screen.queryByText('NCC Details')).not.toBeInTheDocument();
  });

  it('Edit PIQ opens the form filled in; Cancel goes back to the view without saving', async () => {
    givenPiq({ form: buildPiqForm(), draft: null });
    const { user } = renderApp('/piq');
    await user.click(await screen.findByRole('button', { name: 'Edit PIQ' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Personal Information' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Arjun Singh Rathore');
    await user.click(screen.getByRole('button', { name: /^Step 4/ }));
    expect(screen.getByLabelText('Height')).toHaveValue(1.76);
    expect(screen.getByLabelText('Education 1 Qualification')).toHaveValue('Class 12');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("after Update PIQ the view opens at the top, where 'Completed' and 'Edit PIQ' are", async () => {
    const form = buildPiqForm();
    givenPiq({ form, draft: null });
    server.use(http.put('*/api/piq', () => HttpResponse.json(form)));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const { user } = renderApp('/piq');
      await user.click(await screen.findByRole('button', { name: 'Edit PIQ' }));
      await user.click(await screen.findByRole('button', { name: /^Step 5/ }));
      scrollTo.mockClear();
      await user.click(screen.getByRole('button', { name: 'Update PIQ' }));
      expect(await screen.findByText('Completed')).toBeInTheDocument();
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    } finally {
      scrollTo.mockRestore();
    }
  });

  it("tells the user when the PIQ can't be loaded", async () => {
    givenPiq(() =>
      HttpResponse.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }),
    );
    renderApp('/piq');
    expect(
      await screen.findByText(
        'Failed to load PIQ data',
        { selector: '[data-description]' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 10_000);
});
