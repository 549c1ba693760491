// A list the server pages, in a card: a spinner while the page loads, what failed and a retry, the
// empty state when the page has no rows, else the rows (the caller's table) with Previous / Next and
// 'Page x of y' under them.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

type PagedListCardProps = {
  /** The page's read; its data carries the total the server counted. */
  read: { isPending: boolean; isError: boolean; data?: { total: number }; refetch: () => unknown };
  /** How many rows the page holds. */
  rowCount: number;
  /** Which page is shown (from 0), how many rows make one, and the page navigation's name. */
  pages: { page: number; size: number; onPage: (page: number) => void; label: string };
  /** What the list is, for 'Loading {what}…' and 'Failed to fetch {what}.' */
  what: string;
  /** Said instead of 'Failed to fetch …' when the failure has more to say. */
  failure?: string;
  empty: { icon: LucideIcon; title: string; text: string };
  children: ReactNode;
};

export function PagedListCard({ read, rowCount, pages, what, failure, empty, children }: PagedListCardProps) {
  return (
    <Card className="overflow-hidden">
      {read.isPending ? (
        <Spinner label={`Loading ${what}…`} className="py-16" />
      ) : read.isError ? (
        <div className="p-4">
          <LoadError message={failure} what={what} onRetry={() => read.refetch()} />
        </div>
      ) : rowCount === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} titleAs="p" className="py-16">
          {empty.text}
        </EmptyState>
      ) : (
        <>
          {children}
          <Pagination
            page={pages.page}
            pageSize={pages.size}
            total={read.data?.total ?? 0}
            rowsOnPage={rowCount}
            onPage={pages.onPage}
            label={pages.label}
            showPageCount
            className="px-4 py-3"
          />
        </>
      )}
    </Card>
  );
}
