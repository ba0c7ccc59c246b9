import { ResetPasswordPage } from '@/client/features/auth/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
