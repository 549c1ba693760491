// /store-orders and /tenant/{id}/store-orders (spec admin §2 Store Orders, §4): the store's orders
// with the settable statuses pending → delivered; refunded ones can be filtered, not set. An
// anonymous visitor is sent to /login by the admin area.
import {
  FALLBACK_STORE_ID,
  storeOrderFilterStatuses,
  storeOrderSettableStatuses,
} from '@storefleet/contracts';
import { useUser } from '@/features/auth/api/get-user.ts';
import { OrderListScreen } from '@/features/orders-admin/components/order-list-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function StoreOrdersRoute() {
  useDocumentTitle('Store Orders');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  // A super admin outside /tenant/{id} works on the fallback store, as the server does (DESIGN §4).
  const tenantId = pathTenantId ?? (user?.isAdmin === 'true' ? FALLBACK_STORE_ID : undefined);
  return (
    <OrderListScreen
      title="Store Orders"
      description="Follow each order from payment to delivery."
      source="store"
      tenantId={tenantId}
      allShops={false}
      filterStatuses={storeOrderFilterStatuses}
      settableStatuses={storeOrderSettableStatuses}
      cardStatuses={['pending', 'shipped']}
      failureTitle="Error"
    />
  );
}
