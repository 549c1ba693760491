// Previous / Next through `total` rows, `pageSize` at a time (pages count from 0), with
// 'Showing a-b of n' and, where a list asks for it, 'Page x of y'. A `capped` total is a lower
// bound (the server stopped counting, ADR 0021): shown as 'n+', and Next stays on while the page
// is full.
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Order pages'. */
  label: string;
  showPageCount?: boolean;
  className?: string;
  /** `total` is "at least": the server counted no further. */
  capped?: boolean;
  /** Rows on this page (needed with `capped`: a short page is the last). */
  rowsOnPage?: number;
};

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
  showPageCount,
  className,
  capped = false,
  rowsOnPage = pageSize,
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 && !capped ? 0 : page * pageSize + 1;
  const last = capped ? page * pageSize + rowsOnPage : Math.min(total, (page + 1) * pageSize);
  const more = capped ? rowsOnPage >= pageSize : page + 1 < pages;
  const plus = capped ? '+' : '';
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {first}-{last} of {total.toLocaleString('en-GB')}
        {plus}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {showPageCount ? (
          <span className="tabular-nums">
            Page {page + 1} of {pages.toLocaleString('en-GB')}
            {plus}
          </span>
        ) : null}
        <Button variant="outline" size="sm" disabled={!more} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** The rows of one page of an in-memory list. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice(page * pageSize, (page + 1) * pageSize);
}
