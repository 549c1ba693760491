// Every admin route names what a store member needs for it (ADR 0030), and this list says which:
// a route the app serves to store members that is not here, or names another permission, fails the
// first test by name, so a new admin endpoint cannot be added without deciding who may use it.
// ('member': any member of the store; 'team', 'payments', 'audit', 'api-keys', 'webhooks' and 'billing': owners only.) The check itself is
// central (route config → ctx.permission → requireTenantAdmin), proven per family in
// modules/team/team-permissions.routes.test.ts.
import type { AdminPermission } from '@storefleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

const EXPECTED: Record<string, AdminPermission> = {
  'GET /api/admin/categories': 'products',
  'POST /api/admin/categories': 'products',
  'DELETE /api/admin/categories/{id}': 'products',
  'PUT /api/admin/categories/{id}': 'products',
  'GET /api/admin/products': 'products',
  'POST /api/admin/products': 'products',
  'GET /api/admin/products/export': 'products',
  'POST /api/admin/products/import': 'products',
  'PUT /api/admin/products/reorder': 'products',
  'DELETE /api/admin/products/{id}': 'products',
  'PUT /api/admin/products/{id}': 'products',
  'PATCH /api/admin/products/{id}/draft': 'products',
  'GET /api/admin/products/{id}/prices': 'products',
  'PUT /api/admin/products/{id}/prices': 'products',
  'GET /api/admin/variants': 'products',
  'GET /api/admin/discounts': 'products',
  'POST /api/admin/discounts': 'products',
  'DELETE /api/admin/discounts/{id}': 'products',
  'PUT /api/admin/discounts/{id}': 'products',
  'POST /api/admin/variants': 'products',
  'DELETE /api/admin/variants/{id}': 'products',
  'PUT /api/admin/variants/{id}': 'products',
  'POST /api/products': 'products',
  'GET /api/products/subscriptions': 'products',
  'PATCH /api/products/{productId}/convert-to-subscription': 'products',
  'GET /api/products/{productId}/variants': 'products',
  'POST /api/products/{productId}/variants': 'products',
  'DELETE /api/products/{productId}/variants/{id}': 'products',
  'PUT /api/products/{productId}/variants/{id}': 'products',
  'GET /api/products/{tenantId}': 'products',
  'POST /api/upload-image': 'products',
  'POST /api/upload/image': 'products',
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders.csv': 'orders',
  'POST /api/admin/orders/{id}/delivery': 'orders',
  'POST /api/admin/orders/{id}/fulfilments': 'orders',
  'POST /api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery': 'orders',
  'GET /api/admin/orders/{id}/invoice.pdf': 'orders',
  'POST /api/admin/orders/{id}/notes': 'orders',
  'GET /api/admin/orders/{id}/refunds': 'orders',
  'POST /api/admin/orders/{id}/refunds': 'orders',
  'POST /api/admin/orders/{id}/refunds/preview': 'orders',
  'GET /api/admin/orders/{id}/credit-notes/{creditNoteId}/pdf': 'orders',
  'POST /api/admin/orders/{id}/cancel': 'orders',
  'POST /api/admin/orders/{id}/edits': 'orders',
  'POST /api/admin/orders/{id}/payment-link': 'orders',
  'PUT /api/admin/orders/{id}/status': 'orders',
  'GET /api/admin/returns': 'orders',
  'POST /api/admin/returns/{id}/approve': 'orders',
  'POST /api/admin/returns/{id}/decline': 'orders',
  'POST /api/admin/returns/{id}/receive': 'orders',
  'POST /api/admin/returns/{id}/refund': 'orders',
  'GET /api/admin/draft-orders': 'orders',
  'POST /api/admin/draft-orders': 'orders',
  'PUT /api/admin/draft-orders/{id}': 'orders',
  'DELETE /api/admin/draft-orders/{id}': 'orders',
  'POST /api/admin/draft-orders/{id}/send-invoice': 'orders',
  'GET /api/admin/orders/{id}/timeline': 'orders',
  'GET /api/orders': 'orders',
  'GET /api/orders/stats': 'orders',
  'GET /api/orders/{id}/invoice.pdf': 'orders',
  'GET /api/orders/{id}/credit-notes/{creditNoteId}/pdf': 'orders',
  'PUT /api/orders/{id}/status': 'orders',
  'GET /api/product-subscriptions': 'orders',
  'GET /api/product-subscriptions/stats': 'orders',
  'POST /api/product-subscriptions/{id}/renew-now': 'orders',
  'POST /api/product-subscriptions/{id}/{action}': 'orders',
  'GET /api/admin/customers': 'customers',
  'GET /api/admin/customers/export': 'customers',
  'GET /api/admin/customers/{id}': 'customers',
  'POST /api/cms/content': 'content',
  'DELETE /api/cms/content/{key}': 'content',
  'PUT /api/cms/content/{key}': 'content',
  'GET /api/cms/content/{tenantId}': 'content',
  'PATCH /api/tenant/{id}/color-template': 'content',
  'GET /api/admin/domains': 'settings',
  'GET /api/admin/store-launch': 'settings',
  'POST /api/admin/store-launch': 'settings',
  'PUT /api/admin/store-launch/password': 'settings',
  'POST /api/admin/domains': 'settings',
  'DELETE /api/admin/domains/{id}': 'settings',
  'PUT /api/admin/domains/{id}': 'settings',
  'POST /api/admin/domains/{id}/verify': 'settings',
  'PUT /api/admin/email-settings': 'settings',
  'GET /api/admin/emails': 'settings',
  'GET /api/admin/shipping-options': 'settings',
  'GET /api/admin/shipping-weights': 'member',
  'POST /api/admin/shipping-options': 'settings',
  'DELETE /api/admin/shipping-options/{id}': 'settings',
  'PUT /api/admin/shipping-options/{id}': 'settings',
  'GET /api/admin/shipping-zones': 'settings',
  'POST /api/admin/shipping-zones': 'settings',
  'DELETE /api/admin/shipping-zones/{id}': 'settings',
  'PUT /api/admin/shipping-zones/{id}': 'settings',
  'POST /api/admin/test-email': 'settings',
  'GET /api/admin/vat-settings': 'settings',
  'PUT /api/admin/vat-settings': 'settings',
  'GET /api/admin/tax-rates': 'member',
  'PUT /api/admin/tax-rates/{place}/{taxClass}': 'settings',
  'DELETE /api/admin/tax-rates/{place}/{taxClass}': 'settings',
  'GET /api/admin/store-languages': 'member',
  'PUT /api/admin/store-languages': 'settings',
  'GET /api/admin/currencies': 'member',
  'PUT /api/admin/currencies/base': 'settings',
  'PUT /api/admin/currencies/{code}': 'settings',
  'POST /api/admin/currencies/rates-from-file': 'settings',
  'DELETE /api/admin/currencies/{code}': 'settings',
  'GET /api/admin/store-time-zone': 'settings',
  'PUT /api/admin/store-time-zone': 'settings',
  'GET /api/billing': 'billing',
  'GET /api/billing/history': 'billing',
  'GET /api/billing/stats': 'billing',
  'GET /api/billing/{id}/invoice.pdf': 'billing',
  'GET /api/billing/{id}/credit-notes/{creditNoteId}/pdf': 'billing',
  'POST /api/subscription/cancel': 'billing',
  'GET /api/subscription/change-quote': 'billing',
  'POST /api/subscription/upgrade': 'billing',
  'GET /api/billing/payment-method': 'billing',
  'PUT /api/billing/payment-method': 'billing',
  'DELETE /api/billing/payment-method': 'billing',
  'POST /api/billing/payment-method/setup': 'billing',
  'GET /api/tenant/payment-settings': 'payments',
  'PUT /api/tenant/payment-settings': 'payments',
  'GET /api/admin/audit-log': 'audit',
  'GET /api/admin/team': 'team',
  'POST /api/admin/team': 'team',
  'DELETE /api/admin/team/invitations/{id}': 'team',
  'POST /api/admin/team/invitations/{id}/resend': 'team',
  'DELETE /api/admin/team/{userId}': 'team',
  'PUT /api/admin/team/{userId}': 'team',
  'GET /api/admin/api-keys': 'api-keys',
  'POST /api/admin/api-keys': 'api-keys',
  'DELETE /api/admin/api-keys/{id}': 'api-keys',
  'GET /api/admin/storefront-keys': 'api-keys',
  'POST /api/admin/storefront-keys': 'api-keys',
  'DELETE /api/admin/storefront-keys/{id}': 'api-keys',
  'GET /api/admin/webhooks': 'webhooks',
  'POST /api/admin/webhooks': 'webhooks',
  'PUT /api/admin/webhooks/{id}': 'webhooks',
  'DELETE /api/admin/webhooks/{id}': 'webhooks',
  'GET /api/admin/webhooks/{id}/deliveries': 'webhooks',
  'POST /api/admin/webhooks/deliveries/{id}/resend': 'webhooks',
  'GET /api/admin/dashboard-stats': 'member',
  'GET /api/admin/analytics/sales': 'analytics',
  'GET /api/admin/analytics/products': 'analytics',
  'GET /api/admin/analytics/sales.csv': 'analytics',
  'GET /api/admin/analytics/oss.csv': 'analytics',
  'GET /api/admin/analytics/products.csv': 'analytics',
  'GET /api/admin/analytics/categories.csv': 'analytics',
  'GET /api/admin/analytics/discounts.csv': 'analytics',
  'GET /api/admin/analytics/funnel': 'analytics',
  'GET /api/admin/analytics/funnel.csv': 'analytics',
  'GET /api/tenant/{id}': 'member',
};

