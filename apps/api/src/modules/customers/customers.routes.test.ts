// The Customers screen's calls (ADR 0028): figures per customer from this store's
// orders only, search, paging, roles, one customer's view, the CSV export, and store isolation for
// the same e-mail address bought with in two stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  createTestApp,
  createUser,
  signInUsers,
  type TestApp,
  testCtx,
} from '../../../test/app.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import { customerIdOf } from './customer-id.ts';
import { exportCustomersCsv } from './customers.service.ts';

let t: TestApp;
let a: number;
let b: number;
let cookie: Record<'ownerA' | 'ownerB' | 'customer' | 'root', string>;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

type Seed = {
  name: string;
  email: string;
  status?: string;
  totalMinor: number;
  refundedMinor?: number;
  address?: string | null;
  userId?: number | null;
  at: Date;
  quantity?: number;
};

async function seed(tenantId: number, list: Seed[]) {
  for (const o of list) {
    const [row] = await t.db
      .insert(orders)
      .values({
        tenantId,
        customerName: o.name,
        customerEmail: o.email,
        shippingAddress: o.address === undefined ? '1 Test Street, London' : o.address,
        status: o.status ?? 'paid',
        totalMinor: o.totalMinor,
        subtotalMinor: o.totalMinor,
        refundedMinor: o.refundedMinor ?? 0,
        userId: o.userId ?? null,
        createdAt: o.at,
      })
      .returning();
    await t.db.insert(orderItems).values({
      tenantId,
      orderId: row!.id,
      productName: 'Tee',
      quantity: o.quantity ?? 1,
      priceMinor: o.totalMinor,
    });
  }
}

const id = (email: string) => customerIdOf(email.toLowerCase());
const get = (url: string, who?: keyof typeof cookie) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who] } : {} });

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'cust-a', name: 'Shop A' })).id;
  b = (await createTenant(t.db, { slug: 'cust-b', name: 'Shop B' })).id;
  const ada = await createUser(t.db, {
    username: 'ada@example.com',
    password: 'ada-password',
    email: 'ada@example.com',
  });
  // Created at checkout, never set a password.
  const [grace] = await t.db
    .insert(users)
    .values({ username: 'grace@example.com', email: 'grace@example.com', password: null })
    .returning();
  const carol = await createUser(t.db, {
    username: 'carol@example.com',
    password: 'carol-password',
    email: 'carol@example.com',
  });
  await seed(a, [
    {
      name: 'Ada L',
      email: 'ada@example.com',
      totalMinor: 1000,
      refundedMinor: 200,
      userId: ada.id,
      at: minutesAgo(50),
      address: '1 Analytical Row, London',
      quantity: 2,
    },
    {
      name: 'Ada L',
      email: 'ada@example.com',
      status: 'pending',
      totalMinor: 500,
      userId: ada.id,
      at: minutesAgo(40),
      address: '1 Analytical Row, London',
    },
    {
      name: 'Ada Lovelace',
      email: 'ADA@Example.com',
      status: 'shipped',
      totalMinor: 2000,
      userId: ada.id,
      at: minutesAgo(5),
      address: '12 Engine Street, Oxford',
    },
    {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      totalMinor: 1500,
      userId: grace!.id,
      at: minutesAgo(20),
      address: null,
    },
    {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      status: 'cancelled',
      totalMinor: 900,
      userId: grace!.id,
      at: minutesAgo(25),
      address: '  ',
    },
    { name: '=HYPERLINK("http://x")', email: 'formula@example.com', totalMinor: 100, at: minutesAgo(30) },
    { name: 'Doe, "Jo"', email: 'jo@example.com', totalMinor: 200, at: minutesAgo(31) },
    { name: 'Percent 100% Sale', email: 'pct@example.com', totalMinor: 300, at: minutesAgo(32) },
    { name: 'Percent 1000 Sale', email: 'pct2@example.com', totalMinor: 300, at: minutesAgo(33) },
    { name: 'Under_score', email: 'under@example.com', totalMinor: 300, at: minutesAgo(34) },
    // Carol bought here as a guest; her account (with a password) came from store B.
    { name: 'Carol', email: 'carol@example.com', totalMinor: 700, at: minutesAgo(60) },
  ]);
  await seed(b, [
    {
      name: 'Ada B-side',
      email: 'ada@example.com',
      totalMinor: 99_900,
      userId: ada.id,
      at: minutesAgo(1),
      address: '9 Other Store Lane',
    },
    { name: 'Ada B-side', email: 'ada@example.com', totalMinor: 10_000, userId: ada.id, at: minutesAgo(2) },
    { name: 'Bob Only-B', email: 'bob@example.com', totalMinor: 4000, at: minutesAgo(3) },
    { name: 'Carol', email: 'carol@example.com', totalMinor: 800, userId: carol.id, at: minutesAgo(4) },
  ]);
  cookie = await signInUsers(t, {
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    ownerB: { username: 'owner-b', password: 'owner-b-pass', memberOf: [b] },
    customer: { username: 'shopper', password: 'shopper-pass' },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  });
});
afterAll(() => t.close());

