// The store front's language (docs/decisions/0092): which language a page is in, the store's
// languages, and the catalogue of its texts. The server decides the language (apps/api/src/modules/
// storefront/store-languages.ts `resolveStoreLanguage`) and writes it into <html lang
// data-store-languages data-default-language>; the address's /{lang}/ prefix wins in the browser.
// Screens read it with useLanguage() and their texts with useT().
import { isStoreLanguage, languageFromPath, type StoreLanguage } from '@storefleet/contracts';
import { createInstance, type i18n as I18n } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useRouter } from 'wouter';
import { UI_TEXTS, type UiTexts, UiTextsContext } from '@/lib/ui-texts.ts';
import type { Catalogue } from './locales/en.ts';

export { languageFromPath, languageHref } from '@storefleet/contracts';
export type { Catalogue };

/** The cookie that remembers a shopper's language (ADR 0092); the server reads it too. */
export const LANGUAGE_COOKIE = 'sf_lang';

export type PageLanguage = {
  language: StoreLanguage;
  /** The store's enabled languages, its default among them. */
  languages: readonly StoreLanguage[];
  defaultLanguage: StoreLanguage;
};

/** Remembers the shopper's language for a year (the server reads it on an unprefixed address). */
export function rememberLanguage(language: StoreLanguage): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie before it answers (ADR 0092)
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

const ENGLISH: PageLanguage = { language: 'en', languages: ['en'], defaultLanguage: 'en' };

/** The page's language in the browser: the address's prefix, else what the server wrote into <html>. */
export function readPageLanguage(doc: Document, pathname: string): PageLanguage {
  const root = doc.documentElement;
  const parse = (value: string | null | undefined) => (isStoreLanguage(value) ? value : null);
  const defaultLanguage = parse(root.dataset.defaultLanguage) ?? 'en';
  const languages = (root.dataset.storeLanguages ?? '').split(/\s+/).filter(isStoreLanguage);
  const language = languageFromPath(pathname).language ?? parse(root.lang) ?? defaultLanguage;
  return {
    language,
    languages: languages.length > 0 ? languages : [defaultLanguage],
    defaultLanguage,
  };
}

const loaders: Record<StoreLanguage, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
  es: () => import('./locales/es.ts'),
  nl: () => import('./locales/nl.ts'),
  it: () => import('./locales/it.ts'),
};

/** One language's catalogue, its own chunk: a page downloads only its language's texts. */
export async function loadCatalogue(language: StoreLanguage): Promise<Catalogue> {
  return (await loaders[language]()).default;
}

/** An i18next instance for one language and its catalogue (one per server render: no shared state). */
export function createTranslator(language: StoreLanguage, catalogue: Catalogue): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
  });
  void instance.init();
  return instance;
}

const LanguageContext = createContext<PageLanguage>(ENGLISH);

export function LanguageProvider({
  page,
  translator,
  children,
}: {
  page: PageLanguage;
  translator: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={translator}>
      <LanguageContext.Provider value={page}>
        <UiTextsContext.Provider value={uiTextsIn(translator)}>{children}</UiTextsContext.Provider>
      </LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** The shared dialogs' own words in the page's language (lib/ui-texts.ts). */
function uiTextsIn(translator: I18n): UiTexts {
  return Object.fromEntries(Object.keys(UI_TEXTS).map((key) => [key, translator.t(`ui.${key}`)])) as UiTexts;
}

/** The page's language, the store's languages and its default (docs/decisions/0092). */
export function useLanguage(): PageLanguage {
  return useContext(LanguageContext);
}

/** The store front's text for a catalogue key, in the page's language. */
export function useT() {
  const { t } = useTranslation();
  return t;
}

/**
 * A plain <a>'s href inside the store front: wouter's <Link> adds the language's /{lang} base
 * itself, a plain anchor gets it from here.
 */
export function usePageHref(): (href: string) => string {
  const { base } = useRouter();
  return (href) => `${base}${href}`;
}
