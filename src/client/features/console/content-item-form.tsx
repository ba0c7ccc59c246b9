import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
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
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api-client';
import { SRT_CATEGORIES, WAT_KINDS, WAT_VALENCES } from '@/shared/content';
import { OLQ_KEYS } from '@/shared/olqs';
import {
  srtSituationInputSchema,
  watWordInputSchema,
  type ContentBank,
  type ContentItem,
} from '@/shared/schemas/content';
import { contentApi } from './content-api';

export const selectClass = 'h-9 rounded-md border border-input bg-background px-3 text-sm';
export const BANK_NOUN: Record<ContentBank, string> = { wat: 'word', srt: 'situation' };

/** Add or edit one WAT word or SRT situation (the server's schema checks the form too). */
export function ContentItemDialog({
  bank,
  item,
  onClose,
  onSaved,
}: {
  bank: ContentBank;
  item: ContentItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useMutation({
    mutationFn: (body: unknown) =>
      item ? contentApi.update(bank, item.id, body) : contentApi.create(bank, body),
    onSuccess: () => {
      toast.success(item ? 'Saved.' : `The ${BANK_NOUN[bank]} was added.`);
      onSaved();
    },
    onError: (e) => toast.error(errorMessage(e, `The ${BANK_NOUN[bank]} could not be saved.`)),
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{item ? `Edit ${BANK_NOUN[bank]}` : `Add a ${BANK_NOUN[bank]}`}</DialogTitle>
          <DialogDescription>
            Sessions that already drew it keep showing what they showed.
          </DialogDescription>
        </DialogHeader>
        {bank === 'wat' ? (
          <WatForm item={item} onSubmit={(v) => save.mutate(v)} />
        ) : (
          <SrtForm item={item} onSubmit={(v) => save.mutate(v)} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="content-item-form" disabled={save.isPending}>
            {item ? 'Save' : 'Add'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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

function WatForm({
  item,
  onSubmit,
}: {
  item: ContentItem | null;
  onSubmit: (v: z.output<typeof watWordInputSchema>) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof watWordInputSchema>, unknown, z.output<typeof watWordInputSchema>>({
    resolver: zodResolver(watWordInputSchema),
    defaultValues: {
      word: item?.text ?? '',
      valence: item?.valence ?? 'neutral',
      kind: item?.kind ?? 'abstract',
      difficulty: String(item?.difficulty ?? 1),
      tags: item?.tags.join(', ') ?? '',
    },
  });
  return (
    <form id="content-item-form" onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="wat-word">Word</Label>
        <Input
          id="wat-word"
          aria-invalid={errors.word ? true : undefined}
          aria-describedby={errors.word ? 'wat-word-error' : undefined}
          {...register('word')}
        />
        <FieldError id="wat-word-error" message={errors.word?.message} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="wat-valence">Valence</Label>
          <select id="wat-valence" className={selectClass} {...register('valence')}>
            {WAT_VALENCES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="wat-kind">Kind</Label>
          <select id="wat-kind" className={selectClass} {...register('kind')}>
            {WAT_KINDS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="wat-difficulty">Difficulty</Label>
          <select id="wat-difficulty" className={selectClass} {...register('difficulty')}>
            {['1', '2', '3'].map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
      </div>
      <TagsField id="wat-tags" message={errors.tags?.message} {...register('tags')} />
    </form>
  );
}

function SrtForm({
  item,
  onSubmit,
}: {
  item: ContentItem | null;
  onSubmit: (v: z.output<typeof srtSituationInputSchema>) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<
    z.input<typeof srtSituationInputSchema>,
    unknown,
    z.output<typeof srtSituationInputSchema>
  >({
    resolver: zodResolver(srtSituationInputSchema),
    defaultValues: {
      text: item?.text ?? '',
      category: (item?.category as (typeof SRT_CATEGORIES)[number] | undefined) ?? 'home',
      tags: item?.tags.join(', ') ?? '',
    },
  });
  return (
    <form id="content-item-form" onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="srt-text">Situation</Label>
        <Textarea
          id="srt-text"
          rows={4}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? 'srt-text-error' : undefined}
          {...register('text')}
        />
        <FieldError id="srt-text-error" message={errors.text?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="srt-category">Category</Label>
        <select id="srt-category" className={selectClass} {...register('category')}>
          {SRT_CATEGORIES.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </div>
      <TagsField id="srt-tags" message={errors.tags?.message} {...register('tags')} />
    </form>
  );
}

/**
 * Drill tags (issue 19): OLQ keys separated by commas. A drill for a weak quality draws the
 * items tagged with it first; the server's schema checks every key.
 */
function TagsField({
  id,
  message,
  ...field
}: { id: string; message?: string } & UseFormRegisterReturn) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Drill tags</Label>
      <Input
        id={id}
        placeholder="courage, initiative"
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        {...field}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        OLQ keys, separated by commas: {OLQ_KEYS.join(', ')}.
      </p>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
