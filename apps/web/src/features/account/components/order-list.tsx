// A page of the shopper's orders with loading, empty and error states and Previous/Next paging.
import type { AccountOrder } from '@storefleet/contracts';
import { PackageOpen } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMyOrderRefunds } from '../api/get-my-order-refunds.ts';
import { OrderCard } from './order-card.tsx';

type OrderListProps = {
  orders: AccountOrder[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry(): void;
  paging?: { page: number; hasMore: boolean; onPage(page: number): void };
};

export function OrderList({ orders, isLoading, error, onRetry, paging }: OrderListProps) {
  // The refunds of the orders on screen, in one read; an order shows none until they arrive.
  const refunds = useMyOrderRefunds(orders?.map((order) => order.id) ?? []);
  const t = useT();
  if (isLoading) return <Spinner label={t('orderList.loading')} className="min-h-40" />;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p>{t('orderList.failed')}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!orders || orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <PackageOpen aria-hidden="true" className="size-8" />
        <p>{t('orderList.empty')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} refunds={refunds.data?.filter((r) => r.orderId === order.id)} />
          </li>
        ))}
      </ul>
      {paging && (paging.page > 1 || paging.hasMore) ? (
        <nav aria-label={t('orderList.pages')} className="flex items-center justify-between gap-4">
          <Button
            variant="outline"
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            {t('orderList.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('orderList.page', { page: paging.page })}</span>
          <Button variant="outline" disabled={!paging.hasMore} onClick={() => paging.onPage(paging.page + 1)}>
            {t('orderList.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
