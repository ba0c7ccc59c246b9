import { z } from 'zod';

/** What GET /api/profile returns. Missing rows read as defaults (email from the account). */
export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile body (an upsert). The spec shows no validation beyond sane lengths. */
export const updateProfileInputSchema = z
  .object({
    fullName: z.string().trim().max(120, 'Full name must be at most 120 characters'),
    email: z.union([
      z.literal(''),
      z.string().trim().email('Enter a valid email address').max(254),
    ]),
    phone: z
      .string()
      .trim()
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^[+\d\s()-]*$/, 'Phone may contain only digits, spaces, +, - and brackets'),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
