// One order's details: its number, both statuses, customer, address, items with their chosen
// variants, the money (subtotal, discount, shipping, tax, total, refunded), Edit and Cancel.
import { formatMoneyIn, orderStatusLabel } from '@storefleet/contracts';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { discountAmountText, discountLabel, hasDiscount } from '@/lib/discount-text.ts';
import type { OrderRow } from '../api/get-orders.ts';
import { OrderAmountDue } from './order-amount-due.tsx';
import { OrderCancelButton } from './order-cancel-button.tsx';
import { OrderEditButton } from './order-edit-dialog.tsx';
import { orderLabel } from './order-label.ts';
import { OrderRefundPanel } from './order-refund-panel.tsx';
import { OrderReturnsPanel } from './order-returns-panel.tsx';
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
      title={order ? `Order ${orderLabel(order)}` : ''}
      description={
        order
          ? `${new Date(order.createdAt).toLocaleString('en-GB')}${order.tenantName ? ` · ${order.tenantName}` : ''}`
          : ''
      }
    >
      {order ? (
        <div className="space-y-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            {order.manualStatusOverride ? <ManualBadge /> : null}
            <span className="ml-auto flex flex-wrap gap-2">
              <OrderEditButton order={order} />
              <OrderCancelButton order={order} />
            </span>
          </div>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Payment</dt>
            <dd>{orderStatusLabel(order.paymentStatus)}</dd>
            <dt className="text-muted-foreground">Fulfilment</dt>
            <dd>{orderStatusLabel(order.fulfillmentStatus)}</dd>
            <dt className="text-muted-foreground">Customer</dt>
            <dd>{order.customerName}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{order.customerEmail}</dd>
            <dt className="text-muted-foreground">Ship to</dt>
            <dd>{order.shippingAddress || '—'}</dd>
            <dt className="text-muted-foreground">Shipping</dt>
            <dd>
              {order.shippingMethod ?? 'Standard'} ({formatMoneyIn('en', order.shippingCost, order.currency)})
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
                      {item.quantity} × {formatMoneyIn('en', item.price, order.currency)}
                    </p>
                  </div>
                  <p className="tabular-nums">
                    {formatMoneyIn('en', Number(item.price) * item.quantity, order.currency)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <dl className="space-y-1" aria-label="Order money">
            <MoneyRow label="Subtotal" value={formatMoneyIn('en', order.subtotal, order.currency)} />
            {hasDiscount(order) ? (
              <MoneyRow
                label={discountLabel(order.discountCode)}
                value={discountAmountText(order.discount)}
              />
            ) : null}
            <MoneyRow label="Shipping" value={formatMoneyIn('en', order.shippingCost, order.currency)} />
            <MoneyRow
              label={order.pricesIncludeVat ? 'VAT (included)' : 'VAT'}
              value={formatMoneyIn('en', order.vat, order.currency)}
            />
            <MoneyRow label="Total" value={formatMoneyIn('en', order.total, order.currency)} strong />
            {order.refunded !== undefined ? (
              <MoneyRow label="Refunded" value={formatMoneyIn('en', order.refunded, order.currency)} />
            ) : null}
          </dl>
          <OrderAmountDue order={order} />
          <OrderVatPanel order={order} />
          <OrderRefundPanel order={order} />
          <OrderReturnsPanel order={order} />
          <OrderShippingPanel order={order} />
          <OrderTimelinePanel order={order} />
        </div>
      ) : null}
    </DialogShell>
  );
}

function MoneyRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between${strong ? ' text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
