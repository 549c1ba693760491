// One order in the shopper's history (spec storefront §2 Account page): id, date, status, total,
// customer name, shipping address and items, amounts in pounds; a discount code as its own line.
import { type AccountOrder, formatMoney } from '@storefleet/contracts';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { discountAmountText, discountLabel, hasDiscount } from '@/lib/discount-text.ts';
import { OrderInvoice } from './order-invoice.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTracking } from './order-tracking.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function OrderCard({ order }: { order: AccountOrder }) {
  const placed = new Date(order.createdAt);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
        <div>
          <h3 className="text-lg font-semibold">Order #{order.orderNumber ?? order.id}</h3>
          <p className="text-sm text-muted-foreground">
            Placed on <time dateTime={order.createdAt}>{dateFormat.format(placed)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <span className="text-lg font-bold">{formatMoney(order.total)}</span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
        <dl className="space-y-2">
          <div>
            <dt className="font-medium">Customer</dt>
            <dd className="text-muted-foreground">{order.customerName}</dd>
          </div>
          <div>
            <dt className="font-medium">Shipping address</dt>
            <dd className="text-muted-foreground">{order.shippingAddress || 'Not given'}</dd>
          </div>
        </dl>
        <div>
          <h4 className="font-medium">Items</h4>
          <ul className="mt-1 space-y-1">
            {order.items.map((item, index) => (
              <li
                key={`${item.productId}-${index}`}
                className="flex justify-between gap-4 text-muted-foreground"
              >
                <span>
                  {item.name} × {item.quantity}
                  {item.variantString ? <span className="block text-xs">{item.variantString}</span> : null}
                </span>
                <span className="shrink-0">{formatMoney(item.price)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t pt-2 text-muted-foreground">
            <span>Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ''}</span>
            <span>{Number(order.shippingCost) > 0 ? formatMoney(order.shippingCost) : 'Free'}</span>
          </p>
          {hasDiscount(order) ? (
            <p className="mt-1 flex justify-between text-emerald-700">
              <span>{discountLabel(order.discountCode)}</span>
              <span>{discountAmountText(order.discount)}</span>
            </p>
          ) : null}
        </div>
        <OrderTracking fulfilments={order.fulfilments} />
        <OrderInvoice order={order} />
      </CardContent>
    </Card>
  );
}
