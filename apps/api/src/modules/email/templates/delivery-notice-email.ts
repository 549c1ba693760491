// The customer's delivery notice: the store has marked the order delivered. Written in the order's
// language (docs/decisions/0093).
import { emailLanguage, orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type DeliveryNotice = {
  orderId: number;
  orderNumber: number;
  customerName: string;
  /** The order's language: the whole e-mail is written in it. */
  language?: string;
};

export function deliveryNoticeEmail(brand: EmailBrand, notice: DeliveryNotice): RenderedEmail {
  const words = orderEmailTexts(notice.language);
  const title = words.deliveredTitle(notice.orderNumber);
  const intro = words.deliveredIntro(notice.customerName, brand.storeName);
  const help = words.deliveredHelp;
  return {
    subject: words.deliveredSubject(brand.storeName, notice.orderNumber),
    html: renderLayout(
      brand,
      title,
      `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(help)}</p>`,
      emailLanguage(notice.language),
    ),
    text: [title, '', intro, '', help, ...(brand.customMessage ? ['', brand.customMessage] : [])].join('\n'),
  };
}
