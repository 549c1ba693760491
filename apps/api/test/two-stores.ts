// The setup the admin calls' tests share: a fresh app with two open stores (and, when asked, a
// closed one) and their people signed in, so each test file states only who is who.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { callApi, createTenant, createTestApp, signInUsers, type TestApp, type TestUser } from './app.ts';

export type StoreIds = { a: number; b: number; closed: number };

export type TwoStores<K extends string> = StoreIds & {
  t: TestApp;
  cookie: Record<K, string>;
  /** One request as `who` (a key of the users), anonymous without one. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: K,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
};

/**
 * Before the file's tests: stores `<prefix>-a`, `<prefix>-b` and, with `closedStatus`, `<prefix>-closed`
 * (ids in that order), then `users(stores)` signed in; after them, the app closes. The fields are
 * set once beforeAll has run, so read them inside tests.
 */
export function useTwoStores<K extends string>(
  prefix: string,
  options: { closedStatus?: string; users: (stores: StoreIds) => Record<K, TestUser> },
): TwoStores<K> {
  const fixture = {
    call: (method, url, who, payload) =>
      callApi(fixture.t.app, method, url, who && fixture.cookie[who], payload),
  } as TwoStores<K>;
  beforeAll(async () => {
    const t = await createTestApp();
    fixture.t = t;
    fixture.a = (await createTenant(t.db, { slug: `${prefix}-a` })).id;
    fixture.b = (await createTenant(t.db, { slug: `${prefix}-b` })).id;
    if (options.closedStatus) {
      fixture.closed = (
        await createTenant(t.db, { slug: `${prefix}-closed`, status: options.closedStatus })
      ).id;
    }
    fixture.cookie = await signInUsers(t, options.users(fixture));
  });
  afterAll(() => fixture.t.close());
  return fixture;
}
