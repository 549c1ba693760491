// The operator's view of every store's own domains and their states (ADR 0070), under Tenant Management.
import { Globe } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePlatformDomains } from '../api/get-platform-domains.ts';
import { DomainStateBadge } from './domain-state-badge.tsx';

export function PlatformDomains() {
  const domains = usePlatformDomains();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">Store domains</CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        {domains.isPending ? (
          <Spinner label="Loading domains…" className="py-8" />
        ) : domains.isError ? (
          <LoadError what="store domains" onRetry={() => domains.refetch()} className="m-4" />
        ) : domains.data.length === 0 ? (
          <EmptyState icon={Globe} title="No store has added a domain" titleAs="p" className="py-8" />
        ) : (
          <ul className="divide-y">
            {domains.data.map((domain) => (
              <li key={domain.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-6 py-3 text-sm">
                <span className="min-w-0 break-all font-medium">{domain.host}</span>
                <DomainStateBadge state={domain.state} />
                {domain.isPrimary ? <span className="text-xs text-muted-foreground">primary</span> : null}
                <span className="text-muted-foreground">
                  {domain.storeName} ({domain.storeSlug})
                </span>
                {domain.failureReason && domain.state === 'failed' ? (
                  <span className="w-full text-xs text-destructive">{domain.failureReason}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
