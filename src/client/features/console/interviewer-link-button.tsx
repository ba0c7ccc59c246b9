import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api-client';
import { formatWhen } from './console-api';
import { interviewersApi } from './interviewers-api';

/**
 * The interviewer's join link for an approved or confirmed request: signed, valid until the
 * interview ends, opening the same meeting as moderator. Shown to copy and send to them.
 */
export function InterviewerLinkButton({ requestId }: { requestId: string }) {
  const link = useMutation({
    mutationFn: () => interviewersApi.joinLink(requestId),
    onSuccess: async (r) => {
      try {
        await navigator.clipboard.writeText(r.url);
        toast.success('Interviewer link copied. Send it to the interviewer.');
      } catch {
        // No clipboard permission: the link is shown below to copy by hand.
      }
    },
    onError: (e) => toast.error(errorMessage(e, 'The link could not be made.')),
  });
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Button size="sm" variant="outline" disabled={link.isPending} onClick={() => link.mutate()}>
        Interviewer link
      </Button>
      {link.data && (
        <p className="text-xs text-muted-foreground">
          <a
            href={link.data.url}
            className="break-all text-primary underline"
            target="_blank"
            rel="noreferrer"
            data-testid="interviewer-link"
          >
            {link.data.url}
          </a>{' '}
          · valid until {formatWhen(link.data.expiresAt)}
        </p>
      )}
    </div>
  );
}
