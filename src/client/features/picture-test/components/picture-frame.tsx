import { useState } from 'react';
import { ImageOffIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

/**
 * The test picture, as large as the space allows without cropping; a placeholder when there is
 * none or it fails to load (spec part 1 §8). It fills the width on a phone.
 */
export function PictureFrame({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${alt} (image unavailable)`}
        className={cn(
          'flex aspect-[4/3] max-h-full w-full max-w-3xl flex-col items-center justify-center gap-2 rounded-lg border bg-muted text-muted-foreground',
          className,
        )}
      >
        <ImageOffIcon className="size-10" aria-hidden="true" />
        <span className="text-sm">Image unavailable</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={cn(
        'block max-h-full w-auto max-w-full rounded-lg border bg-white object-contain select-none',
        className,
      )}
    />
  );
}
