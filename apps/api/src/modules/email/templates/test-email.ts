// The Email Settings screen's test message: shows the store's branding exactly as customers get it.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function testEmail(
  brand: EmailBrand & { processingTime: string },
  supportAddress: string,
): RenderedEmail {
  const title = 'Test email';
  const intro = `This is a test email from ${brand.storeName}. Your email settings work: customers will see this name, colour and logo on their order confirmations.`;
  const details = `Orders are processed within ${brand.processingTime}. Customers who reply write to ${supportAddress}.`;
  return {
    subject: `Test email from ${brand.storeName}`,
    html: renderLayout(brand, title, `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(details)}</p>`),
    text: [title, '', intro, '', details, ...(brand.customMessage ? ['', brand.customMessage] : [])].join(
      '\n',
    ),
  };
}
