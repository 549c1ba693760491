// The shipping address's field messages in each store language (docs/decisions/0095): every message
// the checkout's checks and the address book's schema can show is said in the page's language, the
// English page keeps the spec's words, and a country's postcode message names it in that language.
import { customerAddressInputSchema, STORE_LANGUAGES } from '@storefleet/contracts';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formMessageIn, shopperTextIn } from '@/lib/i18n/api-message.ts';
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

  it('say where the store does not ship, and when a return window closed, in the page’s words', async () => {
    const de = await tIn('de');
    expect(shopperTextIn("We don't ship to Germany yet", 'de', de)).toBe(
      'Wir liefern noch nicht nach Deutschland',
    );
    expect(
      shopperTextIn(
        'EU Tracked does not deliver to United States: choose a shipping option offered there',
        'de',
        de,
      ),
    ).toBe('EU Tracked liefert nicht nach Vereinigte Staaten: Wähle eine Versandart, die dorthin liefert');
    const fr = await tIn('fr');
    expect(shopperTextIn('The 30-day return window for this order closed on 5 December 2026', 'fr', fr)).toBe(
      'Le délai de retour de 30 jours pour cette commande a pris fin le 5 décembre 2026',
    );
    // English keeps the API's words; a text that is no shopper message stays as it is.
    const en = await tIn('en');
    expect(shopperTextIn("We don't ship to Germany yet", 'en', en)).toBe("We don't ship to Germany yet");
    expect(shopperTextIn('Something else', 'de', de)).toBe('Something else');
  });
});
