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
    <div className="flex min-h-0 flex-1 items-center justify-center">
      {isLoading ? (
        <LoaderCircleIcon
          className="size-8 animate-spin text-muted-foreground"
          aria-label="Loading the picture"
        />
      ) : isFailed ? (
        <div className="flex w-full max-w-3xl flex-col items-center gap-3">
          <PictureFrame src={null} alt={alt} />
          <Button variant="secondary" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <PictureFrame src={src} alt={alt} />
      )}
    </div>
  );
}
