// A draft order's payment link on the store front: GET /api/draft-orders/pay/{token} shows what is
// asked, POST …/payment-intent opens the checkout's intent for the draft's frozen lines and totals.
// The shopper then pays and confirms like any checkout (POST /api/confirm-payment), so the order is
// written by checkout's commit step, and the stock is taken only then. The snapshot names the draft
// (its source key): a second payment of a paid draft makes no order and is given back (409).
import {
  type CreatePaymentIntentResponse,
  type DraftOrderPaymentView,
  draftOrderMessages,
} from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { createPricedPaymentIntent } from '../checkout/create-payment-intent.service.ts';
import { getTenant, isServingShoppers, type TenantRow } from '../tenants/tenants.service.ts';
import {
  type DraftOrderRow,
  draftSourceKey,
  findDraftOrderByToken,
  findDraftOrderStore,
} from './draft-orders.queries.ts';
import { draftStatus, draftTotalsView, payTokenHash, pricedDraft } from './draft-pricing.ts';

async function draftOfLink(ctx: Ctx, token: string): Promise<{ row: DraftOrderRow; tenant: TenantRow }> {
  const hash = payTokenHash(token);
  const tenantId = await findDraftOrderStore(platformDb(ctx), hash);
  if (tenantId === undefined) throw new NotFoundError(draftOrderMessages.linkNotFound);
  actAsTenant(ctx, tenantId);
  const [row, tenant] = await Promise.all([
    findDraftOrderByToken(ctx.db, tenantId, hash),
    getTenant(ctx, tenantId),
  ]);
  if (!row || !isServingShoppers(tenant)) throw new NotFoundError(draftOrderMessages.linkNotFound);
  return { row, tenant };
}

export async function getDraftOrderPayment(
  ctx: Ctx,
  { token }: { token: string },
): Promise<DraftOrderPaymentView> {
  const { row, tenant } = await draftOfLink(ctx, token);
  return {
    tenantId: tenant.id,
    storeName: tenant.name,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    shippingAddress: row.shippingAddress,
    ...draftTotalsView(row, tenant, new Date()),
  };
}

export async function payDraftOrder(
  ctx: Ctx,
  { token, shopperToken, host }: { token: string; shopperToken: string; host?: string | undefined },
): Promise<CreatePaymentIntentResponse> {
  const { row, tenant } = await draftOfLink(ctx, token);
  const status = draftStatus(row, new Date());
  if (status === 'paid') throw new ConflictError(draftOrderMessages.alreadyPaid);
  if (status === 'expired') throw new ConflictError(draftOrderMessages.expired);
  return createPricedPaymentIntent(ctx, {
    tenant,
    priced: pricedDraft(row, tenant),
    sourceKey: draftSourceKey(row.id),
    orderData: {
      customerEmail: row.customerEmail,
      customerName: row.customerName,
      shippingAddress: row.shippingAddress,
    },
    shopperToken,
    host,
  });
}
