// The Product Subscriptions calls through the front door: create and convert with the spec's
// messages, lists and stats, pause / resume / cancel for the store and for the customer, roles,
// and one store never seeing or changing another's subscriptions.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import { categories, products } from '../../db/schema/index.ts';
import { useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import {
  offSessionCharges,
  renewalOrdersOf,
  type SubscriptionShop,
  seedSubscriptionShop,
  subscribe,
  subscriptionsOf,
} from './product-subscriptions.test-support.ts';

const t = useCheckoutTestApp();
let a: SubscriptionShop;
let b: SubscriptionShop;
const cookies: Record<'ownerA' | 'ownerB' | 'customer' | 'other', string> = {} as never;
const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';
let subId: number;

beforeAll(async () => {
  a = await seedSubscriptionShop(t.db, 'alpha');
  b = await seedSubscriptionShop(t.db, 'bravo');
  await t.db.update(products).set({ image: IMAGE }).where(eq(products.id, a.beans.id));
  await createUser(t.db, { username: 'owner-a', password: 'owner-a-password', memberOf: [a.tenant.id] });
  await createUser(t.db, { username: 'owner-b', password: 'owner-b-password', memberOf: [b.tenant.id] });
  await createUser(t.db, { username: 'customer', password: 'customer-password', email: 'cust@example.com' });
  await createUser(t.db, { username: 'other', password: 'other-password', email: 'other@example.com' });
  cookies.ownerA = await loginCookie(t.app, 'owner-a', 'owner-a-password');
  cookies.ownerB = await loginCookie(t.app, 'owner-b', 'owner-b-password');
  cookies.customer = await loginCookie(t.app, 'customer', 'customer-password');
  cookies.other = await loginCookie(t.app, 'other', 'other-password');
  const { orderId } = await subscribe(
    t.app,
    a.tenant.id,
    [{ id: a.beans.id, quantity: 1, purchaseType: 'subscription' }],
    'cust@example.com',
    { cookie: cookies.customer },
  );
  const list = await call('GET', '/api/product-subscriptions', 'ownerA');
  subId = list.json().find((s: { productId: number }) => s.productId === a.beans.id).id;
  expect(orderId).toBeGreaterThan(0);
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, who?: keyof typeof cookies, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: cookies[who] } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const form = {
  name: 'Fresh Flowers',
  description: 'A bunch every week',
  price: '19.50',
  image: IMAGE,
  category: 'pantry',
  subscriptionInterval: 'weekly',
  subscriptionTrialDays: 7,
  isSubscription: true,
  inStock: 999999,
  sizes: [],
  tenantId: 1,
};

describe('POST /api/products (Create Subscription Product)', () => {
  it('creates a subscription-only product in the acting store, never the literal tenant 1', async () => {
    const res = await call('POST', '/api/products', 'ownerA', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tenantId: a.tenant.id,
      name: 'Fresh Flowers',
      price: '19.50',
      subscriptionPrice: '19.50',
      category: 'Pantry',
      isSubscription: true,
      hasSubscription: true,
      inStock: 999999,
      sizes: [],
      subscriptionInterval: 'weekly',
      subscriptionTrialDays: 7,
    });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ description: '  ' }, 'Description is required'],
    [{ price: '' }, 'Price is required'],
    [{ image: '' }, 'Image is required'],
    [{ category: '' }, 'Category is required'],
    [{ subscriptionTrialDays: 366 }, 'Trial days must be between 0 and 365'],
    [{ subscriptionInterval: 'daily' }, 'Choose weekly, monthly, quarterly or yearly'],
    [{ image: 'https://elsewhere.example/x.png' }, 'Please upload a valid image file'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await call('POST', '/api/products', 'ownerA', { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('makes a category it names that the store lacks, once, matching case', async () => {
    const first = await call('POST', '/api/products', 'ownerA', { ...form, category: '  Shoes ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().category).toBe('Shoes');
    const second = await call('POST', '/api/products', 'ownerA', { ...form, category: 'SHOES' });
    expect(second.json().category).toBe('Shoes');
    const names = async (tenantId: number) =>
      (await t.db.select().from(categories).where(eq(categories.tenantId, tenantId))).map((c) => c.name);
    expect((await names(a.tenant.id)).filter((n) => n.toLowerCase() === 'shoes')).toEqual(['Shoes']);
    expect(await names(b.tenant.id)).not.toContain('Shoes');
    // This file's later counts are of the seeded products only.
    await t.db.delete(products).where(inArray(products.id, [first.json().id, second.json().id]));
  });

  it('needs a signed-in store admin of that store', async () => {
    expect((await call('POST', '/api/products', undefined, form)).statusCode).toBe(401);
    expect((await call('POST', '/api/products', 'customer', form)).statusCode).toBe(403);
    expect((await call('POST', `/api/products?tenantId=${a.tenant.id}`, 'ownerB', form)).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH /api/products/{id}/convert-to-subscription', () => {
  it('converts a plain product once; it stays on sale one-off', async () => {
    const url = `/api/products/${a.tee.id}/convert-to-subscription`;
    const res = await call('PATCH', url, 'ownerA', {
      subscriptionInterval: 'quarterly',
      subscriptionTrialDays: '3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasSubscription: true,
      isSubscription: false,
      subscriptionInterval: 'quarterly',
      subscriptionTrialDays: 3,
    });
    const again = await call('PATCH', url, 'ownerA', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('"Tee" is already sold as a subscription');
  });

  it("cannot touch another store's product", async () => {
    const res = await call('PATCH', `/api/products/${a.hoodie.id}/convert-to-subscription`, 'ownerB', {});
    expect(res.statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/products/${a.hoodie.id}/convert-to-subscription`, undefined, {})).statusCode,
    ).toBe(401);
  });

  it('GET /api/products/subscriptions lists only this store’s subscription products; /api/products/{tenantId} still answers', async () => {
    const res = await call('GET', '/api/products/subscriptions', 'ownerA');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((p: { name: string; tenantId: number }) => [p.name, p.tenantId]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Coffee Beans', a.tenant.id],
        ['Tea Club', a.tenant.id],
        ['Tee', a.tenant.id],
        ['Fresh Flowers', a.tenant.id],
      ]),
    );
    expect(names.every(([, id]: [string, number]) => id === a.tenant.id)).toBe(true);
    const store = await call('GET', `/api/products/${a.tenant.id}`, 'ownerA');
    expect(store.statusCode).toBe(200);
    expect(store.json().length).toBeGreaterThan(3);
  });
});

describe('customer subscriptions', () => {
  it('the store sees its subscriptions and stats; another store sees none of them', async () => {
    const list = await call('GET', '/api/product-subscriptions', 'ownerA');
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      productName: 'Coffee Beans',
      status: 'active',
      amount: '12.00',
      interval: 'monthly',
    });
    const stats = await call('GET', '/api/product-subscriptions/stats', 'ownerA');
    expect(stats.json()).toEqual({
      subscriptionProducts: 4,
      activeSubscriptions: 1,
      monthlyRevenue: '12.00',
    });
    expect((await call('GET', '/api/product-subscriptions', 'ownerB')).json()).toEqual([]);
    expect(
      (await call('GET', `/api/product-subscriptions?tenantId=${a.tenant.id}`, 'ownerB')).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/product-subscriptions', 'customer')).statusCode).toBe(403);
    expect((await call('GET', '/api/product-subscriptions')).statusCode).toBe(401);
  });

  it('pause, resume and cancel follow the rules', async () => {
    const act = (action: string) => call('POST', `/api/product-subscriptions/${subId}/${action}`, 'ownerA');
    expect((await act('pause')).json().status).toBe('paused');
    const twice = await act('pause');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only an active subscription can be paused');
    expect((await call('GET', '/api/product-subscriptions/stats', 'ownerA')).json().activeSubscriptions).toBe(
      0,
    );
    expect((await act('resume')).json().status).toBe('active');
    expect((await act('resume')).json().message).toBe(
      'Only a paused or past due subscription can be resumed',
    );
    expect((await act('explode')).statusCode).toBe(400);
  });

  it('another store cannot act on it, even naming the store', async () => {
    expect((await call('POST', `/api/product-subscriptions/${subId}/pause`, 'ownerB')).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/product-subscriptions/${subId}/pause?tenantId=${a.tenant.id}`, 'ownerB'))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/product-subscriptions/${subId}/renew-now`, 'customer')).statusCode).toBe(
      403,
    );
  });

  it('the customer lists and manages only their own', async () => {
    const mine = await call('GET', `/api/account/subscriptions?tenantId=${a.tenant.id}`, 'customer');
    expect(mine.json()).toMatchObject([{ id: subId, productName: 'Coffee Beans' }]);
    expect((await call('GET', '/api/account/subscriptions', 'other')).json()).toEqual([]);
    expect((await call('POST', `/api/account/subscriptions/${subId}/cancel`, 'other')).statusCode).toBe(404);
    expect((await call('GET', '/api/account/subscriptions')).statusCode).toBe(401);
    expect((await call('POST', `/api/account/subscriptions/${subId}/pause`, 'customer')).json().status).toBe(
      'paused',
    );
    expect((await call('POST', `/api/account/subscriptions/${subId}/resume`, 'customer')).json().status).toBe(
      'active',
    );
  });

  it('renew now charges the next period today, once', async () => {
    const res = await call('POST', `/api/product-subscriptions/${subId}/renew-now`, 'ownerA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'renewed' });
    const orders = await renewalOrdersOf(t.db, a.tenant.id);
    expect(orders.map((o) => o.id)).toEqual([res.json().orderId]);
    const mine = await call('GET', `/api/orders?mine=1&tenantId=${a.tenant.id}`, 'customer');
    expect(mine.json().map((o: { id: number }) => o.id)).toContain(res.json().orderId);
  });

  it('pressed again within the period, renew now answers with that renewal and charges nothing', async () => {
    const [renewal] = await renewalOrdersOf(t.db, a.tenant.id);
    const [sub] = await subscriptionsOf(t.db, a.tenant.id);
    const press = () => call('POST', `/api/product-subscriptions/${subId}/renew-now`, 'ownerA');
    // Three more presses, one alone and two at once: four presses in all, one charge.
    const presses = [await press(), ...(await Promise.all([press(), press()]))];
    for (const again of presses) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ outcome: 'skipped', orderId: renewal!.id });
      expect(again.json().message).toMatch(
        new RegExp(
          `^Already renewed for the period from .+ \\(order #${renewal!.orderNumber}\\); nothing more was charged\\.$`,
        ),
      );
    }
    expect(await offSessionCharges(t.db, a.tenant.id)).toHaveLength(1);
    expect(await renewalOrdersOf(t.db, a.tenant.id)).toHaveLength(1);
    const [after] = await subscriptionsOf(t.db, a.tenant.id);
    expect(after!.nextBillingDate).toEqual(sub!.nextBillingDate);
  });

  it('cancel is final and the store stops counting it', async () => {
    const res = await call('POST', `/api/account/subscriptions/${subId}/cancel`, 'customer');
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(res.json().canceledAt).not.toBeNull();
    const again = await call('POST', `/api/product-subscriptions/${subId}/resume`, 'ownerA');
    expect(again.statusCode).toBe(409);
    expect((await call('POST', `/api/product-subscriptions/${subId}/cancel`, 'ownerA')).json().message).toBe(
      'This subscription is already cancelled',
    );
    expect((await call('GET', '/api/product-subscriptions/stats', 'ownerA')).json()).toMatchObject({
      activeSubscriptions: 0,
      monthlyRevenue: '0.00',
    });
  });
});
