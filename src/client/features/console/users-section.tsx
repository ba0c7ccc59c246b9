import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { consoleApi, formatWhen } from './console-api';

/** Users: search by email, credits with the ledger, grant credits with a reason. */
export function UsersSection() {
  const [email, setEmail] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['console', 'users', term],
    queryFn: () => consoleApi.users(term ?? ''),
    enabled: term !== null,
  });

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="flex flex-col gap-3">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setTerm(email.trim());
          }}
        >
          <Label htmlFor="user-search" className="sr-only">
            Email
          </Label>
          <Input
            id="user-search"
            type="search"
            placeholder="Search by email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        {found.isFetching && <Skeleton className="h-24" />}
        {found.data && found.data.users.length === 0 && (
          <p className="text-sm text-muted-foreground">No account matches.</p>
        )}
        {found.data && found.data.users.length > 0 && (
          <ul className="divide-y rounded-md border">
            {found.data.users.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  className="w-full p-3 text-left text-sm hover:bg-accent aria-[current=true]:bg-accent"
                  aria-current={selected === u.id}
                  onClick={() => setSelected(u.id)}
                >
                  <span className="block truncate font-medium">{u.email}</span>
                  <span className="text-muted-foreground">
                    {u.name} · joined {formatWhen(u.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected ? (
        <UserDetailCard id={selected} />
      ) : (
        <p className="text-sm text-muted-foreground">Search for an account and pick it.</p>
      )}
    </div>
  );
}

function UserDetailCard({ id }: { id: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['console', 'user', id], queryFn: () => consoleApi.user(id) });
  const grant = useMutation({
    mutationFn: (body: { testType: string; amount: number; reason: string }) =>
      consoleApi.grantCredits(id, body),
    onSuccess: (r) => {
      toast.success(`Balance ${r.before} → ${r.after}.`);
      void qc.invalidateQueries({ queryKey: ['console', 'user', id] });
    },
    onError: (e) => toast.error(errorMessage(e, 'The credits could not be granted.')),
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    grant.mutate({
      testType: String(f.get('testType')),
      amount: Number(f.get('amount')),
      reason: String(f.get('reason')),
    });
  }

  if (q.isPending) return <Skeleton className="h-64" />;
  if (q.isError) return <p className="text-destructive">The account could not load.</p>;
  const { user, credits, ledger } = q.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="break-all">{user.email}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{credits.planName}</Badge>
          {user.role === 'admin' && <Badge>Admin</Badge>}
          <Badge variant="outline">{user.emailVerified ? 'Verified' : 'Not verified'}</Badge>
          <Badge variant="outline">{user.twoFactorEnabled ? '2FA on' : '2FA off'}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(['wat', 'srt', 'ppdt'] as const).map((t) => (
            <div key={t} className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground uppercase">{t}</dt>
              <dd className="text-xl font-semibold">{credits.credits[t]}</dd>
            </div>
          ))}
        </dl>
        <form
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-[7rem_6rem_1fr_auto] sm:items-end"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="grant-type">Test</Label>
            <select
              id="grant-type"
              name="testType"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            >
              <option value="wat">WAT</option>
              <option value="srt">SRT</option>
              <option value="ppdt">PPDT</option>
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="grant-amount">Credits</Label>
            <Input id="grant-amount" name="amount" type="number" defaultValue={1} required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="grant-reason">Reason</Label>
            <Input id="grant-reason" name="reason" required minLength={3} maxLength={500} />
          </div>
          <Button type="submit" disabled={grant.isPending}>
            Grant
          </Button>
        </form>
        <div>
          <h3 className="mb-2 text-sm font-medium">Ledger</h3>
          <ul className="divide-y rounded-md border text-sm">
            {ledger.map((l) => (
              <li key={l.id} className="flex flex-wrap justify-between gap-2 p-2">
                <span>
                  <span className="uppercase">{l.testType}</span> · {l.reason}
                </span>
                <span className={l.delta < 0 ? 'text-destructive' : ''}>
                  {l.delta > 0 ? `+${l.delta}` : l.delta} · {formatWhen(l.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
