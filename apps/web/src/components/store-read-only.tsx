// An inactive or suspended store's admin is read-only for its members (the API refuses their
// writes with 403, apps/api/src/modules/auth/authorize.ts). The admin layout wraps every screen in
// <StoreReadOnlyArea> (through app/routes/admin/store-read-only-frame.tsx): a banner at the top says why and what to do, and the shared write controls
// read useStoreReadOnly() and disable themselves: submit buttons (ui/button), a dialog's save
// (form-dialog), a confirm button (confirm-dialog) and Delete row actions (row-actions). A super
// admin may still manage such a store, so nothing is disabled for them.
import { type CurrentUser, readOnlyReasonFor } from '@storefleet/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { tenantIdFromAdminPath } from '@/lib/tenant-path.ts';
import { type StoreReadOnly, StoreReadOnlyContext, WRITABLE } from './store-read-only-context.ts';

export { type StoreReadOnly, useStoreReadOnly } from './store-read-only-context.ts';

/**
 * The store whose status decides: the /tenant/{id} of the URL, else the member's own store. Null
 * when nothing is read-only for this user: signed out, a super admin, or a user without a store.
 */
export function readOnlyStoreFor(user: CurrentUser | null | undefined, pathname: string): number | null {
  if (!user || user.isAdmin === 'true') return null;
  const tenantId = tenantIdFromAdminPath(pathname) ?? user.memberships[0]?.tenantId ?? null;
  if (tenantId == null || !user.memberships.some((m) => m.tenantId === tenantId)) return null;
  return tenantId;
}

/** The read-only state for a store's status ('active', 'inactive', 'suspended'). */
export function storeReadOnlyFor(status: string | null | undefined): StoreReadOnly {
  const reason = status ? readOnlyReasonFor(status) : null;
  return reason ? { readOnly: true, reason } : WRITABLE;
}

/** What a read-only store's member can do about it, shown under the reason. */
export const READ_ONLY_HELP =
  'You can still look around, but nothing can be saved, created or deleted until the platform operator reactivates the store.';

export function StoreReadOnlyBanner({ reason }: { reason: string }) {
  return (
    <div
      role="alert"
      data-testid="store-read-only-banner"
      className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{reason}</p>
        <p>{READ_ONLY_HELP}</p>
      </div>
    </div>
  );
}

/**
 * The admin screens' frame (the layout passes the store's readOnlyReason, app/routes/admin/
 * store-read-only-frame.tsx): the banner when the store is read-only, and the state for the controls.
 */
export function StoreReadOnlyArea({ reason, children }: { reason: string | null; children: ReactNode }) {
  const state: StoreReadOnly = reason ? { readOnly: true, reason } : WRITABLE;
  return (
    <StoreReadOnlyContext.Provider value={state}>
      {reason ? <StoreReadOnlyBanner reason={reason} /> : null}
      {children}
    </StoreReadOnlyContext.Provider>
  );
}

/** Controls that change the user's own account, not the store (sign out everywhere), stay usable. */
export function StoreWritesAllowed({ children }: { children: ReactNode }) {
  return <StoreReadOnlyContext.Provider value={WRITABLE}>{children}</StoreReadOnlyContext.Provider>;
}
