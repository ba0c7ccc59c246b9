import { CoinsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { paths } from '@/client/lib/paths';
import { count } from '@/shared/plural';
import { TEST_NAMES, type TestType } from '@/shared/tests';

/** Shown instead of a test's start card when the credits cannot pay for it (spec part 1 §8). */
export function CreditGateCard({
  testType,
  needed,
  available,
}: {
  testType: TestType;
  needed: number;
  available: number;
}) {
  return (
    <Card className="mx-auto w-full max-w-xl border-destructive/40">
      <CardHeader>
        <div className="flex items-center gap-2 text-destructive">
          <CoinsIcon className="size-5" aria-hidden="true" />
          <CardTitle>No Credits Remaining</CardTitle>
        </div>
        <CardDescription>
          You need {count(needed, 'credit')} to take the {TEST_NAMES[testType]}, but you have{' '}
          {available} remaining.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full sm:w-auto">
          <Link to={paths.subscription}>Upgrade to Premium</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
