// GET /api/orders/{id}/invoice.pdf (the customer, own orders only) and
// GET /api/admin/orders/{id}/invoice.pdf (the store's staff; a super admin names the store or not):
// the order's invoice as a PDF, from what was recorded at checkout (ADR 0025). Anyone else's order
// is "not found", never "forbidden", so an order id tells a stranger nothing.
import { contentKeys, invoiceFileName } from '@storefleet/contracts';
import { actAsTenant, actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { listPublicContentOfTenant } from '../content/content.public.service.ts';
import {
  findOrderStoreId,
  findOwnOrder,
  findStoreOrderWithItems,
  type OrderWithItems,
} from '../orders/order-documents.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { vatBreakdown } from '../vat/vat-pricing.service.ts';
import { type Invoice, renderInvoicePdf } from './invoice-pdf.ts';

export type InvoiceFile = { pdf: Buffer; fileName: string };

const ORDER_NOT_FOUND = 'Order not found';

/** The seller as the acting store's documents (invoices, credit notes) name it. */
export async function getDocumentStore(ctx: Ctx): Promise<Invoice['store']> {
  const [tenant, content] = await Promise.all([
    getTenant(ctx, actingTenant(ctx)),
    listPublicContentOfTenant(ctx),
  ]);
  const text = (key: string) => content.find((entry) => entry.key === key)?.value?.trim() || null;
  return {
    name: text(contentKeys.footerCompanyName) ?? tenant.emailStoreName ?? tenant.name,
    addressLines: (text(contentKeys.footerAddress) ?? '').split(/\r?\n|,\s*/).filter(Boolean),
    email: text(contentKeys.footerEmail) ?? tenant.emailSupportAddress ?? null,
    vatNumber: tenant.vatNumber,
  };
}

/**
 * The invoice's figures: the order's recorded lines and VAT, the store's (the acting store's) name,
 * address and VAT number.
 */
export async function buildInvoice(ctx: Ctx, { order, items }: OrderWithItems): Promise<Invoice> {
  const store = await getDocumentStore(ctx);
  const lines = items
    .sort((a, b) => a.id - b.id)
    .map((item) => ({
      name: item.productName,
      variantString: item.variantString ?? '',
      quantity: item.quantity,
      unitPriceMinor: item.priceMinor,
      lineTotalMinor: item.priceMinor * item.quantity,
      // Per cent, exactly (13.5 for 1350 bp, docs/decisions/0101): printed, never computed with.
      vatRate: (item.taxRateBp ?? item.vatRate * 100) / 100,
      vatMinor: item.vatMinor,
    }));
  const shipping = {
    method: order.shippingMethod ?? 'Standard',
    amountMinor: order.shippingMinor,
    vatRate: (order.shippingTaxRateBp ?? order.shippingVatRate * 100) / 100,
    vatMinor: order.shippingVatMinor,
  };
  // A discount code (ADR 0032): each line's VAT was worked out on what was paid for it, its share of
  // the discount taken off, and a free-shipping code's share is the shipping's whole cost.
  const lineDiscounts = items.map((item) => item.discountMinor);
  const linesDiscountMinor = lineDiscounts.reduce((sum, d) => sum + d, 0);
  const shippingDiscountMinor = Math.max(0, order.discountMinor - linesDiscountMinor);
  const paidLines = lines.map((line, i) => ({
    ...line,
    lineTotalMinor: line.lineTotalMinor - (lineDiscounts[i] ?? 0),
  }));
  const paidShipping = { ...shipping, amountMinor: shipping.amountMinor - shippingDiscountMinor };
  return {
    store,
    invoiceNumber: order.invoiceNumber,
    orderNumber: order.orderNumber ?? order.id,
    date: order.createdAt,
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      deliveryAddress: order.shippingAddress,
      vatNumber: order.buyerVatNumber,
    },
    reverseCharge: order.reverseCharge,
    lines,
    shipping,
    pricesIncludeVat: order.pricesIncludeVat,
    subtotalMinor: order.subtotalMinor,
    vatMinor: order.vatMinor,
    totalMinor: order.totalMinor,
    currency: order.currency,
    discount: order.discountCode ? { code: order.discountCode, amountMinor: order.discountMinor } : null,
    breakdown: vatBreakdown({
      lines: paidLines,
      shipping: paidShipping,
      pricesIncludeVat: order.pricesIncludeVat,
    }),
  };
}

async function invoiceFile(ctx: Ctx, found: OrderWithItems): Promise<InvoiceFile> {
  const pdf = await renderInvoicePdf(await buildInvoice(ctx, found));
  return {
    pdf,
    fileName: invoiceFileName(found.order.invoiceNumber, found.order.orderNumber ?? found.order.id),
  };
}

export async function getCustomerInvoice(ctx: Ctx, orderId: number): Promise<InvoiceFile> {
  const actor = requireUser(ctx);
  const own = await findOwnOrder(ctx, { userId: actor.userId, orderId });
  if (!own) throw new NotFoundError(ORDER_NOT_FOUND);
  actAsTenant(ctx, own.tenantId);
  const found = await findStoreOrderWithItems(ctx, orderId);
  if (!found || found.order.userId !== actor.userId) throw new NotFoundError(ORDER_NOT_FOUND);
  return invoiceFile(ctx, found);
}

export async function getAdminInvoice(
  ctx: Ctx,
  { orderId, requestedTenantId }: { orderId: number; requestedTenantId: number | undefined },
): Promise<InvoiceFile> {
  const actor = requireUser(ctx);
  let tenantId = requestedTenantId;
  if (tenantId === undefined && actor.isSuperAdmin) {
    tenantId = await findOrderStoreId(ctx, orderId);
    if (tenantId === undefined) throw new NotFoundError(ORDER_NOT_FOUND);
  }
  await requireTenantAdmin(ctx, { requestedTenantId: tenantId });
  const found = await findStoreOrderWithItems(ctx, orderId);
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  return invoiceFile(ctx, found);
}
