import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ORDER_STATUSES } from '@/shared/plans';
import {
  paymentsQuerySchema,
  refundInputSchema,
  type RefundInput,
} from '@/shared/schemas/console-payments';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { formatWhen } from './console-api';
import { formatRupees } from './overview-api';
import { paymentKeys, paymentsApi, STATUS_LABELS } from './payments-api';

const PAGE_SIZE = 25;
const emailFilterSchema = paymentsQuerySchema.pick({ email: true });
type Status = (typeof ORDER_STATUSES)[number];

const statusVariant = (s: Status) =>
  s === 'paid'
    ? 'default'
    : s === 'refunded'
      ? 'secondary'
      : s === 'failed'
        ? 'destructive'
        : 'outline';

/** Payments (issue 17): orders by status, webhook events, reconcile now, refund. */
export function PaymentsSection() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const filter = useForm<{ email?: string }>({
    resolver: zodResolver(emailFilterSchema),
    defaultValues: { email: '' },
  });
  const list = useQuery({
    queryKey: paymentKeys.list(status, email, page),
    queryFn: () => paymentsApi.list({ status, email, page, pageSize: PAGE_SIZE }),
  });
  const reconcileAll = useMutation({
    mutationFn: paymentsApi.reconcileAll,
    onSuccess: (r) => {
      toast.success(
        `Reconciled: ${r.activated} activated, ${r.failed} failed, ${r.expired} expired, ${r.pending} still open.`,
      );
      void qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e, 'Reconciliation failed.')),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <form
          noValidate
          className="flex gap-2"
          onSubmit={filter.handleSubmit((v) => {
            setEmail(v.email ?? '');
            setPage(1);
          })}
        >
          <Label htmlFor="payments-email" className="sr-only">
            Buyer email
          </Label>
          <Input
            id="payments-email"
            type="search"
            placeholder="Buyer email"
            className="md:w-64"
            {...filter.register('email')}
          />
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </form>
        <Button
          variant="outline"
          disabled={reconcileAll.isPending}
          onClick={() => reconcileAll.mutate()}
        >
          Reconcile all open orders
        </Button>
      </div>
      <div
        role="group"
        aria-label="Order status"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
      >
        {([undefined, ...ORDER_STATUSES] as const).map((s) => (
          <Button
            key={s ?? 'all'}
            size="sm"
            variant={status === s ? 'secondary' : 'ghost'}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s ? STATUS_LABELS[s] : 'All'}
            {s && list.data && (
              <span className="text-muted-foreground tabular-nums">{list.data.counts[s]}</span>
            )}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The orders could not load.</p>
      ) : list.data.orders.length === 0 ? (
        <p className="text-muted-foreground">No orders match.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {list.data.orders.map((o) => (
              <li key={o.id} className="rounded-md border p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-all">{o.userEmail}</p>
                    <p className="text-muted-foreground">
                      {o.item} · {formatRupees(o.amountPaise)}
                    </p>
                    <p className="text-xs text-muted-foreground">{formatWhen(o.createdAt)}</p>
                  </div>
                  <Badge variant={statusVariant(o.status)}>{STATUS_LABELS[o.status]}</Badge>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={() => setOpenId(o.id)}
                  aria-label={`Details of ${o.userEmail}'s ${o.item} order`}
                >
                  Details
                </Button>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-md border md:block">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th className="p-2 font-medium">Created</th>
                  <th className="p-2 font-medium">Buyer</th>
                  <th className="p-2 font-medium">For</th>
                  <th className="p-2 text-right font-medium">Amount</th>
                  <th className="p-2 font-medium">Status</th>
                  <th className="p-2 font-medium">Provider ids</th>
                  <th className="p-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {list.data.orders.map((o) => (
                  <tr key={o.id} className="align-top">
                    <td className="p-2 whitespace-nowrap">{formatWhen(o.createdAt)}</td>
                    <td className="p-2 break-all">{o.userEmail}</td>
                    <td className="p-2">{o.item}</td>
                    <td className="p-2 text-right tabular-nums">{formatRupees(o.amountPaise)}</td>
                    <td className="p-2">
                      <Badge variant={statusVariant(o.status)}>{STATUS_LABELS[o.status]}</Badge>
                    </td>
                    <td className="p-2 font-mono text-xs break-all">
                      {o.providerOrderId ?? '—'}
                      {o.providerPaymentId && <span className="block">{o.providerPaymentId}</span>}
                    </td>
                    <td className="p-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setOpenId(o.id)}
                        aria-label={`Details of ${o.userEmail}'s ${o.item} order`}
                      >
                        Details
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {list.data ? `${list.data.total} orders · page ${page} of ${pages}` : ''}
        </span>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      </div>
      <RecentEvents />
      <OrderDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function RecentEvents() {
  const q = useQuery({ queryKey: paymentKeys.events(), queryFn: paymentsApi.events });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Recent webhook events</CardTitle>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <p className="text-sm text-destructive">The events could not load.</p>
        ) : q.data.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No webhook events yet (the sandbox checkout sends none).
          </p>
        ) : (
          <EventList events={q.data.events.slice(0, 20)} />
        )}
      </CardContent>
    </Card>
  );
}

function EventList({
  events,
}: {
  events: { id: string; type: string; providerOrderId: string | null; receivedAt: string }[];
}) {
  return (
    <ul className="divide-y text-sm">
      {events.map((e) => (
        <li key={e.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
          <span className="font-mono text-xs">{e.type}</span>
          <span className="font-mono text-xs break-all text-muted-foreground">
            {e.providerOrderId ?? '—'}
          </span>
          <span className="text-xs text-muted-foreground">{formatWhen(e.receivedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {id && <OrderDetail id={id} />}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetail({ id }: { id: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: paymentKeys.one(id), queryFn: () => paymentsApi.one(id) });
  const done = (message: string) => {
    toast.success(message);
    void qc.invalidateQueries({ queryKey: paymentKeys.all });
    void qc.invalidateQueries({ queryKey: ['console', 'user'] });
  };
  const reconcile = useMutation({
    mutationFn: () => paymentsApi.reconcile(id),
    onSuccess: (r) => done(`Reconciled: ${r.outcome}.`),
    onError: (e) => toast.error(errorMessage(e, 'Reconciliation failed.')),
  });
  const refund = useMutation({
    mutationFn: (body: RefundInput) => paymentsApi.refund(id, body),
    onSuccess: () => done('Refunded.'),
    onError: (e) => toast.error(errorMessage(e, 'The refund failed.')),
  });
  const form = useForm<RefundInput>({
    resolver: zodResolver(refundInputSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason;

  if (q.isPending)
    return (
      <>
        <DialogTitle>Order</DialogTitle>
        <Skeleton className="h-40" />
      </>
    );
  if (q.isError)
    return (
      <>
        <DialogTitle>Order</DialogTitle>
        <p className="text-destructive">The order could not load.</p>
      </>
    );
  const { payment: o, events } = q.data;
  const rows: [string, React.ReactNode][] = [
    ['Buyer', o.userEmail],
    ['Amount', `${formatRupees(o.amountPaise)} ${o.currency}`],
    ['Status', STATUS_LABELS[o.status]],
    ['Provider', o.provider],
    ['Provider order', o.providerOrderId ?? '—'],
    ['Payment', o.providerPaymentId ?? '—'],
    ['Created', formatWhen(o.createdAt)],
    ['Paid at', o.paidAt ? formatWhen(o.paidAt) : '—'],
    ['Refunded at', o.refundedAt ? formatWhen(o.refundedAt) : '—'],
    ['Our id', o.id],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{o.item}</DialogTitle>
        <DialogDescription>{o.userEmail}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="min-w-0 break-all">{v}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-medium">Webhook events</h3>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">None for this order.</p>
        ) : (
          <EventList events={events} />
        )}
      </div>
      {o.status === 'created' && (
        <Button variant="outline" disabled={reconcile.isPending} onClick={() => reconcile.mutate()}>
          Reconcile now
        </Button>
      )}
      {o.status === 'paid' && (
        <form
          noValidate
          className="grid gap-2 rounded-md border p-3"
          onSubmit={form.handleSubmit((v) => refund.mutate(v))}
        >
          <Label htmlFor="refund-reason">Refund reason</Label>
          <Input
            id="refund-reason"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'refund-reason-error' : undefined}
            {...form.register('reason')}
          />
          {reasonError && (
            <p id="refund-reason-error" className="text-sm text-destructive">
              {reasonError.message}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            The money goes back through {o.provider}; a plan bought with it ends now.
          </p>
          <Button type="submit" variant="destructive" disabled={refund.isPending}>
            Refund {formatRupees(o.amountPaise)}
          </Button>
        </form>
      )}
    </>
  );
}
