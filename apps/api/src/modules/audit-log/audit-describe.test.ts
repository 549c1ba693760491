// An audit entry in a merchant's words (ADR 0088): the describers per entity type, the formatting
// of money, units, dates and Yes/No, and the generic fallback for types and fields nobody named.
import type { AuditLogEntry } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { describeChanges, describeEntry, fieldLabel, formatValue } from './audit-describe.ts';

const base: Omit<AuditLogEntry, 'description' | 'id' | 'tenantId' | 'actorUserId' | 'createdAt'> = {
  actorName: 'demo-owner',
  action: 'update',
  entityType: 'product',
  entityId: '12',
  route: 'PUT /api/admin/products/:id',
  before: null,
  after: null,
};
const context = { currency: 'GBP', labels: new Map<string, string>() };

describe('formatted values', () => {
  it('money carries its currency symbol, stock its units, booleans Yes/No, dates words', () => {
    expect(formatValue('price', '45.00', 'GBP')).toBe('£45.00');
    expect(formatValue('compareAtPrice', 60, 'EUR')).toBe('€60.00');
    expect(formatValue('amount', '5.5', 'USD')).toBe('$5.50');
    expect(formatValue('stock', 1, 'GBP')).toBe('1 unit');
    expect(formatValue('stock', 12, 'GBP')).toBe('12 units');
    expect(formatValue('isDraft', true, 'GBP')).toBe('Yes');
    expect(formatValue('isDraft', false, 'GBP')).toBe('No');
    expect(formatValue('startsAt', '2026-03-01', 'GBP')).toBe('1 Mar 2026');
    expect(formatValue('endsAt', '2026-03-01T14:05:00.000Z', 'GBP')).toBe('1 Mar 2026, 14:05 UTC');
    expect(formatValue('name', '', 'GBP')).toBeNull();
    expect(formatValue('stripeSecretKey', '[redacted]', 'GBP')).toBe('hidden');
    expect(formatValue('sizes', ['S', 'M'], 'GBP')).toBe('S, M');
    expect(formatValue('limits', { products: 10, staff: 2 }, 'GBP')).toBe('2 settings');
  });

  it('names fields in words, unknown ones from their camelCase', () => {
    expect(fieldLabel('compareAtPrice')).toBe('compare-at price');
    expect(fieldLabel('categoryId')).toBe('category');
    expect(fieldLabel('returnWindowDays')).toBe('return window days');
    expect(fieldLabel('shipping_zone')).toBe('shipping zone');
  });
});

describe('changes', () => {
  it('lists only what changed, formatted, hiding bookkeeping; an unknown field still reads', () => {
    const changes = describeChanges(
      {
        before: { name: 'Tee', price: '45.00', stock: 3, giftWrap: false },
        after: { id: 7, name: 'Tee', price: '51.00', stock: 3, giftWrap: true, updatedAt: 'x' },
      },
      'GBP',
    );
    expect(changes).toEqual([
      { field: 'Price', before: '£45.00', after: '£51.00' },
      { field: 'Gift wrap', before: 'No', after: 'Yes' },
    ]);
  });

  it('counts lists of records (images, lines) instead of comparing shapes that differ', () => {
    const images = [{ url: '/a.svg', alt: 'A' }];
    expect(
      describeChanges({ before: { price: '1.00', images: [] }, after: { price: '2.00', images } }, 'GBP'),
    ).toEqual([{ field: 'Price', before: '£1.00', after: '£2.00' }]);
    expect(describeChanges({ before: null, after: { images } }, 'GBP')).toEqual([
      { field: 'Images', before: null, after: '1 item' },
    ]);
  });

  it("uses the entry's own currency when it recorded one, and a group's fields one by one", () => {
    expect(describeChanges({ before: null, after: { amount: '12.00', currency: 'EUR' } }, 'GBP')).toEqual([
      { field: 'Amount', before: null, after: '€12.00' },
    ]);
    const edited = { previousTotal: '30.00', newTotal: '25.00', currency: 'USD' };
    expect(describeChanges({ before: null, after: { edited } }, 'GBP')).toEqual([
      { field: 'Previous total', before: null, after: '$30.00' },
      { field: 'New total', before: null, after: '$25.00' },
    ]);
  });
});

