// Add / edit a variant attribute (spec admin §3, §5): name, type (size, color, material, style),
// at least one value ('Please add at least one value'), optional description.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type VariantAttribute,
  type VariantAttributeInput,
  type VariantType,
  variantAttributeInputSchema,
  variantTypes,
} from '@storefleet/contracts';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveVariantAttribute } from '../api/save-variant-attribute.ts';
import { VariantValuesInput } from './variant-values-input.tsx';

export const variantTypeLabels: Record<VariantType, string> = {
  size: 'Size',
  color: 'Color',
  material: 'Material',
  style: 'Style',
};
const typeOptions = variantTypes.map((type) => ({ value: type, label: variantTypeLabels[type] }));

export type VariantDialogState =
  | { kind: 'create'; type: VariantType }
  | { kind: 'edit'; attribute: VariantAttribute }
  | null;
type Output = { name: string; type: VariantType; values: string[]; description: string | null };

export function VariantAttributeDialog({
  state,
  onClose,
  tenantId,
}: {
  state: VariantDialogState;
  onClose: () => void;
  tenantId?: number;
}) {
  const save = useSaveVariantAttribute(tenantId);
  const editing = state?.kind === 'edit' ? state.attribute : null;
  const form = useForm<VariantAttributeInput, unknown, Output>({
    resolver: zodResolver(variantAttributeInputSchema),
  });
  const { errors } = form.formState;

  const submit = async (values: Output) => {
    await save.mutateAsync({ id: editing?.id, body: { ...values, description: values.description ?? '' } });
    toast({
      title: editing ? 'Variant attribute updated successfully' : 'Variant attribute created successfully',
    });
    onClose();
  };

  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Edit Variant Attribute' : 'Add Variant Attribute'}
      description="Options such as sizes or colours that your products can offer."
      form={form}
      defaultValues={{
        name: editing?.name ?? '',
        type: editing?.type ?? (state?.kind === 'create' ? state.type : 'size'),
        values: editing?.values ?? [],
        description: editing?.description ?? '',
      }}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Create Attribute'}
      cancelLabel={false}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="variant-name" label="Name" error={errors.name?.message}>
          <Input placeholder="e.g. Size" {...form.register('name')} />
        </FormField>
        <SelectField
          control={form.control}
          name="type"
          id="variant-type"
          label="Type"
          options={typeOptions}
        />
      </div>
      <Controller
        control={form.control}
        name="values"
        render={({ field }) => (
          <VariantValuesInput
            values={field.value ?? []}
            onChange={field.onChange}
            error={errors.values?.message}
          />
        )}
      />
      <FormField id="variant-description" label="Description">
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}