describe('GET /api/admin/customers', () => {
  it('refuses anonymous (401), customers (403) and another store’s owner naming this store (403)', async () => {
    expect((await get('/api/admin/customers')).statusCode).toBe(401);
    expect((await get('/api/admin/customers', 'customer')).statusCode).toBe(403);
    const other = await get(`/api/admin/customers?tenantId=${a}`, 'ownerB');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have access to this store');
  });

  it('groups the store’s orders by e-mail (any case), newest last order first, with the figures', async () => {
    const res = await get('/api/admin/customers', 'ownerA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('8');
    const list = res.json();
    expect(list.map((c: { email: string }) => c.email)).toEqual([
      'ADA@Example.com',
      'grace@example.com',
      'formula@example.com',
      'jo@example.com',
      'pct@example.com',
      'pct2@example.com',
      'under@example.com',
      'carol@example.com',
    ]);
    expect(list[0]).toEqual({
      id: id('ada@example.com'),
      name: 'Ada Lovelace',
      email: 'ADA@Example.com',
      ordersCount: 3,
      // 10.00 − 2.00 refunded + 20.00 shipped; the pending 5.00 took nothing.
      totalSpent: '28.00',
      lastOrderAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      accountStatus: 'Account',
    });
    expect(Date.parse(list[0].lastOrderAt)).toBeGreaterThan(Date.now() - 6 * 60_000);
    // The cancelled 9.00 took nothing either; an account without a password is 'Invited'.
    expect(list[1]).toMatchObject({ ordersCount: 2, totalSpent: '15.00', accountStatus: 'Invited' });
    expect(list[2]).toMatchObject({ name: '=HYPERLINK("http://x")', accountStatus: 'Guest' });
  });

  it('pages on the server with X-Total-Count', async () => {
    const first = await get('/api/admin/customers?limit=3', 'ownerA');
    const second = await get('/api/admin/customers?limit=3&offset=3', 'ownerA');
    const last = await get('/api/admin/customers?limit=3&offset=6', 'ownerA');
    expect(first.json()).toHaveLength(3);
    expect(second.json()).toHaveLength(3);
    expect(last.json()).toHaveLength(2);
    expect(last.headers['x-total-count']).toBe('8');
    const all = [...first.json(), ...second.json(), ...last.json()].map((c) => c.id);
    expect(new Set(all).size).toBe(8);
    expect(last.json()[1].email).toBe('carol@example.com');
    const past = await get('/api/admin/customers?offset=100', 'ownerA');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('8');
  });

  it('searches names and e-mails of any of their orders, case-insensitively, % _ \\ matching themselves', async () => {
    const byOldName = await get('/api/admin/customers?search=ada%20l', 'ownerA');
    expect(byOldName.json().map((c: { name: string }) => c.name)).toEqual(['Ada Lovelace']);
    const byEmail = await get('/api/admin/customers?search=GRACE@EXAMPLE', 'ownerA');
    expect(byEmail.headers['x-total-count']).toBe('1');
    expect(byEmail.json()[0].name).toBe('Grace Hopper');
    const percent = await get(`/api/admin/customers?search=${encodeURIComponent('100%')}`, 'ownerA');
    expect(percent.json().map((c: { name: string }) => c.name)).toEqual(['Percent 100% Sale']);
    const underscore = await get('/api/admin/customers?search=r_s', 'ownerA');
    expect(underscore.json().map((c: { name: string }) => c.name)).toEqual(['Under_score']);
    const backslash = await get(`/api/admin/customers?search=${encodeURIComponent('\\')}`, 'ownerA');
    expect(backslash.json()).toEqual([]);
    const none = await get('/api/admin/customers?search=nobody', 'ownerA');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    // Another store's names are not searched: Bob bought only in B, "B-side" is Ada's name there.
    expect((await get('/api/admin/customers?search=bob', 'ownerA')).json()).toEqual([]);
    expect((await get('/api/admin/customers?search=b-side', 'ownerA')).json()).toEqual([]);
  });

  it('answers bad paging with a readable 400', async () => {
    const res = await get('/api/admin/customers?limit=0', 'ownerA');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Limit must be at least 1');
    expect((await get('/api/admin/customers?offset=-1', 'ownerA')).json().message).toBe(
      'Offset must be 0 or more',
    );
  });

  it('keeps the same e-mail in two stores apart: figures, names and account status from each store’s own orders', async () => {
    const inB = (await get('/api/admin/customers', 'ownerB')).json();
    expect(inB).toHaveLength(3);
    expect(inB[0]).toMatchObject({
      id: id('ada@example.com'),
      name: 'Ada B-side',
      ordersCount: 2,
      totalSpent: '1099.00',
    });
    const inA = (await get('/api/admin/customers', 'ownerA')).json();
    expect(inA[0]).toMatchObject({
      id: id('ada@example.com'),
      name: 'Ada Lovelace',
      ordersCount: 3,
      totalSpent: '28.00',
    });
    // Carol's account (with its password) is known to A only through A's own orders: there are none
    // filed under it, so A sees a guest while B, whose order is filed under it, sees the account.
    expect(inA.find((c: { email: string }) => c.email === 'carol@example.com').accountStatus).toBe('Guest');
    expect(inB.find((c: { email: string }) => c.email === 'carol@example.com').accountStatus).toBe('Account');
    // A super admin names the store.
    const root = await get(`/api/admin/customers?tenantId=${b}`, 'root');
    expect(root.json().map((c: { id: string }) => c.id)).toEqual(inB.map((c: { id: string }) => c.id));
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('shows the customer’s orders and addresses in this store only', async () => {
    const res = await get(`/api/admin/customers/${id('ada@example.com')}`, 'ownerA');
    expect(res.statusCode).toBe(200);
    const ada = res.json();
    expect(ada).toMatchObject({
      name: 'Ada Lovelace',
      ordersCount: 3,
      totalSpent: '28.00',
      accountStatus: 'Account',
    });
    expect(ada.orders.map((o: { status: string }) => o.status)).toEqual(['shipped', 'pending', 'paid']);
    expect(ada.orders[2]).toMatchObject({ total: '10.00', refunded: '2.00', itemCount: 2 });
    expect(ada.addresses).toEqual(['12 Engine Street, Oxford', '1 Analytical Row, London']);
    const inB = (await get(`/api/admin/customers/${id('ada@example.com')}`, 'ownerB')).json();
    expect(inB.orders).toHaveLength(2);
    expect(inB.addresses).toEqual(['9 Other Store Lane', '1 Test Street, London']);
    // Blank and missing addresses are left out.
    const grace = (await get(`/api/admin/customers/${id('grace@example.com')}`, 'ownerA')).json();
    expect(grace.addresses).toEqual([]);
    expect(grace.orders).toHaveLength(2);
  });

  it('is 404 for an unknown customer and for another store’s customer; 400 for a malformed id', async () => {
    const unknown = await get(`/api/admin/customers/${id('nobody@example.com')}`, 'ownerA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found');
    expect((await get(`/api/admin/customers/${id('bob@example.com')}`, 'ownerA')).statusCode).toBe(404);
    // Upper case is not the id this screen gives out, nor is a non-canonical spelling.
    expect((await get(`/api/admin/customers/${customerIdOf('ADA@example.com')}`, 'ownerA')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/admin/customers/${id('ada@example.com')}x`, 'ownerA')).statusCode).toBe(404);
    const bad = await get('/api/admin/customers/not%20an%20id', 'ownerA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Customer id is not valid');
  });

  it('refuses anonymous, customers and another store’s owner naming this store', async () => {
    const url = `/api/admin/customers/${id('ada@example.com')}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, 'customer')).statusCode).toBe(403);
    expect((await get(`${url}?tenantId=${a}`, 'ownerB')).statusCode).toBe(403);
    expect((await get(`${url}?tenantId=${a}`, 'root')).json().ordersCount).toBe(3);
  });
});

describe('GET /api/admin/customers/export', () => {
  it('refuses anonymous, customers and another store’s owner with JSON errors', async () => {
    expect((await get('/api/admin/customers/export')).statusCode).toBe(401);
    expect((await get('/api/admin/customers/export', 'customer')).statusCode).toBe(403);
    const other = await get(`/api/admin/customers/export?tenantId=${a}`, 'ownerB');
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toContain('application/json');
  });

  it('answers UTF-8 CSV with a header row, quoted cells and formulas defused', async () => {
    const res = await get('/api/admin/customers/export', 'ownerA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Customer ID,Name,Email,Orders,Total spent (GBP),Last order,Account status');
    expect(lines).toHaveLength(10); // header, 8 customers, and the final line break
    expect(lines[9]).toBe('');
    expect(lines[1]).toMatch(
      new RegExp(`^${id('ada@example.com')},Ada Lovelace,ADA@Example.com,3,28.00,[^,]+,Account$`),
    );
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://x"")",formula@example.com,1,1.00,`);
    expect(lines[4]).toContain(',"Doe, ""Jo""",jo@example.com,');
    expect(res.body).not.toContain('B-side');
    expect(res.body).not.toContain('bob@example.com');
  });

  it('exports what the search matches', async () => {
    const res = await get('/api/admin/customers/export?search=percent', 'ownerA');
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('reads in batches after a cursor and gives the same lines as one batch', async () => {
    const actor = {
      userId: 0,
      username: 'root',
      email: null,
      isSuperAdmin: true,
      memberships: [],
      sessionTenantId: null,
    };
    const ctx = { ...testCtx(t), actor };
    const collect = async (size: number) => {
      const chunks: string[] = [];
      for await (const chunk of exportCustomersCsv(ctx, { query: { tenantId: a }, batchSize: size }))
        chunks.push(chunk);
      return chunks;
    };
    const whole = await collect(1000);
    const batched = await collect(2);
    expect(whole).toHaveLength(2);
    expect(batched).toHaveLength(5); // the header, then 2 + 2 + 2 + 2 customers
    expect(batched.join('')).toBe(whole.join(''));
  });
});
