import { ResultsPage } from '@/client/features/results/results-page';

export function Component() {
  return <ResultsPage />;
}
