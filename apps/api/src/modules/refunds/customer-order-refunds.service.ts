// What a customer sees of the refunds on their own orders (their account's order history): the
// refunds that went through, with the amount, the order's currency, the date (ADR 0024) and the
// credit note each issued (ADR 0068). Another customer's orders, or orders bought as a guest, show
// nothing.
import { type CustomerRefund, creditNoteNumber, minorToDecimal } from '@storefleet/contracts';
import { type Ctx, platformDb } from '../../context.ts';
import { requireUser } from '../auth/authorize.service.ts';
import { listSucceededRefundsOfUserOrders } from './customer-order-refunds.queries.ts';

export async function listCustomerOrderRefunds(ctx: Ctx, orderIds: number[]): Promise<CustomerRefund[]> {
  const actor = requireUser(ctx);
  const rows = await listSucceededRefundsOfUserOrders(platformDb(ctx), actor.userId, orderIds);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    amount: minorToDecimal(row.amountMinor, row.currency),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    creditNote:
      row.creditNoteId === null || row.creditNoteNumber === null
        ? null
        : { id: row.creditNoteId, number: creditNoteNumber(row.creditNoteNumber) },
  }));
}
