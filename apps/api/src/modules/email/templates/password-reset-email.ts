// The password-reset e-mail: a single-use link to choose a new password, valid for one hour, in the
// account's language (docs/decisions/0095).
import { accountEmailTexts } from './account-email-texts.ts';
import { emailLanguage } from './email-texts.ts';
import { type EmailBrand, type RenderedEmail, singleLinkEmail } from './layout.ts';

export function passwordResetEmail(
  brand: EmailBrand,
  username: string,
  link: string,
  validMinutes: number,
  language?: string | null,
): RenderedEmail {
  const words = accountEmailTexts(language);
  return singleLinkEmail(
    brand,
    {
      subject: words.resetSubject(brand.storeName),
      title: words.resetTitle,
      intro: words.resetIntro(username),
      button: words.resetButton,
      note: words.resetNote(words.validFor(validMinutes)),
    },
    link,
    emailLanguage(language),
  );
}
