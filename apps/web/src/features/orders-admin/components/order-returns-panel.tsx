// The order view's returns: each return of the order with its state, lines and refund, and a link
// to the Returns screen (/order-returns) where they are approved, received and refunded.
import { formatMoneyIn } from '@storefleet/contracts';
import { Link } from 'wouter';
import { ReturnStatusBadge } from '@/components/return-status-badge.tsx';
import type { OrderRef } from '../api/get-order-refunds.ts';
import { useOrderReturnsOfOrder } from '../api/get-order-returns.ts';

export function OrderReturnsPanel({ order }: { order: OrderRef }) {
  const returns = useOrderReturnsOfOrder(order);
  const list = returns.data?.returns ?? [];
  if (returns.isSuccess && list.length === 0) return null;
  return (
    <section aria-labelledby={`returns-${order.id}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`returns-${order.id}`} className="font-semibold">
          Returns
        </h3>
        <Link href="/order-returns" className="text-sm text-primary underline-offset-4 hover:underline">
          Open the Returns screen
        </Link>
      </div>
      {returns.isPending ? (
        <p className="text-muted-foreground">Loading returns…</p>
      ) : returns.isError ? (
        <p className="text-destructive">Could not load the order's returns.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Returns of this order">
          {list.map((r) => (
            <li key={r.id} className="space-y-1 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">Return #{r.id}</span>
                <ReturnStatusBadge status={r.status} />
              </div>
              <p>
                {r.lines
                  .map((l) => `${l.quantity} × ${l.name}${l.variantString ? ` (${l.variantString})` : ''}`)
                  .join(', ')}
              </p>
              <p className="text-xs text-muted-foreground">
                {r.reason}
                {Number(r.refunded) > 0 ? ` · refunded ${formatMoneyIn('en', r.refunded, r.currency)}` : ''}
                {r.declineReason ? ` · declined: ${r.declineReason}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
