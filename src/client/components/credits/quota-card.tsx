import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CoinsIcon, CrownIcon, InfinityIcon } from 'lucide-react';
import type { CreditsSummary } from '@/shared/schemas/credits';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/client/components/ui/sidebar';
import { creditsQueryOptions } from '@/client/lib/credits';
import { cn } from '@/client/lib/utils';
import { paths } from '@/client/lib/paths';

// The order of spec part 1 §2: PPDT, WAT, SRT.
const ROWS = [
  { key: 'ppdt', label: 'PPDT' },
  { key: 'wat', label: 'WAT' },
  { key: 'srt', label: 'SRT' },
] as const;

function useQuota() {
  // Test screens invalidate the credits after a start; a focus also refetches, so a plan bought
  // or granted elsewhere shows up without a reload.
  return useQuery({ ...creditsQueryOptions, refetchOnWindowFocus: 'always' });
}

function isFree(data: CreditsSummary) {
  return !data.hasUnlimited;
}

function anyEmpty(data: CreditsSummary) {
  return isFree(data) && ROWS.some(({ key }) => data.credits[key] <= 0);
}

/** One line for the collapsed sidebar's tooltip. */
function summary(data: CreditsSummary | undefined) {
  if (!data) return 'Quota & Plan';
  if (!isFree(data)) return `Quota & Plan: ${data.planName}, Unlimited`;
  const counts = ROWS.map(
    ({ key, label }) => `${label} ${data.credits[key]}/${data.limits[key]}`,
  ).join(', ');
  return `Quota & Plan: ${data.planName}, ${counts}`;
}

function Remaining({ data }: { data: CreditsSummary }) {
  return (
    <dl className="flex flex-col gap-2">
      {ROWS.map(({ key, label }) => {
        const count = data.credits[key];
        const limit = data.limits[key];
        const percent = limit > 0 ? Math.min(100, Math.round((count / limit) * 100)) : 0;
        return (
          <div key={key} className="grid grid-cols-[2.5rem_1fr_3.25rem] items-center gap-2">
            <dt className="text-xs font-medium">{label}</dt>
            <div
              aria-hidden="true"
              className={cn(
                'h-1.5 overflow-hidden rounded-full',
                count <= 0 ? 'bg-destructive/30' : 'bg-sidebar-border',
              )}
            >
              <div
                className="h-full rounded-full bg-sidebar-primary"
                style={{ width: `${percent}%` }}
              />
            </div>
            <dd>
              <Badge
                variant={count <= 0 ? 'destructive' : 'outline'}
                className={cn('w-full tabular-nums', count > 0 && 'bg-sidebar')}
              >
                {count}/{limit}
              </Badge>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function CardBody() {
  const { data, isPending, isError, refetch } = useQuota();
  if (isPending) {
    return (
      // The free plan's card, line for line (plan name, three rows of a badge's line), so the menu
      // below keeps its place when the numbers arrive (the server's first frame shows this).
      <div className="flex flex-col gap-2.5" aria-label="Loading quota">
        <Skeleton className="h-4 w-28 bg-sidebar-accent" />
        <div className="flex flex-col gap-2">
          {ROWS.map(({ key }) => (
            <Skeleton key={key} className="h-6 w-full bg-sidebar-accent" />
          ))}
        </div>
      </div>
    );
  }
  // Spec part 1 §8: a credit fetch failure is not an error message, just an offer to try again.
  if (isError) {
    return (
      <p className="text-xs text-sidebar-foreground/75">
        Quota unavailable.{' '}
        <button
          type="button"
          className="font-medium underline underline-offset-4"
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  if (!isFree(data)) {
    return (
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <CrownIcon className="size-4 text-sidebar-primary" aria-hidden="true" />
          <span className="truncate">{data.planName}</span>
        </p>
        <Badge className="gap-1">
          <InfinityIcon aria-hidden="true" />
          <span>Unlimited</span>
        </Badge>
        <p className="text-xs text-sidebar-foreground/75">PPDT, TAT, WAT and SRT without limits.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2.5">
      <p className="text-xs text-sidebar-foreground/75">{data.planName}</p>
      <Remaining data={data} />
      {anyEmpty(data) && (
        <Button asChild size="sm" className="mt-1 w-full">
          <Link to={paths.subscription}>Upgrade</Link>
        </Button>
      )}
    </div>
  );
}

/** In the icon-only sidebar the card becomes one icon, with the numbers in its tooltip. */
function CollapsedQuota() {
  const { data } = useQuota();
  const isLow = data ? anyEmpty(data) : false;
  return (
    <SidebarMenu className="hidden group-data-[collapsible=icon]:flex">
      <SidebarMenuItem>
        <SidebarMenuButton asChild tooltip={summary(data)}>
          <Link to={paths.subscription}>
            <CoinsIcon aria-hidden="true" className={cn(isLow && 'text-destructive')} />
            <span>{summary(data)}</span>
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

/** The sidebar's 'Quota & Plan' card (spec part 1 §2 Quota card). */
export function QuotaCard() {
  return (
    <div className="px-2 py-1">
      <section
        aria-labelledby="quota-card-title"
        className="flex flex-col gap-2 rounded-lg border border-sidebar-border bg-sidebar-accent/40 p-3 group-data-[collapsible=icon]:hidden"
      >
        <h2 id="quota-card-title" className="flex items-center gap-1.5 text-sm font-semibold">
          <CoinsIcon className="size-4 text-sidebar-primary" aria-hidden="true" />
          Quota &amp; Plan
        </h2>
        <CardBody />
      </section>
      <CollapsedQuota />
    </div>
  );
}
