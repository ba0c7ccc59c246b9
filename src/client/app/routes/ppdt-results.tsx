import { PpdtResultsPage } from '@/client/features/results/ppdt-results-page';

export function Component() {
  return <PpdtResultsPage />;
}
