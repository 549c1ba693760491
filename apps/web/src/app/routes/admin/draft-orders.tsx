// /draft-orders and /tenant/{id}/draft-orders: orders the owner builds and sends as an invoice.
// The editor's product list is the store's own, read from catalogue-admin.
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useRoleAllows } from '@/features/auth/components/role-gate.tsx';
import { useAdminProducts } from '@/features/catalogue-admin/api/get-admin-products.ts';
import { DraftOrdersScreen } from '@/features/draft-orders-admin/components/draft-orders-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function DraftOrdersRoute() {
  useDocumentTitle('Draft Orders');
  const tenantId = useAdminTenantId();
  // The store's products are the `products` permission's: without it, custom lines only (ADR 0080).
  const catalogue = useRoleAllows('products', tenantId);
  const products = useAdminProducts(tenantId, { enabled: catalogue.allowed });
  const choices = (products.data ?? [])
    .filter((p) => !p.isDraft)
    .map((p) => ({
      id: p.id,
      name: p.name,
      price: String(p.price),
      stock: p.inStock,
      hasOptions: p.sizes.length > 0,
    }));
  return (
    <div className="space-y-6">
      <PageHeading
        title="Draft Orders"
        description="Orders you build for a customer and send as an invoice with a payment link."
      />
      <DraftOrdersScreen tenantId={tenantId} products={choices} productsUnavailable={catalogue.reason} />
    </div>
  );
}
