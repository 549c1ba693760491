// The store header's search field. On the home page results follow the typing (the
// URL's ?q= changes 250 ms after the last key: the first search adds a history entry, the next
// ones replace it, so Back leaves the search); elsewhere Enter opens the results on the home page.
// On a phone an icon opens the field over the header; Escape closes it (on a wider screen Escape
// clears it). Only the input lives here: the results' code loads with the first search.
import { Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { SEARCH_QUERY_MAX, searchHref, useSearchQuery } from '../search-query.ts';

const DEBOUNCE_MS = 250;
const FIELD_ID = 'store-search';

export function StoreSearchField({ homeHref }: { homeHref: string }) {
  const [location, navigate] = useLocation();
  const urlQuery = useSearchQuery();
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const sent = useRef(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const onHome = location === homeHref;
  const t = useT();

  // Back, Forward or 'Show all products' changed the URL: the field shows what the page shows.
  useEffect(() => {
    if (urlQuery === sent.current) return;
    sent.current = urlQuery;
    setValue(urlQuery);
  }, [urlQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (query: string) => {
    clearTimeout(timer.current);
    const q = query.trim();
    if (onHome && q === sent.current) return;
    // The first search from the full list is a new history entry; refining or clearing it replaces it.
    const replace = onHome && sent.current !== '';
    sent.current = q;
    navigate(searchHref(homeHref, q), { replace });
  };

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    if (onHome) timer.current = setTimeout(() => show(next), DEBOUNCE_MS);
  };

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    show(value);
    setOpen(false);
    // The results' heading takes the focus once they are there.
    requestAnimationFrame(() => document.getElementById('products')?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (open) close();
    else if (value) onChange('');
  };

  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('search.label')}
        aria-expanded={open}
        aria-controls={FIELD_ID}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Search aria-hidden="true" className="size-5!" />
      </Button>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search role; <search> is not in every browser we serve */}
      <form
        id={FIELD_ID}
        role="search"
        onSubmit={onSubmit}
        className={cn(
          'items-center gap-2 bg-background',
          open ? 'absolute inset-0 z-10 flex px-4' : 'hidden',
          'md:static md:z-auto md:flex md:w-full md:max-w-xs md:px-0 lg:max-w-sm',
        )}
      >
        <div className="relative w-full">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={input}
            type="search"
            name="q"
            aria-label={t('search.label')}
            placeholder={t('search.label')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-base outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('search.close')}
          onClick={close}
        >
          <X aria-hidden="true" className="size-5!" />
        </Button>
      </form>
    </>
  );
}
