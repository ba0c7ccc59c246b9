import { useState } from 'react';
import { ImageOffIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

/** A test picture, or a placeholder when there is none or it fails to load (spec part 1 §8). */
export function StimulusImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = cn('aspect-[4/3] w-full overflow-hidden rounded-lg border bg-muted', className);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          frame,
          'flex flex-col items-center justify-center gap-2 text-muted-foreground',
        )}
      >
        <ImageOffIcon className="size-8" aria-hidden="true" />
        <span className="text-xs">Image unavailable</span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        className="size-full object-contain"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
