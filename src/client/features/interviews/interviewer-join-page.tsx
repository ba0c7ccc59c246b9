import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, VideoIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { interviewCountdown, JOIN_TOOLTIP } from '@/shared/interviews';
import type { MeetingJoin } from '@/shared/meeting';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { MeetingDialog } from '@/client/features/meeting/meeting-dialog';
import { api, errorMessage } from '@/client/lib/api-client';
import { formatDate, formatTime } from './format';

interface LinkInfo {
  interviewerName: string;
  candidateName: string;
  startsAt: string;
  opensAt: string;
  closesAt: string;
}

/**
 * /interviewer/join?token=… (issue 17): the interviewer has no account; the signed link from the
 * console opens the candidate's meeting as moderator, from 15 minutes before the start.
 */
export function InterviewerJoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: ['interviewer-join', token],
    queryFn: () =>
      api.get<LinkInfo>(`/api/interviewer-join?token=${encodeURIComponent(token)}`, {
        allowUnauthorized: true,
      }),
    enabled: Boolean(token),
    retry: false,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(id);
  }, []);
  const [open, setOpen] = useState(false);
  const [join, setJoin] = useState<MeetingJoin | undefined>();
  const [joining, setJoining] = useState(false);

  async function start() {
    setJoining(true);
    setJoin(undefined);
    setOpen(true);
    try {
      setJoin(await api.post<MeetingJoin>('/api/interviewer-join', { token }));
    } catch (e) {
      setOpen(false);
      toast.error('Could not join the interview', { description: errorMessage(e, 'Try again.') });
    } finally {
      setJoining(false);
    }
  }

  const body = !token ? (
    <p className="text-destructive">This link has no token. Ask the SSB Prep team for a new one.</p>
  ) : info.isPending ? (
    <Skeleton className="h-24" />
  ) : info.isError ? (
    <p className="text-destructive" role="alert">
      {errorMessage(info.error, 'This interviewer link is not valid.')}
    </p>
  ) : (
    (() => {
      const ready = now >= new Date(info.data.opensAt).getTime();
      const ended = now >= new Date(info.data.closesAt).getTime();
      return (
        <div className="space-y-4 text-sm">
          <p>
            Candidate: <span className="font-medium">{info.data.candidateName}</span>
          </p>
          <p className="flex items-center gap-2">
            <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatDate(info.data.startsAt)} · {formatTime(info.data.startsAt)}
          </p>
          {ended ? (
            <p className="text-muted-foreground">This interview has ended.</p>
          ) : (
            <>
              <Button
                className="w-full sm:w-auto"
                disabled={!ready || joining}
                onClick={() => void start()}
              >
                <VideoIcon aria-hidden="true" />
                {ready
                  ? 'Join as interviewer'
                  : `Opens in ${interviewCountdown(info.data.opensAt, new Date(now))}`}
              </Button>
              {!ready && <p className="text-xs text-muted-foreground">{JOIN_TOOLTIP}.</p>}
            </>
          )}
          <MeetingDialog
            open={open}
            onOpenChange={setOpen}
            title="Interview Session"
            join={join}
            displayName={info.data.interviewerName}
            email=""
          />
        </div>
      );
    })()
  );

  return (
    <main className="mx-auto w-full max-w-lg p-4 pt-10">
      <Card>
        <CardHeader>
          <CardTitle>
            {info.data ? `Mock interview · ${info.data.interviewerName}` : 'Mock interview'}
          </CardTitle>
          <CardDescription>
            You join as the interviewer (moderator). Keep this link to yourself.
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
