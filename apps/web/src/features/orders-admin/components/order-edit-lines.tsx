// The order edit's 'Order lines': the order's own lines and the products added, each with its
// price, its new line total and a quantity stepper; a line taken down to zero is struck through.
import { formatMoneyIn } from '@storefleet/contracts';
import type { OrderRow } from '../api/get-orders.ts';
import { OrderQuantityStepper } from './order-quantity-stepper.tsx';
import type { OrderEditFormState } from './use-order-edit-form.ts';

export function OrderEditLines({ order, form }: { order: OrderRow; form: OrderEditFormState }) {
  return (
    <ul className="divide-y rounded-md border" aria-label="Order lines">
      {form.lines.map((line) => {
        const quantity = form.quantityOf(line.orderItemId);
        return (
          <li key={line.orderItemId} className={`space-y-2 p-3${quantity === 0 ? ' opacity-60' : ''}`}>
            <div className="flex justify-between gap-3">
              <div>
                <p className={`font-medium${quantity === 0 ? ' line-through' : ''}`}>{line.name}</p>
                {line.variantString ? (
                  <p className="text-xs text-muted-foreground">{line.variantString}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {formatMoneyIn('en', line.unitPrice, order.currency)} each
                </p>
              </div>
              <p className="tabular-nums">
                {formatMoneyIn('en', Number(line.unitPrice) * quantity, order.currency)}
              </p>
            </div>
            <OrderQuantityStepper
              label={line.name}
              quantity={quantity}
              onChange={(q) => form.setQuantity(line.orderItemId, q)}
              removable
            />
          </li>
        );
      })}
      {form.added.map((a) => (
        <li key={a.productId} className="space-y-2 p-3">
          <div className="flex justify-between gap-3">
            <div>
              <p className="font-medium">{a.name}</p>
              <p className="text-xs text-muted-foreground">
                Added · {formatMoneyIn('en', a.price, order.currency)} each
              </p>
            </div>
            <p className="tabular-nums">
              {formatMoneyIn('en', Number(a.price) * a.quantity, order.currency)}
            </p>
          </div>
          <OrderQuantityStepper
            label={a.name}
            quantity={a.quantity}
            onChange={(q) => form.setAddedQuantity(a.productId, q)}
            removable
          />
        </li>
      ))}
    </ul>
  );
}
