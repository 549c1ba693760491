// The address book through the front door: each call's happy path, the checkout's messages, the
// default rules, the cap, and who may read what (another customer: 404; another store: its own
// book; anonymous: 401; staff and platform administrators are not customers: 403).
import { MAX_SAVED_ADDRESSES, UK_POSTCODE_MESSAGE } from '@storefleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  signInStoreTeam,
  signInUsers,
  type TestApp,
} from '../../../test/app.ts';

let t: TestApp;
let storeA: number;
let storeB: number;
let cookies: Awaited<ReturnType<typeof signInStoreTeam>> & { other: string; clerk: string };

const home = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Analytical Row',
  city: 'London',
  zipCode: 'sw1a1aa',
};
const work = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '2 Engine Street',
  city: 'Leeds',
  zipCode: 'LS1 4AP',
};

const book = (store: number) => `/api/account/addresses?tenantId=${store}`;
const one = (store: number, id: number) => `/api/account/addresses/${id}?tenantId=${store}`;
type Address = { id: number; isDefault: boolean; address: string; zipCode: string };
const list = async (cookie: string, store = storeA) =>
  (await callApi(t.app, 'GET', book(store), cookie)).json() as Address[];

beforeAll(async () => {
  t = await createTestApp();
  storeA = (await createTenant(t.db, { slug: 'addresses-a' })).id;
  storeB = (await createTenant(t.db, { slug: 'addresses-b' })).id;
  const team = await signInStoreTeam(t, storeA, storeB);
  const more = await signInUsers(t, {
    other: { username: 'other-shopper', password: 'other-pass' },
    clerk: { username: 'clerk-a', password: 'clerk-pass', memberOf: [storeA] },
  });
  cookies = { ...team, ...more };
});
afterAll(() => t.close());

