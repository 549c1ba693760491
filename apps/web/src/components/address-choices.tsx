// What an address form offers, alike in the checkout and the account's address book
// (docs/decisions/0100): the countries in the page's language, GB first; the US states; and what the
// chosen country calls its postcode.
import { US_STATES } from '@storefleet/contracts';
import { useMemo } from 'react';
import { countryChoices } from '@/components/country-names.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import type { CatalogueKey } from '@/lib/i18n/locales/en.ts';

/** The postcode's label key: Postcode, ZIP code (US), Eircode (IE). */
export function postcodeLabelKey(country: string): CatalogueKey {
  if (country === 'US') return 'checkout.field.zipCodeUs';
  if (country === 'IE') return 'checkout.field.eircode';
  return 'checkout.field.zipCode';
}

/** A country <select>'s options. */
export function CountryOptions() {
  const { language } = useLanguage();
  const countries = useMemo(() => countryChoices(language), [language]);
  return (
    <>
      {countries.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

/** A US state <select>'s options, led by an empty "choose" one. */
export function UsStateOptions() {
  const t = useT();
  return (
    <>
      <option value="">{t('checkout.chooseState')}</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
