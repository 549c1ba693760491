// The shipping address's field messages in each store language (docs/decisions/0095): every message
// the checkout's checks and the address book's schema can show is said in the page's language, the
// English page keeps the spec's words, and a country's postcode message names it in that language.
import { customerAddressInputSchema, STORE_LANGUAGES } from '@storefleet/contracts';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formMessageIn } from '@/lib/i18n/api-message.ts';
import { catalogues } from '@/lib/i18n/catalogues.ts';
import { checkoutFieldError, checkoutFieldNames } from './checkout-fields.ts';

async function tIn(language: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: catalogues[language as keyof typeof catalogues] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

/** Every message a shopper can meet on the address fields: empty, malformed, per country. */
function everyMessage(): string[] {
  const messages = new Set<string>();
  for (const country of ['GB', 'US', 'DE', 'FR', 'IE', 'NL'])
    for (const name of checkoutFieldNames)
      for (const value of ['', 'x']) messages.add(checkoutFieldError(name, value, country) ?? '');
  const blank = customerAddressInputSchema.safeParse({ zipCode: 'x', country: 'DE' });
  for (const issue of blank.error?.issues ?? []) messages.add(issue.message);
  messages.delete('');
  return [...messages];
}

describe('the address fields’ messages', () => {
  it('are the spec’s English words on an English page', async () => {
    const t = await tIn('en');
    for (const message of everyMessage()) expect(formMessageIn(message, 'en', t)).toBe(message);
  });

  for (const language of STORE_LANGUAGES.filter((l) => l !== 'en')) {
    it(`are all said in ${language}`, async () => {
      const t = await tIn(language);
      for (const message of everyMessage()) {
        const said = formMessageIn(message, language, t);
        expect(said, message).not.toBe(message);
        expect(said, message).not.toMatch(/formError\./);
      }
    });
  }

  it('name the country of a postcode in the page’s language', async () => {
    const t = await tIn('de');
    expect(formMessageIn('Enter a valid postcode for Germany, such as 10115', 'de', t)).toBe(
      'Gib eine gültige Postleitzahl für Deutschland ein, z. B. 10115',
    );
  });
});
