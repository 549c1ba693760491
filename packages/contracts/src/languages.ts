// The languages a store front can be offered in (docs/decisions/0092): BCP 47 tags, each with
// complete store-front message catalogues. A store has a default language and a list of enabled ones.
export const STORE_LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'it'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<StoreLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
  it: 'Italiano',
};

export function isStoreLanguage(value: unknown): value is StoreLanguage {
  return typeof value === 'string' && (STORE_LANGUAGES as readonly string[]).includes(value);
}

const LOCALES: Record<StoreLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
  it: 'it-IT',
};

/** The Intl locale of a store language: how its money and dates are written. */
export const localeOf = (language: StoreLanguage): string => LOCALES[language];
