// The one Orders screen: Store Orders (/store-orders, /tenant/{id}/store-orders) and
// Order Management (/order-management, /admin/orders) are two presets of it. Stat cards, filters
// (a super admin naming no store gets the shop filter: every shop or one; a store member and a
// /tenant/{id} path are fixed to that store and show no shop filter), the server-paged table
// (refreshed every 10 s), the view dialog and the status override with its toasts.
import {
  adminOrderStatuses,
  checkManualStatusMove,
  ORDER_PAGE_SIZE,
  orderStatCardStatuses,
  storeOrderFilterStatuses,
  storeOrderSettableStatuses,
} from '@storefleet/contracts';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrderStats } from '../api/get-order-stats.ts';
import { type OrderRow, useOrders } from '../api/get-orders.ts';
import { orderListQuery } from '../api/keys.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { BackwardStatusDialog } from './backward-status-dialog.tsx';
import { ALL_SHOPS, OrderFilters, type Shop } from './order-filters.tsx';
import { orderLabel } from './order-label.ts';
import { OrderStatCards } from './order-stat-cards.tsx';
import { OrderViewDialog } from './order-view-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useOrderListState } from './use-order-list-state.ts';

/** What differs between the spec's two order routes: the heading, and the statuses each offers (§4). */
export const orderScreenPresets = {
  store: {
    title: 'Store Orders',
    /** Store Orders sets statuses through PUT /api/orders/{id}/status (spec admin §7). */
    source: 'store',
    filterStatuses: storeOrderFilterStatuses,
    settableStatuses: storeOrderSettableStatuses,
    cardStatuses: ['pending', 'shipped'],
  },
  platform: {
    title: 'Order Management',
    source: 'admin',
    filterStatuses: adminOrderStatuses,
    settableStatuses: adminOrderStatuses,
    cardStatuses: orderStatCardStatuses,
  },
} as const satisfies Record<
  string,
  {
    title: string;
    source: 'admin' | 'store';
    filterStatuses: readonly string[];
    settableStatuses: readonly string[];
    cardStatuses: readonly string[];
  }
>;
export type OrderScreenPreset = keyof typeof orderScreenPresets;

function descriptionOf(preset: OrderScreenPreset, allShops: boolean): string {
  if (allShops) return 'Orders of every shop on the platform, or of the shop you choose.';
  return preset === 'store' ? 'Follow each order from payment to delivery.' : "Your store's orders.";
}

export type OrderListScreenProps = {
  preset: OrderScreenPreset;
  /** The store in the URL (/tenant/{id}); undefined is the member's own store, or every shop for a super admin. */
  pathTenantId?: number;
  /** A super admin naming no store: every shop, with the shop column and filter (never a fallback store). */
  allShops: boolean;
  /** The shops to filter by (the platform's store list, read by the route) when allShops. */
  shops?: Shop[];
};

export function OrderListScreen({ preset, pathTenantId, allShops, shops }: OrderListScreenProps) {
  const config = orderScreenPresets[preset];
  useDocumentTitle(config.title);
  const state = useOrderListState();
  const tenantId = allShops && state.shop !== ALL_SHOPS ? Number(state.shop) : pathTenantId;
  // Every shop at once is the admin list's (it carries the shop's name); one store reads the preset's.
  const source = allShops && tenantId === undefined ? 'admin' : config.source;
  const params = {
    tenantId,
    search: state.search,
    status: state.status,
    limit: ORDER_PAGE_SIZE,
    offset: state.page * ORDER_PAGE_SIZE,
  };
  const orders = useOrders({ source, ...params });
  const stats = useOrderStats(tenantId);
  const update = useUpdateOrderStatus();
  const [viewing, setViewing] = useState<OrderRow | null>(null);

  const [backward, setBackward] = useState<{ order: OrderRow; status: string } | null>(null);

  const changeStatus = (order: OrderRow, status: string, reason?: string) => {
    // Backwards asks for a reason and a confirmation first (order-lifecycle in contracts).
    if (reason === undefined && checkManualStatusMove(order.status, status).kind === 'backward') {
      setBackward({ order, status });
      return;
    }
    update.mutate(
      {
        source: config.source,
        orderId: order.id,
        tenantId: tenantId ?? undefined,
        status,
        ...(reason === undefined ? {} : { reason, confirmBackward: true }),
      },
      {
        onSuccess: () => {
          setBackward(null);
          toast({ title: 'Order status updated successfully' });
          if (order.stripePaymentIntentId) {
            toast({
              title: 'Warning: Overriding Stripe Status',
              description: 'This order will no longer sync with Stripe payment status',
              variant: 'destructive',
            });
          }
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update order status'),
            variant: 'destructive',
          }),
      },
    );
  };
  const exportQuery = orderListQuery({ ...params, limit: 1, offset: 0 });
  exportQuery.delete('limit');
  exportQuery.delete('offset');
  const rows = orders.data?.orders ?? [];

  return (
    <div className="space-y-6">
      <PageHeading title={config.title} description={descriptionOf(preset, allShops)} />
      <OrderStatCards stats={stats.data} statuses={config.cardStatuses} />
      {stats.isError ? <p className="text-sm text-destructive">Failed to fetch order stats</p> : null}
      <OrderFilters
        search={state.searchInput}
        onSearch={state.setSearchInput}
        status={state.status}
        onStatus={state.setStatus}
        statuses={config.filterStatuses}
        shops={allShops ? (shops ?? []) : undefined}
        shop={state.shop}
        onShop={state.setShop}
        exportHref={`/api/admin/orders.csv?${exportQuery}`}
      />
      <Card className="overflow-hidden">
        {orders.isPending ? (
          <Spinner label="Loading orders…" className="py-16" />
        ) : orders.isError ? (
          <div className="p-4">
            <LoadError what="orders" onRetry={() => orders.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState icon={ShoppingBag} title="No orders found" titleAs="p" className="py-16">
            {state.search || state.status !== 'all'
              ? 'No order matches the search and filter.'
              : 'Orders appear here as soon as customers buy.'}
          </EmptyState>
        ) : (
          <>
            <OrdersTable
              orders={rows}
              showShop={allShops}
              settableStatuses={config.settableStatuses}
              onStatus={changeStatus}
              onView={setViewing}
            />
            <Pagination
              page={state.page}
              pageSize={ORDER_PAGE_SIZE}
              total={orders.data.total}
              capped={orders.data.capped}
              rowsOnPage={rows.length}
              onPage={state.setPage}
              label="Order pages"
              showPageCount
              className="px-4 py-3"
            />
          </>
        )}
      </Card>
      {/* The list's fresh copy of the viewed order, so a change made in the dialog shows there too. */}
      <BackwardStatusDialog
        change={
          backward && {
            orderLabel: orderLabel(backward.order),
            from: backward.order.status,
            to: backward.status,
          }
        }
        pending={update.isPending}
        onCancel={() => setBackward(null)}
        onConfirm={(reason) => backward && changeStatus(backward.order, backward.status, reason)}
      />
      <OrderViewDialog
        order={viewing && (rows.find((o) => o.id === viewing.id) ?? viewing)}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
