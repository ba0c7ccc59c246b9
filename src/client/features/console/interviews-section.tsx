import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { consoleApi, formatWhen, type InterviewRequestRow } from './console-api';
import { InterviewerLinkButton } from './interviewer-link-button';

const STATUSES = ['pending', 'approved', 'confirmed', 'completed', 'rejected'] as const;
/** What an operator may do from each status (the server enforces the same transitions). */
const NEXT: Record<string, { action: string; label: string; destructive?: boolean }[]> = {
  pending: [
    { action: 'approve', label: 'Approve' },
    { action: 'confirm', label: 'Confirm' },
    { action: 'reject', label: 'Reject', destructive: true },
  ],
  approved: [
    { action: 'confirm', label: 'Confirm' },
    { action: 'complete', label: 'Complete' },
    { action: 'reject', label: 'Reject', destructive: true },
  ],
  confirmed: [
    { action: 'complete', label: 'Complete' },
    { action: 'reject', label: 'Reject', destructive: true },
  ],
};

export function InterviewsSection() {
  const [status, setStatus] = useState<string>('pending');
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ['console', 'interviews', status],
    queryFn: () => consoleApi.interviews(status),
  });
  const act = useMutation({
    mutationFn: (v: { id: string; action: string }) => consoleApi.interviewAction(v.id, v.action),
    onSuccess: (r) => {
      toast.success(
        `Request ${r.request.status}${r.request.refunded ? ' and refunded' : ''}. The candidate was mailed.`,
      );
      void qc.invalidateQueries({ queryKey: ['console', 'interviews'] });
    },
    onError: (e) => toast.error(errorMessage(e, 'The change failed. Please try again.')),
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
        {STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'default' : 'outline'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {s[0].toUpperCase() + s.slice(1)}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The requests could not load.</p>
      ) : list.data.requests.length === 0 ? (
        <p className="text-muted-foreground">No {status} requests.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.requests.map((r) => (
            <RequestRow
              key={r.id}
              r={r}
              busy={act.isPending && act.variables?.id === r.id}
              onAction={(action) => act.mutate({ id: r.id, action })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestRow({
  r,
  busy,
  onAction,
}: {
  r: InterviewRequestRow;
  busy: boolean;
  onAction: (action: string) => void;
}) {
  return (
    <li>
      <Card className="py-4">
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="truncate font-medium">{r.candidate}</p>
            <p className="text-sm text-muted-foreground">
              {r.interviewer} · {formatWhen(r.startsAt)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{r.status}</Badge>
              <Badge variant="outline">{r.isIncluded ? 'Included in plan' : 'Paid'}</Badge>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {(NEXT[r.status] ?? []).map((n) => (
              <Button
                key={n.action}
                size="sm"
                variant={n.destructive ? 'destructive' : 'outline'}
                disabled={busy}
                onClick={() => onAction(n.action)}
              >
                {n.label}
              </Button>
            ))}
            {(r.status === 'approved' || r.status === 'confirmed') && (
              <InterviewerLinkButton requestId={r.id} />
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
