// Product Variant Pricing (spec admin §2, §5, §8): choose a product, then list, add, edit and delete
// the price rows that the store front and checkout charge for a chosen combination.
import { type AdminProduct, formatMoney, type ProductVariant } from '@storefleet/contracts';
import { BadgePoundSterling, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteProductVariant } from '../api/delete-product-variant.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { useProductVariants } from '../api/get-product-variants.ts';
import { useVariantAttributes } from '../api/get-variant-attributes.ts';
import { useSaveProductVariant } from '../api/save-product-variant.ts';
import { pricingAttributes } from '../lib/variant-pricing.ts';
import { VariantPriceForm } from './variant-price-form.tsx';
import { VariantPriceTable } from './variant-price-table.tsx';

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

export function VariantPricingManager({ tenantId }: { tenantId?: number }) {
  const products = useAdminProducts(tenantId);
  const attributes = useVariantAttributes(tenantId);
  const [productId, setProductId] = useState<number | null>(null);
  const rows = useProductVariants(tenantId, productId);
  const save = useSaveProductVariant(tenantId);
  const remove = useDeleteProductVariant(tenantId);
  const [editing, setEditing] = useState<ProductVariant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductVariant | null>(null);

  const product: AdminProduct | undefined = products.data?.find((p) => p.id === productId);
  const choices = product ? pricingAttributes(product, attributes.data ?? []) : [];

  const openAdd = () => {
    if (!product) return toast({ title: 'Please select a product first', variant: 'destructive' });
    setEditing('new');
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { productId: deleting.productId, id: deleting.id },
      {
        onSuccess: () => toast({ title: 'Product variant pricing deleted successfully' }),
        onError: failed,
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeading
        title="Variant Pricing"
        description="Set a price and stock for particular combinations, such as XL in Navy."
        actions={
          <Button write onClick={openAdd}>
            <Plus aria-hidden="true" /> Add Variant Price
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b p-4">
          <div className="max-w-md space-y-1.5">
            <Label htmlFor="pricing-product">Product</Label>
            <Select
              value={productId ? String(productId) : undefined}
              onValueChange={(value) => setProductId(Number(value))}
            >
              <SelectTrigger id="pricing-product" disabled={!products.data}>
                <SelectValue placeholder={products.isPending ? 'Loading products…' : 'Choose a product'} />
              </SelectTrigger>
              <SelectContent>
                {(products.data ?? []).map((p) => (
                  <SelectItem key={p.id} value={String(p.id)}>
                    {p.name} ({formatMoney(p.price)}){p.isDraft ? ' · Draft' : ''}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {products.isError ? <p className="text-sm text-destructive">Failed to fetch products</p> : null}
          </div>
        </div>
        {!product ? (
          <EmptyState icon={BadgePoundSterling} title="Choose a product">
            Its variant prices appear here. Combinations without a price row use the product’s own price and
            stock.
          </EmptyState>
        ) : rows.isPending ? (
          <Spinner label="Loading variant prices…" className="py-16" />
        ) : rows.isError ? (
          <LoadError layout="centered" message="Failed to fetch variants" onRetry={() => rows.refetch()} />
        ) : rows.data.length === 0 ? (
          <EmptyState
            icon={BadgePoundSterling}
            title="No variant prices yet"
            action={
              <Button write onClick={openAdd}>
                Add Variant Price
              </Button>
            }
          >
            Every combination of {product.name} sells at {formatMoney(product.price)} until you add one.
          </EmptyState>
        ) : (
          <VariantPriceTable
            rows={rows.data}
            attributes={attributes.data ?? []}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <DialogShell
        open={editing !== null && product !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? 'Add Variant Price' : 'Edit Variant Price'}
        description={product ? `${product.name}: base price ${formatMoney(product.price)}` : ''}
      >
        {product && editing !== null ? (
          choices.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              This product has no options that match your variant attributes. Give it options in Product
              Management first.
            </p>
          ) : (
            <VariantPriceForm
              key={editing === 'new' ? 'new' : editing.id}
              product={product}
              attributes={choices}
              row={editing === 'new' ? null : editing}
              pending={save.isPending}
              onSubmit={(values) =>
                save.mutate(
                  {
                    id: editing === 'new' ? undefined : editing.id,
                    // The form reads the price in pence; the API takes pounds (spec admin §7: price number).
                    body: {
                      ...values,
                      productId: product.id,
                      price: values.price / 100,
                      compareAtPrice: values.compareAtPrice == null ? null : values.compareAtPrice / 100,
                      sku: values.sku ?? '',
                    },
                  },
                  {
                    onSuccess: () => {
                      toast({
                        title:
                          editing === 'new'
                            ? 'Product variant pricing created successfully'
                            : 'Product variant pricing updated successfully',
                      });
                      setEditing(null);
                    },
                    onError: failed,
                  },
                )
              }
            />
          )
        ) : null}
      </DialogShell>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete variant pricing?"
        message="Are you sure you want to delete this variant pricing?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
