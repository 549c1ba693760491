import { type CurrentUser, userMayUse } from '@storefleet/contracts';
import { adminRoutes, platformRoutes } from '@storefleet/contracts/app-routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildAdminNav,
  permissionForAdminPath,
  storePickerPath,
  switchStorePath,
  tenantIdFromUrl,
} from './admin-nav.ts';

const owner: CurrentUser = {
  id: 2,
  username: 'demo-owner',
  email: null,
  isAdmin: 'false',
  memberships: [{ tenantId: 4, tenantName: 'Demo', tenantSlug: 'demo', role: 'owner', permissions: [] }],
};
const superAdmin: CurrentUser = { id: 1, username: 'admin', email: null, isAdmin: 'true', memberships: [] };
const hrefs = (nav: ReturnType<typeof buildAdminNav>) =>
  Object.fromEntries(nav.groups.flatMap((g) => g.items).map((i) => [i.label, i.href]));

describe('admin side navigation (spec admin §2)', () => {
  it('has three groups for a store owner, with unprefixed links and their store front', () => {
    const nav = buildAdminNav({ user: owner, pathname: '/product-management', contextTenantId: 4 });
    expect(nav.groups.map((g) => g.label)).toEqual(['Store Management', 'Store Settings', 'Business']);
    expect(nav.groups[0]!.items.map((i) => i.label)).toEqual([
      'Store Front',
      'Product Management',
      'Category Management',
      'Variant Management',
      'Variant Pricing',
      'Store Orders',
      'Returns',
      'Draft Orders',
      'Customers',
      'Analytics',
      'Discounts',
      'Product Subscriptions',
    ]);
    expect(hrefs(nav)).toMatchObject({
      'Store Front': '/store/4',
      Customers: '/customers',
      Returns: '/order-returns',
      'Product Management': '/product-management',
      'Variant Pricing': '/product-variant-pricing',
      'General Settings': '/settings',
      'Color Templates': '/color-settings',
      'Email Settings': '/email-settings',
      'Email Log': '/email-log',
      'Payment Settings': '/payment-settings',
      'Shipping Options': '/shipping-options',
      'Billing Management': '/billing-management',
      'Subscription Plans': '/subscription',
    });
    expect(nav.groups[1]!.items.map((i) => i.label)).toEqual([
      'General Settings',
      'Color Templates',
      'Email Settings',
      'Email Log',
      'Payment Settings',
      'Shipping Options',
      'Team',
      'Audit Log',
    ]);
  });

  it('adds Administration for a super admin and prefixes tenant-scoped links with the URL’s tenant', () => {
    const nav = buildAdminNav({ user: superAdmin, pathname: '/tenant/7/category-management' });
    expect(nav.groups.map((g) => g.label)).toContain('Administration');
    expect(hrefs(nav)).toMatchObject({
      'Store Front': '/store/7',
      'Product Management': '/tenant/7/product-management',
      'Payment Settings': '/tenant/7/payment-settings',
      'Shipping Options': '/tenant/7/shipping-options',
      'Email Log': '/tenant/7/email-log',
      'Billing Management': '/billing-management',
      'Tenant Management': '/tenant-admin',
      'Super Admin': '/super-admin',
      'Order Management': '/order-management',
    });
  });

  it('takes the tenant from /store/{id}, else (members) the context, else store 1 for the store front', () => {
    expect(hrefs(buildAdminNav({ user: superAdmin, pathname: '/store/9' }))['Product Management']).toBe(
      '/tenant/9/product-management',
    );
    expect(hrefs(buildAdminNav({ user: owner, pathname: '/admin', contextTenantId: 4 }))['Store Front']).toBe(
      '/store/4',
    );
    // A super admin's acting store is the URL's only: the store the address resolves to is not used.
    expect(
      hrefs(buildAdminNav({ user: superAdmin, pathname: '/admin', contextTenantId: 3 }))['Store Front'],
    ).toBe('/store/1');
    const bare = hrefs(buildAdminNav({ user: superAdmin, pathname: '/admin' }));
    expect(bare['Store Front']).toBe('/store/1');
    const noStore = { ...owner, memberships: [] };
    expect(hrefs(buildAdminNav({ user: noStore, pathname: '/admin' }))['Store Front']).toBe('/');
  });

  it('highlights the current item, also under a tenant prefix and on alias routes', () => {
    const current = (pathname: string, user = owner) =>
      buildAdminNav({ user, pathname, contextTenantId: 4 })
        .groups.flatMap((g) => g.items)
        .filter((i) => i.current)
        .map((i) => i.label);
    expect(current('/product-management')).toEqual(['Product Management']);
    expect(current('/admin/categories')).toEqual(['Category Management']);
    expect(current('/tenant/4/product-variant-pricing', superAdmin)).toEqual(['Variant Pricing']);
    expect(current('/admin')).toEqual([]);
    expect(buildAdminNav({ user: owner, pathname: '/admin' }).dashboard.current).toBe(true);
    expect(current('/shipping-options')).toEqual(['Shipping Options']);
    expect(current('/tenant/4/email-log', superAdmin)).toEqual(['Email Log']);
    expect(current('/Product-Management/')).toEqual(['Product Management']);
    expect(current('/tenant/4/product-management/12', superAdmin)).toEqual(['Product Management']);
    expect(current('/order-management')).toEqual(['Store Orders']);
    expect(current('/order-management', superAdmin)).toEqual(['Order Management']);
    expect(current('/tenant/4', superAdmin)).toEqual(['Tenant Management']);
    expect(current('/email-settings')).toEqual(['Email Settings']);
  });

  it('highlights exactly one entry (aria-current) on every admin screen of the route table', () => {
    const currentOn = (user: CurrentUser, pathname: string) => {
      const nav = buildAdminNav({ user, pathname, contextTenantId: 4 });
      return [nav.dashboard, ...nav.groups.flatMap((g) => g.items)]
        .filter((i) => i.current)
        .map((i) => i.label);
    };
    const adminPaths = adminRoutes.map((r) => r.path.replace(':tenantId', '4'));
    for (const path of adminPaths) {
      expect(currentOn(superAdmin, path), path).toHaveLength(1);
      // A store member never sees /tenant/{id} addresses.
      if (!path.startsWith('/tenant/')) expect(currentOn(owner, path), path).toHaveLength(1);
    }
    for (const { path } of platformRoutes.filter((r) => r.path !== '/dev/mailbox')) {
      expect(currentOn(superAdmin, path.replace(':tenantId', '4')), path).toHaveLength(1);
    }
  });

  it('shows Shipping Options and the Email Log to members with the settings permission only', () => {
    const member = (permissions: string[]): CurrentUser => ({
      ...owner,
      memberships: [{ tenantId: 4, tenantName: 'Demo', tenantSlug: 'demo', role: 'staff', permissions }],
    });
    const seen = (user: CurrentUser) =>
      buildAdminNav({ user, pathname: '/admin', contextTenantId: 4 }).groups.flatMap((g) =>
        g.items.map((i) => i.label),
      );
    expect(seen(member(['settings']))).toEqual(expect.arrayContaining(['Shipping Options', 'Email Log']));
    expect(seen(member(['orders']))).not.toContain('Shipping Options');
    expect(seen(member(['orders']))).not.toContain('Email Log');
  });

  it('reads tenant ids from admin and store URLs only', () => {
    expect(tenantIdFromUrl('/tenant/12/settings')).toBe(12);
    expect(tenantIdFromUrl('/store/3')).toBe(3);
    expect(tenantIdFromUrl('/tenant-admin')).toBeNull();
    expect(tenantIdFromUrl('/product-management')).toBeNull();
  });

  it('shows the Audit Log to the store’s owners and the super admin only', () => {
    const labels = (nav: ReturnType<typeof buildAdminNav>) => nav.groups[1]!.items.map((i) => i.label);
    expect(
      hrefs(buildAdminNav({ user: owner, pathname: '/settings', contextTenantId: 4 }))['Audit Log'],
    ).toBe('/audit-log');
    expect(hrefs(buildAdminNav({ user: superAdmin, pathname: '/tenant/7/settings' }))['Audit Log']).toBe(
      '/tenant/7/audit-log',
    );
    const staff = { ...owner, memberships: owner.memberships.map((m) => ({ ...m, role: 'staff' })) };
    expect(labels(buildAdminNav({ user: staff, pathname: '/settings', contextTenantId: 4 }))).not.toContain(
      'Audit Log',
    );
  });
});

