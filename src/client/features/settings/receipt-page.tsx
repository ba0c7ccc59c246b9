import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import type { Receipt } from '@/shared/schemas/payments';
import { apiPaths, paths } from '@/client/lib/paths';
import { PRODUCT_NAME } from '@/client/components/app/logo';
import { PageHeader } from '@/client/components/app/page-header';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { api } from '@/client/lib/api-client';
import { formatDate } from '@/client/lib/format';
import { formatPaise } from '@/client/lib/subscription';

/** A printable receipt for one payment (order id, payment id, plan, amount with GST, date). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuery({
    queryKey: ['payments', 'receipt', id],
    queryFn: ({ signal }) => api.get<Receipt>(apiPaths.receipt(id), { signal }),
  });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex items-center justify-between gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.settings}>
            <ArrowLeftIcon aria-hidden="true" />
            Settings
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} disabled={!data}>
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
      </div>
      {isPending ? (
        <Skeleton className="h-96" aria-label="Loading receipt" />
      ) : isError ? (
        <p className="text-destructive">This receipt could not be found.</p>
      ) : (
        <article className="rounded-xl border bg-card p-6 text-card-foreground print:border-0 print:p-0">
          <PageHeader
            title="Payment receipt"
            description={`${PRODUCT_NAME} · ${data.customer.name}`}
          >
            {data.status === 'refunded' && (
              <span className="font-semibold text-destructive">REFUNDED</span>
            )}
          </PageHeader>
          <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <Row label="Date" value={formatDate(data.paidAt ?? data.createdAt)} />
            <Row label="Billed to" value={`${data.customer.name} <${data.customer.email}>`} />
            <Row label="Plan" value={data.planName} />
            <Row label="Order ID" value={data.orderId ?? '—'} mono />
            <Row label="Payment ID" value={data.paymentId ?? '—'} mono />
          </dl>
          <table className="mt-6 w-full text-sm">
            <caption className="sr-only">Amount</caption>
            <tbody className="[&_td]:py-1.5">
              <tr>
                <td>Price before tax</td>
                <td className="text-right tabular-nums">
                  {formatPaise(data.taxableAmount, data.currency)}
                </td>
              </tr>
              <tr>
                <td>GST ({data.gstRatePercent}%)</td>
                <td className="text-right tabular-nums">
                  {formatPaise(data.gstAmount, data.currency)}
                </td>
              </tr>
              <tr className="border-t font-semibold">
                <td>Total paid</td>
                <td className="text-right tabular-nums">
                  {formatPaise(data.amount, data.currency)}
                </td>
              </tr>
            </tbody>
          </table>
        </article>
      )}
    </div>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-xs leading-5 break-all' : undefined}>{value}</dd>
    </>
  );
}
