// The buyer's order confirmation page (ADR 0039): confirm-payment gives the buyer's
// browser a token for its order, and GET /api/order-confirmation/{orderId} answers the order to
// whoever presents it. The token is an HMAC of the store and the order under a key derived from
// APP_SECRET: nothing is stored, the same order always gets the same token (so a retried confirm
// answers the same), and without the secret nobody can make one for another order or store. A
// wrong, absent or other store's token is simply "not found": a number alone reveals nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CustomerOrder, ID_MAX } from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';
import { actAsTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { toCustomerOrder } from '../orders/customer-orders.service.ts';
import { findStoreOrderWithItems } from './order-confirmation.queries.ts';

export const ORDER_NOT_FOUND = 'We could not find this order. Check the link, or look in your e-mail for it.';

/** A key of its own, so the token never equals another use of APP_SECRET; none without a secret. */
function confirmationKey(config: Pick<Config, 'APP_SECRET'>): Buffer | undefined {
  if (!config.APP_SECRET) return undefined;
  return createHmac('sha256', config.APP_SECRET).update('storefleet:order-confirmation:v1').digest();
}

/**
 * The token for one store's order: 43 base64url characters. Undefined when the server has no
 * APP_SECRET (the started server always resolves one): a key anyone could know makes no token.
 */
export function orderConfirmationToken(
  config: Pick<Config, 'APP_SECRET'>,
  tenantId: number,
  orderId: number,
): string | undefined {
  const key = confirmationKey(config);
  return key && createHmac('sha256', key).update(`${tenantId}:${orderId}`).digest('base64url');
}

export function isOrderConfirmationToken(
  config: Pick<Config, 'APP_SECRET'>,
  tenantId: number,
  orderId: number,
  token: string | undefined,
): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const made = orderConfirmationToken(config, tenantId, orderId);
  if (!made) return false;
  const expected = Buffer.from(made);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** GET /api/order-confirmation/{orderId}?tenantId=…&token=…: the order as its buyer reads it. */
export async function getOrderConfirmation(
  ctx: Ctx,
  input: { orderId: number; tenantId: number; token?: string },
): Promise<CustomerOrder> {
  const { orderId, tenantId, token } = input;
  if (orderId < 1 || orderId > ID_MAX || tenantId < 1 || tenantId > ID_MAX) {
    throw new NotFoundError(ORDER_NOT_FOUND);
  }
  // Checked before anything is read, so a guess costs no database work and learns nothing.
  if (!isOrderConfirmationToken(ctx.config, tenantId, orderId, token))
    throw new NotFoundError(ORDER_NOT_FOUND);
  actAsTenant(ctx, tenantId);
  const found = await findStoreOrderWithItems(ctx.db, tenantId, orderId);
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  return toCustomerOrder(found.order, found.items);
}
