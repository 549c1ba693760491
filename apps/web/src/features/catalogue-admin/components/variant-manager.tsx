// Variant Management (spec admin §2): tabs All / Sizes / Colors / Materials / Styles, the store's
// variant attributes with their values, add/edit dialog and delete with confirmation.
import type { VariantAttribute, VariantType } from '@storefleet/contracts';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteVariantAttribute, useVariantAttributes } from '../api/variant-attributes.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { ListLoadError } from './list-load-error.tsx';
import {
  VariantAttributeDialog,
  type VariantDialogState,
  variantTypeLabels,
} from './variant-attribute-dialog.tsx';

const tabs: { value: 'all' | VariantType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'size', label: 'Sizes' },
  { value: 'color', label: 'Colors' },
  { value: 'material', label: 'Materials' },
  { value: 'style', label: 'Styles' },
];

type AttributeCardProps = { attribute: VariantAttribute; onEdit: () => void; onDelete: () => void };

function AttributeCard({ attribute, onEdit, onDelete }: AttributeCardProps) {
  return (
    <Card>
      <CardContent className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3 className="truncate font-semibold">{attribute.name}</h3>
            <Badge variant="info">{variantTypeLabels[attribute.type]}</Badge>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon" className="size-8" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              <span className="sr-only">Edit {attribute.name}</span>
            </Button>
            <Button variant="ghost" size="icon" className="size-8" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              <span className="sr-only">Delete {attribute.name}</span>
            </Button>
          </div>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={`${attribute.name} values`}>
          {attribute.values.map((value) => (
            <li key={value} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium">
              {value}
            </li>
          ))}
        </ul>
        {attribute.description ? (
          <p className="text-sm text-muted-foreground">{attribute.description}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function VariantManager({ tenantId }: { tenantId?: number }) {
  const attributes = useVariantAttributes(tenantId);
  const remove = useDeleteVariantAttribute(tenantId);
  const [tab, setTab] = useState<'all' | VariantType>('all');
  const [dialog, setDialog] = useState<VariantDialogState>(null);
  const [deleting, setDeleting] = useState<VariantAttribute | null>(null);
  const list = attributes.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Variant attribute deleted successfully' }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };
  const openCreate = () => setDialog({ kind: 'create', type: tab === 'all' ? 'size' : tab });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading
          title="Variant Management"
          description="Sizes, colours, materials and styles your products offer."
        />
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" /> Add Variant Attribute
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => {
          const shown = t.value === 'all' ? list : list.filter((a) => a.type === t.value);
          return (
            <TabsContent key={t.value} value={t.value}>
              {attributes.isPending ? (
                <Spinner label="Loading variants…" className="py-16" />
              ) : attributes.isError ? (
                <Card>
                  <ListLoadError message="Failed to fetch variants" onRetry={() => attributes.refetch()} />
                </Card>
              ) : shown.length === 0 ? (
                <Card>
                  <EmptyState
                    icon={Tags}
                    title={`No ${t.value === 'all' ? 'variant attributes' : t.label.toLowerCase()} yet`}
                    action={<Button onClick={openCreate}>Add Variant Attribute</Button>}
                  >
                    Attributes list the choices a product can offer, such as S, M and L.
                  </EmptyState>
                </Card>
              ) : (
                <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((attribute) => (
                    <AttributeCard
                      key={attribute.id}
                      attribute={attribute}
                      onEdit={() => setDialog({ kind: 'edit', attribute })}
                      onDelete={() => setDeleting(attribute)}
                    />
                  ))}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <VariantAttributeDialog state={dialog} onClose={() => setDialog(null)} tenantId={tenantId} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete variant attribute?"
        description={`Are you sure you want to delete "${deleting?.name ?? ''}"?`}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
