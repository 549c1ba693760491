// The new customer's account e-mail: a link to choose a password, never a password; in the
// account's language (docs/decisions/0095).
import { accountEmailTexts } from './account-email-texts.ts';
import { emailLanguage } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function setPasswordEmail(
  brand: EmailBrand,
  username: string,
  link: string,
  validDays: number,
  language?: string | null,
): RenderedEmail {
  const words = accountEmailTexts(language);
  const title = words.setTitle;
  const intro = words.setIntro(username);
  const note = words.setNote(validDays);
  const button = `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(words.setButton)}</a></p>`;
  return {
    subject: words.setSubject(brand.storeName),
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${button}\n<p style="color:#6b7280">${escapeHtml(note)}</p>`,
      emailLanguage(language),
    ),
    text: [title, '', intro, link, '', note].join('\n'),
  };
}
