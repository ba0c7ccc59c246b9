import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  planChangeFormSchema,
  type ConsoleOrderRow,
  type ConsoleSubscriptionRow,
  type PlanChange,
  type PlanChangeForm,
} from '@/shared/schemas/console-users';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { errorMessage } from '@/client/lib/api-client';
import { formatWhen } from './console-api';
import { FieldError } from './field-error';
import { formatRupees } from './overview-api';
import { STATUS_LABELS } from './payments-api';
import { userKeys, usersApi } from './users-api';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** An account's subscriptions; the current ones can be extended by N days or cancelled. */
export function UserPlans({
  userId,
  subscriptions,
}: {
  userId: string;
  subscriptions: ConsoleSubscriptionRow[];
}) {
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-2">
      <h3 id="plans-heading" className="text-sm font-medium">
        Plans
      </h3>
      {subscriptions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Free plan: no subscription ever.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {subscriptions.map((s) => (
            <li key={s.id} className="rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{s.planName}</span>
                <Badge variant={s.isCurrent ? 'default' : 'outline'}>
                  {s.isCurrent ? 'Current' : s.status}
                </Badge>
              </div>
              <p className="text-muted-foreground">
                {day(s.startsAt)} – {day(s.expiresAt)} · ₹{s.amount}
                {s.orderId ? '' : ' · granted'}
              </p>
              {s.isCurrent && <PlanActions userId={userId} subscription={s} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlanActions({
  userId,
  subscription,
}: {
  userId: string;
  subscription: ConsoleSubscriptionRow;
}) {
  const qc = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const form = useForm<PlanChangeForm>({
    resolver: zodResolver(planChangeFormSchema),
    defaultValues: { days: 30, reason: '' },
  });
  const change = useMutation({
    mutationFn: (body: PlanChange) => usersApi.changePlan(userId, subscription.id, body),
    onSuccess: (r, body) => {
      toast.success(
        body.action === 'extend'
          ? `${r.subscription.planName} now ends on ${day(r.subscription.expiresAt)}.`
          : `${r.subscription.planName} cancelled.`,
      );
      setConfirmCancel(false);
      void qc.invalidateQueries({ queryKey: userKeys.one(userId) });
    },
    onError: (e) => {
      toast.error(errorMessage(e, 'The plan could not be changed.'));
      void qc.invalidateQueries({ queryKey: userKeys.one(userId) });
    },
  });
  const { errors } = form.formState;
  const id = subscription.id.slice(0, 8);
  const expiresAt = subscription.expiresAt;
  return (
    <form
      noValidate
      className="mt-3 grid gap-3 sm:grid-cols-[6rem_1fr] sm:items-start"
      onSubmit={form.handleSubmit((v) =>
        change.mutate({ action: 'extend', days: v.days, reason: v.reason, expiresAt }),
      )}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`plan-days-${id}`}>Days</Label>
        <Input
          id={`plan-days-${id}`}
          type="number"
          aria-invalid={errors.days ? true : undefined}
          aria-describedby={errors.days ? `plan-days-${id}-error` : undefined}
          {...form.register('days', { valueAsNumber: true })}
        />
        <FieldError id={`plan-days-${id}-error`} error={errors.days} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`plan-reason-${id}`}>Reason for the change</Label>
        <Input
          id={`plan-reason-${id}`}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `plan-reason-${id}-error` : undefined}
          {...form.register('reason')}
        />
        <FieldError id={`plan-reason-${id}-error`} error={errors.reason} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={change.isPending}>
          Extend
        </Button>
        <Button
          type="button"
          size="sm"
          variant={confirmCancel ? 'destructive' : 'outline'}
          disabled={change.isPending}
          onClick={() => {
            if (!confirmCancel) return setConfirmCancel(true);
            void form.handleSubmit((v) =>
              change.mutate({ action: 'cancel', reason: v.reason, expiresAt }),
            )();
          }}
        >
          {confirmCancel ? 'Confirm: cancel the plan now' : 'Cancel plan'}
        </Button>
      </div>
    </form>
  );
}

/** An account's orders (payments), newest first. */
export function UserOrders({ orders }: { orders: ConsoleOrderRow[] }) {
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-2">
      <h3 id="orders-heading" className="text-sm font-medium">
        Payments
      </h3>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No orders.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
              <span className="min-w-0">
                {o.purpose === 'interview'
                  ? 'Mock interview'
                  : `${capitalize(o.planId ?? '')} plan`}{' '}
                · {formatRupees(o.amountPaise)}
                <span className="block font-mono text-xs break-all text-muted-foreground">
                  {o.providerPaymentId ?? o.providerOrderId ?? o.id}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <Badge variant="outline">{STATUS_LABELS[o.status]}</Badge>
                <span className="text-xs text-muted-foreground">{formatWhen(o.createdAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
