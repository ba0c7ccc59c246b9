import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  casteCategories,
  maritalStatuses,
  serviceChoices,
  yesNo,
  type EducationRow,
  type PiqDraftData,
  type Sibling,
} from '@/shared/schemas/piq';
import { user } from './auth-schema';

const stamp = () => timestamp({ withTimezone: true });

/**
 * piq_forms: one per user (spec part 1 §3, issue 4). The submitted form lives in the columns
 * (null until the first submit, marked by submitted_at); Save Progress writes only `draft`, so an
 * edit in progress never overwrites a submitted PIQ with unvalidated data.
 */
export const piqForms = pgTable('piq_forms', {
  id: uuid().primaryKey().defaultRandom(),
  userId: text()
    .notNull()
    .unique('piq_forms_user_id_unique')
    .references(() => user.id, { onDelete: 'cascade' }),

  fullName: text(),
  fatherName: text(),
  dateOfBirth: text(),
  religion: text(),
  casteCategory: text({ enum: casteCategories }),
  motherTongue: text(),
  maritalStatus: text({ enum: maritalStatuses }),
  stateAndDistrict: text(),

  maxResidencePlace: text(),
  maxResidenceDistrict: text(),
  maxResidenceState: text(),
  maxResidencePopulation: text(),
  presentResidencePlace: text(),
  presentResidenceDistrict: text(),
  presentResidenceState: text(),
  presentResidencePopulation: text(),
  permanentResidencePlace: text(),
  permanentResidenceDistrict: text(),
  permanentResidenceState: text(),
  permanentResidencePopulation: text(),
  isDistrictHq: text({ enum: yesNo }),

  parentsAlive: text({ enum: yesNo }),
  motherDeathAge: integer(),
  fatherDeathAge: integer(),
  fatherEducation: text(),
  fatherOccupation: text(),
  fatherIncome: text(),
  motherEducation: text(),
  motherOccupation: text(),
  motherIncome: text(),
  guardianName: text(),
  guardianEducation: text(),
  guardianOccupation: text(),
  guardianIncome: text(),
  siblingsDetails: jsonb().$type<Sibling[]>(),

  educationalRecord: jsonb().$type<EducationRow[]>(),
  ageYears: integer(),
  ageMonths: integer(),
  height: doublePrecision(),
  weight: doublePrecision(),
  presentOccupation: text(),
  personalIncome: text(),

  nccTraining: text({ enum: yesNo }),
  nccDetails: text(),
  gamesAndSports: text(),
  hobbies: text(),
  extraCurricularActivities: text(),
  positionsOfResponsibility: text(),
  commissionNature: text(),
  serviceChoice: text({ enum: serviceChoices }),
  previousAttempts: integer(),
  previousSsbDetails: text(),

  /** Written by the server on submit and update; read by the assessor for TAT feedback. */
  piqSummary: text(),

  draft: jsonb().$type<PiqDraftData>(),
  draftStep: integer(),
  draftSavedAt: stamp(),

  /** First submission; null while the user has only a draft. */
  submittedAt: stamp(),
  createdAt: stamp().notNull().defaultNow(),
  /** Last submit or update of the form (drafts do not touch it): the view's "Last updated". */
  updatedAt: stamp().notNull().defaultNow(),
});
