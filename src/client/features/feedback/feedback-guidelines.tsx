import { BugIcon, LightbulbIcon, MessageSquareTextIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

const PANELS: { title: string; icon: LucideIcon; points: string[] }[] = [
  {
    title: 'What helps us most',
    icon: MessageSquareTextIcon,
    points: [
      'Which test or page you were on',
      'What you expected and what happened',
      'How the AI feedback could be clearer',
    ],
  },
  {
    title: 'Reporting a problem',
    icon: BugIcon,
    points: [
      'The steps that lead to it',
      'Your device and browser',
      'Whether it happens every time',
    ],
  },
  {
    title: 'Suggesting an idea',
    icon: LightbulbIcon,
    points: ['The problem it solves for you', 'How you would use it in your preparation'],
  },
];

export function FeedbackGuidelines() {
  return (
    <section aria-labelledby="feedback-guidelines-heading" className="grid gap-3">
      <h2 id="feedback-guidelines-heading" className="text-lg font-semibold">
        Feedback guidelines
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {PANELS.map(({ title, icon: Icon, points }) => (
          <Card key={title} className="gap-3 py-5">
            <CardHeader className="flex items-center gap-2">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              <CardTitle asChild className="text-sm">
                <h3>{title}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
