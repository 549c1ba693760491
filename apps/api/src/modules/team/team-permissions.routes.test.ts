// Roles and permissions against every admin family (ADR 0030), table-driven: a
// staff member with one permission reaches that family's reads and writes and is refused (403, before
// any validation) every other's; an admin reaches all but the team and payment settings; an owner
// and a super admin reach everything.
import { STAFF_PERMISSIONS, type StaffPermission } from '@storefleet/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  type TestApp,
} from '../../../test/app.ts';
import { orders, userTenants } from '../../db/schema/index.ts';

type Family = StaffPermission | 'team' | 'payments' | 'billing';
type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (store: number) => string;
  body?: unknown;
};

/** One read and one write (with a body that fails validation: allowed means 400/404/415, never 403). */
const FAMILIES: Record<Family, { read: Call; write: Call }> = {
  products: {
    read: { method: 'GET', url: () => '/api/admin/products' },
    write: { method: 'POST', url: () => '/api/admin/categories', body: { name: '' } },
  },
  orders: {
    read: { method: 'GET', url: () => '/api/admin/orders' },
    write: { method: 'POST', url: () => '/api/admin/orders/999999/notes', body: { note: '' } },
  },
  customers: {
    read: { method: 'GET', url: () => '/api/admin/customers' },
    write: { method: 'GET', url: () => '/api/admin/customers/export' },
  },
  content: {
    read: { method: 'GET', url: (store) => `/api/cms/content/${store}` },
    write: { method: 'POST', url: () => '/api/cms/content', body: { key: '' } },
  },
  settings: {
    read: { method: 'GET', url: () => '/api/admin/shipping-options' },
    write: { method: 'PUT', url: () => '/api/admin/vat-settings', body: { vatRegistered: 'maybe' } },
  },
  analytics: {
    read: { method: 'GET', url: () => '/api/admin/analytics/sales' },
    write: { method: 'GET', url: () => '/api/admin/analytics/sales.csv?from=nope' },
  },
  team: {
    read: { method: 'GET', url: () => '/api/admin/team' },
    write: { method: 'POST', url: () => '/api/admin/team', body: { email: 'not-an-address', role: 'staff' } },
  },
  payments: {
    read: { method: 'GET', url: () => '/api/tenant/payment-settings' },
    write: { method: 'PUT', url: () => '/api/tenant/payment-settings', body: { stripeSecretKey: 42 } },
  },
  // Subscription Management and the store's bills (ADR 0080): the owner's only.
  billing: {
    read: { method: 'GET', url: () => '/api/billing/history' },
    write: { method: 'POST', url: () => '/api/subscription/upgrade', body: { planId: 'none' } },
  },
};
const OWNERS_ONLY_FAMILIES: Family[] = ['team', 'payments', 'billing'];
const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];

let t: TestApp;
let store: number;
const cookies: Record<string, string> = {};

async function member(username: string, role: string, permissions: string[] = []) {
  const user = await createUser(t.db, { username, password: `${username}-pass`, memberOf: [store] });
  await t.db
    .update(userTenants)
    .set({ role, permissions })
    .where(and(eq(userTenants.userId, user.id), eq(userTenants.tenantId, store)));
  cookies[username] = await loginCookie(t.app, username, `${username}-pass`);
}

beforeAll(async () => {
  t = await createTestApp();
  store = (await createTenant(t.db, { slug: 'team-perms' })).id;
  await member('owner', 'owner');
  await member('admin', 'admin');
  for (const permission of STAFF_PERMISSIONS) await member(`staff-${permission}`, 'staff', [permission]);
  await member('staff-all', 'staff', [...STAFF_PERMISSIONS]);
  await createUser(t.db, { username: 'root', password: 'root-pass', superAdmin: true });
  cookies.root = await loginCookie(t.app, 'root', 'root-pass');
});
afterAll(() => t.close());

async function call(who: string, c: Call) {
  const url = c.url(store);
  const withStore = who === 'root' ? `${url}${url.includes('?') ? '&' : '?'}tenantId=${store}` : url;
  return callApi(t.app, c.method, withStore, cookies[who], c.body);
}

