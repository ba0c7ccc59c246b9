import { useId } from 'react';
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import type { UploadedPhoto } from '@/shared/schemas/uploads';
import { Textarea } from '@/client/components/ui/textarea';

const STATUS: Record<UploadedPhoto['transcriptionStatus'], string> = {
  pending: 'Reading the handwriting…',
  done: 'Read automatically: check it against the photo and correct it.',
  failed: 'This photo could not be read automatically: type what it says.',
  skipped: 'Type what this page says (automatic reading is off on this server).',
};

/** One photo and, beside it, its transcription in an editable box. */
export function PhotoTranscription({
  photo,
  index,
  text,
  onChange,
  onRemove,
  isRemoving,
}: {
  photo: UploadedPhoto;
  index: number;
  text: string;
  onChange: (text: string) => void;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const id = useId();
  const label = `Transcription of photo ${index + 1}`;
  return (
    <li className="grid gap-3 md:grid-cols-[12rem_1fr]">
      <a
        href={photo.url}
        target="_blank"
        rel="noreferrer"
        className="block overflow-hidden rounded-lg border bg-muted"
        aria-label={`Open photo ${index + 1} full size`}
      >
        <img
          src={photo.url}
          alt={`Photo ${index + 1} of your answer sheet`}
          width={photo.width}
          height={photo.height}
          className="h-auto max-h-64 w-full object-contain"
        />
      </a>
      <div className="grid content-start gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={isRemoving}
            aria-label={`Remove photo ${index + 1}`}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
        <Textarea
          id={id}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          rows={8}
          className="min-h-40 font-mono text-sm"
          placeholder="1. First answer&#10;2. Second answer"
          aria-describedby={`${id}-status`}
        />
        <p id={`${id}-status`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {photo.transcriptionStatus === 'pending' && (
            <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
          )}
          {STATUS[photo.transcriptionStatus]}
        </p>
      </div>
    </li>
  );
}