describe('the address book', () => {
  it('starts empty; the first address becomes the default, with the postcode normalised', async () => {
    expect(await list(cookies.customer)).toEqual([]);
    const created = await callApi(t.app, 'POST', book(storeA), cookies.customer, home);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...home, zipCode: 'SW1A 1AA', isDefault: true });
  });

  it('adds a second address that is not the default, then makes it the default on edit', async () => {
    const second = (await callApi(t.app, 'POST', book(storeA), cookies.customer, work)).json() as Address;
    expect(second.isDefault).toBe(false);
    const edited = await callApi(t.app, 'PUT', one(storeA, second.id), cookies.customer, {
      ...work,
      address: '3 Engine Street',
      isDefault: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ address: '3 Engine Street', isDefault: true });
    const rows = await list(cookies.customer);
    expect(rows.map((r) => [r.id, r.isDefault])).toEqual([
      [second.id, true],
      [rows[1]!.id, false],
    ]);
  });

  it('keeps the default when an edit says isDefault false (another must be chosen instead)', async () => {
    const [first] = await list(cookies.customer);
    const edited = await callApi(t.app, 'PUT', one(storeA, first!.id), cookies.customer, {
      ...work,
      isDefault: false,
    });
    expect(edited.json()).toMatchObject({ isDefault: true });
  });

  it('a new address asked to be the default takes it over', async () => {
    const third = (
      await callApi(t.app, 'POST', book(storeA), cookies.customer, {
        ...home,
        city: 'Bath',
        zipCode: 'BA1 1AA',
        isDefault: true,
      })
    ).json() as Address;
    expect(third.isDefault).toBe(true);
    expect((await list(cookies.customer)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([third.id]);
  });

  it('deleting the default makes the newest remaining address the default, and the last one leaves none', async () => {
    const before = await list(cookies.customer);
    const [defaultOne, ...rest] = before;
    expect((await callApi(t.app, 'DELETE', one(storeA, defaultOne!.id), cookies.customer)).statusCode).toBe(
      204,
    );
    const newest = [...rest].sort((x, y) => y.id - x.id)[0]!;
    const after = await list(cookies.customer);
    expect(after.find((r) => r.isDefault)?.id).toBe(newest.id);
    for (const row of after) await callApi(t.app, 'DELETE', one(storeA, row.id), cookies.customer);
    expect(await list(cookies.customer)).toEqual([]);
  });

  it("answers the checkout's messages for missing and wrong fields", async () => {
    const empty = await callApi(t.app, 'POST', book(storeA), cookies.customer, {
      firstName: ' ',
      lastName: '',
      address: '',
      city: '',
      zipCode: '',
    });
    expect(empty.statusCode).toBe(400);
    const messages = JSON.stringify(empty.json());
    for (const text of [
      'Enter your first name',
      'Enter your last name',
      'Enter the street address for delivery',
      'Enter your town or city',
      'Enter your postcode',
    ]) {
      expect(messages).toContain(text);
    }
    const badPostcode = await callApi(t.app, 'POST', book(storeA), cookies.customer, {
      ...home,
      zipCode: '12345',
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(JSON.stringify(badPostcode.json())).toContain(UK_POSTCODE_MESSAGE);
    const badId = await callApi(
      t.app,
      'PUT',
      `/api/account/addresses/abc?tenantId=${storeA}`,
      cookies.customer,
      home,
    );
    expect(badId.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses, then says so`, async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
      const r = await callApi(t.app, 'POST', book(storeB), cookies.customer, {
        ...home,
        address: `${i} Full Street`,
      });
      expect(r.statusCode).toBe(201);
    }
    const refused = await callApi(t.app, 'POST', book(storeB), cookies.customer, home);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Your address book is full: it keeps at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
    );
    expect((await list(cookies.customer, storeB)).filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('who sees which addresses', () => {
  let mine: Address;
  beforeAll(async () => {
    mine = (await callApi(t.app, 'POST', book(storeA), cookies.customer, home)).json() as Address;
  });

  it('another customer neither sees nor changes them: 404', async () => {
    expect(await list(cookies.other)).toEqual([]);
    expect((await callApi(t.app, 'PUT', one(storeA, mine.id), cookies.other, work)).statusCode).toBe(404);
    expect((await callApi(t.app, 'DELETE', one(storeA, mine.id), cookies.other)).statusCode).toBe(404);
    expect((await list(cookies.customer)).map((r) => r.address)).toEqual([home.address]);
  });

  it("each store keeps its own book: store A's address is not in store B's", async () => {
    const inB = await list(cookies.customer, storeB);
    expect(inB.some((r) => r.id === mine.id)).toBe(false);
    expect((await callApi(t.app, 'PUT', one(storeB, mine.id), cookies.customer, work)).statusCode).toBe(404);
    expect((await callApi(t.app, 'DELETE', one(storeB, mine.id), cookies.customer)).statusCode).toBe(404);
  });

  it('anonymous: 401 on every call', async () => {
    expect((await callApi(t.app, 'GET', book(storeA))).statusCode).toBe(401);
    expect((await callApi(t.app, 'POST', book(storeA), undefined, home)).statusCode).toBe(401);
    expect((await callApi(t.app, 'PUT', one(storeA, mine.id), undefined, home)).statusCode).toBe(401);
    expect((await callApi(t.app, 'DELETE', one(storeA, mine.id))).statusCode).toBe(401);
  });

  it('staff, owners and platform administrators are not customers: 403', async () => {
    for (const who of [cookies.clerk, cookies.ownerA, cookies.ownerB, cookies.admin]) {
      const read = await callApi(t.app, 'GET', book(storeA), who);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe('Only customer accounts keep an address book');
      expect((await callApi(t.app, 'POST', book(storeA), who, home)).statusCode).toBe(403);
      expect((await callApi(t.app, 'DELETE', one(storeA, mine.id), who)).statusCode).toBe(403);
    }
    expect(await list(cookies.customer)).toHaveLength(1);
  });

  it('an unknown or closed store: 404', async () => {
    expect((await callApi(t.app, 'GET', book(999_999), cookies.customer)).statusCode).toBe(404);
  });
});
