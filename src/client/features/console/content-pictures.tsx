import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api-client';
import { pictureInputSchema, type ConsolePicture } from '@/shared/schemas/content';
import { contentApi, contentKeys, type ContentStatus } from './content-api';
import { selectClass } from './content-item-form';
import { Pager } from './pager';

const PAGE_SIZE = 24;
const MAX_BYTES = 8 * 1024 * 1024;

/** PPDT and TAT pictures: upload (the server checks the bytes), preview, describe, retire. */
export function PicturesPanel() {
  const qc = useQueryClient();
  const [testType, setTestType] = useState<'' | 'ppdt' | 'tat'>('');
  const [status, setStatus] = useState<ContentStatus>('active');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsolePicture | 'new' | null>(null);
  const list = useQuery({
    queryKey: [...contentKeys.pictures, { testType, status, page }],
    queryFn: () => contentApi.pictures({ testType: testType || undefined, status, page }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (p: ConsolePicture) => contentApi.setPictureActive(p.id, !p.isActive),
    onSuccess: ({ picture }) => {
      toast.success(picture.isActive ? 'Picture restored.' : 'Picture retired.');
      void qc.invalidateQueries({ queryKey: contentKeys.pictures });
    },
    onError: (e) => toast.error(errorMessage(e, 'That did not work. Please try again.')),
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="pictures-type">Test</Label>
            <select
              id="pictures-type"
              className={selectClass}
              value={testType}
              onChange={(e) => {
                setTestType(e.target.value as '' | 'ppdt' | 'tat');
                setPage(1);
              }}
            >
              <option value="">PPDT and TAT</option>
              <option value="ppdt">PPDT</option>
              <option value="tat">TAT</option>
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="pictures-status">Show</Label>
            <select
              id="pictures-status"
              className={selectClass}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as ContentStatus);
                setPage(1);
              }}
            >
              <option value="active">Active</option>
              <option value="retired">Retired</option>
              <option value="all">All</option>
            </select>
          </div>
        </div>
        <Button onClick={() => setEditing('new')}>Upload picture</Button>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The pictures could not load.</p>
      ) : list.data.pictures.length === 0 ? (
        <p className="text-muted-foreground">No pictures match.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.pictures.map((p) => (
            <li key={p.id}>
              <Card className="h-full gap-0 overflow-hidden py-0">
                <img
                  src={p.imageUrl}
                  alt={p.description}
                  loading="lazy"
                  className="aspect-[10/7] w-full bg-muted object-cover"
                />
                <CardContent className="flex flex-1 flex-col gap-2 p-3">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{p.testType.toUpperCase()}</Badge>
                    <Badge variant="outline">
                      {p.source === 'operator' ? 'Uploaded' : 'Generated'}
                    </Badge>
                    {!p.isActive && <Badge variant="outline">Retired</Badge>}
                  </div>
                  <p className="line-clamp-3 text-sm">{p.description}</p>
                  <div className="mt-auto flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant={p.isActive ? 'ghost' : 'secondary'}
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(p)}
                    >
                      {p.isActive ? 'Retire' : 'Restore'}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          noun="picture"
          onPage={setPage}
        />
      )}
      {editing && (
        <PictureDialog
          picture={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void qc.invalidateQueries({ queryKey: contentKeys.pictures });
          }}
        />
      )}
    </div>
  );
}

const uploadSchema = pictureInputSchema.omit({ dataBase64: true });
type UploadForm = z.infer<typeof uploadSchema>;

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function PictureDialog({
  picture,
  onClose,
  onSaved,
}: {
  picture: ConsolePicture | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(picture?.imageUrl ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UploadForm>({
    resolver: zodResolver(uploadSchema),
    defaultValues: {
      testType: picture?.testType ?? 'ppdt',
      description: picture?.description ?? '',
    },
  });
  const save = useMutation({
    mutationFn: async (v: UploadForm) => {
      if (picture) return contentApi.updatePicture(picture.id, v.description);
      if (!file) throw new Error('Choose a picture.');
      return contentApi.uploadPicture({ ...v, dataBase64: await toBase64(file) });
    },
    onSuccess: () => {
      toast.success(picture ? 'Saved.' : 'Picture uploaded.');
      onSaved();
    },
    onError: (e) =>
      toast.error(
        errorMessage(e, e instanceof Error ? e.message : 'The picture could not be saved.'),
      ),
  });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{picture ? 'Edit picture' : 'Upload a picture'}</DialogTitle>
          <DialogDescription>
            JPEG, PNG or WebP up to 8 MB; it is stored greyscale (PPDT also slightly blurred).
          </DialogDescription>
        </DialogHeader>
        <form
          id="picture-form"
          className="grid gap-3"
          onSubmit={handleSubmit((v) => {
            if (!picture && !file) return setFileError('Choose a picture.');
            save.mutate(v);
          })}
        >
          {!picture && (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor="picture-type">Test</Label>
                <select id="picture-type" className={selectClass} {...register('testType')}>
                  <option value="ppdt">PPDT</option>
                  <option value="tat">TAT</option>
                </select>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="picture-file">Picture</Label>
                <input
                  id="picture-file"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1"
                  onChange={(e) => {
                    const f = e.target.files?.[0] ?? null;
                    setFileError(
                      f && f.size > MAX_BYTES ? 'The picture is too large (at most 8 MB).' : null,
                    );
                    setFile(f && f.size <= MAX_BYTES ? f : null);
                    setPreviewUrl(f ? URL.createObjectURL(f) : null);
                  }}
                />
                {fileError && <p className="text-sm text-destructive">{fileError}</p>}
              </div>
            </>
          )}
          {previewUrl && (
            <img
              src={previewUrl}
              alt="Preview"
              className="max-h-56 w-full rounded-md border object-contain"
            />
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="picture-description">Description</Label>
            <Textarea
              id="picture-description"
              rows={3}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'picture-description-error' : undefined}
              {...register('description')}
            />
            {errors.description && (
              <p id="picture-description-error" className="text-sm text-destructive">
                {errors.description.message}
              </p>
            )}
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="picture-form" disabled={save.isPending}>
            {picture ? 'Save' : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
