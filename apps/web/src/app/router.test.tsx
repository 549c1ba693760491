// Every route of both spec files is served by an area; anything else is the 404 page. Rendered on
// the server (Preact's string renderer) so no DOM is needed: a matched area is still loading its
// code (the renderer suspends), an unmatched path renders the not-found page straight away.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppRouter } from './router.tsx';

/** What the synchronous renderer gives for a tree that is still loading an area's code. */
const LOADING_AREA = 'a lazy area is loading';

function render(path: string): string {
  try {
    return renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <Router ssrPath={path}>
          <AppRouter />
        </Router>
      </QueryClientProvider>,
    );
  } catch (error) {
    // Preact's synchronous renderer (ADR 0023) does not draw a Suspense fallback: it throws when
    // a component suspends, here the lazy area chosen for the path.
    if (error instanceof Error && error.message.includes('renderToStringAsync')) return LOADING_AREA;
    throw error;
  }
}

const tenantScoped = [
  'settings',
  'product-management',
  'category-management',
  'variant-management',
  'product-variant-pricing',
  'store-orders',
  'customers',
  'analytics',
  'product-subscriptions',
  'color-settings',
  'email-settings',
  'payment-settings',
  'shipping-options',
  'audit-log',
  'discounts',
];

const specPaths = [
  // storefront §2
  '/',
  '/store/1',
  '/s/demo',
  ...['/checkout', '/terms-conditions', '/returns-refunds'].flatMap((p) => [
    p,
    `/store/1${p}`,
    `/s/demo${p}`,
  ]),
  '/account',
  '/login',
  '/order-confirmation',
  '/orders',
  // admin §2
  '/settings',
  '/admin',
  '/cms',
  '/tenant-admin',
  '/super-admin',
  '/billing-management',
  '/subscription',
  '/product-subscriptions',
  '/product-management',
  '/category-management',
  '/variant-management',
  '/product-variant-pricing',
  '/color-settings',
  '/email-settings',
  '/payment-settings',
  '/order-management',
  '/store-orders',
  '/admin/orders',
  '/admin/products',
  '/admin/categories',
  '/admin/variants',
  '/admin/dashboard',
  '/admin-dashboard',
  '/shipping-options',
  '/customers',
  '/analytics',
  '/tenant/3',
  ...tenantScoped.map((p) => `/tenant/3/${p}`),
];

describe('AppRouter', () => {
  it.each(specPaths)('serves %s from an area', (path) => {
    const html = render(path);
    expect(html).toBe(LOADING_AREA);
  });

  it.each(['/does-not-exist', '/store/1/nope', '/s/demo/account', '/tenant/3/cms', '/admin/nope'])(
    'renders the 404 page for %s',
    (path) => {
      expect(render(path)).toContain('404 Page Not Found');
    },
  );
});
