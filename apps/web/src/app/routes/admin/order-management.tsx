// The one Orders screen at the spec's routes (admin §2): /order-management and
// /admin/orders open it as Order Management, /store-orders and /tenant/{id}/store-orders as Store
// Orders. A super admin naming no store sees every shop with a shop filter (the shops are the
// platform's store list, read from tenants-admin); a store in the URL, or a store member, sees that
// one store and no shop filter. An anonymous visitor to Store Orders is sent to /login by the admin
// area.
import { useUser } from '@/features/auth/api/get-user.ts';
import {
  OrderListScreen,
  type OrderScreenPreset,
} from '@/features/orders-admin/components/order-list-screen.tsx';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

function OrdersRoute({ preset }: { preset: OrderScreenPreset }) {
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  const allShops = user?.isAdmin === 'true' && pathTenantId === undefined;
  const shops = useTenants({ enabled: allShops });
  return (
    <OrderListScreen preset={preset} pathTenantId={pathTenantId} allShops={allShops} shops={shops.data} />
  );
}

export function OrderManagementRoute() {
  return <OrdersRoute preset="platform" />;
}

export function StoreOrdersRoute() {
  return <OrdersRoute preset="store" />;
}
