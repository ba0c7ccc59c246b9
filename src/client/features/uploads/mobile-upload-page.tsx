import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CameraIcon, CircleAlertIcon, ImagesIcon, LoaderCircleIcon } from 'lucide-react';
import type { UploadSession } from '@/shared/schemas/uploads';
import { UPLOAD_FILE_LIMIT } from '@/shared/upload-limits';
import { LogoMark, PRODUCT_NAME } from '@/client/components/app/logo';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { paths } from '@/client/lib/paths';
import { phoneApi, uploadPhoto, UploadError } from '@/client/components/paper/api';
import { FileRow, UploadTips, type UploadItem } from './upload-parts';

type Validation =
  | { state: 'validating' }
  | { state: 'invalid' }
  | { state: 'valid'; session: NonNullable<UploadSession['session']> };

/** How long an invalid link's message stays before the page goes home (spec part 2 §8). */
const REDIRECT_MS = 4000;

/**
 * /mobile-upload?token=… on the phone (spec part 2 §1, §4, §8): no sign-in, the token is the key.
 * Validating → valid (take or choose photos, each uploaded at once) or invalid (then home).
 */
export function MobileUploadPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [validation, setValidation] = useState<Validation>({ state: 'validating' });
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isClosing, setIsClosing] = useState(false);
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = `Upload answer sheets · ${PRODUCT_NAME}`;
  }, []);

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const invalid = (title: string, description: string) => {
      setValidation({ state: 'invalid' });
      toast.error(title, { description });
      redirect = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_MS);
    };
    if (!token) {
      invalid(
        'Invalid Link',
        'This upload link is missing a token. Please generate a new QR code.',
      );
      return () => clearTimeout(redirect);
    }
    let cancelled = false;
    phoneApi
      .validate(token)
      .then((result) => {
        if (cancelled) return;
        if (result.valid && result.session)
          setValidation({ state: 'valid', session: result.session });
        else invalid('Invalid or Expired Link', 'This upload link is invalid or has expired.');
      })
      .catch(() => {
        if (cancelled) return;
        setValidation({ state: 'invalid' });
        toast.error('Error', { description: 'Failed to validate upload link.' });
      });
    return () => {
      cancelled = true;
      clearTimeout(redirect);
    };
  }, [navigate, token]);

  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  async function send(item: UploadItem) {
    try {
      const { url } = await uploadPhoto(token, item.file);
      update(item.id, { status: 'success', url });
      toast.success('Upload Successful', { description: `${item.file.name} uploaded.` });
    } catch (error) {
      const message =
        error instanceof UploadError
          ? error.message
          : 'Upload failed (0): the network is unreachable.';
      update(item.id, { status: 'error', error: message });
      toast.error('Upload Failed', {
        description: `Failed to upload ${item.file.name}. ${message}`,
      });
    }
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const taken = items.filter((i) => i.status !== 'error').length;
    if (taken + chosen.length > UPLOAD_FILE_LIMIT) {
      toast.error('Too Many Files', { description: 'You can only upload up to 5 files.' });
      return;
    }
    const added = chosen.map<UploadItem>((file) => ({
      id: crypto.randomUUID(),
      file,
      status: 'uploading',
    }));
    setItems((list) => [...list, ...added]);
    for (const item of added) void send(item);
  }

  async function closeAndReturn() {
    setIsClosing(true);
    try {
      await phoneApi.deactivate(token);
    } catch (error) {
      // Spec part 2 §8: a failed deactivation does not block navigation (the link expires anyway).
      console.warn('Could not close the upload link', error);
    }
    navigate(paths.home, { replace: true });
  }

  const uploaded = items.filter((i) => i.status === 'success').length;
  const failed = items.filter((i) => i.status === 'error').length;
  const isUploading = items.some((i) => i.status === 'uploading');

  return (
    <main className="flex min-h-svh flex-col items-center gap-4 bg-surface px-4 pt-6 pb-10">
      <div className="flex items-center gap-2 text-base font-semibold">
        <LogoMark className="size-7" />
        {PRODUCT_NAME}
      </div>
      {validation.state === 'validating' && (
        <Card className="w-full max-w-md">
          <CardContent
            role="status"
            className="flex items-center justify-center gap-2 py-8 text-sm"
          >
            <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" />
            Validating upload link...
          </CardContent>
        </Card>
      )}
      {validation.state === 'invalid' && (
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CircleAlertIcon className="mx-auto size-8 text-destructive" aria-hidden="true" />
            <CardTitle asChild className="text-lg">
              <h1>This upload link cannot be used</h1>
            </CardTitle>
            <CardDescription>
              {token
                ? 'This upload link is invalid or has expired.'
                : 'This upload link is missing a token. Please generate a new QR code.'}{' '}
              Open the test on your computer and scan a new QR code.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button variant="outline" onClick={() => navigate(paths.home, { replace: true })}>
              Go to Home
            </Button>
          </CardContent>
        </Card>
      )}
      {validation.state === 'valid' && (
        <>
          <Card className="w-full max-w-md">
            <CardHeader>
              <CardTitle asChild className="text-xl">
                <h1>Upload Answer Sheets</h1>
              </CardTitle>
              <CardDescription>
                <span className="font-semibold text-foreground">
                  {validation.session.test_type.toUpperCase()}
                </span>{' '}
                · Session{' '}
                <span className="font-mono">{validation.session.session_id.slice(-8)}</span>
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <input
                ref={cameraRef}
                type="file"
                accept="image/*"
                capture="environment"
                hidden
                data-testid="camera-input"
                onChange={onFiles}
              />
              <input
                ref={galleryRef}
                type="file"
                accept="image/*"
                multiple
                hidden
                data-testid="gallery-input"
                onChange={onFiles}
              />
              <Button size="lg" className="h-12" onClick={() => cameraRef.current?.click()}>
                <CameraIcon aria-hidden="true" />
                Take Photo
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="h-12"
                onClick={() => galleryRef.current?.click()}
              >
                <ImagesIcon aria-hidden="true" />
                Choose from Gallery
              </Button>
              <p className="text-center text-xs text-muted-foreground">
                Up to {UPLOAD_FILE_LIMIT} photos, 15 MB each.
              </p>
            </CardContent>
          </Card>

          {items.length > 0 && (
            <Card className="w-full max-w-md">
              <CardHeader>
                <CardTitle className="text-base">Your photos</CardTitle>
                <CardDescription aria-live="polite">
                  {uploaded} uploaded, {failed} failed
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3">
                <ul className="divide-y rounded-lg border">
                  {items.map((item) => (
                    <FileRow
                      key={item.id}
                      item={item}
                      onRemove={() => setItems((list) => list.filter((i) => i.id !== item.id))}
                    />
                  ))}
                </ul>
                {uploaded > 0 && (
                  <Button
                    size="lg"
                    className="h-12"
                    onClick={() => void closeAndReturn()}
                    disabled={isClosing || isUploading}
                  >
                    {isClosing && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
                    Close &amp; Return
                  </Button>
                )}
                {uploaded > 0 && (
                  <p className="text-center text-xs text-muted-foreground">
                    Your photos now show on your computer, beside the test.
                  </p>
                )}
              </CardContent>
            </Card>
          )}

          <UploadTips />
        </>
      )}
    </main>
  );
}
