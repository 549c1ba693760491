// GET /api/orders: customers see only their own orders; store members see their store's orders,
// bounded; nobody reads another store's orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInUsers } from '../../../test/app.ts';
import { type Shop, sandboxCheckout } from '../checkout/checkout.test-support.ts';
import { listAdminOrderPage } from './admin-orders.queries.ts';
import { useTwoShopsTestApp } from './orders.test-support.ts';

const {
  t,
  a,
  b,
  cookie: cookies,
} = useTwoShopsTestApp('orders-a', 'orders-b', (t, a) =>
  signInUsers(t, {
    'cust@example.com': {
      username: 'cust@example.com',
      password: 'cust-password',
      email: 'cust@example.com',
    },
    'other-customer': { username: 'other-customer', password: 'other-password' },
    'owner-a': {
      username: 'owner-a',
      password: 'owner-password',
      email: 'owner-a@example.com',
      memberOf: [a.tenant.id],
    },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  }),
);

beforeAll(async () => {
  const buy = async (shop: Shop, email: string, quantity = 1, cookie?: string) =>
    (
      await (
        await sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity }], email, cookie)
      ).confirm()
    ).json();
  await buy(a, 'cust@example.com');
  await buy(b, 'CUST@example.com', 2);
  await buy(a, 'stranger@example.com', 3);
  // Staff buy signed in: an anonymous purchase never lands in a staff account (ADR 0004 addendum).
  await buy(a, 'owner-a@example.com', 1, cookies['owner-a']);
});

const list = (who: keyof typeof cookies | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: who ? { cookie: cookies[who]! } : {} });

describe('GET /api/orders', () => {
  it('anonymous: 401', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it("a customer sees their own orders from every store, newest first, with the account page's fields", async () => {
    const response = await list('cust@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const orders = response.json();
    expect(orders.map((o: { tenantId: number }) => o.tenantId)).toEqual([b.tenant.id, a.tenant.id]);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      total: '50.00',
      customerName: 'Ada Lovelace',
      shippingAddress: '12 Analytical Row, London, SW1A 1AA',
      items: [
        {
          productId: b.tee.id,
          name: 'Tee',
          quantity: 2,
          price: '25.00',
          selectedVariants: {},
          variantString: '',
        },
      ],
    });
    expect(Date.parse(orders[0].createdAt)).not.toBeNaN();
    const oneStore = (await list('cust@example.com', `?tenantId=${a.tenant.id}`)).json();
    expect(oneStore.map((o: { tenantId: number }) => o.tenantId)).toEqual([a.tenant.id]);
  });

  it('another customer sees none of them, even naming the store', async () => {
    expect((await list('other-customer')).json()).toEqual([]);
    expect((await list('other-customer', `?tenantId=${a.tenant.id}`)).json()).toEqual([]);
  });

  it("a store owner gets the store's orders, bounded, filtered and searchable", async () => {
    const all = await list('owner-a');
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((o: { customerEmail: string }) => o.customerEmail)).toEqual([
      'owner-a@example.com',
      'stranger@example.com',
      'cust@example.com',
    ]);
    const page = await list('owner-a', '?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((o: { customerEmail: string }) => o.customerEmail)).toEqual([
      'stranger@example.com',
    ]);
    expect((await list('owner-a', '?search=STRANGER')).json()).toHaveLength(1);
    expect((await list('owner-a', '?status=refunded')).json()).toEqual([]);
    expect((await list('owner-a', '?limit=0')).statusCode).toBe(400);
  });

  it('searches for %, _ and \\ as typed, never as wildcards', async () => {
    for (const typed of ['%', '_', '%25_', '\\', 'stranger%']) {
      const response = await list('owner-a', `?search=${encodeURIComponent(typed)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
    }
    expect((await list('owner-a', '?search=stranger%40')).json()).toHaveLength(1);
    // Where a word starts (ADR 0044), not inside one.
    expect((await list('owner-a', '?search=ranger%40')).json()).toHaveLength(0);
  });

  it("the store's order search itself matches %, _ and \\ literally", async () => {
    const page = { limit: 50, offset: 0 };
    const search = (text: string) =>
      listAdminOrderPage(t.db, { tenantId: a.tenant.id }, { ...page, search: text });
    for (const typed of ['%', '_', '\\', '%@%']) expect((await search(typed)).total).toBe(0);
    expect((await search('stranger@')).total).toBe(1);
    expect((await search('@example.com')).total).toBe(3);
  });

  it("with ?mine=1 the owner sees their own purchases; another store's orders are 403", async () => {
    const mine = (await list('owner-a', '?mine=1')).json();
    expect(mine.map((o: { customerEmail: string }) => o.customerEmail)).toEqual(['owner-a@example.com']);
    const forbidden = await list('owner-a', `?tenantId=${b.tenant.id}`);
    expect(forbidden.statusCode).toBe(403);
  });

  it('a super admin reads any store by tenantId', async () => {
    const response = await list('root', `?tenantId=${b.tenant.id}`);
    expect(response.json().map((o: { tenantId: number }) => o.tenantId)).toEqual([b.tenant.id]);
  });
});
