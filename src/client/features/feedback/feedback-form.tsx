import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CircleCheckIcon, LoaderCircleIcon, SendIcon } from 'lucide-react';
import { FEEDBACK_MAX_LENGTH } from '@/shared/feedback-limits';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api-client';
import { useSubmitFeedback } from './api';

const BLANK_MESSAGE = 'Please enter your feedback before submitting.';
const CONFIRMATION_MS = 3000; // spec part 2 §9

export function FeedbackForm() {
  const [message, setMessage] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const submit = useSubmitFeedback({
    onSuccess: () => {
      setMessage('');
      setTouched(false);
      setSubmitted(true);
    },
    onError: (error) =>
      toast.error('Error', {
        description: errorMessage(error, 'Failed to submit feedback. Please try again.'),
      }),
  });

  useEffect(() => {
    if (!isSubmitted) return;
    const timer = setTimeout(() => setSubmitted(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isSubmitted]);

  const trimmed = message.trim();
  const isBlank = trimmed.length === 0;
  const showBlankError = isBlank && (isTouched || message.length > 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isBlank || submit.isPending) return;
    submit.mutate({ message: trimmed });
  };

  const describedBy = ['feedback-counter', showBlankError ? 'feedback-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share your feedback</CardTitle>
        <CardDescription>
          Tell us what works, what doesn&apos;t, and what you would like to see next.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <Label htmlFor="feedback-message">Your feedback</Label>
          <Textarea
            id="feedback-message"
            value={message}
            onChange={(event) => {
              setMessage(event.target.value.slice(0, FEEDBACK_MAX_LENGTH));
              setSubmitted(false);
            }}
            onBlur={() => setTouched(message.length > 0)}
            maxLength={FEEDBACK_MAX_LENGTH}
            rows={7}
            placeholder="Your experience with the tests, the AI feedback, bugs you found or features you'd like…"
            className="min-h-40 field-sizing-fixed resize-y"
            aria-invalid={showBlankError ? true : undefined}
            aria-describedby={describedBy}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p id="feedback-error" className="text-destructive" hidden={!showBlankError}>
              {BLANK_MESSAGE}
            </p>
            <p
              id="feedback-counter"
              className="ml-auto text-muted-foreground tabular-nums"
              aria-live="polite"
            >
              <span className="sr-only">Characters used: </span>
              {message.length}/{FEEDBACK_MAX_LENGTH}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isBlank || submit.isPending}>
              {submit.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              Submit Feedback
            </Button>
            <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
              {isSubmitted && (
                <>
                  <CircleCheckIcon className="size-4" aria-hidden="true" />
                  Feedback Submitted! Thank you for helping us improve.
                </>
              )}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
