import { describe, expect, it } from 'vitest';
import { checkoutOrderDataSchema, paymentIntentIdFromSecret } from './checkout.ts';
import {
  changesPaymentRouting,
  isStripeConnected,
  isSumupConnected,
  maskSecret,
  paymentKeyWarnings,
  paymentKeyWarningsFor,
} from './payments.ts';

describe('payment key rules (spec admin §4, §5)', () => {
  it('warns once per wrongly prefixed key, never about empty ones', () => {
    expect(paymentKeyWarningsFor({})).toEqual([]);
    expect(
      paymentKeyWarningsFor({
        stripePublicKey: 'pk_live_x',
        stripeSecretKey: 'sk_live_x',
        stripeWebhookSecret: 'whsec_x',
        sumupApiKey: 'sup_sk_x',
      }),
    ).toEqual([]);
    expect(paymentKeyWarningsFor({ stripePublicKey: 'sk_x', sumupApiKey: 'sk_test_x' })).toEqual([
      paymentKeyWarnings.stripePublicKey,
      paymentKeyWarnings.sumupApiKey,
    ]);
  });

  it('connects Stripe with both keys rightly prefixed, the webhook secret optional', () => {
    expect(isStripeConnected({ stripePublicKey: 'pk_test_1', stripeSecretKey: 'sk_test_1' })).toBe(true);
    expect(
      isStripeConnected({
        stripePublicKey: 'pk_test_1',
        stripeSecretKey: 'sk_test_1',
        stripeWebhookSecret: 'bad',
      }),
    ).toBe(false);
    expect(isStripeConnected({ stripePublicKey: 'pk_test_1' })).toBe(false);
  });

  it('connects SumUp with a sup_sk_ key and a merchant code', () => {
    expect(isSumupConnected({ sumupApiKey: 'sup_sk_1', sumupMerchantCode: 'M1' })).toBe(true);
    expect(isSumupConnected({ sumupApiKey: 'sup_sk_1', sumupMerchantCode: ' ' })).toBe(false);
  });

  it('masks a secret to its prefix and last four characters', () => {
    expect(maskSecret('sk_test_51Habcdef4242')).toBe('sk_test_…4242');
    expect(maskSecret('whsec_abcdefgh1234')).toBe('whsec_…1234');
    expect(maskSecret('sk_test_short')).toBe('sk_test_…');
    expect(maskSecret(null)).toBeNull();
  });
});

describe('checkout contract helpers', () => {
  it("reads the payment id from a client secret as the spec's client does", () => {
    expect(paymentIntentIdFromSecret('pi_123_secret_abc')).toBe('pi_123');
    expect(paymentIntentIdFromSecret('c0ffee-uuid')).toBe('c0ffee-uuid');
  });

  it('lower-cases the e-mail and requires name and address', () => {
    const parsed = checkoutOrderDataSchema.parse({
      customerEmail: ' Ada@Example.COM ',
      customerName: 'Ada',
      shippingAddress: 'x',
    });
    expect(parsed.customerEmail).toBe('ada@example.com');
    expect(
      checkoutOrderDataSchema.safeParse({
        customerEmail: 'ada@example.com',
        customerName: '',
        shippingAddress: 'x',
      }).success,
    ).toBe(false);
  });
});

describe('which saves need the password again', () => {
  const saved = {
    primaryPaymentGateway: 'stripe',
    stripePublicKey: 'pk_test_a',
    sumupMerchantCode: null,
  } as const;
  it('needs it for a secret typed or removed, and for a changed key, merchant code or gateway', () => {
    for (const input of [
      { stripeSecretKey: 'sk_test_new' },
      { sumupApiKey: '' },
      { stripePublicKey: 'pk_test_b' },
      { stripePublicKey: '' },
      { sumupMerchantCode: 'M1' },
      { primaryPaymentGateway: 'sumup' as const },
    ])
      expect(changesPaymentRouting(input, saved), JSON.stringify(input)).toBe(true);
  });
  it('needs none for saved values sent back, fields left out, or the payment methods', () => {
    for (const input of [
      {},
      { stripeSecretKey: null },
      { stripePublicKey: 'pk_test_a', sumupMerchantCode: '', primaryPaymentGateway: 'stripe' as const },
      { paymentMethodsEnabled: ['card'] },
    ])
      expect(changesPaymentRouting(input, saved), JSON.stringify(input)).toBe(false);
  });
});
