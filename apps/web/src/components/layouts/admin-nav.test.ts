import type { CurrentUser } from '@storefleet/contracts';
import { adminRoutes, platformRoutes } from '@storefleet/contracts/app-routes';
import { describe, expect, it } from 'vitest';
import { buildAdminNav, tenantIdFromUrl } from './admin-nav.ts';

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
      'Customers',
      'Discounts',
      'Product Subscriptions',
    ]);
    expect(hrefs(nav)).toMatchObject({
      'Store Front': '/store/4',
      Customers: '/customers',
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

  it('takes the tenant from /store/{id}, else the context, else store 1 for the store front', () => {
    expect(hrefs(buildAdminNav({ user: superAdmin, pathname: '/store/9' }))['Product Management']).toBe(
      '/tenant/9/product-management',
    );
    expect(
      hrefs(buildAdminNav({ user: superAdmin, pathname: '/admin', contextTenantId: 3 }))['Store Front'],
    ).toBe('/store/3');
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
    for (const hidden of ['Product Management', 'Customers', 'Payment Settings', 'Team', 'Email Settings']) {
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
});
