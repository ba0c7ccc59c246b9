import { z } from 'zod';

/** An interviewer as the console edits it (every column of `interviewers`, issue 17). */
export const interviewerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Give the interviewer’s name with rank, e.g. Col. A. Sharma (Retd.).')
      .max(120, 'The name is at most 120 characters.'),
    /** A stable key for scripts (`npm run interviews`); made from the name when left empty. */
    slug: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9-]*$/, 'The key may use only lower-case letters, digits and dashes.')
      .optional(),
    age: z
      .number({ error: 'Age must be a number.' })
      .int('Age must be a whole number.')
      .min(21, 'Age must be at least 21.')
      .max(100, 'Age must be at most 100.'),
    rating: z
      .number({ error: 'Rating must be a number.' })
      .min(0, 'Rating is between 0 and 5.')
      .max(5, 'Rating is between 0 and 5.'),
    recommendationsCount: z
      .number({ error: 'Recommendations must be a number.' })
      .int('Recommendations must be a whole number.')
      .min(0, 'Recommendations cannot be negative.')
      .max(100000),
    recommendationPlaces: z
      .array(z.string().trim().min(1).max(80, 'A board name is at most 80 characters.'))
      .max(20, 'At most 20 boards.'),
    specialization: z
      .string()
      .trim()
      .min(2, 'Say what the interviewer specialises in.')
      .max(200, 'The specialisation is at most 200 characters.'),
    experienceYears: z
      .number({ error: 'Experience must be a number of years.' })
      .int('Experience must be whole years.')
      .min(0, 'Experience cannot be negative.')
      .max(70, 'Experience is at most 70 years.'),
    bio: z
      .string()
      .trim()
      .min(20, 'Write a short bio (at least 20 characters): candidates read it before booking.')
      .max(2000, 'The bio is at most 2000 characters.'),
    isActive: z.boolean().default(true),
  })
  .strict();
export type InterviewerInput = z.input<typeof interviewerInputSchema>;

export const SLOT_STATUSES = ['available', 'held', 'booked', 'cancelled'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** One slot at a given instant (ISO with offset), in a zone for display. */
export const singleSlotSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Give the start as a date and time.' }),
    timeZone: z.string().max(64).default('Asia/Kolkata'),
  })
  .strict();
