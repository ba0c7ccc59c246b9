import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ReceiptTextIcon } from 'lucide-react';
import type { Payment } from '@/shared/schemas/payments';
import { paths } from '@/client/lib/paths';
import { Badge } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate } from '@/client/lib/format';
import { formatPaise, paymentsQueryOptions } from '@/client/lib/subscription';

const statusVariant: Record<
  Payment['status'],
  'default' | 'secondary' | 'destructive' | 'outline'
> = {
  paid: 'default',
  created: 'secondary',
  failed: 'destructive',
  expired: 'outline',
  refunded: 'outline',
};

/** Settings → Subscription Details: every payment, with a receipt for the paid ones. */
export function PaymentHistory() {
  const { data, isPending, isError } = useQuery(paymentsQueryOptions);
  if (isPending) return <Skeleton className="h-12" aria-label="Loading payments" />;
  if (isError) return <p className="text-sm text-destructive">Failed to load payments.</p>;
  if (data.payments.length === 0) {
    return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Payments">
      {data.payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{p.planName}</p>
            <p className="text-muted-foreground">{formatDate(p.paidAt ?? p.createdAt)}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold tabular-nums">{formatPaise(p.amount, p.currency)}</span>
            <Badge variant={statusVariant[p.status]} className="capitalize">
              {p.status}
            </Badge>
            {(p.status === 'paid' || p.status === 'refunded') && (
              <Link
                to={paths.receipt(p.id)}
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                <ReceiptTextIcon className="size-4" aria-hidden="true" />
                Receipt
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
