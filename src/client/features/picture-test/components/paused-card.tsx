import { PlayIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { PAUSE_MESSAGES, type PauseReason } from '../clock';

/** Shown instead of the picture or the story while the clock is stopped. */
export function PausedCard({
  reason,
  onResume,
}: {
  reason: PauseReason | null;
  onResume: () => void;
}) {
  return (
    <div className="m-auto flex w-full max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
      <Badge variant="destructive" className="px-3 py-1 text-sm tracking-widest">
        PAUSED
      </Badge>
      <h2 className="text-lg font-semibold">Test Paused</h2>
      <p className="text-sm text-muted-foreground">{PAUSE_MESSAGES[reason ?? 'button']}</p>
      <p className="text-sm text-muted-foreground">
        The clock is stopped and the picture is hidden. Your story so far is kept.
      </p>
      <Button size="lg" onClick={onResume} autoFocus>
        <PlayIcon aria-hidden="true" />
        Resume Test
      </Button>
    </div>
  );
}
