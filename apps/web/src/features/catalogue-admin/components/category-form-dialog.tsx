// Add / edit a category (spec admin §5): name required and trimmed, description optional.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  type CategoryInput,
  categoryInputSchema,
  type Translations,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveCategory } from '../api/save-category.ts';

export type CategoryDialogState = { kind: 'create' } | { kind: 'edit'; category: Category } | null;
type Output = { name: string; description: string | null; translations?: Translations };

const CATEGORY_TRANSLATED = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description', multiline: true },
] as const;

export function CategoryFormDialog({
  state,
  onClose,
  tenantId,
}: {
  state: CategoryDialogState;
  onClose: () => void;
  tenantId?: number;
}) {
  const save = useSaveCategory(tenantId);
  const editing = state?.kind === 'edit' ? state.category : null;
  const form = useForm<CategoryInput, unknown, Output>({ resolver: zodResolver(categoryInputSchema) });

  const submit = async (values: Output) => {
    await save.mutateAsync({
      id: editing?.id,
      body: {
        name: values.name,
        description: values.description ?? '',
        translations: values.translations ?? {},
      },
    });
    toast({ title: editing ? 'Category updated successfully' : 'Category created successfully' });
    onClose();
  };

  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing
          ? 'Renaming a category also renames it on its products.'
          : 'Group your products so shoppers can filter them.'
      }
      form={form}
      defaultValues={{
        name: editing?.name ?? '',
        description: editing?.description ?? '',
        translations: (editing?.translations ?? {}) as CategoryInput['translations'],
      }}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Create Category'}
      cancelLabel={false}
    >
      <TranslatedFields
        control={form.control}
        tenantId={tenantId}
        idPrefix="category"
        fields={CATEGORY_TRANSLATED}
      >
        <FormField id="category-name" label="Name" error={form.formState.errors.name?.message}>
          <Input {...form.register('name')} />
        </FormField>
        <FormField id="category-description" label="Description">
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
      </TranslatedFields>
    </FormDialog>
  );
}
