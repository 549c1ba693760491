// Tenant detail's CMS Content tab: key, value cut to 50 characters, type; 5 per page.
import type { AdminContentEntry } from '@storefleet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination, pageOf } from '@/components/pagination.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cut, DETAIL_PAGE_SIZE } from './detail-paging.ts';

export function TenantContentList({
  tenantId,
  content,
}: {
  tenantId: number;
  /** The store's content entries (content-admin's read), handed in by the route. */
  content: UseQueryResult<AdminContentEntry[]>;
}) {
  const [page, setPage] = useState(0);
  if (content.isPending) return <Spinner label="Loading content…" className="py-10" />;
  if (content.isError)
    return (
      <LoadError layout="centered" message="Failed to fetch CMS content" onRetry={() => content.refetch()} />
    );
  if (content.data.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="This store has no content entries yet."
        titleAs="p"
        className="py-10"
        action={
          <Link href={`/tenant/${tenantId}/settings`} className={buttonVariants({ size: 'sm' })}>
            Open CMS Editor
          </Link>
        }
      />
    );
  }
  return (
    <div>
      <ul className="divide-y">
        {pageOf(content.data, page, DETAIL_PAGE_SIZE).map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-mono text-sm font-medium">{entry.key}</p>
              <p className="text-sm break-words text-muted-foreground">{cut(entry.value, 50)}</p>
            </div>
            <Badge variant="outline">{entry.type}</Badge>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={DETAIL_PAGE_SIZE}
        total={content.data.length}
        onPage={setPage}
        label="Content pages"
        className="pt-4"
      />
    </div>
  );
}
