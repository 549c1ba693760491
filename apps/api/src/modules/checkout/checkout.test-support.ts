// Shared by the checkout, payments and orders tests: a store with stock, complete checkouts through
// the real endpoints, and a watch on every response body for secret keys (canary keys).
import { sandboxTestCards } from '@storefleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTenant, createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import {
  emailOutbox,
  orders,
  products,
  productVariants,
  shippingOptions,
  tenants,
  variantAttributes,
} from '../../db/schema/index.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { useFakeStripe } from '../payments/fake-stripe.test-support.ts';
import { secretContext } from '../payments/gateway-keys.ts';

/** Keys no response may ever contain. */
export const CANARY = {
  stripePublicKey: 'pk_test_canary_public_key_is_fine_to_show',
  stripeSecretKey: 'sk_test_CANARY_9c1f5e2a7b3d4e6f8a0b1c2d',
  stripeWebhookSecret: 'whsec_CANARY_1a2b3c4d5e6f7a8b9c0d1e2f',
  sumupApiKey: 'sup_sk_CANARY_5f4e3d2c1b0a9f8e7d6c5b4a',
};
const CANARY_SECRETS = [CANARY.stripeSecretKey, CANARY.stripeWebhookSecret, CANARY.sumupApiKey];

export type CheckoutTestApp = TestApp & {
  bodies: string[];
  /** Fails the test when any response so far contained a canary or registered secret. */
  assertNoSecretLeaked(extra?: string[]): void;
};

export async function createCheckoutTestApp(config?: Config): Promise<CheckoutTestApp> {
  const bodies: string[] = [];
  const test = await createTestApp({
    config,
    beforeReady: (app) =>
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (typeof payload === 'string') bodies.push(payload);
        else if (Buffer.isBuffer(payload)) bodies.push(payload.toString('utf8'));
        return payload;
      }),
  });
  return {
    ...test,
    bodies,
    assertNoSecretLeaked(extra = []) {
      expect(bodies.length).toBeGreaterThan(0);
      for (const secret of [...CANARY_SECRETS, ...extra]) {
        expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      }
    },
  };
}

/**
 * The app of one test file: created before its tests (with `config()`, read then so a fake's url is
 * known); after them, fails if a response carried a canary key or one of `secrets`, then closes.
 */
export function useCheckoutTestApp(
  options: { config?: () => Config; secrets?: string[] } = {},
): CheckoutTestApp {
  const app = {} as CheckoutTestApp;
  beforeAll(async () => {
    Object.assign(app, await createCheckoutTestApp(options.config?.()));
  });
  afterAll(async () => {
    app.assertNoSecretLeaked(options.secrets);
    await app.close();
  });
  return app;
}

/** A store's Stripe keys for one test file, told apart by `name`. */
export function stripeKeys(name: string) {
  return {
    stripePublicKey: `pk_test_${name}`,
    stripeSecretKey: `sk_test_${name}_secret_1`,
    stripeWebhookSecret: `whsec_${name}_1`,
  };
}

/**
 * The app of a test file whose store takes cards through Stripe: the fake Stripe server (the real
 * SDK talks to it) and the app pointed at it, which fails if a response carried `keys`' secrets.
 */
export function useStripeCheckoutTestApp(keys: ReturnType<typeof stripeKeys>) {
  const fake = useFakeStripe();
  const t = useCheckoutTestApp({
    config: () => testConfig({ STRIPE_API_URL: fake.url }),
    secrets: [keys.stripeSecretKey, keys.stripeWebhookSecret],
  });
  return { fake, t };
}

/** Seals gateway keys into a tenant row the way the settings call does. */
export async function storeGatewayKeys(
  db: Db,
  config: Config,
  tenantId: number,
  keys: Partial<typeof CANARY> & { sumupMerchantCode?: string },
) {
  const seal = (field: 'stripeSecretKey' | 'stripeWebhookSecret' | 'sumupApiKey') =>
    keys[field] ? sealSecret(config.APP_SECRET, keys[field], secretContext(tenantId, field)) : null;
  await db.execute(sql`update tenants set
    stripe_public_key = ${keys.stripePublicKey ?? null},
    stripe_secret_key = ${seal('stripeSecretKey')},
    stripe_webhook_secret = ${seal('stripeWebhookSecret')},
    sumup_api_key = ${seal('sumupApiKey')},
    sumup_merchant_code = ${keys.sumupMerchantCode ?? null}
    where id = ${tenantId}`);
}

