// Tenant detail's Products tab: image (a placeholder when it fails), name, description cut to 60
// characters, price, stock and an In Stock / Out of Stock badge; 5 per page.
import { formatMoney } from '@storefleet/contracts';
import { ImageOff, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination, pageOf } from '@/components/pagination.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type TenantProduct, useTenantProducts } from '../api/get-tenant-products.ts';
import { cut, DETAIL_PAGE_SIZE } from './detail-paging.ts';

/** The spec's reader takes quantityInStock when present, else a truthy inStock. */
function stockOf(product: TenantProduct): number {
  if (typeof product.quantityInStock === 'number') return product.quantityInStock;
  if (typeof product.inStock === 'number') return product.inStock;
  return product.inStock ? 1 : 0;
}

export function TenantProductsList({ tenantId }: { tenantId: number }) {
  const products = useTenantProducts(tenantId);
  const [page, setPage] = useState(0);
  if (products.isPending) return <Spinner label="Loading products…" className="py-10" />;
  if (products.isError)
    return (
      <LoadError layout="centered" message="Failed to fetch products" onRetry={() => products.refetch()} />
    );
  if (products.data.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title="This store has no products yet."
        titleAs="p"
        className="py-10"
        action={
          <Link href={`/tenant/${tenantId}/product-management`} className={buttonVariants({ size: 'sm' })}>
            Manage Products
          </Link>
        }
      />
    );
  }
  return (
    <div>
      <ul className="divide-y">
        {pageOf(products.data, page, DETAIL_PAGE_SIZE).map((product) => {
          const stock = stockOf(product);
          return (
            <li key={product.id} className="flex flex-wrap items-center gap-4 py-3 sm:flex-nowrap">
              <ProductImage src={product.image} />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{product.name}</p>
                <p className="text-sm text-muted-foreground">{cut(product.description, 60)}</p>
              </div>
              <div className="flex items-center gap-3 text-sm">
                <span className="font-semibold tabular-nums">{formatMoney(product.price)}</span>
                <span className="text-muted-foreground tabular-nums">Stock: {stock}</span>
                <Badge variant={stock > 0 ? 'success' : 'danger'}>
                  {stock > 0 ? 'In Stock' : 'Out of Stock'}
                </Badge>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        pageSize={DETAIL_PAGE_SIZE}
        total={products.data.length}
        onPage={setPage}
        label="Products pages"
        className="pt-4"
      />
    </div>
  );
}

function ProductImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className="size-12 shrink-0 rounded-md object-cover"
      onError={() => setFailed(true)}
    />
  );
}
