import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api-client';
import { CSV_COLUMNS, CSV_TAGS_COLUMN, type ContentBank } from '@/shared/content';
import type { ImportResult } from '@/shared/schemas/content';
import { contentApi, contentKeys } from './content-api';
import { BANK_NOUN } from './content-item-form';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * CSV import: paste or choose a file → the server checks every line and answers a preview
 * (nothing written) → "Import N items" writes the valid lines in one transaction. A second click
 * writes nothing: the lines are then duplicates.
 */
export function ImportDialog({ bank, onClose }: { bank: ContentBank; onClose: () => void }) {
  const qc = useQueryClient();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const check = useMutation({
    mutationFn: () => contentApi.importCsv(bank, csv, false),
    onSuccess: setPreview,
    onError: (e) => toast.error(errorMessage(e, 'The CSV could not be checked.')),
  });
  const commit = useMutation({
    mutationFn: () => contentApi.importCsv(bank, csv, true),
    onSuccess: (r) => {
      setPreview(r);
      toast.success(`Imported ${plural(r.imported ?? 0, 'item')}.`);
      void qc.invalidateQueries({ queryKey: contentKeys.bank(bank) });
    },
    onError: (e) => toast.error(errorMessage(e, 'The import failed; nothing was written.')),
  });
  const columns = CSV_COLUMNS[bank].join(',');

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import {BANK_NOUN[bank]}s from CSV</DialogTitle>
          <DialogDescription>
            One {BANK_NOUN[bank]} per line with the columns <code>{columns}</code> and optionally{' '}
            <code>{CSV_TAGS_COLUMN}</code> (drill tags: OLQ keys separated by <code>;</code> or{' '}
            <code>|</code>); a first line naming them is skipped. Nothing is written until you
            import.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="import-csv">CSV text</Label>
          <Textarea
            id="import-csv"
            rows={6}
            className="font-mono text-xs"
            placeholder={columns}
            value={csv}
            onChange={(e) => {
              setCsv(e.target.value);
              setPreview(null);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="import-file">Or choose a CSV file</Label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setCsv(await file.text());
              setPreview(null);
            }}
          />
        </div>
        {preview && <ImportPreviewTable result={preview} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="secondary"
            disabled={!csv.trim() || check.isPending}
            onClick={() => check.mutate()}
          >
            Check
          </Button>
          <Button
            disabled={
              !preview || preview.valid === 0 || commit.isPending || preview.imported !== undefined
            }
            onClick={() => commit.mutate()}
          >
            Import {plural(preview && preview.imported === undefined ? preview.valid : 0, 'item')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The server's verdict per line: errors first in red, valid lines marked OK. */
export function ImportPreviewTable({ result }: { result: ImportResult }) {
  return (
    <section aria-label="Preview" className="flex flex-col gap-2">
      <p className="text-sm" role="status">
        {result.imported !== undefined
          ? `Imported ${plural(result.imported, 'item')}; ${plural(result.invalid, 'line')} skipped.`
          : `${plural(result.valid, 'line')} ready, ${plural(result.invalid, 'line')} with errors.`}
      </p>
      <div className="max-h-72 overflow-y-auto rounded-md border">
        <table className="w-full table-fixed text-sm">
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th className="w-14 p-2 font-medium">Line</th>
              <th className="p-2 font-medium">Item</th>
              <th className="w-2/5 p-2 font-medium">Result</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {result.lines.map((l) => (
              <tr key={l.line} className="align-top">
                <td className="p-2 tabular-nums">{l.line}</td>
                <td className="p-2 break-words whitespace-pre-wrap">
                  {l.text || <span className="text-muted-foreground">(empty)</span>}
                </td>
                <td className="p-2">
                  {l.error ? (
                    <span className="text-destructive">{l.error}</span>
                  ) : (
                    <Badge variant="secondary">OK</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
