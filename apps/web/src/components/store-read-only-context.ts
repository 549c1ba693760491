// Whether the admin screen's store takes changes (components/store-read-only.tsx provides it). Kept
// apart from the provider so the shared buttons read it without pulling the admin's queries into
// the store front's bundle; outside the admin nothing provides it and everything is writable.
import { createContext, useContext } from 'react';

export type StoreReadOnly = {
  readOnly: boolean;
  /** The full sentence the banner shows (the API's `readOnlyReason`). */
  reason: string | null;
  /**
   * The short reason a disabled write action carries as its title and accessible description
   * ("This store is read-only until its bill is paid", "This store is suspended"), ADR 0088.
   */
  title: string | null;
  /** Read-only for an unpaid bill (ADR 0084): paying it restores the store. */
  unpaidBill: boolean;
};

export const WRITABLE: StoreReadOnly = { readOnly: false, reason: null, title: null, unpaidBill: false };
export const StoreReadOnlyContext = createContext<StoreReadOnly>(WRITABLE);

/** Whether the current admin screen's store takes changes from this user (false outside the admin). */
export function useStoreReadOnly(): StoreReadOnly {
  return useContext(StoreReadOnlyContext);
}

/**
 * Why a write action is switched off in this store, or undefined when it may be used: the one
 * answer the shared controls (Button's `write`, RowAction, DropdownMenuItem, ConfirmDialog) give.
 */
export function useWriteBlockedReason(): string | undefined {
  const state = useContext(StoreReadOnlyContext);
  return state.readOnly ? (state.title ?? state.reason ?? undefined) : undefined;
}
