import { AppWindowIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';

/** Shown by a tab whose test is being run in another tab of the same browser (lib/test-lock.ts). */
export function RunningElsewhereCard({
  testName,
  onTakeOver,
}: {
  testName: string;
  onTakeOver: () => void;
}) {
  return (
    <Card role="status" aria-labelledby="running-elsewhere-title">
      <CardHeader>
        <div className="flex items-center gap-2">
          <AppWindowIcon className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="running-elsewhere-title" className="text-xl">
            Test running in another tab
          </CardTitle>
        </div>
        <CardDescription>
          Your {testName} is open in another tab of this browser, and only one tab runs its clock.
          Continue there, or take it over here: the other tab pauses and this one carries on from
          the same answer.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button size="lg" className="w-full sm:w-auto" onClick={onTakeOver}>
          Take over here
        </Button>
      </CardFooter>
    </Card>
  );
}
