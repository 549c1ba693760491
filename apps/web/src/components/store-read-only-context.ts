// Whether the admin screen's store takes changes (components/store-read-only.tsx provides it). Kept
// apart from the provider so the shared buttons read it without pulling the admin's queries into
// the store front's bundle; outside the admin nothing provides it and everything is writable.
import { createContext, useContext } from 'react';

export type StoreReadOnly = { readOnly: boolean; reason: string | null };

export const WRITABLE: StoreReadOnly = { readOnly: false, reason: null };
export const StoreReadOnlyContext = createContext<StoreReadOnly>(WRITABLE);

/** Whether the current admin screen's store takes changes from this user (false outside the admin). */
export function useStoreReadOnly(): StoreReadOnly {
  return useContext(StoreReadOnlyContext);
}
