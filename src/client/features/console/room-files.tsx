import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { errorMessage } from '@/client/lib/api-client';
import { roomFilesApi } from './interviewers-api';

/** A room's cover image and preparation PDF (checked by content on the server). */
export function RoomFiles({ roomId, fileName }: { roomId: string; fileName: string | null }) {
  const qc = useQueryClient();
  const [version, setVersion] = useState(0);
  const image = useMutation({
    mutationFn: (file: File) => roomFilesApi.image(roomId, file),
    onSuccess: () => {
      toast.success('Image uploaded. Candidates see it on the room card.');
      setVersion((v) => v + 1);
      void qc.invalidateQueries({ queryKey: ['console', 'rooms'] });
    },
    onError: (e) => toast.error(errorMessage(e, 'The image could not be uploaded.')),
  });
  const material = useMutation({
    mutationFn: (file: File) => roomFilesApi.material(roomId, file),
    onSuccess: (r) => {
      toast.success(`${r.roomFileName} uploaded for enrolled candidates.`);
      void qc.invalidateQueries({ queryKey: ['console', 'rooms'] });
    },
    onError: (e) => toast.error(errorMessage(e, 'The PDF could not be uploaded.')),
  });
  return (
    <div className="grid gap-4 rounded-md border p-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <img
          key={version}
          src={`/api/rooms/${roomId}/image?v=${version}`}
          alt="Room cover"
          className="aspect-video w-full rounded-md border object-cover"
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
        <Label htmlFor={`image-${roomId}`}>Cover image (PNG, JPEG or WebP, up to 5 MB)</Label>
        <Input
          id={`image-${roomId}`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={image.isPending}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) image.mutate(f);
            e.target.value = '';
          }}
        />
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm">
          Material: <span className="font-medium break-all">{fileName ?? 'none uploaded'}</span>
        </p>
        <Label htmlFor={`material-${roomId}`}>Preparation PDF (up to 10 MB)</Label>
        <Input
          id={`material-${roomId}`}
          type="file"
          accept="application/pdf"
          disabled={material.isPending}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) material.mutate(f);
            e.target.value = '';
          }}
        />
        <p className="text-xs text-muted-foreground">
          Enrolled candidates can download it from the room.
        </p>
        {(image.isPending || material.isPending) && (
          <Button size="sm" variant="ghost" disabled>
            Uploading…
          </Button>
        )}
      </div>
    </div>
  );
}
