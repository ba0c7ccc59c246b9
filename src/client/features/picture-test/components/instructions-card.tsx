import type { ReactNode } from 'react';
import { PlayIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';

/** Shown after the session started and before the first picture; Continue Test starts the clock. */
export function InstructionsCard({
  description,
  items,
  onContinue,
  isDisabled = false,
}: {
  description: ReactNode;
  items: ReactNode[];
  onContinue: () => void;
  isDisabled?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Instructions</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {items.map((text, i) => (
            <li key={i} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="min-w-0 text-sm leading-6">{text}</span>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={onContinue}
          disabled={isDisabled}
          autoFocus
        >
          <PlayIcon aria-hidden="true" />
          Continue Test
        </Button>
      </CardFooter>
    </Card>
  );
}
