import { AwardIcon, BriefcaseIcon, StarIcon } from 'lucide-react';
import type { Interviewer } from '@/shared/schemas/interviews';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';

/** One card of 'Available Interviewers' (spec part 2 §2). */
export function InterviewerCard({
  interviewer,
  onBook,
}: {
  interviewer: Interviewer;
  onBook: (interviewer: Interviewer) => void;
}) {
  const i = interviewer;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">{i.name}</CardTitle>
        <CardDescription>Age {i.age}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        <p className="flex items-center gap-1.5 font-medium">
          <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          {i.rating.toFixed(1)}
          <span className="sr-only">out of 5</span>
        </p>
        <div className="space-y-1.5">
          <p className="flex items-center gap-1.5">
            <AwardIcon className="size-4 text-primary" aria-hidden="true" />
            <span className="font-medium">{i.recommendationsCount}x</span> recommended
          </p>
          <div className="flex flex-wrap gap-1">
            {i.recommendationPlaces.map((place) => (
              <Badge key={place} variant="secondary">
                {place}
              </Badge>
            ))}
          </div>
        </div>
        <p>{i.specialization}</p>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <BriefcaseIcon className="size-4" aria-hidden="true" />
          {i.experienceYears} years experience
        </p>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={() => onBook(i)}>
          Book Interview
        </Button>
      </CardFooter>
    </Card>
  );
}
