// Previous / Next through `total` rows, `pageSize` at a time (pages count from 0), with
// 'Showing a-b of n' and, where a list asks for it, 'Page x of y'.
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
};

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
  showPageCount,
  className,
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {first}-{last} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {showPageCount ? (
          <span className="tabular-nums">
            Page {page + 1} of {pages}
          </span>
        ) : null}
        <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
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
