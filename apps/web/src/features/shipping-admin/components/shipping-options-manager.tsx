// Shipping options (spec admin §2 Shipping options page, Settings tab; §8 toasts): list, add and
// edit in a dialog, delete after confirmation, empty state.
import { type AdminShippingOption, formatMoney } from '@storefleet/contracts';
import { Pencil, Plus, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import {
  type ShippingOptionBody,
  useDeleteShippingOption,
  useSaveShippingOption,
  useShippingOptions,
} from '../api/shipping-options.ts';
import { ShippingOptionForm } from './shipping-option-form.tsx';

type Editing = { option?: AdminShippingOption } | null;

export function ShippingOptionsManager({ tenantId }: { tenantId?: number }) {
  const options = useShippingOptions(tenantId);
  const save = useSaveShippingOption(tenantId);
  const remove = useDeleteShippingOption(tenantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminShippingOption | null>(null);

  const submit = (body: ShippingOptionBody) => {
    const isNew = !editing?.option;
    save.mutate(
      { id: editing?.option?.id, body },
      {
        onSuccess: () => {
          toast({ title: `Shipping option ${isNew ? 'created' : 'updated'} successfully` });
          setEditing(null);
        },
        onError: (error) =>
          toast({
            title: isNew ? 'Error creating shipping option' : 'Error updating shipping option',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Shipping option deleted successfully' }),
      onError: (error) =>
        toast({
          title: 'Error deleting shipping option',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => setDeleting(null),
    });
  };
  const list = options.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">The delivery choices shoppers pick from at checkout.</p>
        <Button onClick={() => setEditing({})}>
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
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <Truck aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">No shipping options configured</p>
            <p className="text-sm text-muted-foreground">
              Add one so shoppers can choose how their order arrives.
            </p>
          </div>
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
                    {option.estimatedDays == null ? 'No estimate' : `${option.estimatedDays} day(s)`} · Sort{' '}
                    {option.sortOrder}
                  </p>
                </div>
                <p className="font-semibold tabular-nums">
                  {Number(option.cost) === 0 ? 'Free' : formatMoney(option.cost)}
                </p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    onClick={() => setEditing({ option })}
                  >
                    <Pencil aria-hidden="true" />
                    <span className="sr-only">Edit {option.name}</span>
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" onClick={() => setDeleting(option)}>
                    <Trash2 aria-hidden="true" />
                    <span className="sr-only">Delete {option.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing?.option ? 'Edit Shipping Option' : 'Add Shipping Option'}</DialogTitle>
          </DialogHeader>
          {editing ? (
            <ShippingOptionForm
              key={editing.option?.id ?? 'new'}
              option={editing.option}
              pending={save.isPending}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete shipping option?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this shipping option?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete} disabled={remove.isPending}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
