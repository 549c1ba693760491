// One order's details: customer, address, items with their chosen variants, the discount, totals.
import { formatMoney } from '@storefleet/contracts';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { discountAmountText, discountLabel, hasDiscount } from '@/lib/discount-text.ts';
import type { OrderRow } from '../api/get-orders.ts';
import { OrderRefundPanel } from './order-refund-panel.tsx';
import { OrderShippingPanel } from './order-shipping-panel.tsx';
import { ManualBadge, OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimelinePanel } from './order-timeline-panel.tsx';
import { OrderVatPanel } from './order-vat-panel.tsx';

export function OrderViewDialog({ order, onClose }: { order: OrderRow | null; onClose: () => void }) {
  return (
    <DialogShell
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-lg"
      title={order ? `Order #${order.id}` : ''}
      description={
        order
          ? `${new Date(order.createdAt).toLocaleString('en-GB')}${order.tenantName ? ` · ${order.tenantName}` : ''}`
          : ''
      }
    >
      {order ? (
        <div className="space-y-4 text-sm">
          <div className="flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            {order.manualStatusOverride ? <ManualBadge /> : null}
          </div>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Customer</dt>
            <dd>{order.customerName}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{order.customerEmail}</dd>
            <dt className="text-muted-foreground">Ship to</dt>
            <dd>{order.shippingAddress || '—'}</dd>
            <dt className="text-muted-foreground">Shipping</dt>
            <dd>
              {order.shippingMethod ?? 'Standard'} ({formatMoney(order.shippingCost)})
            </dd>
          </dl>
          <div>
            <h3 className="mb-2 font-semibold">Items</h3>
            <ul className="divide-y rounded-md border">
              {order.items.map((item, index) => (
                <li key={`${item.productId}-${index}`} className="flex justify-between gap-3 p-3">
                  <div>
                    <p className="font-medium">{item.name}</p>
                    {item.variantString || Object.keys(item.selectedVariants).length ? (
                      <p className="text-xs text-muted-foreground">
                        {item.variantString ||
                          Object.entries(item.selectedVariants)
                            .map(([k, v]) => `${k}: ${v}`)
                            .join(', ')}
                      </p>
                    ) : null}
                    <p className="text-xs text-muted-foreground">
                      {item.quantity} × {formatMoney(item.price)}
                    </p>
                  </div>
                  <p className="tabular-nums">{formatMoney(Number(item.price) * item.quantity)}</p>
                </li>
              ))}
            </ul>
          </div>
          {hasDiscount(order) ? (
            <p className="flex justify-between">
              <span>{discountLabel(order.discountCode)}</span>
              <span className="tabular-nums">{discountAmountText(order.discount)}</span>
            </p>
          ) : null}
          <p className="flex justify-between text-base font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{formatMoney(order.total)}</span>
          </p>
          <OrderVatPanel order={order} />
          <OrderRefundPanel order={order} />
          <OrderShippingPanel order={order} />
          <OrderTimelinePanel order={order} />
        </div>
      ) : null}
    </DialogShell>
  );
}
