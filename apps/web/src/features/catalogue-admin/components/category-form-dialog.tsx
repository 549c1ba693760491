// Add / edit a category (spec admin §5): name required and trimmed, description optional.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, type CategoryInput, categoryInputSchema } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
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
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveCategory } from '../api/categories.ts';

export type CategoryDialogState = { kind: 'create' } | { kind: 'edit'; category: Category } | null;

function CategoryForm({
  state,
  tenantId,
  onDone,
}: {
  state: Exclude<CategoryDialogState, null>;
  tenantId?: number;
  onDone: () => void;
}) {
  const save = useSaveCategory(tenantId);
  const editing = state.kind === 'edit' ? state.category : null;
  const form = useForm<CategoryInput, unknown, { name: string; description: string | null }>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: editing?.id, body: { name: values.name, description: values.description ?? '' } },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Category updated successfully' : 'Category created successfully' });
          onDone();
        },
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="category-name">Name</Label>
        <Input
          id="category-name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'category-name-error' : undefined}
          {...form.register('name')}
        />
        <FieldError id="category-name-error" message={error} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="category-description">Description</Label>
        <Textarea id="category-description" rows={3} {...form.register('description')} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save Changes' : 'Create Category'}
        </Button>
      </div>
    </form>
  );
}

export function CategoryFormDialog({
  state,
  onClose,
  tenantId,
}: {
  state: CategoryDialogState;
  onClose: () => void;
  tenantId?: number;
}) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {state ? (
          <>
            <DialogHeader>
              <DialogTitle>{state.kind === 'edit' ? 'Edit Category' : 'Add Category'}</DialogTitle>
              <DialogDescription>
                {state.kind === 'edit'
                  ? 'Renaming a category also renames it on its products.'
                  : 'Group your products so shoppers can filter them.'}
              </DialogDescription>
            </DialogHeader>
            <CategoryForm
              key={state.kind === 'edit' ? state.category.id : 'new'}
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
