import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  creditGrantSchema,
  userSearchSchema,
  type CreditGrant,
} from '@/shared/schemas/console-users';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { consoleApi, formatWhen } from './console-api';
import { FieldError } from './field-error';
import { UserOrders, UserPlans } from './user-plans';
import { userKeys, usersApi } from './users-api';

/**
 * Users: search by email; an account's credits with the ledger (and each grant's reason), grants,
 * plans (extend or cancel), orders and the verification mail. Never passwords or secrets.
 */
export function UsersSection() {
  const [term, setTerm] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const search = useForm<
    z.input<typeof userSearchSchema>,
    unknown,
    z.output<typeof userSearchSchema>
  >({
    resolver: zodResolver(userSearchSchema),
    defaultValues: { email: '' },
  });
  const found = useQuery({
    queryKey: ['console', 'users', term],
    queryFn: () => consoleApi.users(term ?? ''),
    enabled: term !== null,
  });

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="flex min-w-0 flex-col gap-3">
        <form
          noValidate
          className="flex gap-2"
          onSubmit={search.handleSubmit((v) => setTerm(v.email))}
        >
          <Label htmlFor="user-search" className="sr-only">
            Email
          </Label>
          <Input
            id="user-search"
            type="search"
            placeholder="Search by email"
            {...search.register('email')}
          />
          <Button type="submit">Search</Button>
        </form>
        <FieldError id="user-search-error" error={search.formState.errors.email} />
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
  const q = useQuery({ queryKey: userKeys.one(id), queryFn: () => usersApi.detail(id) });
  const resend = useMutation({
    mutationFn: () => usersApi.resendVerification(id),
    onSuccess: (r) => toast.success(`Verification mail sent to ${r.email}.`),
    onError: (e) => toast.error(errorMessage(e, 'The mail could not be sent.')),
  });

  if (q.isPending) return <Skeleton className="h-64" />;
  if (q.isError) return <p className="text-destructive">The account could not load.</p>;
  const { user, credits, ledger, subscriptions, orders } = q.data;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="break-all">{user.email}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{credits.planName}</Badge>
          {user.role === 'admin' && <Badge>Admin</Badge>}
          <Badge variant="outline">{user.emailVerified ? 'Verified' : 'Not verified'}</Badge>
          <Badge variant="outline">{user.twoFactorEnabled ? '2FA on' : '2FA off'}</Badge>
          {!user.emailVerified && (
            <Button
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend verification
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(['wat', 'srt', 'ppdt'] as const).map((t) => (
            <div key={t} className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground uppercase">{t}</dt>
              <dd className="text-xl font-semibold">{credits.credits[t]}</dd>
            </div>
          ))}
        </dl>
        <GrantForm
          userId={id}
          onDone={() => void qc.invalidateQueries({ queryKey: userKeys.one(id) })}
        />
        <section aria-labelledby="ledger-heading">
          <h3 id="ledger-heading" className="mb-2 text-sm font-medium">
            Ledger
          </h3>
          {ledger.length === 0 ? (
            <p className="text-sm text-muted-foreground">No credit changes yet.</p>
          ) : (
            <ul className="max-h-80 divide-y overflow-y-auto rounded-md border text-sm">
              {ledger.map((l) => (
                <li key={l.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 p-2">
                  <span className="min-w-0">
                    <span className="uppercase">{l.testType}</span> · {l.reason}
                    {l.note && (
                      <span className="block break-words text-muted-foreground">“{l.note}”</span>
                    )}
                  </span>
                  <span className={l.delta < 0 ? 'text-destructive' : ''}>
                    {l.delta > 0 ? `+${l.delta}` : l.delta} · {formatWhen(l.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <UserPlans userId={id} subscriptions={subscriptions} />
        <UserOrders orders={orders} />
      </CardContent>
    </Card>
  );
}

function GrantForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const form = useForm<CreditGrant>({
    resolver: zodResolver(creditGrantSchema),
    defaultValues: { testType: 'wat', amount: 1, reason: '' },
  });
  const grant = useMutation({
    mutationFn: (body: CreditGrant) => consoleApi.grantCredits(userId, body),
    onSuccess: (r) => {
      toast.success(`Balance ${r.before} → ${r.after}.`);
      form.reset({ ...form.getValues(), reason: '' });
      onDone();
    },
    onError: (e) => toast.error(errorMessage(e, 'The credits could not be granted.')),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => grant.mutate(v))}
      className="grid gap-3 sm:grid-cols-[7rem_6rem_1fr_auto] sm:items-start"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="grant-type">Test</Label>
        <select
          id="grant-type"
          className="h-9 rounded-md border border-input bg-background px-3 text-sm"
          {...form.register('testType')}
        >
          <option value="wat">WAT</option>
          <option value="srt">SRT</option>
          <option value="ppdt">PPDT</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="grant-amount">Credits</Label>
        <Input
          id="grant-amount"
          type="number"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'grant-amount-error' : undefined}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <FieldError id="grant-amount-error" error={errors.amount} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="grant-reason">Reason</Label>
        <Input
          id="grant-reason"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'grant-reason-error' : undefined}
          {...form.register('reason')}
        />
        <FieldError id="grant-reason-error" error={errors.reason} />
      </div>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={grant.isPending}>
        Grant
      </Button>
    </form>
  );
}
