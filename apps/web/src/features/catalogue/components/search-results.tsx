// The store front's search results: the product grid of the home page, filtered to the
// store's products matching the query (so the card and the detail dialog work as there), under a
// heading that names the query; nothing found says so, with a way back to all products. Loaded
// when a search is first made (the home page's JavaScript budget).
import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useStorefrontSearch } from '../api/search-storefront-products.ts';
import type { AddToCart } from '../use-product-choice.ts';
import { ProductsSection } from './products-section.tsx';

type SearchResultsProps = {
  id: string;
  tenantId: number;
  query: string;
  onShowAll(): void;
  onAddToCart: AddToCart;
  subscriptionsAvailable: boolean;
  storeBase: string;
  homePath: string;
  openHandle: string | null;
};

export function SearchResults(props: SearchResultsProps) {
  const { id, tenantId, query, onShowAll } = props;
  const results = useStorefrontSearch(tenantId, query);
  const t = useT();
  // While the next query loads, the previous answer stays, and so does the query it answers.
  const answered = useRef(query);
  if (!results.isPlaceholderData) answered.current = query;
  const shown = answered.current;
  const empty: ReactNode = (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-medium">{t('search.noMatch', { query: shown })}</p>
      <Button variant="outline" onClick={onShowAll}>
        {t('search.showAll')}
      </Button>
    </div>
  );
  return (
    <div aria-busy={results.isFetching} data-testid="search-results">
      <ProductsSection
        key={shown}
        id={id}
        heading={t('search.results', { query: shown })}
        empty={empty}
        products={results.data}
        isLoading={results.isPending}
        error={results.error}
        onRetry={() => void results.refetch()}
        onAddToCart={props.onAddToCart}
        subscriptionsAvailable={props.subscriptionsAvailable}
        storeBase={props.storeBase}
        homePath={props.homePath}
        openHandle={props.openHandle}
      />
    </div>
  );
}
