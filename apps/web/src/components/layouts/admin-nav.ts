// The admin side navigation of spec admin §2, as data: groups, links and which one is current.
// Pure, so the rules are unit-tested: store-front link, /tenant/{id}/ prefixes for super admins,
// the tenant taken from the URL, then (store members only) the tenant context, then store 1 for the
// store-front link. A super admin's acting store is the one in the URL and nothing else
// (ADR 0040): without one, the store's screens ask which store (storePickerPath), never
// falling back silently to store 1 or to the store the address resolves to.
import {
  type AdminPermission,
  type CurrentUser,
  DISCOUNTS_PERMISSION,
  userMayUse,
} from '@storefleet/contracts';

export type AdminNavIcon =
  | 'store'
  | 'products'
  | 'categories'
  | 'variants'
  | 'pricing'
  | 'orders'
  | 'returns'
  | 'customers'
  | 'analytics'
  | 'subscriptions'
  | 'settings'
  | 'colors'
  | 'email'
  | 'email-log'
  | 'payment'
  | 'shipping'
  | 'billing'
  | 'plans'
  | 'tenants'
  | 'super-admin'
  | 'audit'
  | 'team'
  | 'discounts'
  | 'draft-orders'
  | 'dashboard';

export type AdminNavItem = { label: string; href: string; icon: AdminNavIcon; current: boolean };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };
export type AdminNav = { dashboard: AdminNavItem; groups: AdminNavGroup[]; tenantId: number | null };

type Link = {
  label: string;
  path: string;
  icon: AdminNavIcon;
  tenantScoped?: boolean;
  aliases?: string[];
  /** What a store member needs to see it (ADR 0030); absent: any member. */
  permission?: AdminPermission;
};

const FALLBACK_STORE_ID = 1;

const storeManagement: Link[] = [
  {
    label: 'Product Management',
    path: '/product-management',
    icon: 'products',
    tenantScoped: true,
    aliases: ['/admin/products'],
    permission: 'products',
  },
  {
    label: 'Category Management',
    path: '/category-management',
    icon: 'categories',
    tenantScoped: true,
    aliases: ['/admin/categories'],
    permission: 'products',
  },
  {
    label: 'Variant Management',
    path: '/variant-management',
    icon: 'variants',
    tenantScoped: true,
    aliases: ['/admin/variants'],
    permission: 'products',
  },
  {
    label: 'Variant Pricing',
    path: '/product-variant-pricing',
    icon: 'pricing',
    tenantScoped: true,
    permission: 'products',
  },
  {
    label: 'Store Orders',
    path: '/store-orders',
    icon: 'orders',
    tenantScoped: true,
    // The spec's Order Management routes show the same store's orders to a store member.
    aliases: ['/order-management', '/admin/orders'],
    permission: 'orders',
  },
  { label: 'Returns', path: '/order-returns', icon: 'returns', tenantScoped: true, permission: 'orders' },
  {
    label: 'Draft Orders',
    path: '/draft-orders',
    icon: 'draft-orders',
    tenantScoped: true,
    permission: 'orders',
  },
  { label: 'Customers', path: '/customers', icon: 'customers', tenantScoped: true, permission: 'customers' },
  { label: 'Analytics', path: '/analytics', icon: 'analytics', tenantScoped: true, permission: 'analytics' },
  {
    label: 'Discounts',
    path: '/discounts',
    icon: 'discounts',
    tenantScoped: true,
    permission: DISCOUNTS_PERMISSION,
  },
  {
    label: 'Product Subscriptions',
    path: '/product-subscriptions',
    icon: 'subscriptions',
    tenantScoped: true,
    permission: 'orders',
  },
];

