// Step 4 of an order edit, notify, in the caller's transaction: the shopper's e-mail with the lines
// as they now stand and, when the edit left something new to pay, a payment link for all that is
// due (ADR 0077). The e-mail's text is order-edit-email.ts.
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { queueEmail } from '../email/email.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { OrderRow } from './customer-orders.queries.ts';
import type { JudgedOrderEdit } from './order-edit.judge.ts';
import { editEmail } from './order-edit-email.ts';
import { orderLinesInLanguage } from './order-lines-language.service.ts';
import { newOrderPaymentLink } from './order-payment-links.service.ts';

/** Queues the shopper's e-mail of an applied edit; an order without an address gets none. */
export async function queueOrderEditEmail(
  ctx: Pick<Ctx, 'config'> & { db: Db; tenantId: number },
  {
    order,
    tenant,
    origin,
    judged,
    canRefund,
  }: { order: OrderRow; tenant: TenantRow; origin: string; judged: JudgedOrderEdit; canRefund: boolean },
): Promise<void> {
  const { db, tenantId } = ctx;
  const { lines } = judged;
  const { newTotalMinor, refundMinor, amountDueMinor } = judged.pricing;
  if (order.customerEmail === '') return;
  // Something new to pay: the e-mail carries a link for all that is due (ADR 0077).
  const link =
    amountDueMinor > order.amountDueMinor
      ? await newOrderPaymentLink({ db }, { order: { ...order, amountDueMinor }, origin })
      : null;
  // The shopper reads the lines' products in the order's language (docs/decisions/0095).
  const shown = await orderLinesInLanguage(
    { db, tenantId },
    {
      language: order.language,
      defaultLanguage: tenant.defaultLanguage,
      lines: lines.map((l, i) => ({
        id: i,
        productId: l.productId,
        productName: l.name,
        selectedVariants: l.selectedVariants,
        variantString: l.variantString,
      })),
    },
  );
  const email = editEmail(
    tenant,
    order,
    lines.map((l, i) => ({
      name: shown.get(i)?.name ?? l.name,
      variantString: shown.get(i)?.variantString || null,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
    })),
    {
      totalMinor: newTotalMinor,
      dueMinor: amountDueMinor > 0 ? amountDueMinor : null,
      refundMinor: refundMinor > 0 && canRefund ? refundMinor : null,
      payUrl: link?.url ?? null,
    },
  );
  await queueEmail(
    { db, config: ctx.config },
    { tenantId, to: order.customerEmail, orderId: order.id, ...email },
  );
}
