import { CrownIcon } from 'lucide-react';
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

/** TAT is for paid plans only (spec part 1 §6); the server refuses free users' sessions too. */
export function PremiumWall() {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <div className="flex items-center gap-2 text-primary">
          <CrownIcon className="size-5" aria-hidden="true" />
          <CardTitle className="text-foreground">TAT is a Premium Feature</CardTitle>
        </div>
        <CardDescription>
          The Thematic Apperception Test practice, with up to 10 pictures and AI feedback on every
          story personalised to your PIQ, comes with an active paid plan.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={paths.subscription}>
            <CrownIcon aria-hidden="true" />
            Upgrade to Premium Monthly
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
