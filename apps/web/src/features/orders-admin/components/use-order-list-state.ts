// The list's search, status, shop and page. Search is debounced; any filter change goes back to
// page 1 (spec admin §4).
import { useEffect, useState } from 'react';

export function useOrderListState() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatusValue] = useState('all');
  const [shop, setShopValue] = useState('all');
  const [page, setPage] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchInput === search) return;
      setSearch(searchInput);
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  return {
    searchInput,
    setSearchInput,
    search,
    status,
    setStatus: (value: string) => {
      setStatusValue(value);
      setPage(0);
    },
    shop,
    setShop: (value: string) => {
      setShopValue(value);
      setPage(0);
    },
    page,
    setPage,
  };
}
