// Server rendering of a store's home page (ADR 0014): the API loads this module's build
// (dist-ssr/entry-server.js, never served to browsers) and writes the markup into <div id="root">,
// so the shopper sees the store's title, filters and product cards before any JavaScript runs.
// The tree is the browser's for a store route (providers, the area boundary, the store front) with
// the same seeded query cache, so main.tsx hydrates it. Only the store front is imported: no admin
// code in this bundle.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AreaOutlet } from './app/area-outlet.tsx';
import { AppProvider } from './app/provider.tsx';
import { StorefrontArea } from './app/routes/storefront/area.tsx';
import { type StorePageData, seedStorePageData } from './app/routes/storefront/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

export type { StorePageData };

/** The markup of `url` (path and query) for a store page's data; rejects if any part fails. */
export async function renderStorePage(url: string, data: StorePageData): Promise<string> {
  const [pathname = '/', search = ''] = url.split('?');
  const queryClient = createQueryClient();
  seedStorePageData(queryClient, pathname, data);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <AreaOutlet Area={StorefrontArea} />
        </Router>
      </AppProvider>
    </StrictMode>,
    {
      // Every boundary inline: React would otherwise move a large one to the end of the page with
      // an inline script to swap it in, which the Content Security Policy (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails would be left to the browser behind a spinner: better no markup at all.
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  queryClient.clear();
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