const storeSettings: Link[] = [
  { label: 'General Settings', path: '/settings', icon: 'settings', tenantScoped: true, aliases: ['/cms'] },
  {
    label: 'Color Templates',
    path: '/color-settings',
    icon: 'colors',
    tenantScoped: true,
    permission: 'content',
  },
  {
    label: 'Email Settings',
    path: '/email-settings',
    icon: 'email',
    tenantScoped: true,
    permission: 'settings',
  },
  {
    label: 'Email Log',
    path: '/email-log',
    icon: 'email-log',
    tenantScoped: true,
    permission: 'settings',
  },
  {
    label: 'Payment Settings',
    path: '/payment-settings',
    icon: 'payment',
    tenantScoped: true,
    permission: 'payments',
  },
  {
    label: 'Shipping Options',
    path: '/shipping-options',
    icon: 'shipping',
    tenantScoped: true,
    permission: 'settings',
  },
  { label: 'Team', path: '/team', icon: 'team', tenantScoped: true, permission: 'team' },
  {
    label: 'Audit Log',
    path: '/audit-log',
    icon: 'audit',
    tenantScoped: true,
    permission: 'audit',
  },
];

const business: Link[] = [
  // The store's plan and its bills from the platform are the owner's (ADR 0080).
  { label: 'Billing Management', path: '/billing-management', icon: 'billing', permission: 'billing' },
  { label: 'Subscription Plans', path: '/subscription', icon: 'plans', permission: 'billing' },
];

const administration: Link[] = [
  { label: 'Tenant Management', path: '/tenant-admin', icon: 'tenants' },
  { label: 'Super Admin', path: '/super-admin', icon: 'super-admin' },
  // Every shop's orders in one list (spec admin §2 Order Management, shop filter for super admins).
  { label: 'Order Management', path: '/order-management', icon: 'orders', aliases: ['/admin/orders'] },
];

/**
 * What a store member needs for the admin screen at `pathname` (its link's permission, ADR 0030),
 * so a screen opened by URL says "Your role doesn't include …" instead of failing its calls
 * (ADR 0080); null for a screen any member may open (the dashboard, General Settings) and for
 * paths that are not a store screen.
 */
export function permissionForAdminPath(pathname: string): AdminPermission | null {
  const here = unprefixed(pathname);
  const link = [...storeManagement, ...storeSettings, ...business].find((l) =>
    [l.path, ...(l.aliases ?? [])].some((path) => isAt(here, path)),
  );
  return link?.permission ?? null;
}

