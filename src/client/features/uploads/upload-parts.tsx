import {
  CircleAlertIcon,
  CircleCheckIcon,
  LightbulbIcon,
  LoaderCircleIcon,
  XIcon,
} from 'lucide-react';
import { UPLOAD_FILE_LIMIT } from '@/shared/upload-limits';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

/** Spec part 2 §3 'Uploaded file item'. */
export interface UploadItem {
  id: string;
  file: File;
  status: 'uploading' | 'success' | 'error';
  url?: string;
  error?: string;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** One file in the phone's list: name, size in MB, status, and a way to remove it. */
export function FileRow({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  return (
    <li className="flex items-start gap-3 px-3 py-2.5 text-sm">
      <span className="mt-0.5" aria-hidden="true">
        {item.status === 'uploading' && (
          <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" />
        )}
        {item.status === 'success' && <CircleCheckIcon className="size-4 text-success" />}
        {item.status === 'error' && <CircleAlertIcon className="size-4 text-destructive" />}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{item.file.name}</span>
        <span className="text-xs text-muted-foreground">
          {megabytes(item.file.size)} ·{' '}
          {item.status === 'uploading'
            ? 'Uploading'
            : item.status === 'success'
              ? 'Uploaded'
              : 'Failed'}
        </span>
        {item.error && <span className="text-xs break-words text-destructive">{item.error}</span>}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-8"
        aria-label={`Remove ${item.file.name}`}
        onClick={onRemove}
        disabled={item.status === 'uploading'}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Spec part 2 §1: good lighting, steady camera, clear handwriting, multiple photos allowed. */
export function UploadTips() {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <LightbulbIcon className="size-4 text-primary" aria-hidden="true" />
          Tips for clear photos
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
          <li>Use good lighting: daylight or a bright lamp, no shadow across the page.</li>
          <li>Keep the camera steady and the whole sheet inside the frame.</li>
          <li>Clear handwriting reads best: dark pen, one answer per line.</li>
          <li>Multiple photos are allowed: one per page, up to {UPLOAD_FILE_LIMIT}.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
