// Tenant detail's paging (spec admin §9: 5 per page): 'Showing a-b of n' with Previous and Next.
import { Button } from '@/components/ui/button.tsx';

export const DETAIL_PAGE_SIZE = 5;

export function pageOf<T>(items: T[], page: number): T[] {
  return items.slice(page * DETAIL_PAGE_SIZE, (page + 1) * DETAIL_PAGE_SIZE);
}

type PagerProps = { page: number; total: number; onPage: (page: number) => void; label: string };

export function Pager({ page, total, onPage, label }: PagerProps) {
  if (total === 0) return null;
  const first = page * DETAIL_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * DETAIL_PAGE_SIZE);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first}-{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={last >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** Spec §9: descriptions cut at 60 characters, content values at 50. */
export function cut(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
