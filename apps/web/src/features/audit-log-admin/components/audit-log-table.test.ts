import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-log-table.tsx';

describe('describeChanges', () => {
  it('names the fields that changed, before → after, hiding bookkeeping', () => {
    const entry = {
      before: { name: 'Tee', price: '45.00', stock: 3 },
      after: { id: 7, tenantId: 1, name: 'Tee', price: '51.00', stock: 3, updatedAt: 'x' },
    };
    expect(describeChanges(entry)).toEqual(['price: 45.00 → 51.00']);
  });

  it('lists what was sent when there is no before, the first four and a count', () => {
    const after = { a: 1, b: 'two', c: null, d: true, e: 5, stripeSecretKey: '[redacted]' };
    expect(describeChanges({ before: null, after })).toEqual([
      'a: 1',
      'b: two',
      'c: —',
      'd: true',
      'and 2 more',
    ]);
    expect(describeChanges({ before: null, after: null })).toEqual([]);
  });
});
