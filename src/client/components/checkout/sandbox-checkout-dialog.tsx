import { useState } from 'react';
import { FlaskConicalIcon } from 'lucide-react';
import type { CreatedOrder, SandboxCheckoutResult } from '@/shared/schemas/payments';
import { apiPaths } from '@/client/lib/paths';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { api, errorMessage } from '@/client/lib/api-client';
import { formatPaise } from '@/client/lib/subscription';
import type { CheckoutResult } from './razorpay-checkout';

/**
 * The sandbox provider's checkout: a clearly labelled test dialog whose Pay asks the server to
 * sign the payment exactly as Razorpay would, so the real verification runs afterwards.
 */
export function SandboxCheckoutDialog({
  order,
  onResult,
}: {
  order: CreatedOrder | null;
  onResult: (result: CheckoutResult) => void;
}) {
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);

  async function submit(outcome: 'pay' | 'fail') {
    if (!order) return;
    setBusy(outcome);
    try {
      const res = await api.post<SandboxCheckoutResult>(apiPaths.sandboxCheckout, {
        orderId: order.orderId,
        outcome,
      });
      onResult(
        res.outcome === 'pay'
          ? { kind: 'paid', callback: res.callback }
          : { kind: 'failed', message: res.message },
      );
    } catch (error) {
      onResult({ kind: 'failed', message: errorMessage(error, 'The test payment failed.') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && !busy && onResult({ kind: 'dismissed' })}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <Badge
            variant="outline"
            className="w-fit gap-1 border-amber-500 text-amber-700 dark:text-amber-400"
          >
            <FlaskConicalIcon aria-hidden="true" />
            Test mode: no real money moves
          </Badge>
          <DialogTitle>Test checkout</DialogTitle>
          <DialogDescription>
            This server has no payment provider configured, so this sandbox stands in for Razorpay.
          </DialogDescription>
        </DialogHeader>
        {order && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border p-4 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{order.description}</dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-semibold">{formatPaise(order.amount, order.currency)}</dd>
            <dt className="text-muted-foreground">Order</dt>
            <dd className="truncate font-mono text-xs leading-5">{order.orderId}</dd>
            <dt className="text-muted-foreground">Paying as</dt>
            <dd className="truncate">{order.prefill.email}</dd>
          </dl>
        )}
        <DialogFooter className="gap-2 sm:justify-between">
          <Button
            variant="ghost"
            disabled={busy !== null}
            onClick={() => onResult({ kind: 'dismissed' })}
          >
            Cancel
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" disabled={busy !== null} onClick={() => void submit('fail')}>
              {busy === 'fail' ? 'Failing…' : 'Fail'}
            </Button>
            <Button disabled={busy !== null} onClick={() => void submit('pay')}>
              {busy === 'pay'
                ? 'Paying…'
                : `Pay ${order ? formatPaise(order.amount, order.currency) : ''}`}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
