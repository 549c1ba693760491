// A return as both sides see it (orderReturnSchema): its lines named as the order named them, money
// as text with the currency beside it.
import {
  exchangeDifferenceMinor,
  minorToDecimal,
  type OrderReturn,
  type ReturnStatus,
} from '@storefleet/contracts';
import type { OrderItemRow } from '../orders/order-payment.service.ts';
import type { ListedReturn, ReturnLineRow } from './returns.queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrderReturn(
  row: ListedReturn,
  lines: readonly ReturnLineRow[],
  items: readonly Pick<OrderItemRow, 'id' | 'productName' | 'variantString'>[],
): OrderReturn {
  const own = lines.filter((l) => l.returnId === row.id);
  // Every amount in the order's currency, with its own minor digits (docs/decisions/0105).
  const formatMinor = (minor: number) => minorToDecimal(minor, row.currency);
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber ?? row.orderId,
    status: row.status as ReturnStatus,
    reason: row.reason,
    declineReason: row.declineReason,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    currency: row.currency,
    lines: own.map((line) => {
      const item = items.find((i) => i.id === line.orderItemId);
      return {
        orderItemId: line.orderItemId,
        name: item?.productName ?? 'Removed item',
        variantString: item?.variantString ?? '',
        quantity: line.quantity,
        unitPrice: formatMinor(line.unitPriceMinor),
        restockedQuantity: line.restockedQuantity,
        exchange:
          line.exchangeUnitPriceMinor === null
            ? null
            : {
                variantString: line.exchangeVariantString ?? '',
                unitPrice: formatMinor(line.exchangeUnitPriceMinor),
              },
      };
    }),
    itemsTotal: formatMinor(own.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0)),
    exchangeDifference: formatMinor(exchangeDifferenceMinor(own)),
    refunded: formatMinor(row.refundedMinor),
    amountDue: formatMinor(row.amountDueMinor),
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    receivedAt: iso(row.receivedAt),
    closedAt: iso(row.closedAt),
  };
}
