// Redaction and route descriptions of audit entries, without a database.
import { describe, expect, it } from 'vitest';
import { describeWrite } from './audit-route.ts';
import { pickFields, REDACTED, summarize } from './audit-summary.ts';

describe('summarize', () => {
  it('redacts secrets by name (with the allow list) and by shape, keeps the rest short', () => {
    const summary = summarize({
      key: 'footer_phone',
      stripePublicKey: 'pk_test_123',
      stripeSecretKey: 'sk_test_abcdef123',
      newPassword: 'hunter2-long',
      smtpUrl: 'smtps://u:p@mail.test',
      resetToken: 'abc',
      note: 'sk_live_abcdefgh12345',
      cleared: null,
      name: 'x'.repeat(200),
      nested: { apiKey: 'k', list: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(summary).toMatchObject({
      key: 'footer_phone',
      stripePublicKey: 'pk_test_123',
      stripeSecretKey: REDACTED,
      newPassword: REDACTED,
      smtpUrl: REDACTED,
      resetToken: REDACTED,
      note: REDACTED,
      cleared: null,
      nested: { apiKey: REDACTED, list: [1, 2, 3, 4, 5, '… 2 more'] },
    });
    expect((summary!.name as string).length).toBe(121);
    expect(summarize('text')).toBeNull();
    expect(pickFields({ status: 'paid', name: 'A' }, { status: 'shipped' })).toEqual({ status: 'paid' });
  });
});

describe('describeWrite', () => {
  it.each([
    ['POST', '/api/admin/products', { entityType: 'product', action: 'create' }],
    ['PUT', '/api/admin/categories/:id', { entityType: 'category', idParam: 'id', action: 'update' }],
    [
      'DELETE',
      '/api/admin/shipping-options/:id',
      { entityType: 'shipping-option', idParam: 'id', action: 'delete' },
    ],
    ['POST', '/api/admin/orders/:id/refunds', { entityType: 'order', idParam: 'id', action: 'other' }],
    ['PUT', '/api/cms/content/:key', { entityType: 'content', idParam: 'key', action: 'update' }],
    ['POST', '/api/billing/generate-monthly', { entityType: 'billing', action: 'other' }],
    ['PUT', '/api/super-admin/tenants/:id', { entityType: 'tenant', idParam: 'id', action: 'update' }],
    ['PUT', '/api/admin/team/:userId', { entityType: 'team', idParam: 'userId', action: 'update' }],
    [
      'POST',
      '/api/product-subscriptions/:id/:action',
      { entityType: 'product-subscription', idParam: 'id', action: 'other' },
    ],
  ])('%s %s', (method, url, expected) => {
    expect(describeWrite(method, url)).toEqual(expected);
  });
});
