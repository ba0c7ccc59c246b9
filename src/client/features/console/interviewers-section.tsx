import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api-client';
import {
  interviewerInputSchema,
  type InterviewerInput,
  type SlotStatus,
} from '@/shared/schemas/interviewers';
import {
  DEFAULT_SLOT_TIME_ZONE,
  WEEKDAY_LABELS,
  weeklyPatternSchema,
  weeklySlotInstants,
  type WeeklyPattern,
} from '@/shared/slot-pattern';
import { formatWhen } from './console-api';
import { interviewersApi, type AdminInterviewer, type AdminSlot } from './interviewers-api';

const KEY = ['console', 'interviewers'] as const;

/** Interviewers & slots (issue 17): records, weekly slot patterns, the slot calendar. */
export function InterviewersSection() {
  const list = useQuery({ queryKey: KEY, queryFn: interviewersApi.list });
  const [editing, setEditing] = useState<AdminInterviewer | 'new' | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: (w: AdminInterviewer) => interviewersApi.update(w.id, { isActive: !w.isActive }),
    onSuccess: (r) => {
      toast.success(r.interviewer.isActive ? 'Interviewer reactivated.' : 'Interviewer retired.');
      void qc.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => toast.error(errorMessage(e, 'The change failed.')),
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing('new')}>New interviewer</Button>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The interviewers could not load.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.interviewers.map((w) => (
            <li key={w.id}>
              <Card className="py-4">
                <CardContent className="flex flex-col gap-3">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium break-words">{w.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {w.specialization} · {w.experienceYears} yrs · ★ {w.rating.toFixed(1)}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {!w.isActive && <Badge variant="destructive">Retired</Badge>}
                        <Badge variant="outline">{w.upcoming.available} available</Badge>
                        <Badge variant="outline">{w.upcoming.held} held</Badge>
                        <Badge variant="secondary">{w.upcoming.booked} booked</Badge>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={openId === w.id}
                        onClick={() => setOpenId(openId === w.id ? null : w.id)}
                      >
                        Slots
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setEditing(w)}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant={w.isActive ? 'destructive' : 'outline'}
                        disabled={toggle.isPending}
                        onClick={() => {
                          if (
                            !w.isActive ||
                            window.confirm(
                              `Retire ${w.name}? Candidates will no longer see them; existing bookings stay.`,
                            )
                          )
                            toggle.mutate(w);
                        }}
                      >
                        {w.isActive ? 'Retire' : 'Reactivate'}
                      </Button>
                    </div>
                  </div>
                  {openId === w.id && <SlotsPanel interviewer={w} />}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <InterviewerDialog
          interviewer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void qc.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** A comma-separated text box bound to a string array (boards, times of day). */
function ListInput({
  id,
  value,
  onChange,
  placeholder,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (v: string[]) => void;
  placeholder?: string;
  invalid?: boolean;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Input
      id={id}
      value={text}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

function InterviewerDialog({
  interviewer,
  onClose,
  onSaved,
}: {
  interviewer: AdminInterviewer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<InterviewerInput>({
    resolver: zodResolver(interviewerInputSchema),
    defaultValues: interviewer
      ? {
          name: interviewer.name,
          slug: interviewer.slug,
          age: interviewer.age,
          rating: interviewer.rating,
          recommendationsCount: interviewer.recommendationsCount,
          recommendationPlaces: interviewer.recommendationPlaces,
          specialization: interviewer.specialization,
          experienceYears: interviewer.experienceYears,
          bio: interviewer.bio,
          isActive: interviewer.isActive,
        }
      : {
          name: '',
          slug: '',
          age: 55,
          rating: 4.5,
          recommendationsCount: 0,
          recommendationPlaces: [],
          specialization: '',
          experienceYears: 10,
          bio: '',
          isActive: true,
        },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (body: InterviewerInput) =>
      interviewer ? interviewersApi.update(interviewer.id, body) : interviewersApi.create(body),
    onSuccess: () => {
      toast.success(interviewer ? 'Interviewer saved.' : 'Interviewer added.');
      onSaved();
    },
    onError: (e) => toast.error(errorMessage(e, 'The interviewer could not be saved.')),
  });
  const text = (name: 'name' | 'slug' | 'specialization', label: string, hint?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`iv-${name}`}>{label}</Label>
      <Input
        id={`iv-${name}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `iv-${name}-error` : undefined}
        {...form.register(name)}
      />
      {hint && !errors[name] && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={`iv-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  const num = (
    name: 'age' | 'rating' | 'recommendationsCount' | 'experienceYears',
    label: string,
    step = '1',
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`iv-${name}`}>{label}</Label>
      <Input
        id={`iv-${name}`}
        type="number"
        step={step}
        inputMode="decimal"
        aria-invalid={errors[name] ? true : undefined}
        {...form.register(name, { valueAsNumber: true })}
      />
      <FieldError id={`iv-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{interviewer ? 'Edit interviewer' : 'New interviewer'}</DialogTitle>
          <DialogDescription>Candidates see all of this before they book.</DialogDescription>
        </DialogHeader>
        <form
          id="interviewer-form"
          noValidate
          onSubmit={form.handleSubmit((v) => save.mutate(v))}
          className="grid gap-3"
        >
          {text('name', 'Name with rank')}
          {text('specialization', 'Specialisation')}
          <div className="grid grid-cols-2 gap-3">
            {num('age', 'Age')}
            {num('experienceYears', 'Years on boards')}
            {num('rating', 'Rating (0–5)', '0.1')}
            {num('recommendationsCount', 'Recommendations')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="iv-places">Boards (comma-separated)</Label>
            <Controller
              control={form.control}
              name="recommendationPlaces"
              render={({ field }) => (
                <ListInput
                  id="iv-places"
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="SSB Bhopal, AFSB Dehradun"
                  invalid={Boolean(errors.recommendationPlaces)}
                />
              )}
            />
            <FieldError
              id="iv-places-error"
              message={
                errors.recommendationPlaces?.message ??
                errors.recommendationPlaces?.find?.((e) => e)?.message
              }
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="iv-bio">Bio</Label>
            <Textarea
              id="iv-bio"
              rows={4}
              aria-invalid={errors.bio ? true : undefined}
              {...form.register('bio')}
            />
            <FieldError id="iv-bio-error" message={errors.bio?.message} />
          </div>
          {text('slug', 'Key for scripts (optional)', 'Made from the name when left empty.')}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="interviewer-form" disabled={save.isPending}>
            {interviewer ? 'Save' : 'Add interviewer'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const STATUS_FILTERS: (SlotStatus | 'all')[] = ['all', 'available', 'held', 'booked', 'cancelled'];
const dateInput = (d: Date) => d.toISOString().slice(0, 10);
/** A slot in its own time zone (India's for most), as the interviewer will keep it. */
function slotWhen(s: AdminSlot) {
  try {
    return (
      new Intl.DateTimeFormat('en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: s.timeZone,
      }).format(new Date(s.startsAt)) + ` (${s.timeZone})`
    );
  } catch {
    return formatWhen(s.startsAt);
  }
}

function SlotsPanel({ interviewer }: { interviewer: AdminInterviewer }) {
  const [from, setFrom] = useState(() => dateInput(new Date()));
  const [to, setTo] = useState(() => dateInput(new Date(Date.now() + 28 * 86_400_000)));
  const [status, setStatus] = useState<SlotStatus | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const qc = useQueryClient();
  const key = ['console', 'interviewers', interviewer.id, 'slots', from, to, status];
  const slots = useQuery({
    queryKey: key,
    queryFn: () =>
      interviewersApi.slots(interviewer.id, {
        from: from ? new Date(`${from}T00:00:00`).toISOString() : undefined,
        to: to ? new Date(`${to}T23:59:59`).toISOString() : undefined,
        status: status === 'all' ? undefined : status,
      }),
  });
  const cancel = useMutation({
    mutationFn: (slot: AdminSlot) => interviewersApi.cancelSlot(slot.id),
    onSuccess: (r) => {
      toast.success(
        r.outcome === 'removed'
          ? 'Slot removed.'
          : r.refunded
            ? 'Slot cancelled: the booking was rejected, refunded and the candidate mailed.'
            : 'Slot cancelled.',
      );
      void qc.invalidateQueries({ queryKey: ['console', 'interviewers'] });
    },
    onError: (e) => toast.error(errorMessage(e, 'The slot could not be cancelled.')),
  });

  return (
    <div className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`from-${interviewer.id}`}>From</Label>
          <Input
            id={`from-${interviewer.id}`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className="w-40"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`to-${interviewer.id}`}>To</Label>
          <Input
            id={`to-${interviewer.id}`}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="w-40"
          />
        </div>
        <Button size="sm" onClick={() => setAdding(true)} disabled={!interviewer.isActive}>
          Add slots
        </Button>
      </div>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Slot status">
        {STATUS_FILTERS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'secondary' : 'ghost'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {s[0].toUpperCase() + s.slice(1)}
          </Button>
        ))}
      </div>
      {slots.isPending ? (
        <Skeleton className="h-16" />
      ) : slots.isError ? (
        <p className="text-destructive">{errorMessage(slots.error, 'The slots could not load.')}</p>
      ) : slots.data.slots.length === 0 ? (
        <p className="text-sm text-muted-foreground">No slots in this range.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm" aria-label="Slots">
          {slots.data.slots.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-2.5">
              <span className="min-w-0">
                <span className="font-medium">{slotWhen(s)}</span>{' '}
                <Badge
                  variant={
                    s.status === 'booked'
                      ? 'default'
                      : s.status === 'cancelled'
                        ? 'destructive'
                        : s.status === 'held'
                          ? 'secondary'
                          : 'outline'
                  }
                >
                  {s.status}
                </Badge>
                {s.candidate && (
                  <span className="block break-all text-muted-foreground">{s.candidate}</span>
                )}
              </span>
              {s.status !== 'cancelled' && new Date(s.startsAt) > new Date() && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  disabled={cancel.isPending}
                  onClick={() => {
                    const warn =
                      s.status === 'booked'
                        ? 'The booking is rejected, the payment refunded and the candidate mailed.'
                        : s.status === 'held'
                          ? 'A candidate is paying for it now; a late payment is refunded.'
                          : 'The slot is removed.';
                    if (window.confirm(`Cancel the slot at ${slotWhen(s)}? ${warn}`))
                      cancel.mutate(s);
                  }}
                >
                  Cancel slot
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <AddSlotsDialog
          interviewer={interviewer}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void qc.invalidateQueries({ queryKey: ['console', 'interviewers'] });
          }}
        />
      )}
    </div>
  );
}

function AddSlotsDialog({
  interviewer,
  onClose,
  onDone,
}: {
  interviewer: AdminInterviewer;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<WeeklyPattern>({
    resolver: zodResolver(weeklyPatternSchema),
    defaultValues: {
      weekdays: [1, 3, 5],
      times: ['10:00', '17:00'],
      weeks: 4,
      timeZone: DEFAULT_SLOT_TIME_ZONE,
      startDate: '',
    },
  });
  const errors = form.formState.errors;
  const watched = useWatch({ control: form.control });
  const preview = useMemo(() => {
    const parsed = weeklyPatternSchema.safeParse(watched);
    return parsed.success ? weeklySlotInstants(parsed.data, new Date()) : null;
  }, [watched]);
  const zone = watched.timeZone || DEFAULT_SLOT_TIME_ZONE;
  const weekly = useMutation({
    mutationFn: (p: WeeklyPattern) => interviewersApi.addWeekly(interviewer.id, p),
    onSuccess: (r) => {
      toast.success(
        `${r.created} slot${r.created === 1 ? '' : 's'} created${r.skipped ? `, ${r.skipped} already there` : ''}.`,
      );
      onDone();
    },
    onError: (e) => toast.error(errorMessage(e, 'The slots could not be added.')),
  });
  const [single, setSingle] = useState('');
  const one = useMutation({
    mutationFn: () =>
      interviewersApi.addSlot(interviewer.id, {
        startsAt: new Date(single).toISOString(),
        timeZone: zone,
      }),
    onSuccess: () => {
      toast.success('Slot added.');
      onDone();
    },
    onError: (e) => toast.error(errorMessage(e, 'The slot could not be added.')),
  });
  const fmt = (d: Date) =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
    }).format(d);

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add slots · {interviewer.name}</DialogTitle>
          <DialogDescription>
            A weekly pattern, or one slot below. Times already there are skipped; nothing is created
            in the past.
          </DialogDescription>
        </DialogHeader>
        <form
          id="weekly-form"
          noValidate
          onSubmit={form.handleSubmit((v) => weekly.mutate(v))}
          className="grid gap-3"
        >
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Weekdays</legend>
            <Controller
              control={form.control}
              name="weekdays"
              render={({ field }) => (
                <div className="flex flex-wrap gap-1.5">
                  {WEEKDAY_LABELS.map((label, i) => {
                    const on = field.value.includes(i);
                    return (
                      <Button
                        key={label}
                        type="button"
                        size="sm"
                        variant={on ? 'default' : 'outline'}
                        aria-pressed={on}
                        onClick={() =>
                          field.onChange(
                            on ? field.value.filter((d) => d !== i) : [...field.value, i],
                          )
                        }
                      >
                        {label}
                      </Button>
                    );
                  })}
                </div>
              )}
            />
            <FieldError id="weekdays-error" message={errors.weekdays?.message} />
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="pattern-times">Times of day (24-hour, comma-separated)</Label>
            <Controller
              control={form.control}
              name="times"
              render={({ field }) => (
                <ListInput
                  id="pattern-times"
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="09:30, 17:00"
                  invalid={Boolean(errors.times)}
                />
              )}
            />
            <FieldError
              id="times-error"
              message={errors.times?.message ?? errors.times?.find?.((e) => e)?.message}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="pattern-weeks">Weeks</Label>
              <Input
                id="pattern-weeks"
                type="number"
                min={1}
                max={12}
                aria-invalid={errors.weeks ? true : undefined}
                {...form.register('weeks', { valueAsNumber: true })}
              />
              <FieldError id="weeks-error" message={errors.weeks?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="pattern-start">From (optional)</Label>
              <Input id="pattern-start" type="date" {...form.register('startDate')} />
              <FieldError id="start-error" message={errors.startDate?.message} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="pattern-zone">Time zone (IANA)</Label>
            <Input
              id="pattern-zone"
              aria-invalid={errors.timeZone ? true : undefined}
              {...form.register('timeZone')}
            />
            <FieldError id="zone-error" message={errors.timeZone?.message} />
          </div>
          <section aria-label="Preview" className="rounded-md border p-2.5 text-sm">
            {preview === null ? (
              <p className="text-muted-foreground">Fix the pattern to see the slots.</p>
            ) : preview.length === 0 ? (
              <p className="text-muted-foreground">This pattern has no future slots.</p>
            ) : (
              <>
                <p className="mb-1.5 font-medium">
                  {preview.length} slot{preview.length === 1 ? '' : 's'} ({zone})
                </p>
                <ul className="grid max-h-40 grid-cols-1 gap-x-4 overflow-y-auto text-muted-foreground sm:grid-cols-2">
                  {preview.map((d) => (
                    <li key={d.toISOString()}>{fmt(d)}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </form>
        <div className="grid gap-1.5 border-t pt-3">
          <Label htmlFor="single-slot">Or one slot (your time)</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="single-slot"
              type="datetime-local"
              value={single}
              onChange={(e) => setSingle(e.target.value)}
              className="w-auto min-w-0 flex-1"
            />
            <Button
              type="button"
              variant="outline"
              disabled={!single || one.isPending}
              onClick={() => one.mutate()}
            >
              Add one
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            type="submit"
            form="weekly-form"
            disabled={weekly.isPending || preview?.length === 0}
          >
            Create {preview?.length ?? ''} slots
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
