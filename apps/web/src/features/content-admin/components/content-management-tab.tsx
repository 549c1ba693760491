// Content Management (spec admin §2, §8): every entry of the store; one is edited at a time.
import { type AdminContentEntry, contentKeyLabel } from '@storefleet/contracts';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { RowAction } from '@/components/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { type ContentBody, useSaveContent } from '../api/save-content.ts';
import { ContentEntryForm } from './content-entry-form.tsx';

type Editing = { entry?: AdminContentEntry } | null;

export function ContentManagementTab({
  tenantId,
  entries,
}: {
  tenantId: number;
  entries: AdminContentEntry[];
}) {
  const save = useSaveContent(tenantId);
  const [editing, setEditing] = useState<Editing>(null);

  const submit = (body: ContentBody) => {
    const original = editing?.entry;
    save.mutate(
      { key: original?.key ?? body.key, body, create: !original },
      {
        onSuccess: () => {
          toast({ title: 'Content Updated' });
          setEditing(null);
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update content. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  const form = (entry?: AdminContentEntry) => (
    <ContentEntryForm
      key={entry?.id ?? 'new'}
      tenantId={tenantId}
      entry={entry}
      pending={save.isPending}
      onSubmit={submit}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button write onClick={() => setEditing({})} disabled={editing !== null}>
          <Plus aria-hidden="true" /> Add Content
        </Button>
      </div>
      {editing && !editing.entry ? form() : null}
      {entries.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No content yet.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-3 p-4">
              {editing?.entry?.id === entry.id ? (
                form(entry)
              ) : (
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">
                      {contentKeyLabel(entry.key)} <Badge variant="neutral">{entry.type}</Badge>
                    </p>
                    {entry.description ? (
                      <p className="text-xs text-muted-foreground">{entry.description}</p>
                    ) : null}
                    <p className="mt-1 truncate text-sm">{entry.value}</p>
                  </div>
                  <RowAction
                    icon={Pencil}
                    label={`Edit ${contentKeyLabel(entry.key)}`}
                    write
                    disabled={editing !== null}
                    onClick={() => setEditing({ entry })}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
