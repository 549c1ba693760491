import { describe, expect, it } from 'vitest';
import { describeRole, roleAllows, roleLacksMessage } from './team.ts';

describe('a member’s role in words (ADR 0080)', () => {
  it('reads Owner, Admin, or Staff with the permissions in the list’s order', () => {
    expect(describeRole('owner', [])).toBe('Owner');
    expect(describeRole('admin', [])).toBe('Admin');
    expect(describeRole('staff', ['products', 'orders'])).toBe('Staff: Products, Orders');
    expect(describeRole('staff', ['orders', 'products'])).toBe('Staff: Products, Orders');
    expect(describeRole('staff', ['unknown'])).toBe('Staff');
  });

  it('says which area a role lacks, in words', () => {
    expect(roleLacksMessage('orders')).toBe("Your role doesn't include Orders. Ask the store owner.");
    expect(roleLacksMessage('billing')).toBe(
      "Your role doesn't include Subscription Management. Ask the store owner.",
    );
  });

  it('keeps the store’s plan and bills to its owners', () => {
    expect(roleAllows('owner', [], 'billing')).toBe(true);
    expect(roleAllows('admin', [], 'billing')).toBe(false);
    expect(roleAllows('staff', ['settings'], 'billing')).toBe(false);
  });
});
