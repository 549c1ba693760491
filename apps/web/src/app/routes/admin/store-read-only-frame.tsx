// The admin screens' frame for an inactive or suspended store (ADR 0042): reads the
// store's status (GET /api/tenant/{id}, its readOnlyReason) for a member of the store the screen
// works on, and hands it to <StoreReadOnlyArea>, which shows the banner and disables the shared
// write controls. A super admin may still manage such a store, so nothing is read-only for them.
// Members who may manage billing also see a banner while a bill's card charge has failed (ADR 0084),
// and one while the store is over its plan's orders this month (ADR 0087).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { readOnlyStoreFor, StoreReadOnlyArea, storeReadOnlyFor } from '@/components/store-read-only.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useBillingAccount } from '@/features/billing/api/billing-account.ts';
import { OrderLimitBanner } from '@/features/billing/components/order-limit-banner.tsx';
import { PastDueBanner } from '@/features/billing/components/past-due-banner.tsx';
import { tenantAccountQueryOptions } from '@/features/tenants/api/get-tenant-account.ts';

export function StoreReadOnlyFrame({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { data: user } = useUser();
  const tenantId = readOnlyStoreFor(user, pathname);
  const account = useQuery({
    ...tenantAccountQueryOptions(tenantId ?? 0),
    enabled: tenantId !== null,
    // Screens that show the store's record refetch it; the frame need not on every navigation.
    staleTime: 30_000,
  });
  const state = storeReadOnlyFor(
    tenantId !== null ? account.data?.status : null,
    account.data?.readOnlyReason ?? null,
  );
  const membership = user?.memberships.find((m) => m.tenantId === tenantId);
  const managesBilling =
    membership !== undefined && (membership.role !== 'staff' || membership.permissions.includes('settings'));
  const billing = useBillingAccount(tenantId ?? 0, { enabled: tenantId !== null && managesBilling });
  return (
    <StoreReadOnlyArea state={state} mayPay={membership?.role === 'owner'}>
      {managesBilling && billing.data?.pastDue ? (
        <div className="mb-4">
          <PastDueBanner account={billing.data} linkToCard={pathname !== '/subscription'} />
        </div>
      ) : null}
      {managesBilling && billing.data?.orderLimit ? (
        <div className="mb-4">
          <OrderLimitBanner account={billing.data} linkToPlans={pathname !== '/subscription'} />
        </div>
      ) : null}
      {children}
    </StoreReadOnlyArea>
  );
}
