import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { formatWhen } from './console-api';
import { selectClass } from './content-item-form';
import {
  evaluationKeys,
  evaluationsApi,
  type ConsoleEvaluation,
  type EvaluationStatus,
} from './evaluations-api';
import { Pager } from './pager';

const STATUS_LABEL: Record<EvaluationStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};
const isSettled = (s: EvaluationStatus | undefined) => s === 'done' || s === 'failed';

/**
 * Evaluations: failed ones with the assessor's raw error; retry one or all through the durable
 * job. A retried row stays on screen and follows its status until it is done (or fails again).
 */
export function EvaluationsSection() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<EvaluationStatus | 'all'>('failed');
  const [page, setPage] = useState(1);
  const [retried, setRetried] = useState<ConsoleEvaluation[]>([]);
  const list = useQuery({
    queryKey: [...evaluationKeys.all, status, page],
    queryFn: () => evaluationsApi.list(status, page),
    placeholderData: keepPreviousData,
  });
  const remember = (rows: ConsoleEvaluation[]) =>
    setRetried((old) => [...rows, ...old.filter((o) => !rows.some((r) => r.id === o.id))]);
  const retry = useMutation({
    mutationFn: (e: ConsoleEvaluation) => evaluationsApi.retry(e.id),
    onSuccess: (r, e) => {
      toast.success(
        r.retried ? 'Queued again.' : `Already ${STATUS_LABEL[r.evaluation.status].toLowerCase()}.`,
      );
      remember([{ ...e, ...r.evaluation }]);
      void qc.invalidateQueries({ queryKey: evaluationKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'The retry did not start.')),
  });
  const retryAll = useMutation({
    mutationFn: evaluationsApi.retryAll,
    onSuccess: (r) => {
      toast.success(
        r.retried === 0
          ? 'Nothing to retry.'
          : `${r.retried} queued again${r.remaining ? `; ${r.remaining} still failed (retry all again)` : ''}.`,
      );
      const rows = (list.data?.evaluations ?? []).filter((e) => r.ids.includes(e.id));
      remember(rows.map((e) => ({ ...e, status: 'queued', lastError: null })));
      void qc.invalidateQueries({ queryKey: evaluationKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'The retry did not start.')),
  });

  const rows = list.data?.evaluations ?? [];
  const failedCount = status === 'failed' ? (list.data?.total ?? 0) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="evaluations-status" className="text-sm font-medium">
            Status
          </label>
          <select
            id="evaluations-status"
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as EvaluationStatus | 'all');
              setPage(1);
            }}
          >
            <option value="failed">Failed</option>
            <option value="queued">Queued</option>
            <option value="running">Running</option>
            <option value="done">Done</option>
            <option value="all">All</option>
          </select>
        </div>
        <Button
          disabled={retryAll.isPending || failedCount === 0}
          onClick={() => retryAll.mutate()}
        >
          Retry all failed
        </Button>
      </div>
      {retried.length > 0 && (
        <section aria-label="Retried" className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Retried here</h3>
          <ul className="flex flex-col gap-2">
            {retried.map((e) => (
              <RetriedRow key={e.id} evaluation={e} />
            ))}
          </ul>
        </section>
      )}
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The evaluations could not load.</p>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">
          {status === 'failed' ? 'No failed evaluations.' : 'No evaluations.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Evaluations">
          {rows.map((e) => (
            <li key={e.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex min-w-0 flex-wrap items-center gap-2">
                  <Badge variant="secondary">{e.testType.toUpperCase()}</Badge>
                  <StatusBadge status={e.status} />
                  <span className="min-w-0 break-all">{e.email ?? e.userId}</span>
                </span>
                <span className="text-muted-foreground">{formatWhen(e.createdAt)}</span>
              </div>
              {e.lastError && (
                <p className="rounded bg-muted p-2 font-mono text-xs break-words">{e.lastError}</p>
              )}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-muted-foreground">
                  {e.attempts} attempt{e.attempts === 1 ? '' : 's'} · {e.id}
                </span>
                {e.status === 'failed' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(e)}
                  >
                    Retry
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          page={page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="evaluation"
          onPage={setPage}
        />
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: EvaluationStatus }) {
  return (
    <Badge
      variant={status === 'failed' ? 'destructive' : status === 'done' ? 'secondary' : 'outline'}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/** One retried evaluation, polled until it settles: queued → running → done (or failed). */
function RetriedRow({ evaluation }: { evaluation: ConsoleEvaluation }) {
  const q = useQuery({
    queryKey: evaluationKeys.one(evaluation.id),
    queryFn: () => evaluationsApi.one(evaluation.id),
    refetchInterval: (query) => (isSettled(query.state.data?.evaluation.status) ? false : 2000),
  });
  const e = q.data?.evaluation ?? evaluation;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
      aria-live="polite"
    >
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge variant="secondary">{e.testType.toUpperCase()}</Badge>
        <span className="min-w-0 break-all">{e.email ?? e.userId}</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-muted-foreground">Failed →</span>
        <StatusBadge status={e.status} />
      </span>
    </li>
  );
}
