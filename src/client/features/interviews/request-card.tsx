import { CalendarClockIcon, StarIcon, VideoIcon } from 'lucide-react';
import { canJoin, interviewCountdown, JOIN_TOOLTIP, statusBadgeVariant } from '@/shared/interviews';
import type { InterviewRequest } from '@/shared/schemas/interviews';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';
import { formatDate, formatTime } from './format';

const bookedOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** One of 'My Interview Requests' (spec part 2 §2, §4). `now` is redrawn every 60 s. */
export function RequestCard({
  request,
  now,
  joining,
  onJoin,
}: {
  request: InterviewRequest;
  now: number;
  joining: boolean;
  onJoin: (request: InterviewRequest) => void;
}) {
  const startsAt = request.slot?.startsAt ?? null;
  const joinable = request.status === 'approved' || request.status === 'confirmed';
  const open = canJoin({ ...request, startsAt }, new Date(now));
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle className="text-base">{request.interviewer.name}</CardTitle>
        <Badge variant={statusBadgeVariant(request.status)} className="capitalize">
          {request.status}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="flex items-center gap-2">
          <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {startsAt ? `${formatDate(startsAt)} · ${formatTime(startsAt)}` : 'Time unavailable'}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <StarIcon className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            {request.interviewer.rating.toFixed(1)}
          </span>
          <span>{request.interviewer.experienceYears} years experience</span>
          <span>{request.interviewer.recommendationsCount}x recommended</span>
        </p>
        <p className="text-xs text-muted-foreground">
          Booked on {bookedOn.format(new Date(request.createdAt))}
        </p>
        {joinable && request.jitsiRoomName && (
          <Tooltip>
            <TooltipTrigger asChild>
              {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
              <span tabIndex={open ? -1 : 0} className="inline-block w-full sm:w-auto">
                <Button
                  className="w-full sm:w-auto"
                  disabled={!open || joining}
                  onClick={() => onJoin(request)}
                >
                  <VideoIcon aria-hidden="true" />
                  {open
                    ? 'Join Interview'
                    : `Opens in ${interviewCountdown(startsAt, new Date(now))}`}
                </Button>
              </span>
            </TooltipTrigger>
            <TooltipContent>{JOIN_TOOLTIP}</TooltipContent>
          </Tooltip>
        )}
      </CardContent>
    </Card>
  );
}
