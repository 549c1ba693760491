// The store's own content in the page's language (docs/decisions/0093): a store-front read asks for
// it with `lang` when the page is not in the store's default language, and the server answers each
// field translated, falling back to the default language's text. The language is fixed for a page
// load (the switcher loads the other language's address), so query keys need not carry it.
import type { StoreLanguage } from '@storefleet/contracts';
import { readPageLanguage } from './language.tsx';

/** The page's language when it is not the store's default; undefined on the server and in the default. */
export function contentLanguage(): StoreLanguage | undefined {
  if (typeof document === 'undefined') return undefined;
  const { language, defaultLanguage } = readPageLanguage(document, window.location.pathname);
  return language === defaultLanguage ? undefined : language;
}

/** `&lang=de` for a store-front read's query string, or nothing. */
export function contentLanguageParam(): string {
  const language = contentLanguage();
  return language ? `&lang=${language}` : '';
}
