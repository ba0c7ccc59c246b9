import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { consoleApi, formatWhen } from './console-api';

interface Filters {
  action?: string;
  entityType?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const PAGE_SIZE = 25;
const dayStart = (d: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : undefined);
const dayEnd = (d: string) =>
  d ? new Date(new Date(`${d}T00:00:00`).getTime() + 86_400_000).toISOString() : undefined;

/** The audit log: who did what to which record, newest first, filterable and paged. */
export function AuditSection() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['console', 'audit', filters, page],
    queryFn: () => consoleApi.audit({ ...filters, page, pageSize: PAGE_SIZE }),
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? '').trim() || undefined;
    setFilters({
      action: s('action'),
      entityType: s('entityType'),
      actor: s('actor'),
      from: dayStart(String(f.get('from') ?? '')),
      to: dayEnd(String(f.get('to') ?? '')),
    });
    setPage(1);
  }

  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end">
        <Filter label="Action" name="action" placeholder="room.update" />
        <Filter label="Entity" name="entityType" placeholder="room" />
        <Filter label="Actor" name="actor" placeholder="email or id" />
        <Filter label="From" name="from" type="date" />
        <Filter label="To" name="to" type="date" />
        <Button type="submit">Filter</Button>
      </form>
      {q.isPending ? (
        <Skeleton className="h-40" />
      ) : q.isError ? (
        <p className="text-destructive">The audit log could not load.</p>
      ) : q.data.entries.length === 0 ? (
        <p className="text-muted-foreground">Nothing recorded for these filters.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {q.data.entries.map((e) => (
              <li key={e.id} className="space-y-1 rounded-md border p-3 text-sm">
                <p className="font-mono text-xs">{e.action}</p>
                <p className="break-all text-muted-foreground">
                  {formatWhen(e.createdAt)} · {e.actorEmail ?? e.actor}
                </p>
                <p className="break-all text-xs">
                  {e.entityType} {e.entityId}
                </p>
                <Change before={e.before} after={e.after} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-md border md:block">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th className="p-2 font-medium">When</th>
                  <th className="p-2 font-medium">Who</th>
                  <th className="p-2 font-medium">Action</th>
                  <th className="p-2 font-medium">Record</th>
                  <th className="p-2 font-medium">Change</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {q.data.entries.map((e) => (
                  <tr key={e.id} className="align-top">
                    <td className="p-2 whitespace-nowrap">{formatWhen(e.createdAt)}</td>
                    <td className="p-2 break-all">{e.actorEmail ?? e.actor}</td>
                    <td className="p-2 font-mono text-xs">{e.action}</td>
                    <td className="p-2 text-xs">
                      {e.entityType}
                      {e.entityId && <span className="block font-mono">{e.entityId}</span>}
                    </td>
                    <td className="p-2">
                      <Change before={e.before} after={e.after} />
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
          {q.data ? `${q.data.total} entries · page ${page} of ${pages}` : ''}
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
    </div>
  );
}

function Filter({
  label,
  name,
  ...props
}: { label: string; name: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`audit-${name}`}>{label}</Label>
      <Input id={`audit-${name}`} name={name} {...props} />
    </div>
  );
}

function Change({ before, after }: { before: unknown; after: unknown }) {
  return (
    <details>
      <summary className="cursor-pointer text-xs">before / after</summary>
      <pre className="max-w-md overflow-x-auto text-xs whitespace-pre-wrap break-all">
        {JSON.stringify({ before, after }, null, 2)}
      </pre>
    </details>
  );
}
