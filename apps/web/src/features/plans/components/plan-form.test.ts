import { describe, expect, it } from 'vitest';
import { planFormDefaults, planFormSchema, toPlanInput } from './plan-form.ts';

describe('the plan form', () => {
  it('turns lines into features and blank limits into unlimited', () => {
    const values = planFormSchema.parse({
      ...planFormDefaults(),
      name: 'Starter Shop',
      price: '9.5',
      features: ' Up to 10 products \n\n Email support',
      maxProducts: '10',
    });
    expect(toPlanInput(values, true)).toEqual({
      name: 'Starter Shop',
      slug: 'starter-shop',
      description: null,
      price: '9.5',
      features: ['Up to 10 products', 'Email support'],
      limits: { maxProducts: 10, maxOrders: null, maxStorage: null, graceDays: 14 },
      isActive: true,
    });
    expect(toPlanInput(values, false)).not.toHaveProperty('slug');
  });

  it.each([
    [{ name: '' }, 'Plan name is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: '12.345' }, 'Enter an amount in pounds, like 29.99'],
    [{ maxOrders: '1.5' }, 'Enter a whole number, or leave blank for unlimited'],
    [{ slug: 'Has Spaces' }, 'Slug may use lowercase letters, numbers and single hyphens'],
    [{ graceDays: '91' }, 'Grace days must be a whole number from 0 to 90'],
    [{ graceDays: '-1' }, 'Grace days must be a whole number from 0 to 90'],
    [{ graceDays: '' }, 'Grace days must be a whole number from 0 to 90'],
  ])('%j → %s', (change, message) => {
    const result = planFormSchema.safeParse({ ...planFormDefaults(), name: 'A', price: '1', ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
