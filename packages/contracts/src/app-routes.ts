// Every route of both spec files (storefront §2, admin §2), grouped by the area whose code serves
// it. The web app's router reads these (apps/web/src/app/route-table.ts; its main bundle holds only
// these strings; each area's screens load on first visit), and the server reads them to answer a
// real 404 for any other path (apps/api/src/modules/storefront/web.plugin.ts).

import { languageFromPath } from './language-paths.ts';

export type RouteEntry = { path: string; title: string };

const storeSubPages: RouteEntry[] = [
  { path: '/checkout', title: 'Checkout' },
  { path: '/terms-conditions', title: 'Terms & Conditions' },
  { path: '/returns-refunds', title: 'Returns & Refunds' },
];

export const storefrontRoutes: RouteEntry[] = [
  { path: '/', title: 'Store Front' },
  { path: '/store/:tenantId', title: 'Store Front' },
  { path: '/s/:tenantSlug', title: 'Store Front' },
  ...['', '/store/:tenantId', '/s/:tenantSlug'].flatMap((prefix) =>
    storeSubPages.map((page) => ({ path: `${prefix}${page.path}`, title: page.title })),
  ),
  // A product's own page (ADR 0037); unprefixed, the request's store's (as `/`).
  { path: '/products/:handle', title: 'Product' },
  { path: '/store/:tenantId/products/:handle', title: 'Product' },
  { path: '/s/:tenantSlug/products/:handle', title: 'Product' },
  { path: '/account', title: 'My Account' },
  { path: '/account/set-password', title: 'Set Password' },
  { path: '/set-password', title: 'Set Password' },
  { path: '/orders', title: 'My Orders' },
  { path: '/order-confirmation', title: 'Order Confirmation' },
  // A draft order's payment link (its invoice e-mail): the store comes with ?store=.
  { path: '/pay/:token', title: 'Pay Invoice' },
  // What an order still owes after a dearer edit or exchange (ADR 0077): the store comes with ?store=.
  { path: '/pay/order/:token', title: 'Pay Amount Due' },
];

/** The sign-in screen: its own small chunk, shared by every area. */
export const authRoutes: RouteEntry[] = [
  { path: '/login', title: 'Sign In' },
  { path: '/forgot-password', title: 'Forgot Password' },
  { path: '/reset-password', title: 'Reset Password' },
  { path: '/accept-invite', title: 'Join the Team' },
];

/** Store admin screens that a super admin also opens for any store under /tenant/{id}/. */
const tenantScopedAdminRoutes: RouteEntry[] = [
  { path: '/settings', title: 'General Settings' },
  { path: '/product-management', title: 'Product Management' },
  { path: '/category-management', title: 'Category Management' },
  { path: '/variant-management', title: 'Variant Management' },
  { path: '/product-variant-pricing', title: 'Variant Pricing' },
  { path: '/store-orders', title: 'Store Orders' },
  { path: '/order-returns', title: 'Returns' },
  { path: '/draft-orders', title: 'Draft Orders' },
  { path: '/customers', title: 'Customers' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/product-subscriptions', title: 'Product Subscriptions' },
  { path: '/color-settings', title: 'Color Templates' },
  { path: '/email-settings', title: 'Email Settings' },
  { path: '/payment-settings', title: 'Payment Settings' },
  { path: '/shipping-options', title: 'Shipping Options' },
  { path: '/email-log', title: 'Email Log' },
  { path: '/audit-log', title: 'Audit Log' },
  { path: '/team', title: 'Team' },
  { path: '/discounts', title: 'Discounts' },
];

export const adminDashboardPaths = ['/admin', '/admin-dashboard', '/admin/dashboard'];

export const adminRoutes: RouteEntry[] = [
  ...adminDashboardPaths.map((path) => ({ path, title: 'Admin Dashboard' })),
  // The dashboard of the store a super admin acts on: Dashboard keeps the store.
  { path: '/tenant/:tenantId/admin', title: 'Store Dashboard' },
  ...tenantScopedAdminRoutes,
  ...tenantScopedAdminRoutes.map((route) => ({ path: `/tenant/:tenantId${route.path}`, title: route.title })),
  { path: '/cms', title: 'Content Management' },
  { path: '/billing-management', title: 'Billing Management' },
  { path: '/subscription', title: 'Subscription Plans' },
  { path: '/order-management', title: 'Order Management' },
  { path: '/admin/orders', title: 'Order Management' },
  { path: '/admin/products', title: 'Product Management' },
  { path: '/admin/categories', title: 'Category Management' },
  { path: '/admin/variants', title: 'Variant Management' },
];

export const platformRoutes: RouteEntry[] = [
  { path: '/tenant-admin', title: 'Tenant Management' },
  { path: '/super-admin', title: 'Super Admin Dashboard' },
  { path: '/tenant/:tenantId', title: 'Store Details' },
  { path: '/dev/mailbox', title: 'Development Mailbox' },
];

/** Every path pattern the web app has a screen for. */
export const appRoutePatterns: readonly string[] = [
  ...authRoutes,
  ...storefrontRoutes,
  ...platformRoutes,
  ...adminRoutes,
].map((route) => route.path);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern as wouter matches it (regexparam): `:name` is one segment, case-insensitive, optional trailing slash. */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments.map((segment) => (segment.startsWith(':') ? '/[^/]+?' : `/${escapeRegExp(segment)}`));
  return new RegExp(`^${body.join('')}/?$`, 'i');
}

let appRouteRegExps: RegExp[] | undefined;

let languageRouteRegExps: RegExp[] | undefined;

/**
 * Whether the web app has a screen at `pathname` (no query string); every other path is its 404 page.
 * The sign-in screens also answer under a store language's prefix (`/de/login`, docs/decisions/0095).
 */
export function isAppPath(pathname: string): boolean {
  appRouteRegExps ??= appRoutePatterns.map(patternRegExp);
  if (appRouteRegExps.some((pattern) => pattern.test(pathname))) return true;
  const { language, rest } = languageFromPath(pathname);
  if (language === null) return false;
  languageRouteRegExps ??= authRoutes.map((route) => patternRegExp(route.path));
  return languageRouteRegExps.some((pattern) => pattern.test(rest));
}
