// The shopper's e-mails of an order's payment link (ADR 0077): the link for what is still to pay,
// and the receipt of its payment. Written in the order's language, money and the link's end the
// language's way (docs/decisions/0095).
import { emailBrandOf } from '../email/email-brand.service.ts';
import {
  emailLanguage,
  emailMoment,
  emailMoney,
  escapeHtml,
  orderEmailTexts,
  type RenderedEmail,
  renderLayout,
} from '../email/email-templates.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { LockedOrder } from './order-status.queries.ts';

type EmailedOrder = Pick<
  LockedOrder,
  'id' | 'orderNumber' | 'customerName' | 'amountDueMinor' | 'language' | 'currency'
>;

export function paymentLinkEmail(
  tenant: TenantRow,
  order: EmailedOrder,
  link: { url: string; expiresAt: Date },
): RenderedEmail {
  const brand = emailBrandOf(tenant, order.language);
  const words = orderEmailTexts(order.language);
  const number = order.orderNumber ?? order.id;
  const due = emailMoney(order.language, order.currency)(order.amountDueMinor);
  const subject = words.linkSubject(number, due);
  const intro = words.linkIntro(order.customerName, number, brand.storeName, due);
  const expiry = words.linkWorksUntil(emailMoment(order.language)(link.expiresAt));
  return {
    subject,
    html: renderLayout(
      brand,
      subject,
      [
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(link.url)}">${escapeHtml(words.payNow(due))}</a></p>`,
        `<p>${escapeHtml(expiry)}</p>`,
      ].join('\n'),
      emailLanguage(order.language),
    ),
    text: [intro, '', `${words.payNowPlain}: ${link.url}`, '', expiry].join('\n'),
  };
}

export function paymentLinkReceiptEmail(
  tenant: TenantRow,
  order: EmailedOrder,
  paidMinor: number,
  dueMinor: number,
): RenderedEmail {
  const brand = emailBrandOf(tenant, order.language);
  const words = orderEmailTexts(order.language);
  const money = emailMoney(order.language, order.currency);
  const number = order.orderNumber ?? order.id;
  const subject = words.paidSubject(number);
  const lines = [
    words.paidIntro(order.customerName, brand.storeName, money(paidMinor), number),
    dueMinor > 0 ? words.stillToPay(money(dueMinor)) : words.nothingMoreDue,
  ];
  return {
    subject,
    html: renderLayout(
      brand,
      subject,
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
      emailLanguage(order.language),
    ),
    text: lines.join('\n'),
  };
}
