import { zodResolver } from '@hookform/resolvers/zod';
import { credentialsSchema } from '@/shared/schemas/auth';

// Its own module so zod loads with the first validation, not with /auth (credentials-form.tsx).
export const credentialsResolver = zodResolver(credentialsSchema);
