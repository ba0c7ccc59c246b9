import {
  GraduationCapIcon,
  HomeIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { PiqField } from '@/shared/schemas/piq';

export interface PiqStep {
  number: number;
  title: string;
  short: string;
  icon: LucideIcon;
  fields: readonly PiqField[];
}

/** The five steps of spec part 1 §2, with the fields each one holds. */
export const piqSteps: readonly PiqStep[] = [
  {
    number: 1,
    title: 'Personal Information',
    short: 'Personal',
    icon: UserIcon,
    fields: [
      'fullName',
      'fatherName',
      'dateOfBirth',
      'religion',
      'casteCategory',
      'motherTongue',
      'maritalStatus',
      'stateAndDistrict',
    ],
  },
  {
    number: 2,
    title: 'Residence Information',
    short: 'Residence',
    icon: HomeIcon,
    fields: [
      'maxResidencePlace',
      'maxResidenceDistrict',
      'maxResidenceState',
      'maxResidencePopulation',
      'presentResidencePlace',
      'presentResidenceDistrict',
      'presentResidenceState',
      'presentResidencePopulation',
      'permanentResidencePlace',
      'permanentResidenceDistrict',
      'permanentResidenceState',
      'permanentResidencePopulation',
      'isDistrictHq',
    ],
  },
  {
    number: 3,
    title: 'Family Background',
    short: 'Family',
    icon: UsersIcon,
    fields: [
      'parentsAlive',
      'motherDeathAge',
      'fatherDeathAge',
      'fatherEducation',
      'fatherOccupation',
      'fatherIncome',
      'motherEducation',
      'motherOccupation',
      'motherIncome',
      'guardianName',
      'guardianEducation',
      'guardianOccupation',
      'guardianIncome',
      'siblingsDetails',
    ],
  },
  {
    number: 4,
    title: 'Education & Physical Details',
    short: 'Education',
    icon: GraduationCapIcon,
    fields: [
      'educationalRecord',
      'ageYears',
      'ageMonths',
      'height',
      'weight',
      'presentOccupation',
      'personalIncome',
    ],
  },
  {
    number: 5,
    title: 'Activities & Preferences',
    short: 'Activities',
    icon: TrophyIcon,
    fields: [
      'nccTraining',
      'nccDetails',
      'gamesAndSports',
      'hobbies',
      'extraCurricularActivities',
      'positionsOfResponsibility',
      'commissionNature',
      'serviceChoice',
      'previousAttempts',
      'previousSsbDetails',
    ],
  },
];

/** The step that holds a field path such as "height" or "siblingsDetails.0.relationship". */
export function stepOfField(path: string): number {
  const field = path.split('.')[0];
  return piqSteps.find((s) => (s.fields as readonly string[]).includes(field))?.number ?? 1;
}
