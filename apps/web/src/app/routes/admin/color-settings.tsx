// /color-settings and /tenant/{id}/color-settings (spec admin §2 Color Templates). The store is the
// URL's, else the one chosen in the selector (shown when the user runs more than one store). The
// store's record comes from tenants and a super admin's store list from tenants-admin.
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { useState } from 'react';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useTenantAccount } from '@/features/tenants/api/get-tenant-account.ts';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { ColorSettings } from '@/features/themes/components/color-settings.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ColorSettingsRoute() {
  useDocumentTitle('Color Templates');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  const isSuperAdmin = user?.isAdmin === 'true';
  const platformStores = useTenants({ enabled: isSuperAdmin });
  const stores = isSuperAdmin
    ? (platformStores.data ?? [])
    : (user?.memberships ?? []).map((m) => ({ id: m.tenantId, name: m.tenantName }));
  const [chosen, setChosen] = useState<number | undefined>();
  const tenantId = chosen ?? pathTenantId ?? user?.memberships[0]?.tenantId ?? FALLBACK_STORE_ID;
  const store = useTenantAccount(tenantId);
  return (
    <ColorSettings key={tenantId} tenantId={tenantId} store={store} stores={stores} onStore={setChosen} />
  );
}
