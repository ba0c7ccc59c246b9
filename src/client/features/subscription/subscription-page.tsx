import { SparklesIcon } from 'lucide-react';
import { PLANS } from '@/shared/plans';
import { PageHeader } from '@/client/components/app/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { usePublicConfig } from '@/client/lib/config';
import { useSubscription } from '@/client/lib/subscription';
import { cn } from '@/client/lib/utils';
import { PlanCard } from './plan-card';
import { SandboxCheckoutDialog } from '@/client/components/checkout/sandbox-checkout-dialog';
import { usePlanCheckout } from './use-plan-checkout';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function SubscriptionPage() {
  const { data, isPending, isError } = useSubscription();
  const config = usePublicConfig();
  const { buy, pendingPlanId, sandboxOrder, onSandboxResult } = usePlanCheckout();
  const active = data?.subscription ?? null;
  const upcoming = data?.upcoming ?? null;
  const currentId = active?.planId ?? 'cadet';
  const canPurchase = data?.canPurchase ?? false;
  const renewsOn = upcoming ? day.format(new Date(upcoming.startsAt)) : null;
  // Spec §4: buttons are disabled while a plan is active and the current one reads 'Current
  // Plan'; in its last 7 days (issue 12) the plans can be bought again as a renewal.
  const actionLabel = (isCurrent: boolean, isFree: boolean) => {
    if (isCurrent && (isFree || !canPurchase)) return 'Current Plan';
    if (isFree) return 'Free';
    return active && canPurchase ? 'Renew' : 'Subscribe';
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Choose Your Plan"
        description="Unlimited practice, TAT, rooms and mock interviews: pick the plan that fits your SSB date."
      />
      <section
        aria-label="Early-bird offer"
        className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/10 p-4"
      >
        <SparklesIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">Early-bird pricing</p>
          <p className="text-sm text-muted-foreground">
            Save up to 40% on every paid plan while early-bird prices last.
          </p>
        </div>
      </section>
      {config.data?.payments.provider === 'sandbox' && (
        <p className="text-sm text-muted-foreground">
          Payments run in test mode on this server: the checkout is a sandbox and no money moves.
        </p>
      )}
      {active && (
        <p className="text-sm" role="status">
          Your {active.planName} plan is active until {day.format(new Date(active.expiresAt))}.
          {renewsOn
            ? ` Renews on ${renewsOn}.`
            : canPurchase
              ? ' You can renew now: the new plan starts when this one ends.'
              : ' You can renew in its last 7 days.'}
        </p>
      )}
      {isError && <p className="text-sm text-destructive">Failed to load your plan.</p>}
      {isPending ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PLANS.map((p) => (
            <Skeleton key={p.id} className="h-96" aria-label="Loading plans" />
          ))}
        </div>
      ) : (
        <div className="grid gap-x-6 gap-y-8 pt-3 md:grid-cols-2 lg:grid-cols-6">
          {PLANS.map((plan, i) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              className={cn('lg:col-span-2', i === 3 && 'lg:col-start-2')}
              isCurrent={plan.id === currentId}
              disabled={plan.price === 0 || !canPurchase || pendingPlanId !== null}
              isPending={pendingPlanId === plan.id}
              renewsOn={plan.id === currentId ? renewsOn : null}
              actionLabel={actionLabel(plan.id === currentId, plan.price === 0)}
              onChoose={() => void buy(plan)}
            />
          ))}
        </div>
      )}
      <p className="text-center text-sm text-muted-foreground">
        All plans include our core AI-powered assessment tools and personalized feedback.
      </p>
      <SandboxCheckoutDialog order={sandboxOrder} onResult={onSandboxResult} />
    </div>
  );
}
