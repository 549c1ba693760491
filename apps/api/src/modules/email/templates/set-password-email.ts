// The new customer's account e-mail: a link to choose a password, never a password.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function setPasswordEmail(
  brand: EmailBrand,
  username: string,
  link: string,
  validDays: number,
): RenderedEmail {
  const title = 'Your account is ready';
  const intro = `We created an account for you so you can follow your orders. Your username is ${username}. Choose a password to sign in:`;
  const note = `The link works once and expires in ${validDays} days. If you did not place an order, you can ignore this e-mail.`;
  const button = `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Set your password</a></p>`;
  return {
    subject: `Set your password for ${brand.storeName}`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${button}\n<p style="color:#6b7280">${escapeHtml(note)}</p>`,
    ),
    text: [title, '', intro, link, '', note].join('\n'),
  };
}