export type Shop = Awaited<ReturnType<typeof seedShop>>;

/**
 * A store with: a plain tee (£25.00, stock 50), a hoodie with Size and Colour options whose Red
 * rows price at £40.00 with their own stock, a draft product, and shipping at £4.99.
 */
export async function seedShop(db: Db, slug: string, options: { teeStock?: number; redStock?: number } = {}) {
  const tenant = await createTenant(db, { slug, name: `Shop ${slug}` });
  const [tee] = await db
    .insert(products)
    .values({ tenantId: tenant.id, name: 'Tee', priceMinor: 2500, inStock: options.teeStock ?? 50 })
    .returning();
  const [hoodie] = await db
    .insert(products)
    .values({
      tenantId: tenant.id,
      name: 'Hoodie',
      priceMinor: 3500,
      inStock: 100,
      sizes: ['Size:S', 'Size:M', 'Colour:Red', 'Colour:Blue'],
    })
    .returning();
  const [draft] = await db
    .insert(products)
    .values({ tenantId: tenant.id, name: 'Secret', priceMinor: 100, inStock: 5, isDraft: true })
    .returning();
  const [colour] = await db
    .insert(variantAttributes)
    .values({ tenantId: tenant.id, name: 'Colour', type: 'color', values: ['Red', 'Blue'] })
    .returning();
  const [red] = await db
    .insert(productVariants)
    .values({
      tenantId: tenant.id,
      productId: hoodie!.id,
      variantCombination: { [String(colour!.id)]: 'Red' },
      priceMinor: 4000,
      stock: options.redStock ?? 50,
    })
    .returning();
  const [shipping] = await db
    .insert(shippingOptions)
    .values({ tenantId: tenant.id, name: 'Standard Delivery', costMinor: 499 })
    .returning();
  return { tenant, tee: tee!, hoodie: hoodie!, draft: draft!, red: red!, shipping: shipping! };
}

/** Offers German beside English in `shop`, its hoodie named in German with its options. */
export async function sellInGerman(db: Db, shop: Shop) {
  await db
    .update(tenants)
    .set({ languages: ['en', 'de'] })
    .where(eq(tenants.id, shop.tenant.id));
  await db
    .update(products)
    .set({
      translations: {
        de: { name: 'Kapuzenpulli', options: { Size: 'Größe', Colour: 'Farbe', Red: 'Rot' } },
      },
    })
    .where(eq(products.id, shop.hoodie.id));
}

export type CartItem = {
  id: number;
  quantity: number;
  price?: number | string;
  name?: string;
  selectedVariants?: Record<string, string>;
};

export const orderData = (email: string) => ({
  customerEmail: email,
  customerName: 'Ada Lovelace',
  shippingAddress: '12 Analytical Row, London, SW1A 1AA',
  status: 'paid',
  shippingMethod: 'Standard Delivery',
  shippingCost: 4.99,
});

/**
 * The checkout cookie each intent's browser got from create-payment-intent, so the helpers below
 * call details and confirm-payment as that browser would (ADR 0004). `null` there: a stranger.
 */
const shopperCookies = new Map<string, string>();

/** The `checkout=…` pair a response set, ready for a Cookie header. */
export function checkoutCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'checkout' || c.name === '__Host-checkout');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** The Cookie header of the browser that created `paymentIntentId` (undefined when none did here). */
export function shopperCookieFor(paymentIntentId: string): string | undefined {
  return shopperCookies.get(paymentIntentId);
}

