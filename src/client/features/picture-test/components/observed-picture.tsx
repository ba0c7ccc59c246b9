import { LoaderCircleIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { PictureFrame } from './picture-frame';

/**
 * The picture under observation: a spinner while the session is fetched again after a reload,
 * the picture, or the placeholder, with Try again when the session could not be loaded.
 */
export function ObservedPicture({
  src,
  alt,
  isLoading,
  isFailed,
  onRetry,
}: {
  src: string | null | undefined;
  alt: string;
  isLoading: boolean;
  isFailed: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="relative flex min-h-0 flex-1 items-center justify-center">
      {isLoading ? (
        <LoaderCircleIcon className="size-8 animate-spin text-muted-foreground" aria-label="Loading the picture" />
      ) : (
        <PictureFrame src={src} alt={alt} />
      )}
      {isFailed && (
        <Button variant="secondary" className="absolute bottom-4 left-1/2 -translate-x-1/2" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}
