// Every route of both spec files is served by an area; anything else is the 404 page. Rendered on
// the server side of React so no DOM is needed: a matched area is still loading (its spinner),
// an unmatched path renders the not-found page straight away.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppRouter } from './router.tsx';

function render(path: string): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <Router ssrPath={path}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
  );
}

const tenantScoped = [
  'settings',
  'product-management',
  'category-management',
  'variant-management',
  'product-variant-pricing',
  'store-orders',
  'product-subscriptions',
  'color-settings',
  'email-settings',
  'payment-settings',
  'shipping-options',
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
  '/tenant/3',
  ...tenantScoped.map((p) => `/tenant/3/${p}`),
];

describe('AppRouter', () => {
  it.each(specPaths)('serves %s from an area', (path) => {
    const html = render(path);
    expect(html).not.toContain('404 Page Not Found');
    expect(html).toContain('role="status"');
  });

  it.each(['/does-not-exist', '/store/1/nope', '/s/demo/account', '/tenant/3/cms', '/admin/nope'])(
    'renders the 404 page for %s',
    (path) => {
      expect(render(path)).toContain('404 Page Not Found');
    },
  );
});
