// Tenant detail's CMS Content tab: key, value cut to 50 characters, type; 5 per page.
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTenantContent } from '../api/get-tenant-content.ts';
import { ListError } from './list-error.tsx';
import { cut, Pager, pageOf } from './pager.tsx';

export function TenantContentList({ tenantId }: { tenantId: number }) {
  const content = useTenantContent(tenantId);
  const [page, setPage] = useState(0);
  if (content.isPending) return <Spinner label="Loading content…" className="py-10" />;
  if (content.isError)
    return <ListError message="Failed to fetch CMS content" onRetry={() => content.refetch()} />;
  if (content.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">
        <FileText aria-hidden="true" className="size-8" />
        <p>This store has no content entries yet.</p>
        <Link href={`/tenant/${tenantId}/settings`} className={buttonVariants({ size: 'sm' })}>
          Open CMS Editor
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y">
        {pageOf(content.data, page).map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-mono text-sm font-medium">{entry.key}</p>
              <p className="text-sm break-words text-muted-foreground">{cut(entry.value, 50)}</p>
            </div>
            <Badge variant="outline">{entry.type}</Badge>
          </li>
        ))}
      </ul>
      <Pager page={page} total={content.data.length} onPage={setPage} label="Content" />
    </div>
  );
}
