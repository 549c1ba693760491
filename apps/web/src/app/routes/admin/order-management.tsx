// /order-management and /admin/orders (spec admin §2 Order Management): every status can be set by
// hand; a super admin sees every shop in one list with a shop column and filter (the shops are the
// platform's store list, read from tenants-admin).
import { adminOrderStatuses, orderStatCardStatuses } from '@storefleet/contracts';
import { useUser } from '@/features/auth/api/get-user.ts';
import { OrderListScreen } from '@/features/orders-admin/components/order-list-screen.tsx';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function OrderManagementRoute() {
  useDocumentTitle('Order Management');
  const { data: user } = useUser();
  const tenantId = useAdminTenantId();
  const isSuperAdmin = user?.isAdmin === 'true';
  const allShops = isSuperAdmin && tenantId === undefined;
  const shops = useTenants({ enabled: allShops });
  return (
    <OrderListScreen
      title="Order Management"
      description={isSuperAdmin ? 'Orders of every shop on the platform.' : "Your store's orders."}
      source="admin"
      tenantId={tenantId}
      allShops={allShops}
      shops={shops.data}
      filterStatuses={adminOrderStatuses}
      settableStatuses={adminOrderStatuses}
      cardStatuses={orderStatCardStatuses}
      failureTitle="Error"
    />
  );
}
