// An inactive or suspended store's admin is read-only for its members (the API refuses their
// writes with 403, apps/api/src/modules/auth/authorize.ts). The admin layout wraps every screen in
// <StoreReadOnlyArea> (through app/routes/admin/store-read-only-frame.tsx): a banner at the top says why and what to do, and the shared write controls
// read useStoreReadOnly() and disable themselves: submit buttons (ui/button), a dialog's save
// (form-dialog), a confirm button (confirm-dialog) and Delete row actions (row-actions). A super
// admin may still manage such a store, so nothing is disabled for them. A write action that is not
// one of those shared controls opts in with `write` (Button, DropdownMenuItem, RowAction) and
// carries the short reason as its title (ADR 0088).
import { type CurrentUser, readOnlyReasonFor, readOnlyTitleFor } from '@storefleet/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { tenantIdFromAdminPath } from '@/lib/tenant-path.ts';
import { type StoreReadOnly, StoreReadOnlyContext, WRITABLE } from './store-read-only-context.ts';

export {
  type StoreReadOnly,
  useStoreReadOnly,
  useWriteBlockedReason,
} from './store-read-only-context.ts';

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

/**
 * The read-only state for a store's status ('active', 'inactive', 'suspended') and the API's
 * `readOnlyReason` (which an active store has only while an unpaid bill holds it, ADR 0084).
 */
export function storeReadOnlyFor(
  status: string | null | undefined,
  readOnlyReason: string | null = status ? readOnlyReasonFor(status) : null,
): StoreReadOnly {
  if (!status || !readOnlyReason) return WRITABLE;
  return {
    readOnly: true,
    reason: readOnlyReason,
    title: readOnlyTitleFor(status, readOnlyReason),
    unpaidBill: status === 'active',
  };
}

/** What a read-only store's member can do about it, shown under the reason. */
export const READ_ONLY_HELP =
  'You can still look around, but nothing can be saved, created or deleted until the platform operator reactivates the store.';

/** The same for a store held for an unpaid bill: paying it restores the store at once. */
export const UNPAID_BILL_HELP =
  'You can still look around, but nothing can be saved, created or deleted until the bill is paid. Paying it restores the store at once.';

export function StoreReadOnlyBanner({
  reason,
  unpaidBill = false,
  mayPay = false,
}: {
  reason: string;
  unpaidBill?: boolean;
  /** The member may manage billing (the owner): the banner links to where the bill is paid. */
  mayPay?: boolean;
}) {
  return (
    <div
      role="alert"
      data-testid="store-read-only-banner"
      className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{reason}</p>
        <p>{unpaidBill ? UNPAID_BILL_HELP : READ_ONLY_HELP}</p>
        {unpaidBill && mayPay ? (
          <p>
            <Link href="/subscription" className="font-medium underline underline-offset-4">
              Pay the bill in Subscription Management
            </Link>
          </p>
        ) : unpaidBill ? (
          <p>Ask the store owner to pay it.</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The admin screens' frame (the layout passes the store's state, app/routes/admin/
 * store-read-only-frame.tsx): the banner when the store is read-only, and the state for the controls.
 */
export function StoreReadOnlyArea({
  state,
  mayPay = false,
  children,
}: {
  state: StoreReadOnly;
  mayPay?: boolean;
  children: ReactNode;
}) {
  return (
    <StoreReadOnlyContext.Provider value={state}>
      {state.readOnly && state.reason ? (
        <StoreReadOnlyBanner reason={state.reason} unpaidBill={state.unpaidBill} mayPay={mayPay} />
      ) : null}
      {children}
    </StoreReadOnlyContext.Provider>
  );
}

/** Controls that change the user's own account, not the store (sign out everywhere), stay usable. */
export function StoreWritesAllowed({ children }: { children: ReactNode }) {
  return <StoreReadOnlyContext.Provider value={WRITABLE}>{children}</StoreReadOnlyContext.Provider>;
}
