import { z } from 'zod';

/**
 * The PIQ (Personal Information Questionnaire) contract, issue 4 and spec part 1 §3, §5.
 *
 * Bounds chosen here (the spec gives none; each protects the server and catches typos such as
 * a height typed in feet):
 * - short free text 200 characters, long free text (activities, NCC and SSB details) 2000;
 * - age_years 15–42 (NDA from 16½, Territorial Army officers up to 42), age_months 0–11;
 * - height 1.2–2.3 m, weight 30–150 kg, previous_attempts 0–20, parents' death ages 0–120;
 * - date_of_birth a real YYYY-MM-DD date between 1940 and today;
 * - siblings and educational rows: the form has no upper bound, the server accepts 50 of each.
 * Drafts (Save Progress) accept any partial form: strings only, bounded in length, no required field.
 */
export const PIQ_SHORT_TEXT = 200;
export const PIQ_LONG_TEXT = 2000;
export const PIQ_MAX_ROWS = 50;
export const PIQ_STEP_COUNT = 5;

export const casteCategories = ['general', 'sc', 'st', 'obc'] as const;
export const maritalStatuses = ['single', 'married', 'widower'] as const;
export const yesNo = ['yes', 'no'] as const;
export const siblingRelationships = [
  'elder-brother',
  'elder-sister',
  'younger-brother',
  'younger-sister',
] as const;
export const boarderTypes = ['boarder', 'day-scholar'] as const;
export const serviceChoices = ['army', 'navy', 'airforce'] as const;

/** Display names of enumeration values. */
export const piqOptionLabels: Record<string, string> = {
  general: 'General',
  sc: 'SC',
  st: 'ST',
  obc: 'OBC',
  single: 'Single',
  married: 'Married',
  widower: 'Widower',
  yes: 'Yes',
  no: 'No',
  'elder-brother': 'Elder Brother',
  'elder-sister': 'Elder Sister',
  'younger-brother': 'Younger Brother',
  'younger-sister': 'Younger Sister',
  boarder: 'Boarder',
  'day-scholar': 'Day Scholar',
  army: 'Army',
  navy: 'Navy',
  airforce: 'Air Force',
};

const residenceLabels = (key: 'max' | 'present' | 'permanent', title: string) =>
  ({
    [`${key}ResidencePlace`]: `${title} Place`,
    [`${key}ResidenceDistrict`]: `${title} District`,
    [`${key}ResidenceState`]: `${title} State`,
    [`${key}ResidencePopulation`]: `${title} Population`,
  }) as Record<`${typeof key}Residence${'Place' | 'District' | 'State' | 'Population'}`, string>;

/** One label per field, used by the form, the view and every validation message. */
export const piqLabels = {
  fullName: 'Full Name',
  fatherName: "Father's Name",
  dateOfBirth: 'Date of Birth',
  religion: 'Religion',
  casteCategory: 'Caste Category',
  motherTongue: 'Mother Tongue',
  maritalStatus: 'Marital Status',
  stateAndDistrict: 'State & District',
  ...residenceLabels('max', 'Max Residence'),
  ...residenceLabels('present', 'Present Residence'),
  ...residenceLabels('permanent', 'Permanent Residence'),
  isDistrictHq: 'Is District HQ',
  parentsAlive: 'Parents Alive',
  motherDeathAge: "Mother's Age at Death",
  fatherDeathAge: "Father's Age at Death",
  fatherEducation: "Father's Education",
  fatherOccupation: "Father's Occupation",
  fatherIncome: "Father's Income",
  motherEducation: "Mother's Education",
  motherOccupation: "Mother's Occupation",
  motherIncome: "Mother's Income",
  guardianName: "Guardian's Name",
  guardianEducation: "Guardian's Education",
  guardianOccupation: "Guardian's Occupation",
  guardianIncome: "Guardian's Income",
  siblingsDetails: 'Siblings',
  educationalRecord: 'Educational Record',
  ageYears: 'Age (Years)',
  ageMonths: 'Age (Months)',
  height: 'Height',
  weight: 'Weight',
  presentOccupation: 'Present Occupation',
  personalIncome: 'Personal Income',
  nccTraining: 'NCC Training',
  nccDetails: 'NCC Details',
  gamesAndSports: 'Games & Sports',
  hobbies: 'Hobbies',
  extraCurricularActivities: 'Extra-curricular Activities',
  positionsOfResponsibility: 'Positions of Responsibility',
  commissionNature: 'Nature of Commission',
  serviceChoice: 'Service Choice',
  previousAttempts: 'Number of Previous Attempts',
  previousSsbDetails: 'Previous SSB Details',
} as const;

