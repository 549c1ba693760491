// The people of an admin call's tests that include a read-only store (useTwoStores with
// `closedStatus`): each store's owner, the closed store's owner, a customer and the super admin.
import type { TestUser } from './app.ts';
import type { StoreIds } from './two-stores.ts';

export function ownersOfEachStore({ a, b, closed }: StoreIds) {
  return {
    a: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'owner-b', password: 'owner-b-pass', memberOf: [b] },
    closed: { username: 'owner-closed', password: 'owner-c-pass', memberOf: [closed] },
    customer: { username: 'customer', password: 'customer-pass' },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  } satisfies Record<string, TestUser>;
}
