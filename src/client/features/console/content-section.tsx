import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { errorMessage } from '@/client/lib/api-client';
import type { ContentBank, ContentItem } from '@/shared/schemas/content';
import { contentApi, contentKeys, type ContentStatus } from './content-api';
import { ImportDialog } from './content-import';
import { BANK_NOUN, ContentItemDialog, selectClass } from './content-item-form';
import { PicturesPanel } from './content-pictures';
import { Pager } from './pager';

/** Content: WAT words, SRT situations (add, edit, retire, CSV import) and PPDT/TAT pictures. */
export function ContentSection() {
  return (
    <Tabs defaultValue="wat">
      <TabsList>
        <TabsTrigger value="wat">WAT words</TabsTrigger>
        <TabsTrigger value="srt">SRT situations</TabsTrigger>
        <TabsTrigger value="pictures">Pictures</TabsTrigger>
      </TabsList>
      <TabsContent value="wat" className="pt-2">
        <BankPanel bank="wat" />
      </TabsContent>
      <TabsContent value="srt" className="pt-2">
        <BankPanel bank="srt" />
      </TabsContent>
      <TabsContent value="pictures" className="pt-2">
        <PicturesPanel />
      </TabsContent>
    </Tabs>
  );
}

const PAGE_SIZE = 25;

function details(item: ContentItem) {
  const base = item.category ?? `${item.valence} · ${item.kind} · difficulty ${item.difficulty}`;
  return item.tags.length ? `${base} · tags: ${item.tags.join(', ')}` : base;
}

function BankPanel({ bank }: { bank: ContentBank }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ContentStatus>('active');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const noun = BANK_NOUN[bank];
  const list = useQuery({
    queryKey: [...contentKeys.bank(bank), { q, status, page }],
    queryFn: () => contentApi.list(bank, { q, status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (item: ContentItem) => contentApi.setActive(bank, item.id, !item.isActive),
    onSuccess: ({ item }) => {
      toast.success(item.isActive ? `Restored “${item.text}”.` : `Retired “${item.text}”.`);
      void qc.invalidateQueries({ queryKey: contentKeys.bank(bank) });
    },
    onError: (e) => toast.error(errorMessage(e, 'That did not work. Please try again.')),
  });

  const actions = (item: ContentItem) => (
    <div className="flex shrink-0 gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`Edit ${item.text}`}
        onClick={() => setEditing(item)}
      >
        Edit
      </Button>
      <Button
        size="sm"
        variant={item.isActive ? 'ghost' : 'secondary'}
        disabled={toggle.isPending}
        aria-label={`${item.isActive ? 'Retire' : 'Restore'} ${item.text}`}
        onClick={() => toggle.mutate(item)}
      >
        {item.isActive ? 'Retire' : 'Restore'}
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
            setPage(1);
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor={`${bank}-search`}>Search</Label>
            <Input
              id={`${bank}-search`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={bank === 'wat' ? 'Courage' : 'exam'}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${bank}-status`}>Show</Label>
            <select
              id={`${bank}-status`}
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
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <div className="flex gap-2">
          <Button onClick={() => setEditing('new')}>Add {noun}</Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The {noun}s could not load.</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-muted-foreground">No {noun}s match.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={`${noun}s`}>
            {list.data.items.map((item) => (
              <li
                key={item.id}
                className="flex items-start justify-between gap-3 rounded-md border p-3 text-sm"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words">{item.text}</p>
                  <p className="text-xs text-muted-foreground">
                    {details(item)}
                    {!item.isActive && (
                      <Badge variant="outline" className="ml-2">
                        Retired
                      </Badge>
                    )}
                  </p>
                </div>
                {actions(item)}
              </li>
            ))}
          </ul>
          <div className="hidden rounded-md border md:block">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th className="p-2 font-medium">{bank === 'wat' ? 'Word' : 'Situation'}</th>
                  <th className="p-2 font-medium">{bank === 'wat' ? 'Details' : 'Category'}</th>
                  <th className="p-2 font-medium">Status</th>
                  <th className="p-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {list.data.items.map((item) => (
                  <tr key={item.id} className="align-top">
                    <td className="p-2 break-words">{item.text}</td>
                    <td className="p-2 text-muted-foreground">{details(item)}</td>
                    <td className="p-2">
                      {item.isActive ? (
                        <Badge variant="secondary">Active</Badge>
                      ) : (
                        <Badge variant="outline">Retired</Badge>
                      )}
                    </td>
                    <td className="p-2">{actions(item)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {list.data && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          noun={noun}
          onPage={setPage}
        />
      )}
      {editing && (
        <ContentItemDialog
          bank={bank}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void qc.invalidateQueries({ queryKey: contentKeys.bank(bank) });
          }}
        />
      )}
      {importing && <ImportDialog bank={bank} onClose={() => setImporting(false)} />}
    </div>
  );
}
