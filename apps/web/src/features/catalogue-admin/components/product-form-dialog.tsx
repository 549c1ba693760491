// The add / edit / clone product dialog, with the spec's toasts (admin §8).
import type { Category, VariantAttribute } from '@storefleet/contracts';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { ProductForm } from './product-form.tsx';
import type { ProductDialogMode } from './product-form-values.ts';

const titles = { create: 'Add Product', edit: 'Edit Product', clone: 'Clone Product' } as const;
const descriptions = {
  create: 'Add a product to your store.',
  edit: 'Change the product’s details.',
  clone: 'A copy of the product, saved as a draft until you make it live.',
} as const;

type ProductFormDialogProps = {
  mode: ProductDialogMode | null;
  onClose: () => void;
  tenantId?: number;
  categories: Category[];
  attributes: VariantAttribute[];
};

export function ProductFormDialog({
  mode,
  onClose,
  tenantId,
  categories,
  attributes,
}: ProductFormDialogProps) {
  const save = useSaveProduct(tenantId);
  const editing = mode?.kind === 'edit';

  return (
    <DialogShell
      open={mode !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-2xl"
      title={mode ? titles[mode.kind] : ''}
      description={mode ? descriptions[mode.kind] : ''}
    >
      {mode ? (
        <ProductForm
          key={mode.kind === 'create' ? 'new' : `${mode.kind}-${mode.product.id}`}
          mode={mode}
          tenantId={tenantId}
          categories={categories}
          attributes={attributes}
          pending={save.isPending}
          onSubmit={(data) =>
            save.mutate(
              { id: mode.kind === 'edit' ? mode.product.id : undefined, data },
              {
                onSuccess: () => {
                  toast({ title: editing ? 'Product updated successfully' : 'Product created successfully' });
                  onClose();
                },
                onError: (error) =>
                  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
              },
            )
          }
        />
      ) : null}
    </DialogShell>
  );
}