export const siblingLabels = {
  relationship: 'Relationship',
  education: 'Education',
  occupation: 'Occupation',
  income: 'Income',
} as const;
export const educationLabels = {
  qualification: 'Qualification',
  institution: 'Institution',
  board: 'Board/University',
  year: 'Year',
  percentage: 'Percentage',
  medium: 'Medium',
  boarder: 'Type',
  achievements: 'Achievements',
} as const;

// ---- field builders: one message per rule, written once for the form and the API ----

const required = (label: string) => `${label} is required`;
const isMissing = (input: unknown) => input === undefined || input === null || input === '';
/** A missing value reads "<Label> is required"; a value of the wrong type names the type wanted. */
const typeError = (label: string, wanted: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input) ? required(label) : `${label} must be ${wanted}`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const blankToNull = (v: string | null | undefined) => (v ? v : null);

const text = (label: string, max = PIQ_SHORT_TEXT) =>
  z
    .string({ error: typeError(label, 'text') })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(label, max));
const optionalText = (label: string, max = PIQ_SHORT_TEXT) =>
  z
    .string({ error: typeError(label, 'text') })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform(blankToNull);
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: typeError(label, `one of: ${values.join(', ')}`) });
const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    choice(label, values)
      .nullish()
      .transform((v) => v ?? null),
  );
const number = (
  label: string,
  min: number,
  max: number,
  opts: { integer?: boolean; unit?: string } = {},
) => {
  const unit = opts.unit ? ` ${opts.unit}` : '';
  const range = `${label} must be between ${min} and ${max}${unit}`;
  const base = z.number({ error: typeError(label, 'a number') });
  return (opts.integer ? base.int(`${label} must be a whole number`) : base)
    .min(min, range)
    .max(max, range);
};
const optionalNumber = (label: string, min: number, max: number) =>
  number(label, min, max, { integer: true })
    .nullish()
    .transform((v) => v ?? null);

