// The e-mail to a guest whose address already has an account: the order was added to it. It holds
// a sign-in link and the 'Forgot password?' page, never a token: the account has (or can choose) its
// own password. With it, "Check your email for login details" is true for every guest (ADR 0048).
// Written in the order's language (docs/decisions/0095).
import { accountEmailTexts } from './account-email-texts.ts';
import { emailLanguage } from './email-texts.ts';
import { type EmailBrand, escapeHtml, linkButton, type RenderedEmail, renderLayout } from './layout.ts';

export function existingAccountOrderEmail(
  brand: EmailBrand,
  links: { signIn: string; forgotPassword: string },
  language?: string | null,
): RenderedEmail {
  const words = accountEmailTexts(language);
  const title = words.addedTitle;
  const intro = words.addedIntro;
  const forgot = words.addedForgot;
  const note = words.addedNote;
  const forgotLink = `<a href="${escapeHtml(links.forgotPassword)}">${escapeHtml(words.forgotPassword)}</a>`;
  return {
    subject: words.addedSubject(brand.storeName),
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      [
        `<p>${escapeHtml(intro)}</p>`,
        linkButton(links.signIn, words.signIn),
        `<p>${escapeHtml(forgot)} ${forgotLink}</p>`,
        `<p style="color:#6b7280">${escapeHtml(note)}</p>`,
      ].join('\n'),
      emailLanguage(language),
    ),
    text: [title, '', intro, links.signIn, '', forgot, links.forgotPassword, '', note].join('\n'),
  };
}
