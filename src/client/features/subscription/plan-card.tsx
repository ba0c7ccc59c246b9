import { CheckIcon, StarIcon } from 'lucide-react';
import type { Plan } from '@/shared/plans';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export function PlanCard({
  plan,
  isCurrent,
  disabled,
  isPending,
  renewsOn,
  actionLabel,
  onChoose,
  className,
}: {
  plan: Plan;
  isCurrent: boolean;
  disabled: boolean;
  isPending: boolean;
  renewsOn: string | null;
  actionLabel: string;
  onChoose: () => void;
  className?: string;
}) {
  const titleId = `plan-${plan.id}-title`;
  const highlighted = plan.badge === 'BEST VALUE';
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn(
        'relative h-full',
        highlighted && 'border-primary shadow-md ring-1 ring-primary',
        isCurrent && 'border-emerald-600 ring-1 ring-emerald-600',
        className,
      )}
    >
      {plan.badge && (
        <Badge
          className={cn(
            'absolute -top-3 left-1/2 -translate-x-1/2 px-3 tracking-wide',
            plan.badge === 'PREMIUM' && 'bg-amber-500 text-black',
            plan.badge === 'POPULAR' && 'bg-violet-600 text-white',
          )}
        >
          {plan.badge}
        </Badge>
      )}
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId} className="text-xl">
            {plan.name}
          </CardTitle>
          <div className="flex flex-wrap justify-end gap-1">
            {isCurrent && actionLabel !== 'Current Plan' && (
              <Badge className="bg-emerald-600 text-white">Current Plan</Badge>
            )}
            <Badge variant="secondary">{plan.durationLabel}</Badge>
          </div>
        </div>
        <div className="flex gap-0.5" role="img" aria-label={`${plan.stars} out of 5 stars`}>
          {Array.from({ length: 5 }, (_, i) => (
            <StarIcon
              key={i}
              aria-hidden="true"
              className={cn(
                'size-4',
                i < plan.stars ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
              )}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-3xl font-bold tracking-tight">
            {plan.price === 0 ? 'Free' : rupees(plan.price)}
          </span>
          {plan.originalPrice && (
            <s className="text-muted-foreground" aria-label={`was ${rupees(plan.originalPrice)}`}>
              {rupees(plan.originalPrice)}
            </s>
          )}
        </div>
        {plan.savingsPercent && plan.originalPrice ? (
          <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {plan.savingsPercent}% OFF · save {rupees(plan.originalPrice - plan.price)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Start practising today</p>
        )}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        {renewsOn && (
          <p className="text-center text-sm text-muted-foreground">Renews on {renewsOn}</p>
        )}
        <Button
          className="w-full"
          variant={isCurrent ? 'outline' : highlighted ? 'default' : 'secondary'}
          disabled={disabled || isPending}
          onClick={onChoose}
          aria-label={`${actionLabel}: ${plan.name}`}
        >
          {isPending ? 'Processing…' : actionLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}
