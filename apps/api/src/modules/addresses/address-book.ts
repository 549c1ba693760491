// The address book's rules, pure: at most MAX_SAVED_ADDRESSES per customer per store; while a
// customer has addresses exactly one is the default: the first one is, a new or edited one becomes
// it when asked, the default stays until another is chosen, and when the default is deleted the
// newest remaining address takes its place (none when none remain).
import { ADDRESS_BOOK_FULL_MESSAGE, MAX_SAVED_ADDRESSES } from '@storefleet/contracts';

type Kept = { id: number; isDefault: boolean; createdAt: Date };

/** The message refusing one more address, or undefined when it fits. */
export function addressBookFullMessage(keptCount: number): string | undefined {
  return keptCount >= MAX_SAVED_ADDRESSES ? ADDRESS_BOOK_FULL_MESSAGE : undefined;
}

/** Whether a new address is the default: the first always, another when asked. */
export function isDefaultWhenAdded(kept: readonly Kept[], asked: boolean | undefined): boolean {
  return kept.length === 0 || asked === true;
}

/** Whether an edited address is the default afterwards: asking makes it; it never stops being it. */
export function isDefaultWhenEdited(current: Kept, asked: boolean | undefined): boolean {
  return current.isDefault || asked === true;
}

/** The address that becomes the default after `deleted` goes, or undefined (none, or no change). */
export function nextDefaultAfterDelete(kept: readonly Kept[], deleted: Kept): number | undefined {
  if (!deleted.isDefault) return undefined;
  const newest = kept
    .filter((a) => a.id !== deleted.id)
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)[0];
  return newest?.id;
}
