import { z } from 'zod';
import {
  educationLabels,
  piqInputSchema,
  piqLabels,
  piqRequiredFields,
  piqScalarFields,
  siblingLabels,
  type EducationValues,
  type PiqDraftData,
  type PiqForm,
  type PiqFormValues,
  type PiqInputBody,
  type PiqScalarField,
  type SiblingValues,
} from '@/shared/schemas/piq';

/** The fields the form holds as strings and the API takes as numbers. */
const numberFields = new Set<PiqScalarField>([
  'motherDeathAge',
  'fatherDeathAge',
  'ageYears',
  'ageMonths',
  'height',
  'weight',
  'previousAttempts',
]);

export const emptySibling = (): SiblingValues => ({
  relationship: '',
  education: '',
  occupation: '',
  income: '',
});
export const emptyEducation = (): EducationValues => ({
  qualification: '',
  institution: '',
  board: '',
  year: '',
  percentage: '',
  medium: '',
  boarder: '',
  achievements: '',
});

/** A new form: blank, with the answers most candidates give pre-selected in the yes/no and marital selects. */
export function newFormValues(): PiqFormValues {
  const values = Object.fromEntries(piqScalarFields.map((k) => [k, ''])) as Record<
    PiqScalarField,
    string
  >;
  return {
    ...values,
    maritalStatus: 'single',
    isDistrictHq: 'no',
    parentsAlive: 'yes',
    nccTraining: 'no',
    siblingsDetails: [],
    educationalRecord: [],
  };
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Any partial values (a draft, an older local copy) completed into the form's shape. */
export function completeValues(data: PiqDraftData | Partial<PiqFormValues>): PiqFormValues {
  const base = newFormValues();
  const scalars = Object.fromEntries(
    piqScalarFields.map((k) => [k, k in data ? str(data[k]) : base[k]]),
  ) as Record<PiqScalarField, string>;
  return {
    ...scalars,
    siblingsDetails: (data.siblingsDetails ?? []).map((r) => ({
      ...emptySibling(),
      ...strings(r),
    })),
    educationalRecord: (data.educationalRecord ?? []).map((r) => ({
      ...emptyEducation(),
      ...strings(r),
    })),
  };
}

const strings = (row: object) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, str(v)])) as Record<string, string>;

/** A submitted PIQ as form values, for editing. */
export function formValuesFromPiq(form: PiqForm): PiqFormValues {
  return completeValues(form as unknown as Partial<PiqFormValues>);
}

/**
 * The form's values as the PUT /api/piq body: numbers as numbers, empty numbers as null, and
 * the answers the form hides (death ages, NCC details) dropped.
 */
export function toPiqInputBody(values: PiqFormValues): PiqInputBody {
  const body: Record<string, unknown> = {};
  for (const k of piqScalarFields) {
    const v = values[k].trim();
    body[k] = numberFields.has(k) ? (v === '' ? null : Number(v)) : values[k];
  }
  if (values.parentsAlive !== 'no')
    Object.assign(body, { motherDeathAge: null, fatherDeathAge: null });
  if (values.nccTraining !== 'yes') body.nccDetails = '';
  body.siblingsDetails = values.siblingsDetails.map((r) => ({ ...r }));
  body.educationalRecord = values.educationalRecord.map((r) => ({ ...r }));
  return body as PiqInputBody;
}

/** The form's resolver schema: converts the values and validates them exactly as the server does. */
export const piqFormSchema = z
  .custom<PiqFormValues>()
  .transform(toPiqInputBody)
  .pipe(piqInputSchema);

export interface MissingField {
  name: string;
  label: string;
}

export const siblingFieldLabel = (i: number, key: keyof SiblingValues) =>
  `Sibling ${i + 1} ${siblingLabels[key]}`;
export const educationFieldLabel = (i: number, key: keyof EducationValues) =>
  `Education ${i + 1} ${educationLabels[key]}`;

/** Required fields (spec part 1 §5) of the given fields and lists that are empty after trimming. */
export function missingRequired(values: PiqFormValues, fields: readonly string[]): MissingField[] {
  const missing: MissingField[] = [];
  for (const k of piqRequiredFields) {
    if (fields.includes(k) && !values[k].trim()) missing.push({ name: k, label: piqLabels[k] });
  }
  if (fields.includes('siblingsDetails')) {
    values.siblingsDetails.forEach((r, i) => {
      if (!r.relationship.trim())
        missing.push({
          name: `siblingsDetails.${i}.relationship`,
          label: siblingFieldLabel(i, 'relationship'),
        });
    });
  }
  if (fields.includes('educationalRecord')) {
    values.educationalRecord.forEach((r, i) => {
      if (!r.qualification.trim())
        missing.push({
          name: `educationalRecord.${i}.qualification`,
          label: educationFieldLabel(i, 'qualification'),
        });
    });
  }
  return missing;
}
