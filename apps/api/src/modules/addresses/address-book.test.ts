// The address book's rules (address-book.ts): the cap and the one default.
import { ADDRESS_BOOK_FULL_MESSAGE, MAX_SAVED_ADDRESSES } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressBookFullMessage,
  isDefaultWhenAdded,
  isDefaultWhenEdited,
  nextDefaultAfterDelete,
} from './address-book.ts';

const at = (id: number, isDefault: boolean, minutes: number) => ({
  id,
  isDefault,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)),
});

describe('address book rules', () => {
  it('refuses one more past the cap, with the message', () => {
    expect(addressBookFullMessage(MAX_SAVED_ADDRESSES - 1)).toBeUndefined();
    expect(addressBookFullMessage(MAX_SAVED_ADDRESSES)).toBe(ADDRESS_BOOK_FULL_MESSAGE);
  });

  it('the first address is the default whatever was asked; another only when asked', () => {
    expect(isDefaultWhenAdded([], false)).toBe(true);
    expect(isDefaultWhenAdded([], undefined)).toBe(true);
    expect(isDefaultWhenAdded([at(1, true, 0)], undefined)).toBe(false);
    expect(isDefaultWhenAdded([at(1, true, 0)], true)).toBe(true);
  });

  it('an edit makes an address the default when asked, and never unmakes the default', () => {
    expect(isDefaultWhenEdited(at(1, false, 0), true)).toBe(true);
    expect(isDefaultWhenEdited(at(1, false, 0), undefined)).toBe(false);
    expect(isDefaultWhenEdited(at(1, true, 0), false)).toBe(true);
  });

  it('deleting the default hands it to the newest remaining address, or to none', () => {
    const kept = [at(1, true, 0), at(2, false, 5), at(3, false, 2)];
    expect(nextDefaultAfterDelete(kept, kept[0]!)).toBe(2);
    expect(nextDefaultAfterDelete(kept, kept[1]!)).toBeUndefined();
    expect(nextDefaultAfterDelete([at(1, true, 0)], at(1, true, 0))).toBeUndefined();
    const sameTime = [at(4, true, 0), at(5, false, 1), at(6, false, 1)];
    expect(nextDefaultAfterDelete(sameTime, sameTime[0]!)).toBe(6);
  });
});
