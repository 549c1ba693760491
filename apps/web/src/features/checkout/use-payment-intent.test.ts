import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { classifyIntentError } from './use-payment-intent.ts';

describe('classifyIntentError', () => {
  const names = ['Classic Tee', 'Hoodie'];

  it('tells a currency the store no longer sells from a refused line', () => {
    const message = 'This store does not sell in USD. It sells in GBP, EUR.';
    expect(classifyIntentError(new ApiError(400, message, 'bad_request'), names)).toEqual({
      kind: 'currency',
      message,
    });
  });

  it('says the store cannot be paid for that 409 and for an unknown store', () => {
    expect(
      classifyIntentError(new ApiError(409, 'This store cannot take payments yet', 'conflict'), names),
    ).toEqual({
      kind: 'unavailable',
      message: 'This store cannot take payments yet',
    });
    expect(classifyIntentError(new ApiError(404, 'Tenant not found', 'not_found'), names).kind).toBe(
      'unavailable',
    );
  });

  it('points at the line the server names', () => {
    expect(classifyIntentError(new ApiError(409, '"Hoodie" is out of stock', 'conflict'), names)).toEqual({
      kind: 'line',
      message: '"Hoodie" is out of stock',
      productName: 'Hoodie',
    });
    expect(
      classifyIntentError(new ApiError(400, 'Only 2 of "Classic Tee" left', 'validation_error'), names),
    ).toMatchObject({
      productName: 'Classic Tee',
    });
    expect(
      classifyIntentError(new ApiError(400, '"Renamed" is no longer available', 'validation_error'), names),
    ).toEqual({
      kind: 'line',
      message: '"Renamed" is no longer available',
      productName: undefined,
    });
  });

  it('passes on how long to wait when the address is rate limited', () => {
    const limited = new ApiError(
      429,
      'Too many payment attempts from your address, try again in 40 seconds',
      'rate_limited',
    );
    expect(classifyIntentError(limited, names)).toEqual({
      kind: 'failed',
      message: 'Too many payment attempts from your address, try again in 40 seconds',
    });
  });

  it('treats anything else as a failure to retry', () => {
    expect(classifyIntentError(new TypeError('Failed to fetch'), names).kind).toBe('failed');
    expect(classifyIntentError(new ApiError(502, 'Bad gateway'), names).kind).toBe('failed');
  });
});
