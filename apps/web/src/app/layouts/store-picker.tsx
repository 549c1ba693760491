// A super admin on a store's screen whose URL names no store (/settings, /product-management, …) is
// asked which store: never store 1 or the store the address resolves to, silently.
// Each choice opens the same screen under /tenant/{id}/. (/store-orders is the all-shops view.)
import { Building2, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { adminRoutes } from '../route-table.ts';

const rowClass =
  'flex items-center gap-3 rounded-md px-3 py-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

export function StorePicker({ path }: { path: string }) {
  const screen = adminRoutes.find((route) => route.path === path)?.title ?? 'this screen';
  useDocumentTitle(`${screen}: choose a store`);
  const stores = useTenants();
  return (
    <div className="space-y-6">
      <PageHeading title="Choose a store" description={`Which store’s ${screen} do you want to open?`} />
      <Card>
        <CardContent className="p-2">
          {stores.isPending ? (
            <Spinner label="Loading stores…" className="py-10" />
          ) : stores.isError ? (
            <LoadError what="stores" onRetry={() => stores.refetch()} />
          ) : (
            <ul aria-label="Stores" className="divide-y">
              {stores.data.map((store) => (
                <li key={store.id}>
                  <Link href={`/tenant/${store.id}${path}`} className={rowClass}>
                    <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
                    <span className="flex-1">{store.name}</span>
                    <span className="text-xs text-muted-foreground">/{store.slug}</span>
                    <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