async function expectAccess(who: string, family: Family, allowed: boolean) {
  for (const kind of ['read', 'write'] as const) {
    const response = await call(who, FAMILIES[family][kind]);
    const label = `${who} ${kind} ${family}: ${response.statusCode} ${response.body.slice(0, 120)}`;
    if (allowed) {
      expect(response.statusCode, label).not.toBe(403);
      expect(response.statusCode, label).toBeLessThan(500);
    } else {
      expect(response.statusCode, label).toBe(403);
      expect(response.json().message, label).toMatch(
        /role in this store does not include|Only the store owner/,
      );
    }
  }
}

describe('staff permissions, one family each (ADR 0030)', () => {
  for (const permission of STAFF_PERMISSIONS) {
    it(`staff with only '${permission}': that family yes, every other no`, async () => {
      for (const family of FAMILY_NAMES)
        await expectAccess(`staff-${permission}`, family, family === permission);
    });
  }

  it('staff with every permission still cannot manage the team, payment settings or the subscription', async () => {
    for (const family of FAMILY_NAMES) {
      await expectAccess('staff-all', family, !OWNERS_ONLY_FAMILIES.includes(family));
    }
  });

  it('an admin reaches every family but the team, payment settings and the subscription', async () => {
    for (const family of FAMILY_NAMES) {
      await expectAccess('admin', family, !OWNERS_ONLY_FAMILIES.includes(family));
    }
    const team = await call('admin', FAMILIES.team.read);
    expect(team.json().message).toBe('Only the store owner can manage the team');
    const payments = await call('admin', FAMILIES.payments.read);
    expect(payments.json().message).toBe('Only the store owner can manage payment settings');
    const plan = await call('admin', { method: 'POST', url: () => '/api/subscription/cancel' });
    expect(plan.statusCode).toBe(403);
    expect(plan.json().message).toBe("Only the store owner can manage the store's subscription and billing");
    for (const url of ['/api/billing', '/api/billing/stats', '/api/subscription/change-quote?planId=1']) {
      expect((await callApi(t.app, 'GET', url, cookies.admin)).statusCode, url).toBe(403);
    }
  });

  it('an owner and a super admin reach everything', async () => {
    for (const family of FAMILY_NAMES) {
      await expectAccess('owner', family, true);
      await expectAccess('root', family, true);
    }
  });

  it('any member sees the dashboard; a staff member without orders cannot list the store orders', async () => {
    const dashboard = await callApi(t.app, 'GET', '/api/admin/dashboard-stats', cookies['staff-products']);
    expect(dashboard.statusCode).toBe(200);
    const orders = await callApi(t.app, 'GET', '/api/orders', cookies['staff-products']);
    expect(orders.statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/api/orders', cookies['staff-orders'])).statusCode).toBe(200);
  });

  it('the session shows each member their role and permissions', async () => {
    const me = await callApi(t.app, 'GET', '/api/user', cookies['staff-orders']);
    expect(me.json().memberships).toEqual([
      expect.objectContaining({ tenantId: store, role: 'staff', permissions: ['orders'] }),
    ]);
  });
});

describe('a member of two stores with different roles', () => {
  it('is judged by the role in the store the call acts on', async () => {
    const other = (await createTenant(t.db, { slug: 'team-perms-2' })).id;
    const user = await createUser(t.db, {
      username: 'two-hats',
      password: 'two-hats-pass',
      memberOf: [store, other],
    });
    await t.db
      .update(userTenants)
      .set({ role: 'staff', permissions: ['products'] })
      .where(and(eq(userTenants.userId, user.id), eq(userTenants.tenantId, store)));
    // Signed in choosing the first store (staff, products only); an owner in the second.
    const cookie = await loginCookie(t.app, 'two-hats', 'two-hats-pass', 'team-perms');
    expect((await callApi(t.app, 'GET', '/api/admin/orders', cookie)).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', `/api/admin/orders?tenantId=${other}`, cookie)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', `/api/admin/team?tenantId=${store}`, cookie)).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', `/api/admin/team?tenantId=${other}`, cookie)).statusCode).toBe(200);
    // An order of the second store: named with its store, the owner role there applies; without,
    // the call acts on the chosen store, where this member may not use orders.
    const [order] = await t.db
      .insert(orders)
      .values({ tenantId: other, customerName: 'A', customerEmail: 'a@example.com', totalMinor: 100 })
      .returning();
    const url = `/api/admin/orders/${order!.id}/timeline`;
    expect((await callApi(t.app, 'GET', `${url}?tenantId=${other}`, cookie)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', url, cookie)).statusCode).toBe(403);
  });
});