type Op = { 'x-access'?: string; 'x-permission'?: AdminPermission };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function declared(): Record<string, AdminPermission | undefined> {
  const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
  const found: Record<string, AdminPermission | undefined> = {};
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op['x-access'] === 'storeAdmin' || op['x-permission']) {
        found[`${method.toUpperCase()} ${path}`] = op['x-permission'];
      }
    }
  }
  return found;
}

describe('admin route permissions (ADR 0030)', () => {
  it('every store admin route declares the permission listed here', () => {
    const found = declared();
    const undeclared = Object.entries(found)
      .filter(([, permission]) => permission === undefined)
      .map(([route]) => route);
    expect(undeclared, 'store admin routes without `permission`').toEqual([]);
    const unlisted = Object.keys(found).filter((route) => !(route in EXPECTED));
    expect(unlisted, 'routes missing from EXPECTED').toEqual([]);
    const wrong = Object.entries(found)
      .filter(([route, permission]) => route in EXPECTED && EXPECTED[route] !== permission)
      .map(([route, permission]) => `${route}: ${permission}, expected ${EXPECTED[route]}`);
    expect(wrong).toEqual([]);
  });

  it('every listed route still exists', () => {
    const found = declared();
    expect(Object.keys(EXPECTED).filter((route) => !(route in found))).toEqual([]);
  });
});
