import { Link } from 'react-router';
import { CrownIcon } from 'lucide-react';
import { FREE_PLAN_NAME } from '@/shared/plans';
import { FREE_CREDITS } from '@/shared/tests';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate, formatMoney } from '@/client/lib/format';
import { paths } from '@/client/lib/paths';
import { useSubscription } from './api';
import { PaymentHistory } from './payment-history';

export function SubscriptionCard() {
  const { data, isPending, isError } = useSubscription();
  const subscription = data?.subscription ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Details</CardTitle>
        <CardDescription>Your current plan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <Skeleton className="h-16" aria-label="Loading subscription" />
        ) : isError ? (
          <p className="text-sm text-destructive">Failed to load subscription details.</p>
        ) : subscription ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
              <CrownIcon className="size-5 text-primary" aria-hidden="true" />
              <dt className="sr-only">Plan</dt>
              <dd className="text-lg font-semibold">{subscription.planName}</dd>
              <Badge
                variant={subscription.status === 'active' ? 'default' : 'secondary'}
                className="capitalize"
              >
                {subscription.status}
              </Badge>
            </div>
            <div>
              <dt className="text-muted-foreground">Started</dt>
              <dd>{formatDate(subscription.startsAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Expires</dt>
              <dd>{formatDate(subscription.expiresAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Amount paid</dt>
              <dd>{formatMoney(subscription.amount, subscription.currency)}</dd>
            </div>
          </dl>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="flex items-center gap-2 text-lg font-semibold">
                {FREE_PLAN_NAME} <Badge variant="secondary">Free</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                {FREE_CREDITS.wat} WAT, {FREE_CREDITS.srt} SRT and {FREE_CREDITS.ppdt} PPDT credits.
              </p>
            </div>
            <Button asChild>
              <Link to={paths.subscription}>Upgrade</Link>
            </Button>
          </div>
        )}
        {data?.upcoming && (
          <p className="text-sm text-muted-foreground">
            Renews on {formatDate(data.upcoming.startsAt)} ({data.upcoming.planName}).
          </p>
        )}
        <h3 className="pt-2 text-sm font-semibold">Payments</h3>
        <PaymentHistory />
      </CardContent>
    </Card>
  );
}
