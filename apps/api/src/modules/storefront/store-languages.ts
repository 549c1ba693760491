// Which language a store page is in (docs/decisions/0092). The one place the API decides it: the
// address's /{lang} prefix, the store's enabled languages, the shopper's sf_lang cookie and the
// browser's Accept-Language. Store pages (web.plugin.ts), the page data the web app and the server
// renderer read, and translated content all take the language from here.
import {
  acceptedLanguages,
  isStoreLanguage,
  languageFromPath,
  languageHref,
  type StoreLanguage,
} from '@storefleet/contracts';
import { LANGUAGE_COOKIE } from '../../plugins/store-routes.ts';

export { LANGUAGE_COOKIE };

/** What a request needs for the choice: its URL, headers and parsed cookies (a FastifyRequest has them). */
export type LanguageRequest = {
  url: string;
  headers: { 'accept-language'?: string | undefined };
  cookies?: Record<string, string | undefined>;
};

/** A store's languages as the tenants table keeps them (migration 0050). */
export type StoreLanguages = { defaultLanguage: string; languages: readonly string[] };

export type ResolvedLanguage = {
  /** The page's language: always one the store offers. */
  language: StoreLanguage;
  /** The store's enabled languages, its default first. */
  languages: StoreLanguage[];
  defaultLanguage: StoreLanguage;
  /** Whether the address carries a /{lang} prefix. */
  prefixed: boolean;
  /**
   * Where the page is to be sent instead (302), or null: an unprefixed address to the shopper's
   * language (cookie, else Accept-Language) when that is not the default; a prefix the store does
   * not offer to the default language's address. A prefixed address of an offered language never
   * redirects, and no redirect leads to another one, so there are no loops.
   */
  redirectTo: string | null;
};

/** The store's default and enabled languages, cleaned: the default is always among them and first. */
export function storeLanguagesOf(store: StoreLanguages): {
  defaultLanguage: StoreLanguage;
  languages: StoreLanguage[];
} {
  const defaultLanguage = isStoreLanguage(store.defaultLanguage) ? store.defaultLanguage : 'en';
  const languages = [defaultLanguage, ...store.languages.filter(isStoreLanguage)];
  return { defaultLanguage, languages: [...new Set(languages)] };
}

/** The language of a store page request, and whether it should go to another address first. */
export function resolveStoreLanguage(request: LanguageRequest, store: StoreLanguages): ResolvedLanguage {
  const { defaultLanguage, languages } = storeLanguagesOf(store);
  const mark = request.url.indexOf('?');
  const pathname = mark < 0 ? request.url : request.url.slice(0, mark);
  const query = mark < 0 ? '' : request.url.slice(mark);
  const { language: prefix, rest } = languageFromPath(pathname);
  const answer = (language: StoreLanguage, redirectTo: string | null): ResolvedLanguage => ({
    language,
    languages,
    defaultLanguage,
    prefixed: prefix !== null,
    redirectTo,
  });
  if (prefix !== null) {
    if (languages.includes(prefix)) return answer(prefix, null);
    // A language this store does not offer: its default language's address.
    return answer(defaultLanguage, `${rest}${query}`);
  }
  const wanted = preferredLanguage(request, languages);
  if (wanted && wanted !== defaultLanguage) {
    return answer(defaultLanguage, `${languageHref(rest, wanted, defaultLanguage)}${query}`);
  }
  return answer(defaultLanguage, null);
}

/** The shopper's language among `offered`: the sf_lang cookie, else the best of Accept-Language. */
function preferredLanguage(
  request: LanguageRequest,
  offered: readonly StoreLanguage[],
): StoreLanguage | null {
  const remembered = request.cookies?.[LANGUAGE_COOKIE];
  if (isStoreLanguage(remembered) && offered.includes(remembered)) return remembered;
  return acceptedLanguages(request.headers['accept-language']).find((l) => offered.includes(l)) ?? null;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The head's alternates of a store page (docs/decisions/0092): one `hreflang` link per enabled
 * language and `x-default` (the unprefixed address), on `origin`, without the query.
 */
export function hreflangLinks(origin: string, url: string, resolved: ResolvedLanguage): string {
  if (resolved.languages.length < 2) return '';
  const pathname = url.split('?')[0] ?? '/';
  const { rest } = languageFromPath(pathname);
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${origin}${path}`)}">`;
  return [
    ...resolved.languages.map((language) =>
      link(language, languageHref(rest, language, resolved.defaultLanguage)),
    ),
    link('x-default', rest),
  ].join('\n    ');
}
