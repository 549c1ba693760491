// /discounts and /tenant/{id}/discounts (ADR 0032): the store's discount codes.
// The dialog's product and category pickers list the store's own, read from catalogue-admin.
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useAdminProducts } from '@/features/catalogue-admin/api/get-admin-products.ts';
import { useCategories } from '@/features/catalogue-admin/api/get-categories.ts';
import type { DiscountChoices } from '@/features/discounts-admin/components/discount-form-dialog.tsx';
import { DiscountsScreen } from '@/features/discounts-admin/components/discounts-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function DiscountsRoute() {
  useDocumentTitle('Discounts');
  const tenantId = useAdminTenantId();
  const products = useAdminProducts(tenantId);
  const categories = useCategories(tenantId);
  const choices: DiscountChoices = {
    products: products.data?.map((p) => ({
      key: p.id,
      label: p.name,
      hint: p.isDraft ? 'Draft' : (p.category ?? undefined),
    })),
    categories: categories.data?.map((c) => ({ key: c.name, label: c.name })),
    productsError: products.isError ? 'Failed to fetch products' : undefined,
    categoriesError: categories.isError ? 'Failed to fetch categories' : undefined,
  };
  return (
    <div className="space-y-6">
      <PageHeading
        title="Discounts"
        description="Codes shoppers enter at checkout for money off or free shipping."
      />
      <DiscountsScreen tenantId={tenantId} choices={choices} />
    </div>
  );
}
