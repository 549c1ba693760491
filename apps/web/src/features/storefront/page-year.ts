// The year the footer's copyright line shows (ADR 0089): the server's year, which it writes into a
// store page's data (the server renderer and the hydrating browser seed it alike, so their markup
// agrees), else, on a page the browser drew alone, the browser's year.
import { useQueryClient } from '@tanstack/react-query';

export const pageYearKey = ['storefront', 'page-year'] as const;

export function usePageYear(): number {
  const year = useQueryClient().getQueryData<number>(pageYearKey);
  return typeof year === 'number' ? year : new Date().getFullYear();
}
