// The add / edit / clone product dialog, with the spec's toasts (admin §8).
import type { Category, VariantAttribute } from '@storefleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { saveProductPrices } from '../api/product-prices.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { hasVariantChanges, saveProductVariants } from '../api/save-product-variants.ts';
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
  const queryClient = useQueryClient();
  const [savingVariants, setSavingVariants] = useState(false);
  // Unsaved changes in the form: Esc, the overlay and the close button ask first (DialogShell).
  const [dirty, setDirty] = useState(false);
  const editing = mode?.kind === 'edit';
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  return (
    <DialogShell
      open={mode !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-2xl"
      title={mode ? titles[mode.kind] : ''}
      description={mode ? descriptions[mode.kind] : ''}
      dirty={mode !== null && dirty}
    >
      {mode ? (
        <ProductForm
          key={mode.kind === 'create' ? 'new' : `${mode.kind}-${mode.product.id}`}
          mode={mode}
          tenantId={tenantId}
          categories={categories}
          attributes={attributes}
          pending={save.isPending || savingVariants}
          onDirtyChange={setDirty}
          onSubmit={(data, variants, prices) =>
            save.mutate(
              { id: mode.kind === 'edit' ? mode.product.id : undefined, data },
              {
                // The product first (a new one needs its id), then its variant price rows, then
                // its prices in the store's other currencies.
                onSuccess: async (product) => {
                  if (hasVariantChanges(variants) || prices !== null) {
                    setSavingVariants(true);
                    try {
                      if (hasVariantChanges(variants)) {
                        await saveProductVariants(queryClient, tenantId, product.id, variants);
                      }
                      if (prices !== null) await saveProductPrices(queryClient, tenantId, product.id, prices);
                    } catch (error) {
                      // The product is saved; the dialog stays open on what could not be.
                      return failed(error);
                    } finally {
                      setSavingVariants(false);
                    }
                  }
                  toast({ title: editing ? 'Product updated successfully' : 'Product created successfully' });
                  onClose();
                },
                onError: failed,
              },
            )
          }
        />
      ) : null}
    </DialogShell>
  );
}