const isoDate = (label: string) =>
  text(label, 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} must be a real date`)
    .refine(
      (v) => v >= '1940-01-01' && v <= new Date().toISOString().slice(0, 10),
      `${label} must be in the past`,
    );

const L = piqLabels;

export const siblingSchema = z.strictObject({
  relationship: choice('Sibling relationship', siblingRelationships),
  education: optionalText('Sibling education'),
  occupation: optionalText('Sibling occupation'),
  income: optionalText('Sibling income'),
});
export type Sibling = z.output<typeof siblingSchema>;

export const educationRowSchema = z.strictObject({
  qualification: text('Qualification'),
  institution: optionalText('Institution'),
  board: optionalText('Board/University'),
  year: optionalText('Year', 20),
  percentage: optionalText('Percentage', 20),
  medium: optionalText('Medium'),
  boarder: optionalChoice('Type', boarderTypes),
  achievements: optionalText('Achievements', PIQ_LONG_TEXT),
});
export type EducationRow = z.output<typeof educationRowSchema>;

const piqInputShape = {
  fullName: text(L.fullName),
  fatherName: text(L.fatherName),
  dateOfBirth: isoDate(L.dateOfBirth),
  religion: text(L.religion),
  casteCategory: choice(L.casteCategory, casteCategories),
  motherTongue: text(L.motherTongue),
  maritalStatus: choice(L.maritalStatus, maritalStatuses),
  stateAndDistrict: text(L.stateAndDistrict),

  maxResidencePlace: text(L.maxResidencePlace),
  maxResidenceDistrict: text(L.maxResidenceDistrict),
  maxResidenceState: text(L.maxResidenceState),
  maxResidencePopulation: text(L.maxResidencePopulation),
  presentResidencePlace: text(L.presentResidencePlace),
  presentResidenceDistrict: text(L.presentResidenceDistrict),
  presentResidenceState: text(L.presentResidenceState),
  presentResidencePopulation: text(L.presentResidencePopulation),
  permanentResidencePlace: text(L.permanentResidencePlace),
  permanentResidenceDistrict: text(L.permanentResidenceDistrict),
  permanentResidenceState: text(L.permanentResidenceState),
  permanentResidencePopulation: text(L.permanentResidencePopulation),
  isDistrictHq: choice(L.isDistrictHq, yesNo),

  parentsAlive: choice(L.parentsAlive, yesNo),
  motherDeathAge: optionalNumber(L.motherDeathAge, 0, 120),
  fatherDeathAge: optionalNumber(L.fatherDeathAge, 0, 120),
  fatherEducation: text(L.fatherEducation),
  fatherOccupation: text(L.fatherOccupation),
  fatherIncome: text(L.fatherIncome),
  motherEducation: text(L.motherEducation),
  motherOccupation: text(L.motherOccupation),
  motherIncome: text(L.motherIncome),
  guardianName: optionalText(L.guardianName),
  guardianEducation: optionalText(L.guardianEducation),
  guardianOccupation: optionalText(L.guardianOccupation),
  guardianIncome: optionalText(L.guardianIncome),
  siblingsDetails: z
    .array(siblingSchema, { error: 'Siblings must be a list' })
    .max(PIQ_MAX_ROWS, `At most ${PIQ_MAX_ROWS} siblings`)
    .default([]),

  educationalRecord: z
    .array(educationRowSchema, { error: 'Educational record must be a list' })
    .max(PIQ_MAX_ROWS, `At most ${PIQ_MAX_ROWS} educational rows`)
    .default([]),
  ageYears: number(L.ageYears, 15, 42, { integer: true, unit: 'years' }),
  ageMonths: number(L.ageMonths, 0, 11, { integer: true, unit: 'months' }),
  height: number(L.height, 1.2, 2.3, { unit: 'm' }),
  weight: number(L.weight, 30, 150, { unit: 'kg' }),
  presentOccupation: text(L.presentOccupation),
  personalIncome: text(L.personalIncome),

  nccTraining: choice(L.nccTraining, yesNo),
  nccDetails: optionalText(L.nccDetails, PIQ_LONG_TEXT),
  gamesAndSports: text(L.gamesAndSports, PIQ_LONG_TEXT),
  hobbies: text(L.hobbies, PIQ_LONG_TEXT),
  extraCurricularActivities: text(L.extraCurricularActivities, PIQ_LONG_TEXT),
  positionsOfResponsibility: text(L.positionsOfResponsibility, PIQ_LONG_TEXT),
  commissionNature: text(L.commissionNature),
  serviceChoice: optionalChoice(L.serviceChoice, serviceChoices),
  previousAttempts: number(L.previousAttempts, 0, 20, { integer: true }),
  previousSsbDetails: optionalText(L.previousSsbDetails, PIQ_LONG_TEXT),
};

/** PUT /api/piq (submit or update): the whole form. Empty optional values become null. */
export const piqInputSchema = z.strictObject(piqInputShape);
export type PiqInputBody = z.input<typeof piqInputSchema>;
export type PiqInput = z.output<typeof piqInputSchema>;
export type PiqField = keyof typeof piqInputShape;

/** What GET /api/piq returns as `form`: the submitted PIQ, its summary and times (ISO strings). */
export type PiqForm = PiqInput & { piqSummary: string; createdAt: string; updatedAt: string };

// ---- drafts: what the form holds (every value a string), partial and bounded ----

export type PiqScalarField = Exclude<PiqField, 'siblingsDetails' | 'educationalRecord'>;
export const piqScalarFields = Object.keys(piqInputShape).filter(
  (k) => k !== 'siblingsDetails' && k !== 'educationalRecord',
) as PiqScalarField[];

const draftText = z.string().max(PIQ_LONG_TEXT, `At most ${PIQ_LONG_TEXT} characters`).optional();
const draftShape = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, draftText])) as Record<K, typeof draftText>;

export const siblingDraftSchema = z.object(
  draftShape(Object.keys(siblingLabels) as (keyof typeof siblingLabels)[]),
);
export const educationDraftSchema = z.object(
  draftShape(Object.keys(educationLabels) as (keyof typeof educationLabels)[]),
);
export const piqDraftDataSchema = z.object({
  ...draftShape(piqScalarFields),
  siblingsDetails: z
    .array(siblingDraftSchema)
    .max(PIQ_MAX_ROWS, `At most ${PIQ_MAX_ROWS} siblings`)
    .optional(),
  educationalRecord: z
    .array(educationDraftSchema)
    .max(PIQ_MAX_ROWS, `At most ${PIQ_MAX_ROWS} educational rows`)
    .optional(),
});
export type PiqDraftData = z.infer<typeof piqDraftDataSchema>;

/** PUT /api/piq/draft: Save Progress skips validation but stays typed and bounded. */
export const saveDraftInputSchema = z.strictObject({
  data: piqDraftDataSchema,
  step: z.number({ error: 'step must be a number' }).int().min(1).max(PIQ_STEP_COUNT),
});
export type SaveDraftInput = z.infer<typeof saveDraftInputSchema>;
export type PiqDraft = SaveDraftInput & { savedAt: string };

/** GET /api/piq. */
export interface PiqState {
  form: PiqForm | null;
  draft: PiqDraft | null;
}

/** Fields the submit refuses when empty: what Next checks on each step (spec part 1 §5). */
export const piqRequiredFields = piqScalarFields.filter(
  (k) => !piqInputShape[k].safeParse(null).success,
);

/** The form's values: every field a string, as the inputs hold them. */
export type SiblingValues = Required<z.infer<typeof siblingDraftSchema>>;
export type EducationValues = Required<z.infer<typeof educationDraftSchema>>;
export type PiqFormValues = Record<PiqScalarField, string> & {
  siblingsDetails: SiblingValues[];
  educationalRecord: EducationValues[];
};
