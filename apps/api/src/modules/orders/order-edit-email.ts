// The shopper's e-mail after an order edit: the lines as they now stand, the new total, what was
// refunded and, when the edit left something to pay, the payment link for it (ADR 0077). Written in
// the order's language, its products named in it by the caller, money the language's way
// (docs/decisions/0095).
import { emailBrandOf } from '../email/email-brand.service.ts';
import {
  emailLanguage,
  emailMoney,
  escapeHtml,
  orderEmailTexts,
  renderLayout,
} from '../email/email-templates.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { OrderRow } from './customer-orders.queries.ts';

/** A line as the shopper reads it: name and options already in the order's language. */
export type EditedLine = {
  name: string;
  variantString: string | null;
  quantity: number;
  unitPriceMinor: number;
};

export function editEmail(
  tenant: TenantRow,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'customerName' | 'language' | 'currency'>,
  lines: readonly EditedLine[],
  figures: { totalMinor: number; dueMinor: number | null; refundMinor: number | null; payUrl: string | null },
) {
  const brand = emailBrandOf(tenant, order.language);
  const words = orderEmailTexts(order.language);
  const money = emailMoney(order.language, order.currency);
  const number = order.orderNumber ?? order.id;
  const subject = words.editedSubject(number);
  const rows = lines.map((l) => {
    const label = l.variantString ? `${l.name} (${l.variantString})` : l.name;
    return { label, quantity: l.quantity, total: money(l.quantity * l.unitPriceMinor) };
  });
  const due = figures.dueMinor === null ? null : money(figures.dueMinor);
  const amounts: string[] = [words.newTotal(money(figures.totalMinor))];
  if (figures.refundMinor !== null) amounts.push(words.refundedToCard(money(figures.refundMinor)));
  if (due)
    amounts.push(figures.payUrl ? words.stillToPay(due) : `${words.stillToPay(due)} ${words.linkToFollow}`);
  const pay = figures.payUrl && due ? { url: figures.payUrl, label: words.payNow(due) } : null;
  const html = renderLayout(
    brand,
    subject,
    `<p>${escapeHtml(words.hello(order.customerName))}</p>
<p>${escapeHtml(words.editedIntro(brand.storeName, number))}</p>
<ul>${rows.map((r) => `<li>${r.quantity} × ${escapeHtml(r.label)} — ${escapeHtml(r.total)}</li>`).join('')}</ul>
${amounts.map((m) => `<p><strong>${escapeHtml(m)}</strong></p>`).join('\n')}
${pay ? `<p><a href="${escapeHtml(pay.url)}">${escapeHtml(pay.label)}</a></p>` : ''}`,
    emailLanguage(order.language),
  );
  const text = [
    words.hello(order.customerName),
    words.editedIntro(brand.storeName, number),
    ...rows.map((r) => `- ${r.quantity} × ${r.label} — ${r.total}`),
    ...amounts,
    ...(pay ? [`${pay.label}: ${pay.url}`] : []),
  ].join('\n');
  return { subject, html, text };
}
