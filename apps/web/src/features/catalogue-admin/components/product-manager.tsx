// Product Management (spec admin §2, §4, §8): filters, the reorderable table, add/edit/clone
// dialog, live/draft toggle and delete with confirmation, each with the spec's toast.
import type {
  AdminProduct,
  ProductStatusFilter,
  ProductStockFilter,
  ProductWeightFilter,
} from '@storefleet/contracts';
import { PackageOpen, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProductSearch, useAdminProducts } from '../api/get-admin-products.ts';
import { useCategories } from '../api/get-categories.ts';
import { useShippingWeights } from '../api/get-shipping-weights.ts';
import { useVariantAttributes } from '../api/get-variant-attributes.ts';
import { useReorderProducts } from '../api/reorder-products.ts';
import { useSetProductDraft } from '../api/set-product-draft.ts';
import { ProductCsvActions } from './product-csv-actions.tsx';
import { ALL_CATEGORIES, ProductFilters } from './product-filters.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';
import type { ProductDialogMode } from './product-form-values.ts';
import { ProductTable } from './product-table.tsx';

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

export function ProductManager({ tenantId }: { tenantId?: number }) {
  const { readOnly } = useStoreReadOnly();
  const products = useAdminProducts(tenantId);
  const categories = useCategories(tenantId);
  const attributes = useVariantAttributes(tenantId);
  const setDraft = useSetProductDraft(tenantId);
  const remove = useDeleteProduct(tenantId);
  const reorder = useReorderProducts(tenantId);
  const [status, setStatus] = useState<ProductStatusFilter>('all');
  // The stock and weight filters live in the URL (?stock=low|out, ?weight=missing), so a link (the
  // low-stock e-mail's, the shipping screen's "3 products have no weight") opens them.
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const stockParam = params.get('stock');
  const stock: ProductStockFilter = stockParam === 'low' || stockParam === 'out' ? stockParam : 'all';
  const weights = useShippingWeights(tenantId);
  // Products without a weight matter once an option is priced by weight (docs/decisions/0102).
  const weightRated = weights.data?.weightRated ?? false;
  const weight: ProductWeightFilter = weightRated && params.get('weight') === 'missing' ? 'missing' : 'all';
  const setFilter = (name: 'stock' | 'weight', value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  const setStock = (next: ProductStockFilter) => setFilter('stock', next);
  const setWeight = (next: ProductWeightFilter) => setFilter('weight', next);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [dialog, setDialog] = useState<ProductDialogMode | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  // The search asks the API (the store front's matching, most relevant first) 250 ms after typing.
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), 250);
    return () => clearTimeout(timer);
  }, [searchInput]);
  const found = useAdminProductSearch(tenantId, search);
  const searching = search !== '';

  const all = products.data ?? [];
  const listed = searching ? (found.data ?? []) : all;
  const shown = listed.filter(
    (p) =>
      (status === 'all' || p.isDraft === (status === 'draft')) &&
      (stock === 'all' || p.stockAlert === stock) &&
      (weight === 'all' || p.weightMissing) &&
      (category === ALL_CATEGORIES || p.category?.toLowerCase() === category.toLowerCase()),
  );

  const actions = {
    onEdit: (product: AdminProduct) => setDialog({ kind: 'edit', product }),
    onClone: (product: AdminProduct) => setDialog({ kind: 'clone', product }),
    onDelete: setDeleting,
    onToggleDraft: (product: AdminProduct) =>
      setDraft.mutate(
        { id: product.id, isDraft: !product.isDraft },
        { onSuccess: () => toast({ title: 'Product status updated successfully' }), onError: failed },
      ),
  };
  const onReorder = (ids: number[]) =>
    reorder.mutate(ids, {
      onSuccess: () => toast({ title: 'Products reordered successfully' }),
      onError: failed,
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Product deleted successfully' }),
      onError: failed,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-6">
      <PageHeading
        title="Product Management"
        description="Add products, set their order and choose what is live."
        actions={
          <div className="flex flex-wrap gap-2">
            <ProductCsvActions tenantId={tenantId} />
            <Button write onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden="true" /> Add Product
            </Button>
          </div>
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b p-4">
          <ProductFilters
            status={status}
            onStatusChange={setStatus}
            category={category}
            onCategoryChange={setCategory}
            categories={categories.data ?? []}
            search={searchInput}
            onSearchChange={setSearchInput}
            stock={stock}
            onStockChange={setStock}
            {...(weightRated ? { weight, onWeightChange: setWeight } : {})}
          />
          <WeightNote
            count={weightRated ? (weights.data?.productsWithoutWeight ?? 0) : 0}
            filtered={weight === 'missing'}
            onShow={() => setWeight('missing')}
          />
        </div>
        {products.isPending || (searching && found.isPending) ? (
          <Spinner label="Loading products…" className="py-16" />
        ) : products.isError || (searching && found.isError) ? (
          <LoadError
            layout="centered"
            message="Failed to fetch products"
            onRetry={() => (searching ? found.refetch() : products.refetch())}
          />
        ) : all.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No products yet"
            action={
              <Button write onClick={() => setDialog({ kind: 'create' })}>
                Add your first product
              </Button>
            }
          >
            Products you add appear here and, once live, on your store front.
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState icon={PackageOpen} title="No products match these filters">
            {searching
              ? 'Try other words, or clear the search to see every product.'
              : 'Choose another status or category to see more products.'}
          </EmptyState>
        ) : (
          <ProductTable
            products={shown}
            actions={actions}
            onReorder={onReorder}
            canReorder={!readOnly && !reorder.isPending && !searching}
            tenantId={tenantId}
            weightRated={weightRated}
          />
        )}
      </Card>
      {shown.length > 1 ? (
        <p className="text-sm text-muted-foreground">
          Drag a row by its handle to change the order on your store front. With the keyboard: focus a handle,
          press Space, move with the arrow keys and press Space again.
        </p>
      ) : null}
      <ProductFormDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        tenantId={tenantId}
        categories={categories.data ?? []}
        attributes={attributes.data ?? []}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete product?"
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}

/** "2 products have no weight": shipping by weight cannot price them (docs/decisions/0102). */
function WeightNote({ count, filtered, onShow }: { count: number; filtered: boolean; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-amber-900" data-testid="weight-note">
      {count === 1 ? '1 product has no weight' : `${count} products have no weight`}: shipping by weight can’t
      price {count === 1 ? 'it' : 'them'}.
      {filtered ? null : (
        <Button variant="link" className="h-auto p-0" onClick={onShow}>
          Show {count === 1 ? 'it' : 'them'}
        </Button>
      )}
    </p>
  );
}
