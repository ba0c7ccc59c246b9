import { QRCodeSVG } from 'qrcode.react';
import { CopyIcon, LoaderCircleIcon, RefreshCwIcon, SmartphoneIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { UploadLink } from '@/shared/schemas/uploads';
import { UPLOAD_FILE_LIMIT, UPLOAD_LINK_MINUTES } from '@/shared/upload-limits';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';

/** 'Upload your answer sheets': the QR code of the phone page and the same link to copy. */
export function QrLinkCard({
  link,
  isCreating,
  error,
  onNewLink,
}: {
  link: UploadLink | null;
  isCreating: boolean;
  error: string | null;
  onNewLink: () => void;
}) {
  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success('Link copied', { description: 'Open it on your phone to upload the photos.' });
    } catch {
      toast.error('Error', { description: 'Could not copy the link: select it and copy it.' });
    }
  }
  const expires = link
    ? new Date(link.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2 text-xl">
          <h2>
            <SmartphoneIcon className="size-5 text-primary" aria-hidden="true" />
            Upload your answer sheets
          </h2>
        </CardTitle>
        <CardDescription>
          Scan the QR code with your phone&apos;s camera and photograph each page (up to{' '}
          {UPLOAD_FILE_LIMIT}). No sign-in is needed on the phone; the photos appear here as they
          arrive.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
        <div className="mx-auto flex size-48 items-center justify-center rounded-lg border bg-white p-3">
          {link ? (
            <QRCodeSVG
              value={link.url}
              size={168}
              level="M"
              title="QR code of the upload link"
              role="img"
              aria-label="QR code of the upload link"
            />
          ) : (
            <LoaderCircleIcon
              className="size-6 animate-spin text-muted-foreground"
              aria-hidden="true"
            />
          )}
        </div>
        <div className="grid min-w-0 gap-3 text-sm">
          {error && (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          )}
          <label className="grid gap-1">
            <span className="text-muted-foreground">Or open this link on your phone</span>
            <input
              readOnly
              value={link?.url ?? ''}
              aria-label="Upload link"
              onFocus={(e) => e.currentTarget.select()}
              className="h-9 w-full min-w-0 truncate rounded-md border bg-surface px-3 font-mono text-xs"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copy()} disabled={!link}>
              <CopyIcon aria-hidden="true" />
              Copy Link
            </Button>
            <Button variant="ghost" onClick={onNewLink} disabled={isCreating}>
              <RefreshCwIcon aria-hidden="true" />
              New QR Code
            </Button>
          </div>
          {expires && (
            <p className="text-xs text-muted-foreground">
              The link works for {UPLOAD_LINK_MINUTES} minutes (until {expires}) or until you close
              it on the phone.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
