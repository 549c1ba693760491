// A product's page, /s/{slug}/products/{handle} and /store/{id}/products/{handle} (ADR
// 0037), as the server rendered it for an address loaded, shared or bookmarked. An old handle moves
// to the product's address now (the server answers it 301; here, after a client-side navigation);
// an unknown one says so, with the way back to the store (the server answers it 404).
import type { PublicTenant } from '@storefleet/contracts';
import { PackageSearch } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useStorefrontProduct } from '@/features/catalogue/api/get-storefront-product.ts';
import { ProductPage } from '@/features/catalogue/components/product-page.tsx';
import { productHref } from '@/features/catalogue/product-address.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAddToCart } from './use-add-to-cart.ts';

export function ProductRoute({
  tenant,
  handle,
  basePath,
}: {
  tenant: PublicTenant;
  handle: string;
  basePath: string;
}) {
  const found = useStorefrontProduct(tenant.id, handle);
  const addToCart = useAddToCart();
  const [, navigate] = useLocation();
  const t = useT();
  const product = found.data?.product;
  const redirectTo = found.data?.redirectTo ?? null;
  useDocumentTitle(
    product ? `${product.name} | ${tenant.name}` : found.isError ? t('product.notFound') : tenant.name,
  );
  useEffect(() => {
    if (redirectTo) navigate(productHref(basePath, redirectTo), { replace: true });
  }, [redirectTo, basePath, navigate]);

  const homeHref = basePath || '/';
  if (product) {
    return (
      <ProductPage
        key={product.id}
        product={product}
        onAddToCart={addToCart}
        homeHref={homeHref}
        subscriptionsAvailable={tenant.primaryPaymentGateway !== 'sumup'}
      />
    );
  }
  if (found.isPending) return <PageSpinner label={t('product.loading')} />;
  const notFound = isApiError(found.error, 404) || isApiError(found.error, 400);
  return (
    <StatusPanel
      icon={PackageSearch}
      title={notFound ? t('product.notFound') : t('product.loadFailed')}
      actions={
        <Link href={homeHref} className={buttonVariants({ variant: 'outline' })}>
          {t('product.seeAll')}
        </Link>
      }
    >
      {notFound ? t('product.notFoundText') : t('common.checkConnection')}
    </StatusPanel>
  );
}
