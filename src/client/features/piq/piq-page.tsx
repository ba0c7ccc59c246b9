import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoaderCircleIcon, RotateCwIcon } from 'lucide-react';
import type { PiqState } from '@/shared/schemas/piq';
import { PageHeader } from '@/client/components/app/page-header';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { useAuth } from '@/client/lib/auth';
import { piqQueryOptions, useDiscardPiqDraft } from './api';
import { completeValues, formValuesFromPiq, newFormValues } from './form-values';
import { readLocalCopy, type PiqLocalCopy } from './local-copy';
import { PiqForm, type PiqFormSession } from './piq-form';
import { PiqView } from './piq-view';

/**
 * Where the screen opens (spec part 1 §4): the form in progress in this browser if it is still
 * current, else the view when a PIQ exists, else a new form (resuming a saved draft at its step).
 */
export function initialSession(data: PiqState, local: PiqLocalCopy | null): PiqFormSession | null {
  const { form, draft } = data;
  const localIsCurrent = local && (!draft || draft.savedAt === local.draftSavedAt);
  if (!form) {
    if (local?.mode === 'new' && localIsCurrent)
      return { ...local, values: completeValues(local.values) };
    if (draft) {
      return {
        mode: 'new',
        values: completeValues(draft.data),
        step: draft.step,
        baseUpdatedAt: null,
        draftSavedAt: draft.savedAt,
      };
    }
    return {
      mode: 'new',
      values: newFormValues(),
      step: 1,
      baseUpdatedAt: null,
      draftSavedAt: null,
    };
  }
  if (local?.mode === 'edit' && localIsCurrent && local.baseUpdatedAt === form.updatedAt) {
    return { ...local, values: completeValues(local.values) };
  }
  return null;
}

const descriptions = {
  view: 'Your Personal Information Questionnaire. The AI assessor reads it to personalise your feedback.',
  new: 'Fill in your Personal Information Questionnaire once; the AI assessor uses it to personalise your feedback.',
  edit: 'Update your answers and save them with Update PIQ.',
};

export function PiqPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const query = useQuery(piqQueryOptions());
  const discard = useDiscardPiqDraft();
  // undefined: not decided yet; null: the read-only view; otherwise the form and where it starts.
  const [session, setSession] = useState<PiqFormSession | null | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);

  // Decided once per load (and again should the view lose its PIQ): render-time derived state.
  if (query.data && (session === undefined || (session === null && !query.data.form))) {
    setSession(initialSession(query.data, readLocalCopy(userId)));
  }

  useEffect(() => {
    if (query.isError) toast.error('Error', { description: 'Failed to load PIQ data' });
  }, [query.isError]);

  const startEdit = () => {
    const { form, draft } = query.data!;
    if (!form) return;
    setFormKey((k) => k + 1);
    setSession(
      draft
        ? {
            mode: 'edit',
            values: completeValues(draft.data),
            step: draft.step,
            baseUpdatedAt: form.updatedAt,
            draftSavedAt: draft.savedAt,
          }
        : {
            mode: 'edit',
            values: formValuesFromPiq(form),
            step: 1,
            baseUpdatedAt: form.updatedAt,
            draftSavedAt: null,
          },
    );
  };

  const mode = session ? session.mode : 'view';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 sm:gap-6">
      <PageHeader
        title="PIQ Form"
        description={session === undefined ? undefined : descriptions[mode]}
      />
      {query.isError ? (
        <Card>
          <CardHeader>
            <CardTitle>Failed to load PIQ data</CardTitle>
            <CardDescription>Check your connection and try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              variant="outline"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : !query.data || session === undefined ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
        >
          <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" />
          Loading your PIQ…
        </div>
      ) : session ? (
        <PiqForm
          key={formKey}
          userId={userId}
          session={session}
          onCancel={() => setSession(null)}
          onSubmitted={() => {
            setSession(null);
            // The view opens at the top, where 'Completed' and 'Edit PIQ' are.
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      ) : query.data.form ? (
        <PiqView
          form={query.data.form}
          draft={query.data.draft}
          onEdit={startEdit}
          onDiscardDraft={() => discard.mutate()}
          isDiscarding={discard.isPending}
        />
      ) : null}
    </div>
  );
}
