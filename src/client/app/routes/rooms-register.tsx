import { RegisterPage } from '@/client/features/rooms/register-page';

export function Component() {
  return <RegisterPage />;
}
