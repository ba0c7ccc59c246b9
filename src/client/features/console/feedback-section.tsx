import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { errorMessage } from '@/client/lib/api-client';
import { formatWhen } from './console-api';
import { inboxApi, inboxKeys, type InboxStatus } from './feedback-api';
import { Pager } from './pager';

/** The feedback inbox: messages from /feedback, newest first; mark handled or reopen. */
export function FeedbackSection() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<InboxStatus>('open');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...inboxKeys.all, status, page],
    queryFn: () => inboxApi.list(status, page),
    placeholderData: keepPreviousData,
  });
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => inboxApi.mark(id, handled),
    onSuccess: ({ feedback }) => {
      toast.success(feedback.handledAt ? 'Marked handled.' : 'Reopened.');
      void qc.invalidateQueries({ queryKey: inboxKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e, 'That did not work. Please try again.')),
  });

  return (
    <div className="flex flex-col gap-4">
      <Tabs
        value={status}
        onValueChange={(v) => {
          setStatus(v as InboxStatus);
          setPage(1);
        }}
      >
        <TabsList>
          <TabsTrigger value="open">Open{list.data ? ` (${list.data.open})` : ''}</TabsTrigger>
          <TabsTrigger value="handled">Handled</TabsTrigger>
          <TabsTrigger value="all">All</TabsTrigger>
        </TabsList>
      </Tabs>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The inbox could not load.</p>
      ) : list.data.feedback.length === 0 ? (
        <p className="text-muted-foreground">
          {status === 'open' ? 'Nothing waiting. Every message has been handled.' : 'No messages.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Messages">
          {list.data.feedback.map((f) => (
            <li key={f.id} className="flex flex-col gap-2 rounded-md border p-3 sm:p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                <span className="min-w-0 font-medium break-all">
                  {f.email ?? 'deleted account'}
                </span>
                <span className="text-muted-foreground">{formatWhen(f.createdAt)}</span>
              </div>
              <p className="text-sm break-words whitespace-pre-wrap">{f.message}</p>
              <div className="flex flex-wrap items-center justify-between gap-2">
                {f.handledAt ? (
                  <Badge variant="secondary" className="max-w-full truncate">
                    Handled {formatWhen(f.handledAt)}
                    {f.handledBy ? ` by ${f.handledBy}` : ''}
                  </Badge>
                ) : (
                  <Badge variant="outline">Open</Badge>
                )}
                <Button
                  size="sm"
                  variant={f.handledAt ? 'outline' : 'default'}
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: f.id, handled: !f.handledAt })}
                >
                  {f.handledAt ? 'Reopen' : 'Mark handled'}
                </Button>
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
          noun="message"
          onPage={setPage}
        />
      )}
    </div>
  );
}
