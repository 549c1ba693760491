// The e-mails a renewal sends the customer: the renewal's receipt, a failed charge that will be
// retried, and the last failure that leaves the subscription past due.
import { formatMinor, formatMoney } from '@storefleet/contracts';
import type { EmailBrand, RenderedEmail } from '../email/email-templates.service.ts';
import {
  type EmailOrder,
  escapeHtml,
  orderSummaryHtml,
  orderSummaryText,
  renderLayout,
} from '../email/email-templates.service.ts';

const money = (minor: number) => formatMoney(formatMinor(minor));
const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function simple(brand: EmailBrand, subject: string, title: string, lines: string[]): RenderedEmail {
  return {
    subject,
    html: renderLayout(brand, title, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')),
    text: [title, '', ...lines].join('\n'),
  };
}

export function renewalReceiptEmail(
  brand: EmailBrand,
  order: EmailOrder,
  productName: string,
  nextBillingDate: Date,
): RenderedEmail {
  const title = `Your subscription to ${productName} has renewed`;
  const intro = `Hi ${order.customerName}, we have charged ${money(order.totalMinor)} to your saved card for order #${order.orderNumber}. Your next payment is due on ${day(nextBillingDate)}.`;
  return {
    subject: `${brand.storeName}: ${productName} renewed (order #${order.orderNumber})`,
    html: renderLayout(brand, title, `<p>${escapeHtml(intro)}</p>\n${orderSummaryHtml(order)}`),
    text: [title, '', intro, '', orderSummaryText(order)].join('\n'),
  };
}

export function renewalFailedEmail(
  brand: EmailBrand,
  input: {
    customerName: string;
    productName: string;
    amountMinor: number;
    reason: string;
    retryAt: Date | null;
  },
): RenderedEmail {
  const title = `We could not renew your subscription to ${input.productName}`;
  const next = input.retryAt
    ? `We will try again on ${day(input.retryAt)}.`
    : 'We have stopped trying, so your subscription is now past due. Resume it from your account page to try again.';
  return simple(brand, `${brand.storeName}: payment for ${input.productName} failed`, title, [
    `Hi ${input.customerName}, the payment of ${money(input.amountMinor)} was refused: ${input.reason}`,
    next,
  ]);
}
