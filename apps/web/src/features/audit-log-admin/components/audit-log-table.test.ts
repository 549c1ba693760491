import type { AuditLogEntry } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-log-table.tsx';

const described = (changes: AuditLogEntry['description']['changes']) => ({
  description: { actor: 'a', verb: 'Edited', subject: 'Tee', link: null, sentence: 'a edited Tee', changes },
});

describe('changeLines', () => {
  it('reads the server-formatted changes as "field: before → after", a value set as "field: value"', () => {
    expect(
      changeLines(
        described([
          { field: 'Price', before: '£45.00', after: '£51.00' },
          { field: 'Tracking number', before: null, after: 'TRK1' },
          { field: 'Compare-at price', before: '£60.00', after: null },
        ]),
      ),
    ).toEqual(['Price: £45.00 → £51.00', 'Tracking number: TRK1', 'Compare-at price: £60.00 → none']);
  });

  it('shows the first five and a count', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ field: `F${i}`, before: null, after: String(i) }));
    expect(changeLines(described(many))).toHaveLength(6);
    expect(changeLines(described(many)).at(-1)).toBe('and 2 more');
    expect(changeLines(described([]))).toEqual([]);
  });
});
