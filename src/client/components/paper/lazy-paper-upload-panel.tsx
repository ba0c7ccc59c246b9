import { useEffect, useState, type ComponentProps } from 'react';
import type { PaperUploadPanel as Panel } from './paper-upload-panel';
import { Skeleton } from '@/client/components/ui/skeleton';

// The paper-answer panel (QR code, uploads) shows only after a test taken on paper: its code and
// the QR library load then, not with the test page (issue 18: the /wat page's first load). Not
// React.lazy: Suspense holds revealed content back on a timer, which a paused test clock never
// runs; a test page on paper calls preloadPaperUploadPanel() so the panel is usually there.
type PanelModule = typeof import('./paper-upload-panel');
let loaded: PanelModule | null = null;
let loading: Promise<PanelModule> | null = null;

export function preloadPaperUploadPanel(): Promise<PanelModule> {
  loading ??= import('./paper-upload-panel').then((m) => (loaded = m));
  return loading;
}

export function LazyPaperUploadPanel(props: ComponentProps<typeof Panel>) {
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (mod) return;
    let live = true;
    void preloadPaperUploadPanel().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, [mod]);
  if (!mod) return <Skeleton className="h-64 w-full rounded-xl" aria-label="Loading" />;
  return <mod.PaperUploadPanel {...props} />;
}
