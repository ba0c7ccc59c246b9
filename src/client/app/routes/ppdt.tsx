import { PpdtPage } from '@/client/features/ppdt/components/ppdt-page';

export function Component() {
  return <PpdtPage />;
}
