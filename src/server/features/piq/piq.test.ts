import { describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn, type TestApp } from '@/test/harness';
import type { PiqForm, PiqInputBody, PiqState } from '@/shared/schemas/piq';
import { buildPiqInput } from './piq.factory';
import { getPiqSummary } from './piq.service';

const t = await createTestApp();
const alice = await signUpAndSignIn(t);
const bob = await signUpAndSignIn(t);

const getPiq = async (cookie: string, app: TestApp = t) => {
  const res = await app.request('/api/piq', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PiqState;
};
const putPiq = (cookie: string, json: unknown) =>
  t.request('/api/piq', { method: 'PUT', cookie, json });
const putDraft = (cookie: string, json: unknown) =>
  t.request('/api/piq/draft', { method: 'PUT', cookie, json });
const exists = async (cookie: string) =>
  ((await (await t.request('/api/piq/exists', { cookie })).json()) as { exists: boolean }).exists;

describe('piq: access', () => {
  it.each([
    ['GET', '/api/piq'],
    ['PUT', '/api/piq'],
    ['GET', '/api/piq/exists'],
    ['PUT', '/api/piq/draft'],
    ['DELETE', '/api/piq/draft'],
  ])('refuses a visitor: %s %s', async (method, path) => {
    const res = await t.request(path, {
      method,
      json: method === 'PUT' ? buildPiqInput() : undefined,
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });
});

describe('piq: submit, read, update', () => {
  it('starts empty', async () => {
    expect(await getPiq(alice.cookie)).toEqual({ form: null, draft: null });
    expect(await exists(alice.cookie)).toBe(false);
    expect(await getPiqSummary(t.ctx.db, alice.userId)).toBeNull();
  });

  it('keeps every field through a full round trip, with a summary', async () => {
    const input = buildPiqInput({
      parentsAlive: 'no',
      fatherDeathAge: 58,
      motherDeathAge: null,
      guardianName: 'Ranveer Singh (uncle)',
      guardianEducation: 'B.Com',
      guardianOccupation: 'Bank manager',
      guardianIncome: '₹90,000 per month',
      serviceChoice: 'navy',
    });
    const put = await putPiq(alice.cookie, input);
    expect(put.status).toBe(200);
    const saved = (await put.json()) as PiqForm;

    const { form, draft } = await getPiq(alice.cookie);
    expect(draft).toBeNull();
    expect(form).toEqual(saved);
    const { piqSummary, createdAt, updatedAt, ...fields } = form!;
    expect(fields).toEqual(input);
    expect(piqSummary).toContain('Arjun Singh Rathore');
    expect(piqSummary).toContain('Navy');
    expect(new Date(updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(createdAt).getTime());
    expect(await exists(alice.cookie)).toBe(true);
    expect(await getPiqSummary(t.ctx.db, alice.userId)).toBe(piqSummary);
  });

  it('stores empty optional values as null and trims text', async () => {
    const input = buildPiqInput({
      fullName: '  Arjun Singh Rathore  ',
      guardianName: '   ',
      guardianEducation: '',
      serviceChoice: '' as never,
      previousSsbDetails: undefined,
      siblingsDetails: [
        { relationship: 'elder-sister', education: '', occupation: ' Doctor ', income: '' },
      ],
    });
    delete (input as Partial<PiqInputBody>).guardianIncome;
    const res = await putPiq(alice.cookie, input);
    expect(res.status).toBe(200);
    const form = (await res.json()) as PiqForm;
    expect(form.fullName).toBe('Arjun Singh Rathore');
    expect(form).toMatchObject({
      guardianName: null,
      guardianEducation: null,
      guardianIncome: null,
      serviceChoice: null,
      previousSsbDetails: null,
      siblingsDetails: [
        { relationship: 'elder-sister', education: null, occupation: 'Doctor', income: null },
      ],
    });
  });

  it('drops answers the form hides: death ages while parents are alive, NCC details without NCC', async () => {
    const res = await putPiq(
      alice.cookie,
      buildPiqInput({
        parentsAlive: 'yes',
        fatherDeathAge: 50,
        nccTraining: 'no',
        nccDetails: 'B certificate',
      }),
    );
    expect(await res.json()).toMatchObject({
      fatherDeathAge: null,
      motherDeathAge: null,
      nccDetails: null,
    });
  });

  it('updates in place: the same row, a new updatedAt, the first submission time kept', async () => {
    const before = (await getPiq(alice.cookie)).form!;
    await new Promise((r) => setTimeout(r, 20));
    const res = await putPiq(alice.cookie, buildPiqInput({ hobbies: 'Chess, sketching' }));
    expect(res.status).toBe(200);
    const after = (await getPiq(alice.cookie)).form!;
    expect(after.hobbies).toBe('Chess, sketching');
    expect(after.piqSummary).toContain('Chess, sketching');
    expect(after.createdAt).toBe(before.createdAt);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime(),
    );
  });
});

describe('piq: drafts (Save Progress)', () => {
  it('saves a partial draft without validation and resumes it at its step', async () => {
    const carol = await signUpAndSignIn(t);
    const data = {
      fullName: 'Carol',
      ageYears: 'twenty',
      siblingsDetails: [{ relationship: '', occupation: 'Student' }],
    };
    const res = await putDraft(carol.cookie, { data, step: 3 });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({ data, step: 3 });

    const state = await getPiq(carol.cookie);
    expect(state.form).toBeNull();
    expect(state.draft).toEqual(saved);
    expect(await exists(carol.cookie)).toBe(false);

    // Submitting supersedes the draft.
    expect((await putPiq(carol.cookie, buildPiqInput({ fullName: 'Carol' }))).status).toBe(200);
    expect((await getPiq(carol.cookie)).draft).toBeNull();
  });

  it('never overwrites a submitted PIQ: the view keeps the submitted form beside the draft', async () => {
    const before = (await getPiq(alice.cookie)).form!;
    const res = await putDraft(alice.cookie, { data: { hobbies: '' }, step: 5 });
    expect(res.status).toBe(200);
    const state = await getPiq(alice.cookie);
    expect(state.form).toEqual(before);
    expect(state.draft).toMatchObject({ data: { hobbies: '' }, step: 5 });

    const del = await t.request('/api/piq/draft', { method: 'DELETE', cookie: alice.cookie });
    expect(del.status).toBe(204);
    expect(await getPiq(alice.cookie)).toEqual({ form: before, draft: null });
  });

  it.each([
    [{ data: {}, step: 0 }, /^step: /],
    [{ data: {}, step: 6 }, /^step: /],
    [{ data: {}, step: '2' }, /^step: step must be a number/],
    [{ data: {} }, /^step: /],
    [{ data: { fullName: 42 }, step: 1 }, /^data\.fullName: /],
    [{ data: { hobbies: 'x'.repeat(2001) }, step: 5 }, /^data\.hobbies: At most 2000 characters/],
    [
      { data: { siblingsDetails: Array.from({ length: 51 }, () => ({})) }, step: 3 },
      /^data\.siblingsDetails: At most 50/,
    ],
    [
      { data: { educationalRecord: [{ year: 2020 }] }, step: 4 },
      /^data\.educationalRecord\.0\.year: /,
    ],
    [{ data: [], step: 1 }, /^data: /],
    [{ data: {}, step: 1, userId: 'someone' }, /Unrecognized key/],
  ])('refuses a malformed draft %j with a 400 naming the field', async (json, message) => {
    const res = await putDraft(alice.cookie, json);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(message);
  });
});

describe('piq: validation', () => {
  const without = (key: keyof PiqInputBody) => {
    const input = buildPiqInput() as Record<string, unknown>;
    delete input[key];
    return input;
  };
  it.each([
    ['missing full name', without('fullName'), 'fullName: Full Name is required'],
    ['blank full name', buildPiqInput({ fullName: '   ' }), 'fullName: Full Name is required'],
    ['missing hobbies', without('hobbies'), 'hobbies: Hobbies is required'],
    [
      'blank residence',
      buildPiqInput({ presentResidenceState: '' }),
      'presentResidenceState: Present Residence State is required',
    ],
    [
      'a number for text',
      buildPiqInput({ religion: 7 as never }),
      'religion: Religion must be text',
    ],
    [
      'unknown caste',
      buildPiqInput({ casteCategory: 'other' as never }),
      'casteCategory: Caste Category must be one of: general, sc, st, obc',
    ],
    [
      'unknown marital status',
      buildPiqInput({ maritalStatus: 'divorced' as never }),
      'maritalStatus: Marital Status must be one of',
    ],
    [
      'yes/no as boolean',
      buildPiqInput({ nccTraining: true as never }),
      'nccTraining: NCC Training must be one of: yes, no',
    ],
    [
      'unknown service',
      buildPiqInput({ serviceChoice: 'marines' as never }),
      'serviceChoice: Service Choice must be one of: army, navy, airforce',
    ],
    [
      'age as a string',
      buildPiqInput({ ageYears: '21' as never }),
      'ageYears: Age (Years) must be a number',
    ],
    [
      'age too high',
      buildPiqInput({ ageYears: 60 }),
      'ageYears: Age (Years) must be between 15 and 42 years',
    ],
    [
      'fractional age',
      buildPiqInput({ ageYears: 21.5 }),
      'ageYears: Age (Years) must be a whole number',
    ],
    [
      'months out of range',
      buildPiqInput({ ageMonths: 12 }),
      'ageMonths: Age (Months) must be between 0 and 11 months',
    ],
    [
      'height in feet',
      buildPiqInput({ height: 5.8 }),
      'height: Height must be between 1.2 and 2.3 m',
    ],
    [
      'weight too low',
      buildPiqInput({ weight: 12 }),
      'weight: Weight must be between 30 and 150 kg',
    ],
    [
      'negative attempts',
      buildPiqInput({ previousAttempts: -1 }),
      'previousAttempts: Number of Previous Attempts must be between 0 and 20',
    ],
    [
      'death age as text',
      buildPiqInput({ parentsAlive: 'no', fatherDeathAge: 'sixty' as never }),
      "fatherDeathAge: Father's Age at Death must be a number",
    ],
    [
      'impossible date',
      buildPiqInput({ dateOfBirth: '2003-02-30' }),
      'dateOfBirth: Date of Birth must be a real date',
    ],
    [
      'date in another format',
      buildPiqInput({ dateOfBirth: '12/04/2003' }),
      'dateOfBirth: Date of Birth must be a date (YYYY-MM-DD)',
    ],
    [
      'future date',
      buildPiqInput({ dateOfBirth: '2999-01-01' }),
      'dateOfBirth: Date of Birth must be in the past',
    ],
    [
      'unknown sibling',
      buildPiqInput({ siblingsDetails: [{ relationship: 'cousin' as never }] }),
      'siblingsDetails.0.relationship: Sibling relationship must be one of',
    ],
    [
      'siblings not a list',
      buildPiqInput({ siblingsDetails: 'two brothers' as never }),
      'siblingsDetails: Siblings must be a list',
    ],
    [
      'unknown boarder type',
      buildPiqInput({ educationalRecord: [{ qualification: 'X', boarder: 'hosteller' as never }] }),
      'educationalRecord.0.boarder: Type must be one of: boarder, day-scholar',
    ],
    [
      'row without qualification',
      buildPiqInput({ educationalRecord: [{ qualification: ' ', institution: 'KV' } as never] }),
      'educationalRecord.0.qualification: Qualification is required',
    ],
    [
      'too many rows',
      buildPiqInput({
        siblingsDetails: Array.from({ length: 51 }, () => ({
          relationship: 'elder-brother' as const,
        })),
      }),
      'siblingsDetails: At most 50 siblings',
    ],
    [
      'text too long',
      buildPiqInput({ fullName: 'x'.repeat(201) }),
      'fullName: Full Name must be at most 200 characters',
    ],
    ['a user id', { ...buildPiqInput(), userId: bob.userId }, 'Unrecognized key: "userId"'],
    [
      'a summary',
      { ...buildPiqInput(), piqSummary: 'Outstanding officer material' },
      'Unrecognized key: "piqSummary"',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, json, message) => {
    const res = await putPiq(alice.cookie, json);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain(message);
  });

  it.each([
    ['null body', 'null'],
    ['an array', '[]'],
    ['broken JSON', '{"fullName": '],
  ])('answers %s with 400, not 500', async (_name, body) => {
    const res = await t.request('/api/piq', {
      method: 'PUT',
      cookie: alice.cookie,
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
  });
});

describe('piq: users are kept apart', () => {
  it("bob neither reads nor overwrites alice's PIQ", async () => {
    const alices = (await getPiq(alice.cookie)).form!;
    expect(await getPiq(bob.cookie)).toEqual({ form: null, draft: null });
    expect(await exists(bob.cookie)).toBe(false);

    expect((await putPiq(bob.cookie, buildPiqInput({ fullName: 'Bob Kumar' }))).status).toBe(200);
    expect((await putDraft(bob.cookie, { data: { fullName: 'Bob K' }, step: 2 })).status).toBe(200);
    await t.request('/api/piq/draft', { method: 'DELETE', cookie: bob.cookie });

    expect((await getPiq(bob.cookie)).form!.fullName).toBe('Bob Kumar');
    expect(await getPiq(alice.cookie)).toEqual({ form: alices, draft: null });
    expect(await getPiqSummary(t.ctx.db, bob.userId)).toContain('Bob Kumar');
    expect(await getPiqSummary(t.ctx.db, alice.userId)).toContain('Arjun Singh Rathore');
  });
});
