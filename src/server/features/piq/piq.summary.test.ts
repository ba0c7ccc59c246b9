import { describe, expect, it } from 'vitest';
import { piqInputSchema, type PiqInputBody } from '@/shared/schemas/piq';
import { buildPiqInput } from './piq.factory';
import { latestQualification, writePiqSummary } from './piq.summary';

const summary = (overrides: Partial<PiqInputBody> = {}) =>
  writePiqSummary(piqInputSchema.parse(buildPiqInput(overrides)));

describe('writePiqSummary', () => {
  it('writes one paragraph covering background, family, education, activities, service and attempts', () => {
    expect(summary()).toBe(
      'Arjun Singh Rathore (21 years 5 months old) is from Jaipur, Rajasthan, a district headquarters, and has lived longest in Kota, Rajasthan. ' +
        'Present occupation: Student; height 1.76 m, weight 68.5 kg. ' +
        'Father: School teacher (M.A.); mother: Homemaker (B.A.). ' +
        '2 siblings: elder brother (Software engineer) and younger sister (Student). ' +
        'Latest qualification: B.Sc. Physics from Hindu College, Delhi (2024) with 78%, as a boarder. ' +
        'Games and sports: Football (college team), athletics. Hobbies: Reading biographies, trekking. ' +
        'Extra-curricular activities: Debating, college magazine editor. ' +
        'Positions of responsibility: School vice-captain; NSS unit leader. ' +
        "NCC: 'C' certificate, Army wing. " +
        'Service choice: Army; nature of commission: Permanent Commission. ' +
        'Previous SSB attempts: 1 (2023, 34 SSB Allahabad, screened in, conference out).',
    );
  });

  it('handles the sparse case: no siblings, no education rows, no NCC, first attempt, no service choice', () => {
    const text = summary({
      ageMonths: 0,
      isDistrictHq: 'no',
      maxResidencePlace: 'JAIPUR',
      parentsAlive: 'no',
      fatherDeathAge: 58,
      guardianName: 'Ranveer Singh',
      siblingsDetails: [],
      educationalRecord: [],
      nccTraining: 'no',
      serviceChoice: null,
      previousAttempts: 0,
    });
    expect(text).toContain('Arjun Singh Rathore (21 years old) is from Jaipur, Rajasthan. ');
    expect(text).not.toContain('lived longest');
    expect(text).toContain(
      'Has lost a parent (father at 58). Guardian: Ranveer Singh. No siblings.',
    );
    expect(text).not.toContain('Latest qualification');
    expect(text).toContain(
      'No NCC training. Nature of commission: Permanent Commission. First SSB attempt.',
    );
  });

  it('keeps long answers short and never doubles a full stop', () => {
    const text = summary({
      hobbies: `${'Reading about military history and strategy. '.repeat(10)}`,
      fatherEducation: 'Ph.D.',
    });
    const hobbies = text.match(/Hobbies: (.*?)\.? Extra-curricular/)![1];
    expect(hobbies.length).toBeLessThanOrEqual(141);
    expect(hobbies.endsWith('…')).toBe(true);
    expect(text).toContain('(Ph.D.)');
    expect(text).not.toMatch(/\.\./);
  });

  it('adds % only to a bare number', () => {
    expect(
      summary({ educationalRecord: [{ qualification: 'B.Tech', percentage: '8.1 CGPA' }] }),
    ).toContain('Latest qualification: B.Tech with 8.1 CGPA.');
  });
});

describe('latestQualification', () => {
  const row = (qualification: string, year: string | null) => ({
    qualification,
    year,
    institution: null,
    board: null,
    percentage: null,
    medium: null,
    boarder: null,
    achievements: null,
  });
  it('takes the highest year, whatever the order of entry', () => {
    expect(
      latestQualification([
        row('B.Tech', '2020-2024'),
        row('Class 12', '2020'),
        row('Class 10', '2018'),
      ])?.qualification,
    ).toBe('B.Tech');
  });
  it('takes the last row entered when years are missing', () => {
    expect(latestQualification([row('Class 10', null), row('Class 12', null)])?.qualification).toBe(
      'Class 12',
    );
  });
  it('has nothing to say about an empty record', () => {
    expect(latestQualification([])).toBeUndefined();
  });
});
