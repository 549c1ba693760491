// Variant Management (spec admin §2): tabs All / Sizes / Colors / Materials / Styles, the store's
// variant attributes with their values, add/edit dialog and delete with confirmation.
import type { VariantAttribute, VariantType } from '@storefleet/contracts';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { EditDeleteActions } from '@/components/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useDeleteVariantAttribute } from '../api/delete-variant-attribute.ts';
import { useVariantAttributes } from '../api/get-variant-attributes.ts';
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
          <EditDeleteActions name={attribute.name} onEdit={onEdit} onDelete={onDelete} className="shrink-0" />
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

  const openCreate = () => setDialog({ kind: 'create', type: tab === 'all' ? 'size' : tab });

  return (
    <div className="space-y-6">
      <PageHeading
        title="Variant Management"
        description="Sizes, colours, materials and styles your products offer."
        actions={
          <Button write onClick={openCreate}>
            <Plus aria-hidden="true" /> Add Variant Attribute
          </Button>
        }
      />
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
                  <LoadError
                    layout="centered"
                    message="Failed to fetch variants"
                    onRetry={() => attributes.refetch()}
                  />
                </Card>
              ) : shown.length === 0 ? (
                <Card>
                  <EmptyState
                    icon={Tags}
                    title={`No ${t.value === 'all' ? 'variant attributes' : t.label.toLowerCase()} yet`}
                    action={
                      <Button write onClick={openCreate}>
                        Add Variant Attribute
                      </Button>
                    }
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
      <ConfirmMutationDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={() => 'Delete variant attribute?'}
        message={(attribute) => `Are you sure you want to delete "${attribute.name}"?`}
        confirmLabel="Delete"
        mutation={remove}
        variables={(attribute) => attribute.id}
        done="Variant attribute deleted successfully"
        failed="Error"
      />
    </div>
  );
}
