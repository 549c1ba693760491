// Shared by the order tests (and the invoice tests, which read orders): the app of a test file with
// two stores to buy from and the people who call it signed in, as most of them start.
import { beforeAll } from 'vitest';
import { signInStoreTeam } from '../../../test/app.ts';
import {
  type CheckoutTestApp,
  type Shop,
  seedShop,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';

/**
 * The app of one test file with two stores (seedShop's, at `slugA` and `slugB`) and the Cookie
 * headers `signIn` returns for them. Like the app, the stores and cookies are filled in before the
 * file's tests and its own beforeAll, so they can be taken apart at once.
 */
export function useTwoShopsTestApp<K extends string>(
  slugA: string,
  slugB: string,
  signIn: (t: CheckoutTestApp, a: Shop, b: Shop) => Promise<Record<K, string>>,
) {
  const t = useCheckoutTestApp();
  const a = {} as Shop;
  const b = {} as Shop;
  const cookie = {} as Record<K, string>;
  beforeAll(async () => {
    Object.assign(a, await seedShop(t.db, slugA));
    Object.assign(b, await seedShop(t.db, slugB));
    Object.assign(cookie, await signIn(t, a, b));
  });
  return { t, a, b, cookie };
}

/** The usual people of a two-store test for useTwoShopsTestApp: signInStoreTeam's, of stores a and b. */
export function signInStoreTeamOf(t: CheckoutTestApp, a: Shop, b: Shop) {
  return signInStoreTeam(t, a.tenant.id, b.tenant.id);
}
