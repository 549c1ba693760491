// The e-mails a renewal sends the customer: the renewal's receipt, a failed charge that will be
// retried, and the last failure that leaves the subscription past due. Written in the
// subscription's language (its order's, docs/decisions/0095), the product named in it by the caller;
// the card provider's reason for a refusal is quoted as it gave it.
import type { EmailBrand, RenderedEmail } from '../email/email-templates.service.ts';
import {
  type EmailOrder,
  emailDay,
  emailLanguage,
  emailMoney,
  escapeHtml,
  orderEmailTexts,
  orderSummaryHtml,
  orderSummaryText,
  renderLayout,
} from '../email/email-templates.service.ts';

function simple(
  brand: EmailBrand,
  language: string | undefined,
  subject: string,
  title: string,
  lines: string[],
): RenderedEmail {
  return {
    subject,
    html: renderLayout(
      brand,
      title,
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
      emailLanguage(language),
    ),
    text: [title, '', ...lines].join('\n'),
  };
}

/** `order.language` is the subscription's; its lines' names already in it. */
export function renewalReceiptEmail(
  brand: EmailBrand,
  order: EmailOrder,
  productName: string,
  nextBillingDate: Date,
): RenderedEmail {
  const words = orderEmailTexts(order.language);
  const title = words.renewedTitle(productName);
  const intro = words.renewedIntro(
    order.customerName,
    emailMoney(order.language)(order.totalMinor),
    order.orderNumber,
    emailDay(order.language)(nextBillingDate),
  );
  return {
    subject: words.renewedSubject(brand.storeName, productName, order.orderNumber),
    html: renderLayout(
      brand,
      title,
      `<p>${escapeHtml(intro)}</p>\n${orderSummaryHtml(order)}`,
      emailLanguage(order.language),
    ),
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
    /** The subscription's language. */
    language?: string;
  },
): RenderedEmail {
  const words = orderEmailTexts(input.language);
  const title = words.renewalFailedTitle(input.productName);
  const next = input.retryAt ? words.retryOn(emailDay(input.language)(input.retryAt)) : words.pastDue;
  return simple(
    brand,
    input.language,
    words.renewalFailedSubject(brand.storeName, input.productName),
    title,
    [
      words.paymentRefused(input.customerName, emailMoney(input.language)(input.amountMinor), input.reason),
      next,
    ],
  );
}
