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
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveVariantAttribute } from '../api/variant-attributes.ts';
import { VariantValuesInput } from './variant-values-input.tsx';

export const variantTypeLabels: Record<VariantType, string> = {
  size: 'Size',
  color: 'Color',
  material: 'Material',
  style: 'Style',
};

export type VariantDialogState =
  | { kind: 'create'; type: VariantType }
  | { kind: 'edit'; attribute: VariantAttribute }
  | null;
type Output = { name: string; type: VariantType; values: string[]; description: string | null };

function VariantAttributeForm({
  state,
  tenantId,
  onDone,
}: {
  state: Exclude<VariantDialogState, null>;
  tenantId?: number;
  onDone: () => void;
}) {
  const save = useSaveVariantAttribute(tenantId);
  const editing = state.kind === 'edit' ? state.attribute : null;
  const form = useForm<VariantAttributeInput, unknown, Output>({
    resolver: zodResolver(variantAttributeInputSchema),
    defaultValues: {
      name: editing?.name ?? '',
      type: editing?.type ?? (state.kind === 'create' ? state.type : 'size'),
      values: editing?.values ?? [],
      description: editing?.description ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: editing?.id, body: { ...values, description: values.description ?? '' } },
      {
        onSuccess: () => {
          toast({
            title: editing
              ? 'Variant attribute updated successfully'
              : 'Variant attribute created successfully',
          });
          onDone();
        },
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="variant-name">Name</Label>
          <Input
            id="variant-name"
            placeholder="e.g. Size"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'variant-name-error' : undefined}
            {...form.register('name')}
          />
          <FieldError id="variant-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="variant-type">Type</Label>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="variant-type">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {variantTypes.map((type) => (
                    <SelectItem key={type} value={type}>
                      {variantTypeLabels[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
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
      <div className="space-y-2">
        <Label htmlFor="variant-description">Description</Label>
        <Textarea id="variant-description" rows={2} {...form.register('description')} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save Changes' : 'Create Attribute'}
        </Button>
      </div>
    </form>
  );
}

export function VariantAttributeDialog({
  state,
  onClose,
  tenantId,
}: {
  state: VariantDialogState;
  onClose: () => void;
  tenantId?: number;
}) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {state ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {state.kind === 'edit' ? 'Edit Variant Attribute' : 'Add Variant Attribute'}
              </DialogTitle>
              <DialogDescription>
                Options such as sizes or colours that your products can offer.
              </DialogDescription>
            </DialogHeader>
            <VariantAttributeForm
              key={state.kind === 'edit' ? state.attribute.id : `new-${state.type}`}
              state={state}
              tenantId={tenantId}
              onDone={onClose}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
