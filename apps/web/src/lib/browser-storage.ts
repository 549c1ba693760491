// React's view of what the shopper's browser keeps (the cart, the chosen currency). The server has
// no storage, so a server-rendered page is hydrated as if it were empty and reads storage right
// after; and another tab writing the same entry is followed here, so two tabs never disagree.
import { useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** false on the server and while hydrating its markup, true in every other render. */
export function useCanReadStorage(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Calls `onWrite` when another tab writes the storage entry `key` (none: nothing to follow). */
export function useOtherTabWrites(key: string | undefined, onWrite: () => void): void {
  const latest = useRef(onWrite);
  useEffect(() => {
    latest.current = onWrite;
  });
  useEffect(() => {
    if (key === undefined) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) latest.current();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
}