describe('sentences', () => {
  it('a price change on a product: the field in the verb, the name as the subject, its screen', () => {
    const d = describeEntry(
      { ...base, before: { price: '45.00' }, after: { name: 'Zip-Up Hoodie', price: '51.00' } },
      context,
    );
    expect(d.verb).toBe('Changed the price of');
    expect(d.subject).toBe('Zip-Up Hoodie');
    expect(d.link).toBe('/product-management');
    expect(d.sentence).toBe('demo-owner changed the price of Zip-Up Hoodie');
    expect(d.changes).toEqual([{ field: 'Price', before: '£45.00', after: '£51.00' }]);
  });

  it("prefers the thing's current name; an order by its number", () => {
    const labels = new Map(
      [['product', '12'].join(':'), 'order:5'].map((key) => [
        key,
        key === 'order:5' ? '#1042' : 'Renamed Hoodie',
      ]),
    );
    expect(
      describeEntry({ ...base, after: { stock: 4 }, before: { stock: 2 } }, { ...context, labels }).sentence,
    ).toBe('demo-owner changed the stock of Renamed Hoodie');
    const refund = describeEntry(
      {
        ...base,
        action: 'other',
        entityType: 'order',
        entityId: '5',
        route: 'POST /api/admin/orders/:id/refunds',
        before: { refunded: '0.00', shipping: '0.00' },
        after: { refunded: { amount: '10.00', currency: 'GBP' }, refundId: 4, shipping: false },
      },
      { ...context, labels },
    );
    expect(refund.sentence).toBe('demo-owner refunded order #1042');
    expect(refund.link).toBe('/store-orders');
    // The money given back in its currency; the refund's internal id and a flag that only shares
    // the order's field name are not a change of the order.
    expect(refund.changes).toEqual([{ field: 'Refunded', before: '£0.00', after: '£10.00' }]);
  });

  it('ships, invites, deletes and publishes in words', () => {
    const ship = describeEntry(
      {
        ...base,
        action: 'other',
        entityType: 'order',
        entityId: '9',
        route: 'POST /api/admin/orders/:id/fulfilments',
      },
      context,
    );
    expect(ship.sentence).toBe('demo-owner shipped order 9');
    const invite = describeEntry(
      {
        ...base,
        action: 'create',
        entityType: 'team',
        entityId: null,
        route: 'POST /api/admin/team',
        after: { email: 'ann@example.com', role: 'staff', permissions: ['orders'] },
      },
      context,
    );
    expect(invite.sentence).toBe('demo-owner invited ann@example.com');
    expect(invite.link).toBe('/team');
    const gone = describeEntry(
      {
        ...base,
        action: 'delete',
        before: { name: 'Old Tee', price: '9.00' },
        route: 'DELETE /api/admin/products/:id',
      },
      context,
    );
    expect(gone.sentence).toBe('demo-owner deleted Old Tee');
    expect(gone.link).toBeNull();
    const live = describeEntry(
      {
        ...base,
        route: 'PATCH /api/admin/products/:id/draft',
        before: { isDraft: true },
        after: { isDraft: false },
      },
      context,
    );
    expect(live.verb).toBe('Published');
  });

  it('falls back to words for a type and route nobody described, never the type id or a route', () => {
    const d = describeEntry(
      {
        ...base,
        action: 'other',
        entityType: 'gift-card',
        entityId: '3',
        route: 'POST /api/admin/gift-cards/:id/top-up',
        after: { balanceMinor: 5, note: 'Birthday' },
      },
      context,
    );
    expect(d.sentence).toBe('demo-owner updated gift card 3');
    expect(d.sentence).not.toMatch(/gift-card|\/api\//);
    expect(d.changes).toEqual([
      { field: 'Balance minor', before: null, after: '5' },
      { field: 'Note', before: null, after: 'Birthday' },
    ]);
    const settings = describeEntry(
      {
        ...base,
        entityType: 'email-settings',
        entityId: null,
        before: { smtpPort: 25 },
        after: { smtpPort: 587 },
      },
      context,
    );
    expect(settings.sentence).toBe('demo-owner changed the smtp port of the e-mail settings');
  });
});
