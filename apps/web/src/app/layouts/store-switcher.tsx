// The header's acting store: a super admin sees the name of the store their URL
// names and switches to another one on the same screen (/tenant/{new}/…); a keyboard-usable
// combobox (Radix Select: arrows, type-ahead, Enter). A store's members see their store's name.
import type { CurrentUser } from '@storefleet/contracts';
import { Store } from 'lucide-react';
import { useLocation } from 'wouter';
import { switchStorePath } from '@/components/layouts/admin-nav.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';

export function StoreSwitcher({ user, tenantId }: { user: CurrentUser; tenantId: number | null }) {
  const [pathname, navigate] = useLocation();
  const stores = useTenants();
  const acting = stores.data?.find((store) => store.id === tenantId);
  return (
    <Select
      value={tenantId === null ? '' : String(tenantId)}
      onValueChange={(value) => navigate(switchStorePath(pathname, Number(value), user))}
    >
      <SelectTrigger
        aria-label="Acting store"
        data-testid="acting-store"
        className="h-8 w-auto max-w-[11rem] gap-1.5 rounded-full bg-accent px-3 text-xs font-medium text-accent-foreground sm:max-w-xs"
      >
        <Store aria-hidden="true" className="size-3.5 shrink-0" />
        <SelectValue placeholder={stores.isPending ? 'Loading stores…' : 'Choose a store'}>
          {acting?.name ?? (tenantId === null ? undefined : `Store #${tenantId}`)}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {(stores.data ?? []).map((store) => (
          <SelectItem key={store.id} value={String(store.id)}>
            {store.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A store member's store: its name, no switcher. */
export function StoreName({ name }: { name: string }) {
  return (
    <span
      data-testid="acting-store"
      className="inline-flex max-w-[11rem] items-center gap-1.5 truncate rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground sm:max-w-xs"
    >
      <Store aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{name}</span>
    </span>
  );
}
