// The Customer Stores section shared by /super-admin and /tenant-admin: search, the table and the
// Edit dialog.
import type { AdminTenant, SubscriptionPlan } from '@storefleet/contracts';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { StoresTable } from '@/features/tenants-admin/components/stores-table.tsx';
import { TenantFormDialog } from '@/features/tenants-admin/components/tenant-form-dialog.tsx';

export function CustomerStores({
  plans,
  title = 'Customer Stores',
}: {
  plans: SubscriptionPlan[];
  title?: string;
}) {
  const tenants = useTenants();
  const [editing, setEditing] = useState<AdminTenant | undefined>();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim().toLowerCase());
  const shown = (tenants.data ?? []).filter(
    (t) => !term || [t.name, t.slug, t.domain ?? ''].some((text) => text.toLowerCase().includes(term)),
  );

  return (
    <section aria-labelledby="stores-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stores-heading" className="text-xl font-semibold">
          {title}
          {tenants.data ? (
            <span className="ml-2 text-base font-normal text-muted-foreground">({tenants.data.length})</span>
          ) : null}
        </h2>
        <div className="relative w-full sm:w-72">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search stores"
            placeholder="Search stores"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {tenants.isPending ? <Spinner label="Loading stores…" className="py-12" /> : null}
      {tenants.isError ? <LoadError what="stores" onRetry={() => tenants.refetch()} /> : null}
      {tenants.data ? <StoresTable tenants={shown} onEdit={setEditing} /> : null}
      <TenantFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? null : setEditing(undefined))}
        plans={plans}
        tenant={editing}
      />
    </section>
  );
}
