import { ForgotPasswordPage } from '@/client/features/auth/forgot-password-page';

export function Component() {
  return <ForgotPasswordPage />;
}
