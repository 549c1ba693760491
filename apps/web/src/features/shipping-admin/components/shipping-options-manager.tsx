// Shipping options (spec admin §2 Shipping options page, Settings tab; §8 toasts): list, add and
// edit in a dialog, delete after confirmation, empty state.
import { type AdminShippingOption, deliveredInText, formatMoney } from '@storefleet/contracts';
import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { EditDeleteActions } from '@/components/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteShippingOption } from '../api/delete-shipping-option.ts';
import { useShippingOptions } from '../api/get-shipping-options.ts';
import { type ShippingOptionEditing, ShippingOptionFormDialog } from './shipping-option-form-dialog.tsx';

export function ShippingOptionsManager({ tenantId }: { tenantId?: number }) {
  const options = useShippingOptions(tenantId);
  const remove = useDeleteShippingOption(tenantId);
  const [editing, setEditing] = useState<ShippingOptionEditing>(null);
  const [deleting, setDeleting] = useState<AdminShippingOption | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Shipping option deleted successfully' }),
      onError: (error) =>
        toast({
          title: 'Error deleting shipping option',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      // Only this deletion's confirmation: another row's, opened meanwhile, stays open.
      onSettled: () => setDeleting((current) => (current?.id === id ? null : current)),
    });
  };
  // The row being deleted leaves the list at once, so the list never offers to delete it twice.
  const list = (options.data ?? []).filter((option) => !(remove.isPending && remove.variables === option.id));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">The delivery choices shoppers pick from at checkout.</p>
        <Button write onClick={() => setEditing({})}>
          <Plus aria-hidden="true" /> Add Shipping Option
        </Button>
      </div>
      <Card className="overflow-hidden">
        {options.isPending ? (
          <Spinner label="Loading shipping options…" className="py-12" />
        ) : options.isError ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            Failed to fetch shipping options
          </p>
        ) : list.length === 0 ? (
          <EmptyState icon={Truck} title="No shipping options configured" titleAs="p">
            Add one so shoppers can choose how their order arrives.
          </EmptyState>
        ) : (
          <ul className="divide-y">
            {list.map((option) => (
              <li key={option.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {option.name} {option.isActive ? null : <Badge variant="neutral">Inactive</Badge>}
                  </p>
                  {option.description ? (
                    <p className="text-sm text-muted-foreground">{option.description}</p>
                  ) : null}
                  <p className="text-sm text-muted-foreground">
                    {option.estimatedDays == null ? 'No estimate' : deliveredInText(option.estimatedDays)} ·
                    Sort {option.sortOrder}
                  </p>
                </div>
                <p className="font-semibold tabular-nums">
                  {option.rateKind === 'weight'
                    ? 'By weight'
                    : option.rateKind === 'value'
                      ? 'By order value'
                      : Number(option.cost) === 0
                        ? 'Free'
                        : formatMoney(option.cost)}
                </p>
                <EditDeleteActions
                  name={option.name}
                  onEdit={() => setEditing({ option })}
                  onDelete={() => setDeleting(option)}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ShippingOptionFormDialog editing={editing} onClose={() => setEditing(null)} tenantId={tenantId} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete shipping option?"
        message="Are you sure you want to delete this shipping option?"
        confirmLabel="Delete"
        destructive={false}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
