// The new customer's account e-mail: a link to choose a password, never a password; in the
// account's language (docs/decisions/0095).
import { accountEmailTexts } from './account-email-texts.ts';
import { emailLanguage } from './email-texts.ts';
import { type EmailBrand, type RenderedEmail, singleLinkEmail } from './layout.ts';

export function setPasswordEmail(
  brand: EmailBrand,
  username: string,
  link: string,
  validDays: number,
  language?: string | null,
): RenderedEmail {
  const words = accountEmailTexts(language);
  return singleLinkEmail(
    brand,
    {
      subject: words.setSubject(brand.storeName),
      title: words.setTitle,
      intro: words.setIntro(username),
      button: words.setButton,
      note: words.setNote(validDays),
    },
    link,
    emailLanguage(language),
  );
}
