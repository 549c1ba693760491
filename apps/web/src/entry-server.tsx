// Server rendering of a store's home page (ADR 0014): the API loads this module's build
// (dist-ssr/entry-server.js, never served to browsers) and writes the markup into <div id="root">,
// so the shopper sees the store's title, filters and product cards before any JavaScript runs.
// The tree is the browser's for a store route (providers, the area boundary, the store front) with
// the same seeded query cache, so main.tsx hydrates it. Only the store front is imported: no admin
// code in this bundle. The app runs on Preact (ADR 0023): Preact's string renderer, waiting for
// anything that suspends, so no boundary is left to the browser (its inline script would be blocked
// by the Content Security Policy, script-src 'self').
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AreaOutlet } from './app/area-outlet.tsx';
import { AppProvider } from './app/provider.tsx';
import { StorefrontArea } from './app/routes/storefront/area.tsx';
import { type StorePageData, seedStorePageData } from './app/routes/storefront/page-data.ts';
import { carriedStoreAt } from './features/tenants/shopper-store.ts';
import { catalogues } from './lib/i18n/catalogues.ts';
import {
  createTranslator,
  LanguageProvider,
  languageFromPath,
  type PageLanguage,
} from './lib/i18n/language.tsx';
import { createQueryClient } from './lib/query-client.ts';

export type { StorePageData };

/** The markup of `url` (path and query) for a store page's data; rejects if any part fails. */
export async function renderStorePage(url: string, data: StorePageData): Promise<string> {
  const [pathname = '/', search = ''] = url.split('?');
  // The page's language (docs/decisions/0092): the server decided it (resolveStoreLanguage); a
  // /{lang} prefix mounts the store front under that base, as main.tsx does in the browser.
  const prefix = languageFromPath(pathname);
  const page: PageLanguage = {
    language: data.language ?? 'en',
    languages: data.languages ?? [data.language ?? 'en'],
    defaultLanguage: data.defaultLanguage ?? 'en',
  };
  const storePath = prefix.rest;
  const queryClient = createQueryClient();
  // An unprefixed shopper screen's ?store= (ADR 0038): the data is that store's, as in the browser.
  seedStorePageData(queryClient, storePath, data, carriedStoreAt(storePath, search)?.slug ?? null);
  try {
    // The JSX is typed against React's API (react-on-preact.ts makes it Preact's at build time).
    const tree = (
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <LanguageProvider
            page={page}
            translator={createTranslator(page.language, catalogues[page.language])}
          >
            <Router ssrPath={pathname} ssrSearch={search}>
              {prefix.language ? (
                <Router base={`/${prefix.language}`}>
                  <AreaOutlet Area={StorefrontArea} />
                </Router>
              ) : (
                <AreaOutlet Area={StorefrontArea} />
              )}
            </Router>
          </LanguageProvider>
        </AppProvider>
      </StrictMode>
    ) as unknown as VNode;
    // A part that fails rejects the whole page: better no markup than a spinner left in it.
    const markup = await renderToStringAsync(tree);
    return imagePreloads(markup) + markup;
  } finally {
    queryClient.clear();
  }
}

/**
 * A preload hint for each image the page loads at once (every `<img>` but `loading="lazy"`), as
 * React's renderer wrote them and Preact's does not: the API moves these leading links into
 * `<head>` (storefront-ssr.ts `splitMarkup`), so the hero and the first row of cards start loading
 * before the parser reaches them. Attribute values are copied as the renderer escaped them.
 */
function imagePreloads(markup: string): string {
  const links = new Set<string>();
  for (const [tag] of markup.matchAll(/<img\b[^>]*>/g)) {
    if (/\sloading="lazy"/.test(tag)) continue;
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (!src) continue;
    const priority = /\sfetchpriority="(high|low)"/i.exec(tag)?.[1];
    links.add(
      `<link rel="preload" as="image" href="${src}"${priority ? ` fetchpriority="${priority}"` : ''}/>`,
    );
  }
  return [...links].join('');
}
