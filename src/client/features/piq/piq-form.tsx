import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PIQ_STEP_COUNT, type PiqFormValues, type PiqInput } from '@/shared/schemas/piq';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { ApiError } from '@/client/lib/api-client';
import { useSavePiqDraft, useSubmitPiq } from './api';
import { FormActions } from './form-actions';
import { missingRequired, piqFormSchema, type MissingField } from './form-values';
import { clearLocalCopy, writeLocalCopy, type PiqLocalCopy } from './local-copy';
import { StepCards } from './step-cards';
import { piqSteps, stepOfField } from './steps';
import { ActivitiesStep } from './steps/activities-step';
import { EducationStep } from './steps/education-step';
import { FamilyStep } from './steps/family-step';
import { PersonalStep } from './steps/personal-step';
import { ResidenceStep } from './steps/residence-step';

const requiredToastId = 'piq-required-fields';
const stepContent = [PersonalStep, ResidenceStep, FamilyStep, EducationStep, ActivitiesStep];

export interface PiqFormSession extends Omit<PiqLocalCopy, 'values'> {
  values: PiqFormValues;
}

interface PiqFormProps {
  userId: string;
  session: PiqFormSession;
  onCancel: () => void;
  onSubmitted: () => void;
}

/** The five-step PIQ form for a new PIQ or an edit (issue 4). */
export function PiqForm({ userId, session, onCancel, onSubmitted }: PiqFormProps) {
  const { mode } = session;
  const form = useForm<PiqFormValues, unknown, PiqInput>({
    defaultValues: session.values,
    resolver: zodResolver(piqFormSchema),
    shouldFocusError: false,
  });
  const [step, setStep] = useState(Math.min(Math.max(session.step, 1), PIQ_STEP_COUNT));
  const copy = useRef({ ...session, step, touched: false });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const submit = useSubmitPiq();
  const saveDraft = useSavePiqDraft();

  const persist = () => {
    const { touched: _touched, ...rest } = copy.current;
    writeLocalCopy(userId, { ...rest, values: form.getValues() });
  };

  // Every edit goes to this browser's storage until it is saved (a reload or failed save loses nothing).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      copy.current.touched = true;
      persist();
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per form
  }, [form]);

  useEffect(() => {
    copy.current.step = step;
    if (copy.current.touched) persist();
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on step change only
  }, [step]);

  const showMissing = (missing: MissingField[]) => {
    for (const m of missing)
      form.setError(m.name as never, { type: 'required', message: `${m.label} is required` });
    toast.error('Required Fields Missing', {
      id: requiredToastId,
      // Below the form, not over the page header and the step the candidate is filling in.
      position: 'bottom-center',
      description: `Please fill the following required fields to proceed: ${missing.map((m) => m.label).join(', ')}`,
    });
  };

  const goNext = () => {
    const missing = missingRequired(form.getValues(), piqSteps[step - 1].fields);
    if (missing.length > 0) return showMissing(missing);
    toast.dismiss(requiredToastId);
    setStep((s) => Math.min(s + 1, PIQ_STEP_COUNT));
  };

  const goToFirstError = (paths: string[]) => {
    if (paths.length > 0) setStep(Math.min(...paths.map(stepOfField)));
  };

  const onValid = (input: PiqInput) =>
    submit.mutate(input, {
      onSuccess: () => {
        clearLocalCopy(userId);
        toast.success(
          mode === 'new' ? 'PIQ form submitted successfully!' : 'PIQ form updated successfully!',
        );
        onSubmitted();
      },
      onError: (error) => {
        toast.error('Error', { description: 'Failed to save PIQ form. Please try again.' });
        // A value the server refused is marked on its field, as the client's own checks would.
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        for (const issue of issues)
          if (issue.path) form.setError(issue.path as never, { message: issue.message });
        goToFirstError(issues.map((i) => i.path).filter(Boolean));
      },
    });

  const onInvalid = (errors: FieldErrors<PiqFormValues>) => {
    const found = flattenErrors(errors);
    goToFirstError(found.map((e) => e.path));
    toast.error('Please check your answers', {
      description: found.map((e) => e.message).join('; '),
    });
  };

  const onSubmitClick = () => {
    const all = piqSteps.flatMap((s) => s.fields);
    const missing = missingRequired(form.getValues(), all);
    if (missing.length > 0) {
      goToFirstError(missing.map((m) => m.name));
      return showMissing(missing);
    }
    void form.handleSubmit(onValid, onInvalid)();
  };

  const onSaveProgress = () =>
    saveDraft.mutate(
      { data: form.getValues(), step },
      {
        onSuccess: (draft) => {
          copy.current.draftSavedAt = draft.savedAt;
          if (copy.current.touched) persist();
          toast.success('Progress Saved', {
            description: 'Your answers are saved. You can continue later.',
          });
        },
        onError: () => toast.error('Error', { description: 'Failed to save progress.' }),
      },
    );

  // Enter in a field moves on, like Next; only the last step submits.
  const onFormSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step < PIQ_STEP_COUNT) goNext();
    else onSubmitClick();
  };

  const current = piqSteps[step - 1];
  const StepContent = stepContent[step - 1];
  const isLast = step === PIQ_STEP_COUNT;

  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-4 sm:gap-6">
        <StepCards control={form.control} current={step} onSelect={setStep} />
        <form noValidate onSubmit={onFormSubmit}>
          <Card className="gap-5">
            <CardHeader>
              <p className="text-xs font-medium text-muted-foreground">
                Step {step} of {PIQ_STEP_COUNT}
              </p>
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="scroll-mt-20 text-lg leading-none font-semibold outline-none"
              >
                {current.title}
              </h2>
              <CardDescription>
                Fields marked <span className="text-destructive">*</span> are required.
              </CardDescription>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary transition-all"
                  style={{ width: `${(step / PIQ_STEP_COUNT) * 100}%` }}
                />
              </div>
            </CardHeader>
            <CardContent>
              <StepContent />
            </CardContent>
            <FormActions
              mode={mode}
              isFirst={step === 1}
              isLast={isLast}
              isSubmitting={submit.isPending}
              isSaving={saveDraft.isPending}
              onPrevious={() => setStep((s) => Math.max(s - 1, 1))}
              onSaveProgress={onSaveProgress}
              onCancel={() => {
                clearLocalCopy(userId);
                onCancel();
              }}
            />
          </Card>
        </form>
      </div>
    </FormProvider>
  );
}

/** Every field error as a path and message ("siblingsDetails.0.relationship"). */
function flattenErrors(errors: object, prefix = ''): { path: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string' && 'type' in value) {
      return [{ path, message: (value as { message: string }).message }];
    }
    return flattenErrors(value as object, path);
  });
}