/** `cookie`: the browser's cookies (a session, an earlier checkout cookie), sent as they are. */
export async function createIntent(
  app: FastifyInstance,
  body: {
    tenantId: number;
    items: CartItem[];
    amount?: number | string;
    shippingOptionId?: number | null;
    lang?: string;
    discountCode?: string;
    currency?: string;
  },
  cookie?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { customerInfo: {}, amount: 0, ...body },
    headers: cookie ? { cookie } : {},
  });
  const checkout = checkoutCookieOf(response);
  if (response.statusCode === 200 && checkout) shopperCookies.set(response.json().paymentIntentId, checkout);
  return response;
}

/** As the shopper's browser unless `cookie` says otherwise (`null`: no cookie at all). */
const browserHeaders = (paymentIntentId: string, cookie?: string | null): Record<string, string> => {
  const value = cookie === undefined ? shopperCookies.get(paymentIntentId) : cookie;
  return value ? { cookie: value } : {};
};

export async function payInSandbox(
  app: FastifyInstance,
  clientSecret: string,
  cardNumber: string = sandboxTestCards.success,
) {
  const id = clientSecret.split('_secret_')[0]!;
  return app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${id}/confirm`,
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
}

export type AsBrowser = {
  cookie?: string | null;
  clientSecret?: string;
  /** The store's id, sent with the details as the store front sends it. */
  tenantId?: number;
};

export async function confirmPayment(
  app: FastifyInstance,
  paymentIntentId: string,
  email: string,
  tenantId?: number,
  as: AsBrowser = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/confirm-payment',
    payload: {
      paymentIntentId,
      orderData: { ...orderData(email), tenantId },
      items: [],
      ...(as.clientSecret ? { clientSecret: as.clientSecret } : {}),
    },
    headers: browserHeaders(paymentIntentId, as.cookie),
  });
}

/** POST /api/checkout/{id}/details: the shopper's form, sent before a card widget pays. */
export function sendCheckoutDetails(
  app: FastifyInstance,
  paymentIntentId: string,
  details: unknown,
  as: AsBrowser = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/checkout/${paymentIntentId}/details`,
    payload: {
      orderData: details,
      ...(as.clientSecret ? { clientSecret: as.clientSecret } : {}),
      ...(as.tenantId ? { tenantId: as.tenantId } : {}),
    },
    headers: browserHeaders(paymentIntentId, as.cookie),
  });
}

/** An intent for `quantity` tees, then the shopper's details: a card widget's checkout up to paying. */
export async function startCardCheckout(app: FastifyInstance, shop: Shop, details: object, quantity = 1) {
  const intent = await createIntent(app, {
    tenantId: shop.tenant.id,
    items: [{ id: shop.tee.id, quantity }],
  });
  await sendCheckoutDetails(app, intent.json().paymentIntentId, details);
  return intent.json();
}

/**
 * Intent → sandbox card → confirm-payment; returns every response for the test to judge.
 * `cookie`: a signed-in shopper's session, so the order goes to their account.
 */
export async function sandboxCheckout(
  app: FastifyInstance,
  tenantId: number,
  items: CartItem[],
  email: string,
  cookie?: string,
) {
  const intent = await createIntent(app, { tenantId, items }, cookie);
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, paymentIntentId } = intent.json();
  const paid = await payInSandbox(app, clientSecret);
  if (paid.statusCode !== 200) throw new Error(`sandbox confirm failed: ${paid.body}`);
  return { paymentIntentId, confirm: () => confirmPayment(app, paymentIntentId, email, tenantId) };
}

export async function stockOf(db: Db, shop: Shop) {
  const [tee] = await db.select({ n: products.inStock }).from(products).where(eq(products.id, shop.tee.id));
  const [red] = await db
    .select({ n: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, shop.red.id));
  return { tee: tee!.n, red: red!.n };
}

export async function ordersOf(db: Db, tenantId: number) {
  return db.select().from(orders).where(eq(orders.tenantId, tenantId)).orderBy(orders.id);
}

export async function emailsOf(db: Db, tenantId: number, subjectLike = '%') {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), sql`${emailOutbox.subject} like ${subjectLike}`))
    .orderBy(emailOutbox.id);
}
