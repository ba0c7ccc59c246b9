import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoaderCircleIcon, RotateCcwIcon, SparklesIcon } from 'lucide-react';
import { splitPaperAnswers } from '@/shared/paper-answers';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { UploadLink } from '@/shared/schemas/uploads';
import { UPLOAD_FILE_LIMIT } from '@/shared/upload-limits';
import {
  EVALUATION_FAILED_MESSAGE,
  EvaluationErrorBanner,
  EvaluationOverlay,
  useFollowEvaluation,
} from '@/client/components/evaluation';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { api, errorMessage } from '@/client/lib/api-client';
import {
  useCreateUploadLink,
  useDeletePhoto,
  useSessionPhotos,
  useSubmitPaperAnswers,
} from './api';
import { PhotoTranscription } from './photo-transcription';
import { QrLinkCard } from './qr-link-card';

type TestType = PracticeSession['testType'];

const itemLabel = (testType: TestType, text: string, i: number) =>
  testType === 'ppdt' ? 'Story' : testType === 'tat' ? `Picture ${i + 1}` : text;

/**
 * The end of a test written on paper (issue 16): the QR code of the phone page, the photos as
 * they arrive with their transcriptions to correct, the answers they make, then the usual
 * evaluation and results.
 */
export function PaperUploadPanel({
  sessionId,
  testType,
  resultsPath,
  onEvaluated,
  onPracticeAgain,
}: {
  sessionId: string;
  testType: TestType;
  resultsPath: string;
  /** Clears the test's local state once the results are ready. */
  onEvaluated: () => void;
  onPracticeAgain: () => void;
}) {
  useEffect(() => void EvaluationOverlay.preload(), []);
  const navigate = useNavigate();
  const session = useQuery({
    queryKey: ['practice', 'session', sessionId],
    queryFn: ({ signal }) =>
      api.get<PracticeSession>(`/api/practice/sessions/${encodeURIComponent(sessionId)}`, {
        signal,
      }),
  });
  const createLink = useCreateUploadLink();
  const [link, setLink] = useState<UploadLink | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const newLink = () => {
    setLinkError(null);
    createLink.mutate(sessionId, {
      onSuccess: setLink,
      onError: (error) => setLinkError(errorMessage(error, 'Could not make an upload link.')),
    });
  };
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    newLink();
    // Once per panel: a new link is asked for with the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [followId, setFollowId] = useState<string | null>(null);
  const photos = useSessionPhotos(sessionId, followId === null);
  const data = photos.data;
  const list = data?.photos ?? [];
  const [texts, setTexts] = useState<Record<string, string>>({});
  const edited = useRef(new Set<string>());
  // A transcription that arrives fills its box, unless the candidate has typed there already.
  useEffect(() => {
    setTexts((current) => {
      let next = current;
      for (const photo of data?.photos ?? []) {
        if (edited.current.has(photo.id) || current[photo.id] !== undefined) continue;
        if (photo.transcriptionStatus === 'pending') continue;
        next = { ...next, [photo.id]: photo.transcription ?? '' };
      }
      return next;
    });
  }, [data]);

  const items = session.data?.items ?? [];
  const sheet = list.map((p) => texts[p.id] ?? '').join(testType === 'ppdt' ? '\n' : '\n\n');
  const { answers, extra } = splitPaperAnswers(testType, sheet, items.length || 1);
  const written = answers.filter(Boolean).length;

  const submit = useSubmitPaperAnswers(sessionId);
  const remove = useDeletePhoto(sessionId);
  const removePhoto = (id: string) =>
    remove.mutate(id, {
      onSuccess: () =>
        toast.success('Photo removed', { description: 'Its place is free for another photo.' }),
      onError: (error) =>
        toast.error('Error', { description: errorMessage(error, 'Could not remove the photo.') }),
    });
  const [evaluationError, setEvaluationError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const followed = useFollowEvaluation(followId, {
    onDone: () => {
      toast.success('Evaluation Complete!', {
        description: `Your ${testType.toUpperCase()} test has been evaluated successfully.`,
      });
      setIsLeaving(true);
      onEvaluated();
      navigate(resultsPath);
    },
    onFailed: (message) => {
      setEvaluationError(message);
      toast.error('Error', { description: message });
    },
  });

  async function handleSubmit() {
    if (written === 0) {
      toast.error('No Content', {
        description: 'Please provide text responses before evaluation.',
      });
      return;
    }
    setEvaluationError(null);
    try {
      const { evaluationId } = await submit.mutateAsync(answers);
      setFollowId(evaluationId);
    } catch (error) {
      const message = errorMessage(error, EVALUATION_FAILED_MESSAGE);
      setEvaluationError(message);
      toast.error('Error', { description: message });
    }
  }

  const busy = submit.isPending || followed.isFollowing || isLeaving;
  return (
    <>
      {evaluationError && (
        <EvaluationErrorBanner
          message={evaluationError}
          onDismiss={() => setEvaluationError(null)}
        />
      )}
      <QrLinkCard
        link={link}
        isCreating={createLink.isPending}
        error={linkError}
        onNewLink={newLink}
      />
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2>
              Your photos ({list.length} of {UPLOAD_FILE_LIMIT})
            </h2>
          </CardTitle>
          <CardDescription>
            Check each transcription against its photo and correct it.{' '}
            {testType === 'wat' || testType === 'srt'
              ? `One answer per line, in the order of the ${testType === 'wat' ? 'words' : 'situations'}.`
              : testType === 'tat'
                ? 'One story per picture, with a blank line between stories.'
                : 'The whole text is your story.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {list.length === 0 ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
            >
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Waiting for photos from your phone…
            </p>
          ) : (
            <ol className="grid gap-6">
              {list.map((photo, i) => (
                <PhotoTranscription
                  key={photo.id}
                  photo={photo}
                  index={i}
                  text={texts[photo.id] ?? ''}
                  onRemove={() => removePhoto(photo.id)}
                  isRemoving={remove.isPending && remove.variables === photo.id}
                  onChange={(text) => {
                    edited.current.add(photo.id);
                    setTexts((t) => ({ ...t, [photo.id]: text }));
                  }}
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2>Your answers</h2>
          </CardTitle>
          <CardDescription>
            {written} of {items.length} answered from your sheets
            {extra > 0 ? `; ${extra} extra ${extra === 1 ? 'line is' : 'lines are'} left out` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="divide-y rounded-lg border" aria-label="Answers to submit">
            {items.map((item, i) => (
              <li
                key={item.id}
                className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-4"
              >
                <span className={testType === 'wat' ? 'font-semibold' : 'text-muted-foreground'}>
                  <span className="text-muted-foreground tabular-nums">{i + 1}. </span>
                  {itemLabel(testType, item.text, i)}
                </span>
                <span
                  className={
                    answers[i] ? 'break-words whitespace-pre-wrap' : 'text-muted-foreground italic'
                  }
                >
                  {answers[i] ?? 'Not attempted'}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
        <CardFooter className="flex-col-reverse items-stretch gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onPracticeAgain} disabled={busy}>
            <RotateCcwIcon aria-hidden="true" />
            Practice Again
          </Button>
          <Button
            size="lg"
            onClick={() => void handleSubmit()}
            disabled={busy || items.length === 0}
          >
            <SparklesIcon aria-hidden="true" />
            Submit Answers &amp; Get Evaluation
          </Button>
        </CardFooter>
      </Card>
      {busy && <EvaluationOverlay testType={testType} />}
    </>
  );
}
