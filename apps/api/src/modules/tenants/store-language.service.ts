// The one place a store-front read's language is decided (docs/decisions/0093): the `lang` the
// request names (today `?lang=`), checked against the store's enabled languages, else the store's
// default. Every translated store-front read (products, categories, content, shipping) calls this.
import { isStoreLanguage, LANGUAGE_NAMES, type StoreLanguage } from '@storefleet/contracts';
import { BadRequestError } from '../../lib/errors.ts';
import type { TenantRow } from './tenants.queries.ts';

export type StoreLanguageSettings = Pick<TenantRow, 'defaultLanguage' | 'languages'>;

/** The language a store-front read answers in; a 400 naming the store's languages when it offers no such one. */
export function storefrontLanguage(store: StoreLanguageSettings, lang: string | undefined): StoreLanguage {
  const fallback = (isStoreLanguage(store.defaultLanguage) ? store.defaultLanguage : 'en') as StoreLanguage;
  if (lang === undefined) return fallback;
  const wanted = lang.toLowerCase();
  if (isStoreLanguage(wanted) && store.languages.includes(wanted)) return wanted;
  const offered = store.languages
    .filter(isStoreLanguage)
    .map((code) => `${LANGUAGE_NAMES[code]} (${code})`)
    .join(', ');
  throw new BadRequestError(`This store is not offered in "${lang}"; it is offered in ${offered}`);
}