/** The store id a URL names: /tenant/{id}/… or /store/{id}/…; null elsewhere. */
export function tenantIdFromUrl(pathname: string): number | null {
  const match = /^\/(?:tenant|store)\/(\d+)(?:\/|$)/.exec(pathname);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The store screens a super admin opens only for a named store: /tenant/{id}{path}. Store Orders
 * (and its Order Management aliases) without a store is the all-shops view (ADR 0041), no picker.
 */
const storeScreenPaths = [...storeManagement, ...storeSettings]
  .filter((link) => link.path !== '/store-orders')
  .flatMap((link) => [link.path, ...(link.aliases ?? [])]);
const ordersPaths = ['/store-orders', '/order-management', '/admin/orders'];

/**
 * For a super admin on a store's screen whose URL names no store (/settings, /product-management, …): the
 * screen's path, which the layout shows a store picker for (each store's link is
 * /tenant/{id}{path}); null when the URL names a store, for other screens and for store members,
 * whose store is their own.
 */
export function storePickerPath(user: CurrentUser, pathname: string): string | null {
  if (user.isAdmin !== 'true') return null;
  const here = normalised(pathname);
  if (here.startsWith('/tenant/')) return null;
  const path = storeScreenPaths.find((screen) => isAt(here, screen));
  if (!path) return null;
  return path === '/cms' ? '/settings' : path.startsWith('/admin/') ? storeScreenFor(path) : path;
}

/** The store screen an /admin/… alias shows. */
function storeScreenFor(alias: string): string {
  const link = [...storeManagement, ...storeSettings].find((l) => l.aliases?.includes(alias));
  return link?.path ?? alias;
}

/**
 * The same screen for another store, for the header's store switcher: /tenant/{id}/… keeps its
 * screen; a store's details page stays a details page; anything else opens that store's dashboard.
 */
export function switchStorePath(pathname: string, tenantId: number, user?: CurrentUser): string {
  const path = pathname.replace(/\/+$/, '');
  if (/^\/tenant\/\d+$/i.test(path)) return `/tenant/${tenantId}`;
  const prefixed = /^\/tenant\/\d+(\/.*)$/i.exec(path);
  if (prefixed?.[1]) return `/tenant/${tenantId}${prefixed[1]}`;
  if (ordersPaths.includes(normalised(pathname))) return `/tenant/${tenantId}/store-orders`;
  const screen = user ? storePickerPath(user, pathname) : null;
  return `/tenant/${tenantId}${screen ?? '/admin'}`;
}

/** How the router matches a path: case-insensitive, with or without a trailing slash. */
function normalised(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** The path without a /tenant/{id} prefix, so /tenant/3/product-management reads as /product-management. */
function unprefixed(pathname: string): string {
  return normalised(pathname).replace(/^\/tenant\/\d+(?=\/|$)/, '') || '/';
}

/** Whether `here` is the link's screen or a page nested under it (/product-management/12). */
const isAt = (here: string, path: string) => here === path || here.startsWith(`${path}/`);

export function buildAdminNav(input: {
  user: CurrentUser;
  pathname: string;
  /** The tenant context: the store the user works on when the URL names none. */
  contextTenantId?: number | null;
}): AdminNav {
  const { user, pathname } = input;
  const isSuperAdmin = user.isAdmin === 'true';
  // A super admin acts on the store their URL names; a member works on their own store.
  const tenantId = tenantIdFromUrl(pathname) ?? (isSuperAdmin ? null : (input.contextTenantId ?? null));
  const here = unprefixed(pathname);
  const ownStore = tenantId ?? user.memberships[0]?.tenantId;

  // ADR 0030: a member sees only what their role in the store lets them use.
  const mayUse = (link: Link) => userMayUse(user, ownStore ?? null, link.permission ?? 'member');
  const toItem = (link: Link): AdminNavItem => {
    // Without an acting store a super admin's link leads to the screen's store picker.
    const prefix = isSuperAdmin && link.tenantScoped && tenantId !== null ? `/tenant/${tenantId}` : '';
    const current = [link.path, ...(link.aliases ?? [])].some((path) => isAt(here, path));
    return { label: link.label, href: `${prefix}${link.path}`, icon: link.icon, current };
  };
  // A super admin's /order-management is the all-shops view of Administration, not the store's orders.
  const storeManagementLinks = isSuperAdmin
    ? storeManagement.map((link) => (link.path === '/store-orders' ? { ...link, aliases: [] } : link))
    : storeManagement;
  // A store's details page (/tenant/{id}) belongs to Tenant Management.
  const platformHere = /^\/tenant\/\d+$/.test(normalised(pathname)) ? '/tenant-admin' : here;

  const storeFrontHref =
    tenantId !== null ? `/store/${tenantId}` : isSuperAdmin ? `/store/${FALLBACK_STORE_ID}` : '/';
  const storeFront: AdminNavItem = {
    label: 'Store Front',
    href: storeFrontHref,
    icon: 'store',
    current: /^\/store\/\d+$/.test(normalised(pathname)),
  };

  const groups: AdminNavGroup[] = [
    { label: 'Store Management', items: [storeFront, ...storeManagementLinks.filter(mayUse).map(toItem)] },
    {
      label: 'Store Settings',
      items: storeSettings.filter(mayUse).map(toItem),
    },
    { label: 'Business', items: business.filter(mayUse).map(toItem) },
  ];
  if (isSuperAdmin) {
    const items = administration.map((link) => ({
      ...toItem(link),
      current: [link.path, ...(link.aliases ?? [])].some((path) => isAt(platformHere, path)),
    }));
    groups.push({ label: 'Administration', items });
  }

  const dashboardPaths = ['/admin', '/admin-dashboard', '/admin/dashboard'];
  const dashboard: AdminNavItem = {
    label: 'Dashboard',
    // A super admin acting on a store stays on it: that store's dashboard.
    href: isSuperAdmin && tenantId !== null ? `/tenant/${tenantId}/admin` : '/admin',
    icon: 'dashboard',
    current: dashboardPaths.includes(here),
  };
  // A group a member may use nothing of is left out (ADR 0030).
  return { dashboard, groups: groups.filter((group) => group.items.length > 0), tenantId };
}
