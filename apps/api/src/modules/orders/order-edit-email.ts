// The shopper's e-mail after an order edit: the lines as they now stand, the new total, what was
// refunded and, when the edit left something to pay, the payment link for it (ADR 0077).
import { formatMinor, formatMoney } from '@storefleet/contracts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { escapeHtml, renderLayout } from '../email/email-templates.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { OrderRow } from './customer-orders.queries.ts';
import type { NewLine } from './order-edit.read.ts';

export function editEmail(
  tenant: TenantRow,
  order: OrderRow,
  lines: readonly NewLine[],
  figures: { total: string; due: string | null; refund: string | null; payUrl: string | null },
) {
  const brand = emailBrandOf(tenant);
  const number = order.orderNumber ?? order.id;
  const subject = `Your order #${number} was updated`;
  const rows = lines.map((l) => {
    const label = l.variantString ? `${l.name} (${l.variantString})` : l.name;
    return { label, quantity: l.quantity, total: formatMoney(formatMinor(l.quantity * l.unitPriceMinor)) };
  });
  const money: string[] = [`New total: ${figures.total}`];
  if (figures.refund) money.push(`Refunded to your card: ${figures.refund}`);
  if (figures.due)
    money.push(
      figures.payUrl
        ? `Still to pay: ${figures.due}.`
        : `Still to pay: ${figures.due}. The store will send you a link to pay it.`,
    );
  const pay = figures.payUrl && figures.due ? { url: figures.payUrl, label: `Pay ${figures.due} now` } : null;
  const html = renderLayout(
    brand,
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p>
<p>${escapeHtml(brand.storeName)} updated your order #${number}. It now holds:</p>
<ul>${rows.map((r) => `<li>${r.quantity} × ${escapeHtml(r.label)} — ${escapeHtml(r.total)}</li>`).join('')}</ul>
${money.map((m) => `<p><strong>${escapeHtml(m)}</strong></p>`).join('\n')}
${pay ? `<p><a href="${escapeHtml(pay.url)}">${escapeHtml(pay.label)}</a></p>` : ''}`,
  );
  const text = [
    `Hello ${order.customerName},`,
    `${brand.storeName} updated your order #${number}. It now holds:`,
    ...rows.map((r) => `- ${r.quantity} × ${r.label} — ${r.total}`),
    ...money,
    ...(pay ? [`${pay.label}: ${pay.url}`] : []),
  ].join('\n');
  return { subject, html, text };
}
