import { describe, expect, it } from 'vitest';
import {
  educationDraftSchema,
  educationLabels,
  educationRowSchema,
  piqInputSchema,
  piqLabels,
  piqRequiredFields,
  piqScalarFields,
  siblingDraftSchema,
  siblingLabels,
  siblingSchema,
} from './piq';

describe('piq contract', () => {
  it('labels every field once', () => {
    expect(Object.keys(piqLabels).sort()).toEqual(Object.keys(piqInputSchema.shape).sort());
    expect(Object.keys(siblingLabels).sort()).toEqual(Object.keys(siblingSchema.shape).sort());
    expect(Object.keys(educationLabels).sort()).toEqual(
      Object.keys(educationRowSchema.shape).sort(),
    );
    expect(Object.keys(siblingDraftSchema.shape).sort()).toEqual(
      Object.keys(siblingSchema.shape).sort(),
    );
    expect(Object.keys(educationDraftSchema.shape).sort()).toEqual(
      Object.keys(educationRowSchema.shape).sort(),
    );
  });

  it('requires what spec part 1 §5 requires and leaves the optional fields optional', () => {
    const optional = piqScalarFields.filter((k) => !piqRequiredFields.includes(k));
    expect(optional.sort()).toEqual(
      [
        'motherDeathAge',
        'fatherDeathAge',
        'guardianName',
        'guardianEducation',
        'guardianOccupation',
        'guardianIncome',
        'nccDetails',
        'previousSsbDetails',
        'serviceChoice',
      ].sort(),
    );
  });
});
