// Draft orders for the store admin (GET/POST /api/admin/draft-orders, PUT/DELETE …/{id},
// POST …/{id}/send-invoice; staff need `orders`). A draft freezes its lines' prices when saved; it can
// be changed or deleted until it is paid, and its payment link works until `expiresAt`. Paying is the
// store's checkout (draft-payment.service.ts); stock is taken only then, by the commit step.
import {
  DEFAULT_VAT_RATE,
  DRAFT_ORDER_DEFAULT_EXPIRY_DAYS,
  type DraftOrder,
  type DraftOrderListResponse,
  draftOrderMessages,
  draftOrderPayPath,
  formatMinorIn,
  type ParsedDraftOrderInput,
  percentOfMinor,
  variantString,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  listProductsForCheckout,
  listVariantRowsForCheckout,
  mapVariantAttributeNames,
} from '../catalogue/checkout-products.service.ts';
import { storeAddress } from '../domains/store-address.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { draftInvoiceEmail } from './draft-invoice-email.ts';
import type { DraftOrderLineRow } from './draft-orders.queries.ts';
import {
  type DraftOrderRow,
  deleteUnpaidDraftOrder,
  findDraftOrderRow,
  insertDraftOrder,
  listDraftOrderRows,
  updateUnpaidDraftOrder,
} from './draft-orders.queries.ts';
import { draftStatus, draftTotalsView, payTokenHash, pricedDraft } from './draft-pricing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toDraftOrder(row: DraftOrderRow, tenant: TenantRow, now: Date): DraftOrder {
  return {
    id: row.id,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    shippingAddress: row.shippingAddress,
    ...draftTotalsView(row, tenant, now),
    invoiceSentAt: row.invoiceSentAt?.toISOString() ?? null,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Each line checked against this store's catalogue and frozen: a product's (another store's id is
 * simply not found) at its price or the line's own, or a custom line.
 */
async function freezeLines(ctx: Ctx, input: ParsedDraftOrderInput): Promise<DraftOrderLineRow[]> {
  const ids = [...new Set(input.lines.flatMap((line) => (line.productId == null ? [] : [line.productId])))];
  const products = new Map((await listProductsForCheckout(ctx, ids)).map((p) => [p.id, p]));
  const variantRows = input.lines.some((line) => line.variantId != null)
    ? await listVariantRowsForCheckout(ctx, ids)
    : [];
  const attributeNames = variantRows.length ? await mapVariantAttributeNames(ctx) : {};
  return input.lines.map((line, i): DraftOrderLineRow => {
    const n = `Line ${i + 1}`;
    if (line.productId == null) {
      return {
        productId: null,
        variantId: null,
        name: line.name ?? '',
        selectedVariants: {},
        variantString: '',
        quantity: line.quantity,
        unitPriceMinor: line.price ?? 0,
        vatRate: DEFAULT_VAT_RATE,
      };
    }
    const product = products.get(line.productId);
    if (!product) throw new BadRequestError(`${n}: product #${line.productId} was not found in this store`);
    if (product.isDraft) throw new BadRequestError(`${n}: "${product.name}" is not published`);
    if (product.isSubscription) {
      throw new BadRequestError(`${n}: "${product.name}" is sold only as a subscription`);
    }
    let variant: (typeof variantRows)[number] | undefined;
    if (line.variantId != null) {
      variant = variantRows.find((row) => row.id === line.variantId && row.productId === product.id);
      if (!variant?.isActive) {
        throw new BadRequestError(`${n}: variant #${line.variantId} was not found for "${product.name}"`);
      }
    }
    const selectedVariants: Record<string, string> = {};
    for (const [attributeId, value] of Object.entries(variant?.variantCombination ?? {})) {
      selectedVariants[attributeNames[attributeId] ?? attributeId] = String(value);
    }
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      name: line.name || product.name,
      selectedVariants,
      variantString: variantString(selectedVariants),
      quantity: line.quantity,
      unitPriceMinor: line.price ?? variant?.priceMinor ?? product.priceMinor,
      vatRate: product.vatRate,
    };
  });
}

