// The admin side navigation of spec admin §2, as data: groups, links and which one is current.
// Pure, so the rules are unit-tested: store-front link, /tenant/{id}/ prefixes for super admins,
// the tenant taken from the URL, then the tenant context, then store 1 for the store-front link.
import type { CurrentUser } from '@storefleet/contracts';

export type AdminNavIcon =
  | 'store'
  | 'products'
  | 'categories'
  | 'variants'
  | 'pricing'
  | 'orders'
  | 'customers'
  | 'subscriptions'
  | 'settings'
  | 'colors'
  | 'email'
  | 'payment'
  | 'billing'
  | 'plans'
  | 'tenants'
  | 'super-admin'
  | 'dashboard';

export type AdminNavItem = { label: string; href: string; icon: AdminNavIcon; current: boolean };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };
export type AdminNav = { dashboard: AdminNavItem; groups: AdminNavGroup[]; tenantId: number | null };

type Link = { label: string; path: string; icon: AdminNavIcon; tenantScoped?: boolean; aliases?: string[] };

const FALLBACK_STORE_ID = 1;

const storeManagement: Link[] = [
  {
    label: 'Product Management',
    path: '/product-management',
    icon: 'products',
    tenantScoped: true,
    aliases: ['/admin/products'],
  },
  {
    label: 'Category Management',
    path: '/category-management',
    icon: 'categories',
    tenantScoped: true,
    aliases: ['/admin/categories'],
  },
  {
    label: 'Variant Management',
    path: '/variant-management',
    icon: 'variants',
    tenantScoped: true,
    aliases: ['/admin/variants'],
  },
  { label: 'Variant Pricing', path: '/product-variant-pricing', icon: 'pricing', tenantScoped: true },
  { label: 'Store Orders', path: '/store-orders', icon: 'orders', tenantScoped: true },
  { label: 'Customers', path: '/customers', icon: 'customers', tenantScoped: true },
  {
    label: 'Product Subscriptions',
    path: '/product-subscriptions',
    icon: 'subscriptions',
    tenantScoped: true,
  },
];

const storeSettings: Link[] = [
  { label: 'General Settings', path: '/settings', icon: 'settings', tenantScoped: true, aliases: ['/cms'] },
  { label: 'Color Templates', path: '/color-settings', icon: 'colors', tenantScoped: true },
  { label: 'Email Settings', path: '/email-settings', icon: 'email', tenantScoped: true },
  { label: 'Payment Settings', path: '/payment-settings', icon: 'payment', tenantScoped: true },
];

const business: Link[] = [
  { label: 'Billing Management', path: '/billing-management', icon: 'billing' },
  { label: 'Subscription Plans', path: '/subscription', icon: 'plans' },
];

const administration: Link[] = [
  { label: 'Tenant Management', path: '/tenant-admin', icon: 'tenants' },
  { label: 'Super Admin', path: '/super-admin', icon: 'super-admin' },
];

/** The store id a URL names: /tenant/{id}/… or /store/{id}/…; null elsewhere. */
export function tenantIdFromUrl(pathname: string): number | null {
  const match = /^\/(?:tenant|store)\/(\d+)(?:\/|$)/.exec(pathname);
  return match?.[1] ? Number(match[1]) : null;
}

/** The path without a /tenant/{id} prefix, so /tenant/3/product-management reads as /product-management. */
function unprefixed(pathname: string): string {
  return pathname.replace(/^\/tenant\/\d+(?=\/|$)/, '') || '/';
}

export function buildAdminNav(input: {
  user: CurrentUser;
  pathname: string;
  /** The tenant context: the store the user works on when the URL names none. */
  contextTenantId?: number | null;
}): AdminNav {
  const { user, pathname } = input;
  const isSuperAdmin = user.isAdmin === 'true';
  const tenantId = tenantIdFromUrl(pathname) ?? input.contextTenantId ?? null;
  const here = unprefixed(pathname);

  const toItem = (link: Link): AdminNavItem => {
    const prefix = isSuperAdmin && link.tenantScoped ? `/tenant/${tenantId ?? FALLBACK_STORE_ID}` : '';
    const current = here === link.path || (link.aliases ?? []).includes(here);
    return { label: link.label, href: `${prefix}${link.path}`, icon: link.icon, current };
  };

  const storeFrontHref =
    tenantId !== null ? `/store/${tenantId}` : isSuperAdmin ? `/store/${FALLBACK_STORE_ID}` : '/';
  const storeFront: AdminNavItem = {
    label: 'Store Front',
    href: storeFrontHref,
    icon: 'store',
    current: /^\/store\/\d+$/.test(pathname),
  };

  const groups: AdminNavGroup[] = [
    { label: 'Store Management', items: [storeFront, ...storeManagement.map(toItem)] },
    { label: 'Store Settings', items: storeSettings.map(toItem) },
    { label: 'Business', items: business.map(toItem) },
  ];
  if (isSuperAdmin) groups.push({ label: 'Administration', items: administration.map(toItem) });

  const dashboardPaths = ['/admin', '/admin-dashboard', '/admin/dashboard'];
  const dashboard: AdminNavItem = {
    label: 'Dashboard',
    href: '/admin',
    icon: 'dashboard',
    current: dashboardPaths.includes(pathname),
  };
  return { dashboard, groups, tenantId };
}
