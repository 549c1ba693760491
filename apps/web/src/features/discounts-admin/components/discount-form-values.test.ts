import { type Discount, discountInputSchema } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import {
  discountBody,
  formatDiscountDates,
  formatDiscountUsage,
  formatMinimumSpend,
  initialDiscountValues,
  serverFieldErrors,
  toLocalDateTimeInput,
} from './discount-form-values.ts';

const saved: Discount = {
  id: 7,
  code: 'SPRING5',
  type: 'fixed_amount',
  value: '5.00',
  minSubtotal: '20.00',
  startsAt: '2025-03-01T09:30:00.000Z',
  endsAt: null,
  usageLimit: 100,
  usageLimitPerCustomer: null,
  appliesTo: 'categories',
  productIds: [],
  categories: ['T-Shirts'],
  isActive: false,
  usedCount: 3,
  status: 'disabled',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('discount form values', () => {
  it('starts a new code as an active percentage off the whole order', () => {
    expect(initialDiscountValues()).toMatchObject({
      code: '',
      type: 'percentage',
      value: '',
      appliesTo: 'order',
      isActive: true,
      productIds: [],
      categories: [],
    });
  });

  it('fills the form from a saved code, dates in local time, no limit as empty', () => {
    const values = initialDiscountValues(saved);
    expect(values).toMatchObject({
      code: 'SPRING5',
      value: '5.00',
      minSubtotal: '20.00',
      usageLimit: '100',
      usageLimitPerCustomer: '',
      endsAt: '',
      categories: ['T-Shirts'],
      isActive: false,
    });
    expect(new Date(values.startsAt).toISOString()).toBe('2025-03-01T09:30:00.000Z');
    expect(toLocalDateTimeInput('not a date')).toBe('');
  });

  it('sends money as text and a percentage as a number, through the server’s own schema', () => {
    const fixed = discountInputSchema.parse({
      ...initialDiscountValues(saved),
      startsAt: '',
      tenantId: undefined,
    });
    expect(discountBody(fixed)).toEqual({
      code: 'SPRING5',
      type: 'fixed_amount',
      value: '5.00',
      minSubtotal: '20.00',
      startsAt: null,
      endsAt: null,
      usageLimit: 100,
      usageLimitPerCustomer: null,
      appliesTo: 'categories',
      productIds: [],
      categories: ['T-Shirts'],
      isActive: false,
    });
    const percent = discountInputSchema.parse({ ...initialDiscountValues(), code: ' SAVE10 ', value: '10' });
    expect(discountBody(percent)).toMatchObject({
      code: 'SAVE10',
      value: 10,
      minSubtotal: null,
      usageLimit: null,
    });
    const free = discountInputSchema.parse({
      ...initialDiscountValues(),
      code: 'SHIPFREE',
      type: 'free_shipping',
    });
    expect(discountBody(free).value).toBe(0);
  });

  it('maps the server’s refusals onto the fields they name', () => {
    expect(
      serverFieldErrors(new ApiError(409, 'A discount with this code already exists', 'conflict')),
    ).toEqual({
      code: 'A discount with this code already exists',
    });
    const issues = [
      { path: 'value', message: 'Percentage must be a whole number from 1 to 100' },
      { path: 'productIds.2', message: 'Product ids must be numbers' },
      { path: 'tenantId', message: 'not a field' },
    ];
    expect(serverFieldErrors(new ApiError(400, issues[0]!.message, 'validation_error', issues))).toEqual({
      value: 'Percentage must be a whole number from 1 to 100',
      productIds: 'Product ids must be numbers',
    });
    expect(serverFieldErrors(new ApiError(403, 'Forbidden'))).toBeNull();
    expect(serverFieldErrors(new Error('offline'))).toBeNull();
  });

  it('writes usage as used / limit, ∞ without a limit', () => {
    expect(formatDiscountUsage({ usedCount: 1, usageLimit: 5 })).toBe('1 / 5');
    expect(formatDiscountUsage({ usedCount: 0, usageLimit: null })).toBe('0 / ∞');
  });
});

describe('the list of codes', () => {
  it('writes the minimum spend in pounds, None without one', () => {
    expect(formatMinimumSpend({ minSubtotal: '20.00' })).toBe('£20.00');
    expect(formatMinimumSpend({ minSubtotal: null })).toBe('None');
  });

  it('writes the dates a code runs between', () => {
    const starts = '2026-03-01T12:00:00.000Z';
    const ends = '2026-03-31T12:00:00.000Z';
    expect(formatDiscountDates({ startsAt: starts, endsAt: ends })).toBe('1 Mar 2026 – 31 Mar 2026');
    expect(formatDiscountDates({ startsAt: starts, endsAt: null })).toBe('From 1 Mar 2026');
    expect(formatDiscountDates({ startsAt: null, endsAt: ends })).toBe('Until 31 Mar 2026');
    expect(formatDiscountDates({ startsAt: null, endsAt: null })).toBe('Any time');
  });
});