describe('admin navigation by role (ADR 0030)', () => {
  const memberAs = (role: string, permissions: string[] = []): CurrentUser => ({
    ...owner,
    memberships: [{ tenantId: 4, tenantName: 'Demo', tenantSlug: 'demo', role, permissions }],
  });
  const labels = (user: CurrentUser) =>
    buildAdminNav({ user, pathname: '/admin', contextTenantId: 4 }).groups.flatMap((g) =>
      g.items.map((i) => i.label),
    );

  it("a staff member with only 'orders' sees the orders screens and nothing else of the store's", () => {
    const seen = labels(memberAs('staff', ['orders']));
    const nav = buildAdminNav({
      user: memberAs('staff', ['orders']),
      pathname: '/admin',
      contextTenantId: 4,
    });
    expect(nav.groups.map((g) => g.label)).toEqual(['Store Management', 'Store Settings']);
    expect(seen).toContain('Store Orders');
    expect(seen).toContain('Product Subscriptions');
    for (const hidden of [
      'Product Management',
      'Customers',
      'Analytics',
      'Payment Settings',
      'Team',
      'Email Settings',
    ]) {
      expect(seen).not.toContain(hidden);
    }
  });

  it('an admin sees all but the team and payment settings; an owner and a super admin see the team', () => {
    const admin = labels(memberAs('admin'));
    expect(admin).toContain('Product Management');
    expect(admin).toContain('Email Settings');
    expect(admin).not.toContain('Team');
    expect(admin).not.toContain('Payment Settings');
    expect(labels(owner)).toContain('Team');
    expect(labels(superAdmin)).toContain('Team');
  });

  it('Subscription Management and the bills are the owner’s: an admin sees no Business group (ADR 0080)', () => {
    const admin = labels(memberAs('admin'));
    expect(admin).not.toContain('Subscription Plans');
    expect(admin).not.toContain('Billing Management');
    expect(labels(memberAs('staff', ['settings']))).not.toContain('Subscription Plans');
    expect(labels(owner)).toContain('Subscription Plans');
    expect(labels(owner)).toContain('Billing Management');
  });
});

