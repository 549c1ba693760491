// The password-reset e-mail: a single-use link to choose a new password, valid for one hour, in the
// account's language (docs/decisions/0095).
import { accountEmailTexts } from './account-email-texts.ts';
import { emailLanguage } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function passwordResetEmail(
  brand: EmailBrand,
  username: string,
  link: string,
  validMinutes: number,
  language?: string | null,
): RenderedEmail {
  const words = accountEmailTexts(language);
  const title = words.resetTitle;
  const intro = words.resetIntro(username);
  const note = words.resetNote(words.validFor(validMinutes));
  const button = `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(words.resetButton)}</a></p>`;
  return {
    subject: words.resetSubject(brand.storeName),
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${button}\n<p style="color:#6b7280">${escapeHtml(note)}</p>`,
      emailLanguage(language),
    ),
    text: [title, '', intro, link, '', note].join('\n'),
  };
}
