// One customer in this store: figures, their orders (newest first) and the addresses they shipped to.
import {
  type AdminCustomer,
  CUSTOMER_VIEW_ORDER_LIMIT,
  formatMoney,
  orderStatusLabel,
} from '@storefleet/contracts';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { AccountStatusBadge } from './account-status-badge.tsx';

type CustomerViewDialogProps = {
  customer: AdminCustomer | null;
  tenantId?: number;
  onClose: () => void;
};

export function CustomerViewDialog({ customer, tenantId, onClose }: CustomerViewDialogProps) {
  const detail = useCustomer(customer?.id ?? null, tenantId);
  return (
    <DialogShell
      open={customer !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-lg"
      title={customer?.name ?? ''}
      description={customer ? <span className="break-all">{customer.email}</span> : undefined}
    >
      {customer ? (
        <div className="min-w-0 space-y-5 text-sm">
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Orders</dt>
            <dd className="tabular-nums">{customer.ordersCount}</dd>
            <dt className="text-muted-foreground">Total spent</dt>
            <dd className="tabular-nums">{formatMoney(customer.totalSpent)}</dd>
            <dt className="text-muted-foreground">Last order</dt>
            <dd>{new Date(customer.lastOrderAt).toLocaleString('en-GB')}</dd>
            <dt className="text-muted-foreground">Account</dt>
            <dd>
              <AccountStatusBadge status={customer.accountStatus} />
            </dd>
          </dl>
          {detail.isPending ? (
            <Spinner label="Loading customer…" className="py-8" />
          ) : detail.isError ? (
            <LoadError what="customer" onRetry={() => detail.refetch()} />
          ) : (
            <>
              <section aria-labelledby="customer-orders-heading">
                <h3 id="customer-orders-heading" className="mb-2 font-semibold">
                  Orders
                </h3>
                <ul className="divide-y rounded-md border">
                  {detail.data.orders.map((order) => (
                    <li key={order.id} className="flex items-start justify-between gap-3 p-3">
                      <div>
                        <p className="font-medium">Order #{order.orderNumber}</p>
                        <p className="text-xs text-muted-foreground">
                          {new Date(order.createdAt).toLocaleString('en-GB')} · {order.itemCount}{' '}
                          {order.itemCount === 1 ? 'item' : 'items'}
                        </p>
                      </div>
                      <div className="flex flex-col items-end gap-1">
                        <span className="tabular-nums">{formatMoney(order.total)}</span>
                        <Badge variant="neutral">{orderStatusLabel(order.status)}</Badge>
                        {Number(order.refunded) > 0 ? (
                          <span className="text-xs text-muted-foreground">
                            Refunded {formatMoney(order.refunded)}
                          </span>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
                {detail.data.ordersCount > detail.data.orders.length ? (
                  <p className="mt-2 text-xs text-muted-foreground">
                    Showing the newest {CUSTOMER_VIEW_ORDER_LIMIT} of {detail.data.ordersCount} orders.
                  </p>
                ) : null}
              </section>
              <section aria-labelledby="customer-addresses-heading">
                <h3 id="customer-addresses-heading" className="mb-2 font-semibold">
                  Addresses
                </h3>
                {detail.data.addresses.length === 0 ? (
                  <p className="text-muted-foreground">No shipping address on their orders.</p>
                ) : (
                  <ul className="space-y-2">
                    {detail.data.addresses.map((address) => (
                      <li key={address} className="rounded-md border p-3 whitespace-pre-line">
                        {address}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </div>
      ) : null}
    </DialogShell>
  );
}