describe('what a screen opened by its address needs (ADR 0080)', () => {
  it('is its link’s permission, under /tenant/{id} and for nested pages too', () => {
    expect(permissionForAdminPath('/customers')).toBe('customers');
    expect(permissionForAdminPath('/tenant/3/customers')).toBe('customers');
    expect(permissionForAdminPath('/admin/orders')).toBe('orders');
    expect(permissionForAdminPath('/order-management')).toBe('orders');
    expect(permissionForAdminPath('/product-management/12')).toBe('products');
    expect(permissionForAdminPath('/Team/')).toBe('team');
    expect(permissionForAdminPath('/audit-log')).toBe('audit');
    expect(permissionForAdminPath('/subscription')).toBe('billing');
    expect(permissionForAdminPath('/billing-management')).toBe('billing');
  });

  it('is nothing for the screens every member opens, and for other paths', () => {
    for (const path of ['/admin', '/settings', '/cms', '/tenant/3/settings', '/tenant-admin', '/super-admin'])
      expect(permissionForAdminPath(path), path).toBeNull();
  });

  it('every link a member is shown opens without the role message', () => {
    for (const permissions of [['orders'], ['products'], ['customers', 'content'], ['settings']]) {
      const user: CurrentUser = {
        ...owner,
        memberships: [{ tenantId: 4, tenantName: 'Demo', tenantSlug: 'demo', role: 'staff', permissions }],
      };
      const nav = buildAdminNav({ user, pathname: '/admin', contextTenantId: 4 });
      for (const item of nav.groups.flatMap((g) => g.items)) {
        const needed = permissionForAdminPath(item.href);
        expect(needed === null || userMayUse(user, 4, needed), `${permissions}: ${item.href}`).toBe(true);
      }
    }
  });
});

