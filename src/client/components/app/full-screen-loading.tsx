import { LoaderCircleIcon } from 'lucide-react';

/** Shown while the session loads (spec: a full-screen 'Loading...'). */
export function FullScreenLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh items-center justify-center gap-2 text-muted-foreground"
    >
      <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
