// The shopper's language at checkout (docs/decisions/0095): the API's messages a shopper reads carry
// a stable `reason` and their `params` beside the spec's English `message`, unchanged; the buyer's
// confirmation e-mail names the products and their options in the order's language, while the
// store's notice keeps the store's own words.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { discounts, tenants } from '../../db/schema/index.ts';
import {
  confirmPayment,
  createIntent,
  emailsOf,
  payInSandbox,
  seedShop,
  sellInGerman,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const t = useCheckoutTestApp({ config: () => testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });

async function germanShop(slug: string, teeStock = 50) {
  const shop = await seedShop(t.db, slug, { teeStock });
  await sellInGerman(t.db, shop);
  await t.db
    .update(tenants)
    .set({ emailSupportAddress: `owner-${slug}@example.com` })
    .where(eq(tenants.id, shop.tenant.id));
  return shop;
}

describe('messages the shopper reads, with their reason', () => {
  it('answers a refused discount code with its reason beside the spec’s English message', async () => {
    const shop = await seedShop(t.db, 'reason-discount');
    await t.db.insert(discounts).values([
      {
        tenantId: shop.tenant.id,
        code: 'OLD',
        type: 'percentage',
        value: 10,
        endsAt: new Date(Date.now() - 1000),
      },
      { tenantId: shop.tenant.id, code: 'BIG', type: 'percentage', value: 10, minSubtotalMinor: 10000 },
    ]);
    const items = [{ id: shop.tee.id, quantity: 1 }];
    const expired = await createIntent(t.app, { tenantId: shop.tenant.id, items, discountCode: 'OLD' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'This discount code has expired',
      code: 'validation_error',
      reason: 'discount_expired',
      params: {},
    });
    const small = await createIntent(t.app, { tenantId: shop.tenant.id, items, discountCode: 'BIG' });
    expect(small.json()).toMatchObject({
      message: 'Spend £100.00 or more to use this code',
      reason: 'discount_min_subtotal',
      params: { amount: '100.00' },
    });
    const unknown = await createIntent(t.app, { tenantId: shop.tenant.id, items, discountCode: 'NOPE' });
    expect(unknown.json()).toMatchObject({
      message: 'This discount code is not valid',
      reason: 'discount_not_valid',
    });
  });

  it('answers stock and option problems with the product named in params', async () => {
    const shop = await seedShop(t.db, 'reason-stock', { teeStock: 2 });
    const few = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 5 }],
    });
    expect(few.statusCode).toBe(409);
    expect(few.json()).toEqual({
      message: 'Only 2 of "Tee" left',
      code: 'conflict',
      reason: 'only_left',
      params: { available: '2', name: 'Tee' },
      productId: shop.tee.id,
    });
    const missing = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S' } }],
    });
    expect(missing.json()).toMatchObject({
      message: 'Please select: Colour for "Hoodie"',
      reason: 'select_options',
      params: { options: 'Colour', name: 'Hoodie' },
    });
    const gone = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.draft.id, quantity: 1 }],
    });
    expect(gone.json()).toMatchObject({ reason: 'no_longer_available', params: { name: 'Secret' } });
  });

  it('adds no reason to other errors', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/products/by-handle/none?tenantId=999999' });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.json().reason).toBeUndefined();
  });
});

describe('the buyer’s e-mail in the order’s language', () => {
  it('names a German order’s products and options in German; the store’s notice keeps its own words', async () => {
    const shop = await germanShop('german-email');
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      lang: 'de',
      items: [
        { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S', Colour: 'Red' } },
        { id: shop.tee.id, quantity: 1 },
      ],
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
    expect(
      (await confirmPayment(t.app, paymentIntentId, 'kaeufer@example.com', shop.tenant.id)).statusCode,
    ).toBe(200);
    const sent = await emailsOf(t.db, shop.tenant.id);
    const buyer = sent.find((e) => e.toAddress === 'kaeufer@example.com' && e.html.includes('Kapuzenpulli'));
    expect(buyer, 'the buyer’s confirmation names the product in German').toBeDefined();
    expect(buyer!.html).toContain('Größe: S, Farbe: Rot');
    expect(buyer!.text).toContain('Kapuzenpulli (Größe: S, Farbe: Rot)');
    // A product with no German name keeps its own.
    expect(buyer!.text).toContain('- Tee x 1');
    const store = sent.find((e) => e.toAddress === 'owner-german-email@example.com');
    expect(store!.html).toContain('Hoodie');
    expect(store!.html).not.toContain('Kapuzenpulli');
  });

  it('keeps an English order’s names as they are', async () => {
    const shop = await germanShop('english-email');
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S', Colour: 'Red' } }],
    });
    const { paymentIntentId, clientSecret } = intent.json();
    await payInSandbox(t.app, clientSecret);
    expect(
      (await confirmPayment(t.app, paymentIntentId, 'buyer@example.com', shop.tenant.id)).statusCode,
    ).toBe(200);
    const buyer = (await emailsOf(t.db, shop.tenant.id)).find((e) => e.toAddress === 'buyer@example.com');
    expect(buyer!.text).toContain('Hoodie (Size: S, Colour: Red)');
    expect(buyer!.text).not.toContain('Kapuzenpulli');
  });
});
