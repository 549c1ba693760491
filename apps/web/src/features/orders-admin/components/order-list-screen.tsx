// Order Management and Store Orders share this screen: stat cards, filters, the server-paged table
// (refreshed every 10 s), the view dialog and the status override with its toasts.
import { ORDER_PAGE_SIZE } from '@storefleet/contracts';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useOrderStats } from '../api/get-order-stats.ts';
import { type OrderRow, useOrders } from '../api/get-orders.ts';
import { orderListQuery } from '../api/keys.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { ALL_SHOPS, OrderFilters, type Shop } from './order-filters.tsx';
import { OrderStatCards } from './order-stat-cards.tsx';
import { OrderViewDialog } from './order-view-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useOrderListState } from './use-order-list-state.ts';

export type OrderListScreenProps = {
  title: string;
  description: ReactNode;
  source: 'admin' | 'store';
  /** The store in the URL; undefined is the member's own store, or every shop for a super admin. */
  tenantId?: number;
  /** A super admin without a store in the URL gets the shop column and filter. */
  allShops: boolean;
  /** The shops to filter by (the platform's store list, read by the route) when allShops. */
  shops?: Shop[];
  filterStatuses: readonly string[];
  settableStatuses: readonly string[];
  cardStatuses: readonly string[];
  failureTitle: string;
};

export function OrderListScreen(props: OrderListScreenProps) {
  const state = useOrderListState();
  const tenantId = props.allShops && state.shop !== ALL_SHOPS ? Number(state.shop) : props.tenantId;
  const params = {
    tenantId,
    search: state.search,
    status: state.status,
    limit: ORDER_PAGE_SIZE,
    offset: state.page * ORDER_PAGE_SIZE,
  };
  const orders = useOrders({ source: props.source, ...params });
  const stats = useOrderStats(tenantId);
  const update = useUpdateOrderStatus();
  const [viewing, setViewing] = useState<OrderRow | null>(null);

  const changeStatus = (order: OrderRow, status: string) => {
    update.mutate(
      { source: props.source, orderId: order.id, tenantId: tenantId ?? undefined, status },
      {
        onSuccess: () => {
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
            title: props.failureTitle,
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
      <PageHeading title={props.title} description={props.description} />
      <OrderStatCards stats={stats.data} statuses={props.cardStatuses} />
      {stats.isError ? <p className="text-sm text-destructive">Failed to fetch order stats</p> : null}
      <OrderFilters
        search={state.searchInput}
        onSearch={state.setSearchInput}
        status={state.status}
        onStatus={state.setStatus}
        statuses={props.filterStatuses}
        shops={props.allShops ? (props.shops ?? []) : undefined}
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
              showShop={props.allShops}
              settableStatuses={props.settableStatuses}
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
      <OrderViewDialog
        order={viewing && (rows.find((o) => o.id === viewing.id) ?? viewing)}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
