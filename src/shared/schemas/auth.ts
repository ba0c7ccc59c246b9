import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

export const credentialsSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});
export type Credentials = z.infer<typeof credentialsSchema>;
