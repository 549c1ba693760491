// Store-front addresses by language (docs/decisions/0092): `/{lang}` before a store address names
// its language (`/de/s/demo`, `/de/products/mug`); without it the page is in the store's default
// language. The API (store routes, the page cache) and the web app read prefixes with these alone.
import { isStoreLanguage, type StoreLanguage } from './languages.ts';

/** `/de/s/demo` → { language: 'de', rest: '/s/demo' }; no prefix → language null and the path as it is. */
export function languageFromPath(pathname: string): { language: StoreLanguage | null; rest: string } {
  const language = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (!language || !isStoreLanguage(language)) return { language: null, rest: pathname };
  return { language, rest: pathname.slice(3) || '/' };
}

/** The address of an unprefixed store path in `language`: the default language's has no prefix. */
export function languageHref(path: string, language: StoreLanguage, defaultLanguage: StoreLanguage): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The store languages an Accept-Language header asks for, most wanted first (`de-CH, fr;q=0.8, en;q=0.5`
 * → de, fr, en); languages the store front does not have, and `q=0`, are left out.
 */
export function acceptedLanguages(header: string | undefined): StoreLanguage[] {
  if (!header) return [];
  const ranked: { language: StoreLanguage; q: number; index: number }[] = [];
  const parts = header.split(',', 20);
  for (let index = 0; index < parts.length; index++) {
    const [tag = '', ...params] = (parts[index] ?? '').trim().split(';');
    const language = tag.trim().slice(0, 2).toLowerCase();
    if (!isStoreLanguage(language) || (tag.length > 2 && tag[2] !== '-')) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0)) continue;
    ranked.push({ language, q, index });
  }
  ranked.sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language))];
}