describe('the super admin’s acting store is the URL’s, everywhere', () => {
  const allLinks = (nav: ReturnType<typeof buildAdminNav>) => [
    nav.dashboard,
    ...nav.groups.flatMap((g) => g.items),
  ];
  const storeScreens = adminRoutes
    .map((r) => r.path)
    .filter((path) => path.startsWith('/tenant/:tenantId/'))
    .map((path) => path.replace('/tenant/:tenantId', ''));

  it('on /tenant/2/… Dashboard and every store link stay on store 2, never store 1', () => {
    for (const screen of storeScreens) {
      // The address resolves to Demo (store 1): that must not leak into any link.
      const nav = buildAdminNav({ user: superAdmin, pathname: `/tenant/2${screen}`, contextTenantId: 1 });
      expect(nav.tenantId).toBe(2);
      expect(nav.dashboard.href).toBe('/tenant/2/admin');
      for (const item of allLinks(nav))
        expect(item.href, `${screen}: ${item.label}`).not.toMatch(/\/(tenant|store)\/1(\/|$)/);
      expect(hrefs(nav)['Store Orders']).toBe('/tenant/2/store-orders');
      expect(hrefs(nav)['Store Front']).toBe('/store/2');
    }
  });

  it('after clicking Dashboard (/tenant/2/admin) the links still name store 2 and Dashboard is current', () => {
    const nav = buildAdminNav({ user: superAdmin, pathname: '/tenant/2/admin', contextTenantId: 1 });
    expect(nav.dashboard).toMatchObject({ href: '/tenant/2/admin', current: true });
    expect(hrefs(nav)).toMatchObject({
      'Store Orders': '/tenant/2/store-orders',
      'Product Management': '/tenant/2/product-management',
      'General Settings': '/tenant/2/settings',
      'Order Management': '/order-management',
    });
  });

  it('any store id, any store screen: every /tenant/ link names that store', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...storeScreens), (id, screen) => {
        const nav = buildAdminNav({
          user: superAdmin,
          pathname: `/tenant/${id}${screen}`,
          contextTenantId: 1,
        });
        for (const item of allLinks(nav)) {
          const named = /^\/(?:tenant|store)\/(\d+)/.exec(item.href)?.[1];
          if (named !== undefined) expect(Number(named)).toBe(id);
        }
      }),
    );
  });

  it('with no store in the URL a super admin’s store links lead to the store picker (orders: all shops), not to store 1', () => {
    const nav = buildAdminNav({ user: superAdmin, pathname: '/admin', contextTenantId: 1 });
    expect(nav.tenantId).toBeNull();
    expect(nav.dashboard.href).toBe('/admin');
    expect(hrefs(nav)).toMatchObject({
      'Store Orders': '/store-orders',
      'Product Management': '/product-management',
      'Email Log': '/email-log',
    });
    for (const item of allLinks(nav)) expect(item.href).not.toMatch(/^\/tenant\//);
  });

  it('a store member’s links never carry a /tenant/ prefix and Dashboard is /admin', () => {
    const nav = buildAdminNav({ user: owner, pathname: '/store-orders', contextTenantId: 4 });
    expect(nav.dashboard.href).toBe('/admin');
    for (const item of allLinks(nav)) expect(item.href).not.toMatch(/^\/tenant\//);
  });

  it('storePickerPath: a super admin’s store screen without a store asks which store', () => {
    expect(storePickerPath(superAdmin, '/Settings/')).toBe('/settings');
    expect(storePickerPath(superAdmin, '/cms')).toBe('/settings');
    expect(storePickerPath(superAdmin, '/admin/products')).toBe('/product-management');
    expect(storePickerPath(superAdmin, '/product-management/12')).toBe('/product-management');
    expect(storePickerPath(superAdmin, '/email-log')).toBe('/email-log');
    // The all-shops view (Store Orders without a store), platform screens, dashboards and a named store need no picker.
    for (const path of [
      '/store-orders',
      '/order-management',
      '/admin/orders',
      '/admin',
      '/super-admin',
      '/tenant-admin',
      '/billing-management',
      '/tenant/2/store-orders',
      '/tenant/2',
    ]) {
      expect(storePickerPath(superAdmin, path), path).toBeNull();
    }
    expect(storePickerPath(owner, '/store-orders')).toBeNull();
  });

  it('switchStorePath keeps the screen under the new store', () => {
    expect(switchStorePath('/tenant/2/store-orders', 1, superAdmin)).toBe('/tenant/1/store-orders');
    expect(switchStorePath('/tenant/2/product-management/12', 5)).toBe('/tenant/5/product-management/12');
    expect(switchStorePath('/tenant/2/admin', 1)).toBe('/tenant/1/admin');
    expect(switchStorePath('/tenant/2', 1)).toBe('/tenant/1');
    expect(switchStorePath('/store-orders', 3, superAdmin)).toBe('/tenant/3/store-orders');
    expect(switchStorePath('/order-management', 3, superAdmin)).toBe('/tenant/3/store-orders');
    expect(switchStorePath('/settings', 3, superAdmin)).toBe('/tenant/3/settings');
    expect(switchStorePath('/super-admin', 3, superAdmin)).toBe('/tenant/3/admin');
    expect(switchStorePath('/admin', 3, superAdmin)).toBe('/tenant/3/admin');
  });
});
