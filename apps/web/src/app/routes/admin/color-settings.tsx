// /color-settings and /tenant/{id}/color-settings (spec admin §2 Color Templates). The store is the
// URL's, else the one chosen in the selector (shown when the user runs more than one store).
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { useState } from 'react';
import { useUser } from '@/features/auth/api/get-user.ts';
import { usePlatformStores } from '@/features/themes/api/tenant-settings.ts';
import { ColorSettings } from '@/features/themes/components/color-settings.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ColorSettingsRoute() {
  useDocumentTitle('Color Templates');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  const isSuperAdmin = user?.isAdmin === 'true';
  const platformStores = usePlatformStores(isSuperAdmin);
  const stores = isSuperAdmin
    ? (platformStores.data ?? [])
    : (user?.memberships ?? []).map((m) => ({ id: m.tenantId, name: m.tenantName }));
  const [chosen, setChosen] = useState<number | undefined>();
  const tenantId = chosen ?? pathTenantId ?? user?.memberships[0]?.tenantId ?? FALLBACK_STORE_ID;
  return <ColorSettings key={tenantId} tenantId={tenantId} stores={stores} onStore={setChosen} />;
}