/** `currency`: the draft's, the store's base currency (docs/decisions/0105), named in its refusals. */
async function draftValues(ctx: Ctx, input: ParsedDraftOrderInput, now: Date, currency: string) {
  const lines = await freezeLines(ctx, input);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  // A percentage is of the lines as frozen now: the amount it comes to is kept beside it.
  const discountPercentBp = input.discountPercent ?? null;
  const discountMinor =
    discountPercentBp === null ? (input.discount ?? 0) : percentOfMinor(subtotal, discountPercentBp);
  if (discountMinor > subtotal) {
    throw new BadRequestError(
      `The discount cannot be more than the subtotal (${formatMinorIn(subtotal, currency)})`,
    );
  }
  const expiresAt = input.expiresAt
    ? new Date(input.expiresAt)
    : new Date(now.getTime() + DRAFT_ORDER_DEFAULT_EXPIRY_DAYS * DAY_MS);
  return {
    customerEmail: input.customerEmail,
    customerName: input.customerName,
    shippingAddress: input.shippingAddress,
    lines,
    discountMinor,
    discountPercentBp,
    shippingMinor: input.shipping ?? 0,
    shippingMethod: input.shippingMethod || 'Standard',
    expiresAt,
  };
}

async function getDraft(ctx: Ctx, tenantId: number, id: number): Promise<DraftOrderRow> {
  const row = await findDraftOrderRow(ctx.db, tenantId, id);
  if (!row) throw new NotFoundError(draftOrderMessages.notFound);
  return row;
}

export async function listDraftOrders(
  ctx: Ctx,
  { requestedTenantId }: { requestedTenantId?: number },
): Promise<DraftOrderListResponse> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const tenant = await getTenant(ctx, tenantId);
  const now = new Date();
  const rows = await listDraftOrderRows(ctx.db, tenantId);
  return { draftOrders: rows.map((row) => toDraftOrder(row, tenant, now)) };
}

export async function createDraftOrder(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: ParsedDraftOrderInput },
): Promise<DraftOrder> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, tenantId);
  const now = new Date();
  const values = await draftValues(ctx, input, now, tenant.currency);
  const id = await insertDraftOrder(ctx.db, tenantId, {
    ...values,
    currency: tenant.currency,
    createdBy: ctx.actor?.userId ?? null,
  });
  return toDraftOrder(await getDraft(ctx, tenantId, id), tenant, now);
}

export async function updateDraftOrder(
  ctx: Ctx,
  { requestedTenantId, id, input }: { requestedTenantId?: number; id: number; input: ParsedDraftOrderInput },
): Promise<DraftOrder> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, tenantId);
  const existing = await getDraft(ctx, tenantId, id);
  if (existing.orderId !== null) throw new ConflictError(draftOrderMessages.paid);
  const now = new Date();
  const values = await draftValues(ctx, input, now, tenant.currency);
  if (!(await updateUnpaidDraftOrder(ctx.db, tenantId, id, values))) {
    throw new ConflictError(draftOrderMessages.paid);
  }
  return toDraftOrder(await getDraft(ctx, tenantId, id), tenant, now);
}

export async function deleteDraftOrder(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const existing = await getDraft(ctx, tenantId, id);
  if (existing.orderId !== null || !(await deleteUnpaidDraftOrder(ctx.db, tenantId, id))) {
    throw new ConflictError('This draft order has been paid and can no longer be deleted');
  }
}

/**
 * E-mails the customer the invoice with a new payment link (an earlier link stops working): only
 * the token's hash is kept.
 */
export async function sendDraftOrderInvoice(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<{ sent: true; to: string; draftOrder: DraftOrder }> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, tenantId);
  const row = await getDraft(ctx, tenantId, id);
  const now = new Date();
  const status = draftStatus(row, now);
  if (status === 'paid') throw new ConflictError(draftOrderMessages.paid);
  if (status === 'expired') {
    throw new ConflictError('This draft order has expired: set a later expiry date before sending it');
  }
  // The pay page is at the store's own address when it has one (docs/deployment.md, "Store addresses").
  const address = await storeAddress(ctx, tenant);
  const token = randomText(24, 'base64url');
  const payUrl = new URL(
    `${address.ownHost ? address.origin : ctx.config.PUBLIC_URL}${draftOrderPayPath(token)}`,
  );
  payUrl.searchParams.set('store', String(tenantId));
  const email = draftInvoiceEmail(emailBrandOf(tenant), {
    customerName: row.customerName,
    lines: row.lines,
    priced: pricedDraft(row, tenant),
    payUrl: payUrl.toString(),
    expiresAt: row.expiresAt,
    language: tenant.defaultLanguage,
    currency: row.currency,
  });
  const sent = await updateUnpaidDraftOrder(ctx.db, tenantId, id, {
    payTokenHash: payTokenHash(token),
    invoiceSentAt: now,
  });
  if (!sent) throw new ConflictError(draftOrderMessages.paid);
  await queueEmail(ctx, { tenantId, to: row.customerEmail, ...email });
  return {
    sent: true,
    to: row.customerEmail,
    draftOrder: toDraftOrder(await getDraft(ctx, tenantId, id), tenant, now),
  };
}
