// Discount codes at checkout (ADR 0032). Two moments:
// - pricing (create-payment-intent): the code is read and checked with the clock, and what it
//   takes off is shared over the lines before their VAT is worked out; a refused code is a 400
//   with the rule's message. No code: nothing here runs, no statement is added.
// - confirm (inside the order's transaction): the use is counted with one conditional update that
//   locks the code's row to COMMIT (so concurrent last uses take turns), the per-customer limit is
//   counted by e-mail, and the use is recorded by the order's own statement. A code that is no longer usable throws
//   DiscountRefused, which undoes the order like a sold-out line (ADR 0004).
import { discountMessages } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import type { OrderStatementPart } from '../orders/place-order.service.ts';
import { discountClock } from './discount-clock.ts';
import { checkDiscount, type DiscountLine, type DiscountPricing, priceDiscount } from './discount-rules.ts';
import {
  claimDiscountUse,
  countCustomerUses,
  type DiscountRow,
  findDiscountByCode,
  findDiscountById,
  redemptionPart,
} from './discounts.queries.ts';

export type AppliedDiscount = DiscountPricing & { id: number; code: string };

/** The discount a code gives this cart, or a 400 with the message the shopper reads. */
export async function priceDiscountCode(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  cart: {
    code: string;
    lines: DiscountLine[];
    subtotalMinor: number;
    shippingMinor: number;
    email?: string | null;
    /**
     * A cart in another currency than the store's base one (docs/decisions/0105): its value in the
     * base currency, which a code's minimum is set in, and how a code's fixed amount converts.
     */
    baseSubtotalMinor?: number;
    inCartCurrency?: (baseMinor: number) => number;
  },
): Promise<AppliedDiscount> {
  const { db } = ctx;
  const tenantId = actingTenant(ctx);
  const { code } = cart;
  const discount = await findDiscountByCode(db, tenantId, code);
  const email = cart.email?.trim().toLowerCase() || undefined;
  const customerUses =
    discount && email && discount.usageLimitPerCustomer !== null
      ? await countCustomerUses(db, tenantId, discount.id, email)
      : undefined;
  const checked = checkDiscount(discount, {
    now: discountClock.now(),
    subtotalMinor: cart.baseSubtotalMinor ?? cart.subtotalMinor,
    customerUses,
  });
  if (!checked.ok) throw new BadRequestError(checked.message);
  const row = discount as DiscountRow;
  const convert = row.type === 'fixed_amount' ? cart.inCartCurrency : undefined;
  const priced = priceDiscount(
    convert ? { ...row, value: convert(row.value) } : row,
    cart.lines,
    cart.shippingMinor,
  );
  if (!priced) throw new BadRequestError(discountMessages.notValid);
  return { ...priced, id: row.id, code: row.code };
}

/** A code that can no longer be used at confirm: the order is undone and the payment given back. */
export class DiscountRefused extends Error {}

/**
 * Counts one use for the order being written, in its transaction (its row stays locked to COMMIT,
 * so call it late), and answers the use's record as a CTE part of the order's statement, given the
 * order's id there (built once per shape, db/prepared.ts). Throws DiscountRefused.
 */
export async function redeemDiscount(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  use: {
    discountId: number;
    email: string;
    amountMinor: number;
    subtotalMinor: number;
  },
): Promise<OrderStatementPart> {
  const tx = ctx.db;
  const tenantId = actingTenant(ctx);
  const claimed = await claimDiscountUse(tx, tenantId, use.discountId);
  if (!claimed) {
    // Why not: deleted or disabled since the intent ("not valid"), or every use taken.
    const current = await findDiscountById(tx, tenantId, use.discountId);
    throw new DiscountRefused(current?.isActive ? discountMessages.usedUp : discountMessages.notValid);
  }
  const email = use.email.trim().toLowerCase();
  const customerUses =
    claimed.usageLimitPerCustomer !== null && email
      ? await countCustomerUses(tx, tenantId, use.discountId, email)
      : undefined;
  // The row as it was before this use; the minimum spend was checked on the same snapshot at pricing.
  const checked = checkDiscount(
    { ...claimed, usedCount: claimed.usedCount - 1, minSubtotalMinor: null },
    { now: discountClock.now(), subtotalMinor: use.subtotalMinor, customerUses },
  );
  if (!checked.ok) throw new DiscountRefused(checked.message);
  return redemptionPart({ tenantId, discountId: use.discountId, email, amountMinor: use.amountMinor });
}

/**
 * The checkout form's e-mail against the code's per-customer limit, before the card is charged
 * (confirm counts again, authoritatively). A 400 the shopper reads; nothing when there is no limit.
 */
export async function assertCustomerMayUse(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { discountId, email }: { discountId: number; email: string },
): Promise<void> {
  const { db } = ctx;
  const tenantId = actingTenant(ctx);
  const discount = await findDiscountById(db, tenantId, discountId);
  if (!discount || discount.usageLimitPerCustomer === null) return;
  const uses = await countCustomerUses(db, tenantId, discountId, email.trim().toLowerCase());
  if (uses >= discount.usageLimitPerCustomer) throw new BadRequestError(discountMessages.alreadyUsed);
}
