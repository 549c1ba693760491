// The add/edit dialog of a shipping option (spec admin §5): name and cost required, cost in pounds
// (step 0.01), estimated days and sort order whole numbers; the same rules as the server.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminShippingOption,
  type ShippingOptionInput,
  shippingOptionInputSchema,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveShippingOption } from '../api/save-shipping-option.ts';

type Output = z.output<typeof shippingOptionInputSchema>;
/** The dialog's state: null is closed, an empty object adds, `option` edits. */
export type ShippingOptionEditing = { option?: AdminShippingOption } | null;

const initialValues = (option?: AdminShippingOption): ShippingOptionInput => ({
  name: option?.name ?? '',
  description: option?.description ?? '',
  cost: option?.cost ?? '',
  estimatedDays: option?.estimatedDays == null ? '' : String(option.estimatedDays),
  sortOrder: option ? String(option.sortOrder) : '0',
  translations: (option?.translations ?? {}) as ShippingOptionInput['translations'],
});

const SHIPPING_TRANSLATED = [
  { name: 'name', label: 'Shipping method name' },
  { name: 'description', label: 'Description', multiline: true },
] as const;

export function ShippingOptionFormDialog({
  editing,
  onClose,
  tenantId,
}: {
  editing: ShippingOptionEditing;
  onClose: () => void;
  tenantId?: number;
}) {
  const save = useSaveShippingOption(tenantId);
  const option = editing?.option;
  const form = useForm<ShippingOptionInput, unknown, Output>({
    resolver: zodResolver(shippingOptionInputSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const submit = async ({ name, description, cost, estimatedDays, sortOrder, translations }: Output) => {
    // Spec §4: options are created active and editing resends isActive true.
    const body = {
      name,
      description,
      cost: cost / 100,
      estimatedDays,
      sortOrder,
      isActive: true,
      translations: translations ?? {},
    };
    await save.mutateAsync({ id: option?.id, body });
    toast({ title: `Shipping option ${option ? 'updated' : 'created'} successfully` });
    onClose();
  };

  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={option ? 'Edit Shipping Option' : 'Add Shipping Option'}
      form={form}
      defaultValues={initialValues(option)}
      onSubmit={submit}
      submitLabel={option ? 'Update Shipping Option' : 'Add Shipping Option'}
      errorTitle={option ? 'Error updating shipping option' : 'Error creating shipping option'}
    >
      <TranslatedFields
        control={form.control}
        tenantId={tenantId}
        idPrefix="shipping"
        fields={SHIPPING_TRANSLATED}
      >
        <FormField id="shipping-name" label="Shipping method name" error={errors.name?.message}>
          <Input placeholder="Standard Delivery" {...form.register('name')} />
        </FormField>
        <FormField id="shipping-description" label="Description" error={errors.description?.message}>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
      </TranslatedFields>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField id="shipping-cost" label="Cost (£)" error={errors.cost?.message}>
          <Input type="number" step="0.01" min="0" inputMode="decimal" {...form.register('cost')} />
        </FormField>
        <FormField id="shipping-estimatedDays" label="Estimated days" error={errors.estimatedDays?.message}>
          <Input type="number" step="1" min="0" {...form.register('estimatedDays')} />
        </FormField>
        <FormField id="shipping-sortOrder" label="Sort order" error={errors.sortOrder?.message}>
          <Input type="number" step="1" min="0" {...form.register('sortOrder')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
