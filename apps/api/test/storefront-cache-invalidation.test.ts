// Invalidation that cannot be forgotten (ADR 0013): every write route of the app is either
// proven here to drop what it changes from the store-front cache (fill a cached read, confirm the
// next read is a hit, call the route as its real user with a valid body, read again at once: the
// change is there), or listed with the reason it cannot change any store-front answer. A write route
// in neither list fails the first test by name, so a new endpoint has to be placed in one of them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
  products,
  productVariants,
  storeDomains,
  variantAttributes,
} from '../src/db/schema/index.ts';
import { callForm, pngImage, productFields } from '../src/modules/catalogue/catalogue.test-support.ts';
import {
  confirmPayment,
  createIntent,
  payInSandbox,
  type Shop,
  seedShop,
  startCardCheckout,
  storeGatewayKeys,
} from '../src/modules/checkout/checkout.test-support.ts';
import { startTestDnsServer, type TestDnsServer } from '../src/modules/domains/dns-server.test-support.ts';
import {
  deliverStripeEvent,
  type FakeStripe,
  startFakeStripe,
  stripeEvent,
} from '../src/modules/payments/fake-stripe.test-support.ts';
import { type FakeSumup, startFakeSumup } from '../src/modules/payments/fake-sumup.test-support.ts';
import { seedPlans } from '../src/seed/plans.ts';
import { createTenant, createTestApp, signInUsers, type TestApp, testConfig } from './app.ts';
import type { OpenApi } from './openapi-requests.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes that cannot change any store-front answer (the product list, site content, shipping
 * options, the public tenant, a store page), each with the reason. A route that does change one
 * belongs in `proofs` below instead.
 */
const CANNOT_CHANGE_STOREFRONT: Record<string, string> = {
  'POST /api/login': 'starts a session; cached reads are only those without a session cookie',
  'PUT /api/admin/store-time-zone':
    'the time zone only dates the reports; no store-front field shows it (a tenants update, which notifies)',
  'POST /api/logout': 'ends a session',
  'POST /api/account/set-password': "sets a customer's password",
  'POST /api/account/sign-out-everywhere': "ends a user's sessions",
  'POST /api/subscription-plans': 'the platform plan catalogue is not shown to shoppers',
  'PUT /api/subscription-plans/{id}': 'the platform plan catalogue is not shown to shoppers',
  'POST /api/billing/generate-monthly': "writes the platform's bills to stores; no store status changes",
  'PUT /api/billing/{id}/mark-paid':
    "marks a platform bill paid; lifting dunning's suspension writes tenants.status, which the tenants trigger notifies (and a suspended store's 404 is never cached)",
  'POST /api/billing/{id}/refund': 'refunds a paid platform bill; nothing a shopper sees changes',
  'POST /api/billing/{id}/waive':
    "waives a platform bill; lifting dunning's suspension writes tenants.status, which the tenants trigger notifies",
  'PUT /api/billing/payment-method':
    "saves the card bills are charged to; a bill it pays can lift dunning's suspension, a tenants.status write the tenants trigger notifies",
  'DELETE /api/billing/payment-method': 'removes the card bills are charged to; nothing a shopper sees',
  'POST /api/billing/payment-method/setup':
    "starts a SetupIntent on the platform's Stripe account; writes nothing here",
  'POST /api/webhooks/platform-stripe':
    "settles a platform bill; lifting dunning's suspension writes tenants.status, which the tenants trigger notifies",
  'POST /api/subscription/upgrade':
    "changes the store's platform plan (a tenants row update: it notifies, but no public field changes)",
  'POST /api/tenants/{id}/plan-change':
    "the operator's change of a store's platform plan, made as POST /api/subscription/upgrade (a tenants row update: it notifies, but no public field changes)",
  'POST /api/subscription/cancel':
    "ends the store's platform plan at the period's end (a later job closes it: a tenants update, which notifies)",
  'POST /api/upload-image':
    'stores an image and answers its URL; a product shows it only once saved with the product form',
  'POST /api/upload/image': 'the same upload under its second address',
  'POST /api/create-payment-intent': 'prices and checks the cart; takes no stock (commitOrder does)',
  'POST /api/events':
    "counts a step of the store front's funnel (funnel_days), which no store-front answer shows",
  'POST /api/storefront-password':
    "gives one browser the pass to a store not launched; such a store's answers are never cached (ADR 0081)",
  'PUT /api/admin/store-launch/password':
    'changes who may see a store not launched, whose answers are never cached (a tenants update: it notifies)',
  'POST /api/admin/domains':
    'a new domain is pending and shows no store (a takeover inserts it verified, and that insert notifies: migration 0030)',
  'POST /api/admin/draft-orders': 'a draft order takes no stock and shows on no store-front page',
  'PUT /api/admin/draft-orders/{id}': 'a draft order takes no stock and shows on no store-front page',
  'DELETE /api/admin/draft-orders/{id}': 'a draft order takes no stock and shows on no store-front page',
  'POST /api/admin/draft-orders/{id}/send-invoice':
    'queues an e-mail; a draft order shows on no store-front page',
  'POST /api/draft-orders/pay/{token}/payment-intent':
    "opens a checkout for a draft order's lines; takes no stock (commitOrder does)",
  'POST /api/admin/orders/{id}/payment-link':
    "queues an e-mail with a link for what an order owes; an order's money shows on no store-front page",
  'POST /api/orders/pay/{token}/payment-intent':
    'opens a checkout for the amount an order owes; takes no stock and changes no store-front page',
  'POST /api/admin/discounts': 'discount codes are applied at checkout only; the product list shows none',
  'PUT /api/admin/discounts/{id}': 'discount codes are applied at checkout only; the product list shows none',
  'DELETE /api/admin/discounts/{id}':
    'discount codes are applied at checkout only; the product list shows none',
  'POST /api/checkout/{paymentIntentId}/details': "keeps the shopper's details with the unfinished checkout",
  'POST /api/sandbox/payment-intents/{id}/confirm':
    'authorises a sandbox payment; the order and its stock come from confirm-payment or the finalize job',
  'PUT /api/admin/orders/{id}/status':
    'orders are not on the store front, and a status change returns no stock',
  'PUT /api/orders/{id}/status': 'the same, with the statuses a store may set',
  'POST /api/orders/{id}/returns': "a customer's return request: order_returns rows and a timeline entry",
  'POST /api/admin/returns/{id}/approve': 'a return approved: its row, a timeline entry and an e-mail',
  'POST /api/admin/returns/{id}/decline': 'a return declined: its row, a timeline entry and an e-mail',
  'POST /api/admin/returns/{id}/refund':
    "a received return refunded without restock (the receive restocked): the order's money and the return row",
  'POST /api/product-subscriptions/{id}/renew-now':
    "charges a subscriber's renewal: a new order and payment; renewals take no stock",
  'POST /api/product-subscriptions/{id}/{action}': "pauses, resumes or cancels a subscriber's subscription",
  'POST /api/account/subscriptions/{id}/{action}': 'a customer pauses, resumes or cancels their subscription',
  'PUT /api/admin/email-settings':
    "who the store's e-mail is from (tenants.email_*: the row update notifies; no public field changes)",
  'POST /api/admin/test-email': 'sends one e-mail',
  'POST /api/account/change-password': "changes a signed-in user's password",
  'PUT /api/account/language': "changes a signed-in user's language, which no store page shows",
  'POST /api/account/addresses': "adds to a customer's address book; the store front shows no addresses",
  'PUT /api/account/addresses/{id}': "edits an address in a customer's address book",
  'DELETE /api/account/addresses/{id}': "deletes an address from a customer's address book",
  'POST /api/password-reset': 'queues a reset link for an account, if there is one',
  'POST /api/password-reset/confirm': "sets a user's password from a reset link",
  'POST /api/admin/orders/{id}/fulfilments':
    'marks an order shipped (orders are not on the store front; no stock moves)',
  'POST /api/admin/orders/{id}/delivery': 'marks an order delivered',
  'POST /api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery':
    'marks one shipment delivered (orders are not on the store front)',
  'POST /api/admin/orders/{id}/notes': "adds a staff note to an order's timeline",
  'POST /api/admin/orders/{id}/refunds/preview': 'works out what a refund would give back; writes nothing',
  'POST /api/admin/team': "invites someone to the store's team (an invitation row and an e-mail)",
  'PUT /api/admin/team/{userId}': "changes a team member's role; the store front shows no staff",
  'DELETE /api/admin/team/{userId}': 'removes a team member and ends their sessions on the store',
  'POST /api/admin/team/invitations/{id}/resend': 'sends a team invitation again with a new link',
  'DELETE /api/admin/team/invitations/{id}': 'revokes a team invitation',
  'POST /api/team-invitations/lookup': 'reads what a team invitation offers; writes nothing',
  'POST /api/team-invitations/accept': 'makes an account a member of the store (and sets its first password)',
  'POST /api/admin/api-keys': "creates a store's API key; the store front shows no keys",
  'DELETE /api/admin/api-keys/{id}': "revokes a store's API key; the store front shows no keys",
  'POST /api/admin/storefront-keys':
    "a store's publishable key: no store-front answer shows keys (its row notifies all the same, migration 0036, dropping the kept key → store)",
  'DELETE /api/admin/storefront-keys/{id}':
    'revokes a publishable key: no store-front answer shows keys (its row notifies, so every instance refuses it at once)',
  'POST /api/admin/webhooks':
    "adds a store's webhook endpoint; the store front shows none (the tenants row's webhook_events changes, which notifies, but no public field)",
  'PUT /api/admin/webhooks/{id}': "changes a store's webhook endpoint; the store front shows none",
  'DELETE /api/admin/webhooks/{id}': "deletes a store's webhook endpoint; the store front shows none",
  'POST /api/admin/webhooks/deliveries/{id}/resend': 'sends a webhook delivery again; no store data changes',
  'PUT /api/admin/tax-rates/{place}/{taxClass}':
    "the store's own tax rate: charged at checkout, in no cached read (a tenants update, which notifies all the same)",
  'DELETE /api/admin/tax-rates/{place}/{taxClass}':
    "resets the store's own tax rate: charged at checkout, in no cached read (a tenants update, which notifies all the same)",
  'PUT /api/admin/vat-settings':
    "the store's VAT number, whether its prices include VAT and where it is registered for tax: on invoices and at checkout, in no cached read (a tenants update, which notifies all the same)",
};

type Read = { url: string; host?: string };

/** One proof: `write`, called as its real user, changes what `read` answers. */
type Proof = {
  what: string;
  read: () => Read;
  /** Done before the cached read is filled: rows the write needs. */
  arrange?: () => Promise<unknown>;
  write: () => Promise<LightMyRequestResponse>;
  status: number;
  /**
   * 'visible': holds for the read after the write and not for the answer cached before it. 'dropped':
   * the write changes no field of this answer (e.g. a category no product uses yet), so the proof is
   * that the next read is filled again rather than served from the dropped entry.
   */
  expect: { visible: (after: LightMyRequestResponse) => void } | { dropped: true };
  /**
   * False only when the answer before the write is a 404, or the 403 of a store not launched (ADR
   * 0081), which are never cached (nothing to drop).
   */
  cachedBefore?: boolean;
};

let t: TestApp;
let fakeStripe: FakeStripe;
let fakeSumup: FakeSumup;
let dns: TestDnsServer;
/** The store domain the domain proofs verify, make primary and remove (ADR 0070). */
let ownDomainId = 0;
let cookies: { owner: string; admin: string };
let shop: Shop;
let stripeShop: Shop;
let sumupShop: Shop;
/** A store for the operator's edits (name, slug, domain, status), apart from the catalogue's store. */
let storeC: number;
/** A store made not launched for the launch proof (ADR 0081). */
let unlaunchedStore = 0;
let teesCategory: number;
/** The zones the shipping-zone proofs make in `arrange` and then change or delete. */
let balticsZone = 0;
let iberiaZone = 0;

const SUMUP_KEY = 'sup_sk_invalidation_key_1234';
const STRIPE_KEYS = {
  stripePublicKey: 'pk_test_invalidation',
  stripeSecretKey: 'sk_test_invalidation_secret',
  stripeWebhookSecret: 'whsec_invalidation',
};

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  fakeSumup = await startFakeSumup(SUMUP_KEY);
  dns = await startTestDnsServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-invalidation-'));
  const ratesFile = path.join(dataDir, 'exchange-rates.json');
  writeFileSync(ratesFile, JSON.stringify({ base: 'EUR', date: '2026-11-27', rates: { GBP: '0.5' } }));
  t = await createTestApp({
    config: testConfig({
      RATE_LIMIT_MULTIPLIER: '0',
      DATA_DIR: dataDir,
      EXCHANGE_RATES_SOURCE: ratesFile,
      STRIPE_API_URL: fakeStripe.url,
      SUMUP_API_URL: fakeSumup.url,
      DNS_RESOLVER: dns.address,
    }),
  });
  await seedPlans(t.db);
  shop = await seedShop(t.db, 'inv-shop');
  stripeShop = await seedShop(t.db, 'inv-stripe', { teeStock: 1 });
  sumupShop = await seedShop(t.db, 'inv-sumup', { teeStock: 1 });
  storeC = (await createTenant(t.db, { slug: 'inv-operator', name: 'Operator Store' })).id;
  await storeGatewayKeys(t.db, t.config, stripeShop.tenant.id, STRIPE_KEYS);
  await storeGatewayKeys(t.db, t.config, sumupShop.tenant.id, {
    sumupApiKey: SUMUP_KEY,
    sumupMerchantCode: 'MERCHINV',
  });
  await t.db.execute(
    sql`update tenants set primary_payment_gateway = 'sumup' where id = ${sumupShop.tenant.id}`,
  );
  const [tees] = await t.db.insert(categories).values({ tenantId: shop.tenant.id, name: 'Tees' }).returning();
  teesCategory = tees!.id;
  await t.db.update(products).set({ category: 'Tees' }).where(eq(products.id, shop.tee.id));
  cookies = await signInUsers(t, {
    owner: { username: 'inv-owner', password: 'inv-owner-pass', memberOf: [shop.tenant.id] },
    admin: { username: 'inv-root', password: 'inv-root-pass', superAdmin: true },
  });
  await t.app.storefrontCache.sync();
});

afterAll(async () => {
  await t?.close();
  await fakeStripe?.close();
  await fakeSumup?.close();
  await dns?.close();
});

// ---- Calls --------------------------------------------------------------------------------------

const read = (target: Read) =>
  t.app.inject({ method: 'GET', url: target.url, headers: target.host ? { host: target.host } : {} });

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: 'owner' | 'admin',
  payload?: unknown,
) {
  const options: InjectOptions = { method, url, headers: { cookie: cookies[who] } };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return t.app.inject(options);
}

const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: Buffer) =>
  callForm(t.app, method, url, cookies.owner, fields, image ? { bytes: image } : undefined);

const storeProducts = (tenantId = shop.tenant.id): Read => ({ url: `/api/products?tenantId=${tenantId}` });
const storeProductsIn = (currency: string): Read => ({
  url: `/api/products?tenantId=${shop.tenant.id}&currency=${currency}`,
});
const storeContent = (): Read => ({ url: `/api/cms/content?tenantId=${shop.tenant.id}` });
const storeShipping = (): Read => ({ url: `/api/shipping-options?tenantId=${shop.tenant.id}` });
const publicTenant = (id = shop.tenant.id): Read => ({ url: `/api/tenant/${id}/public` });

type ListedProduct = {
  id: number;
  name: string;
  price: string;
  currency?: string;
  category: string | null;
  inStock: number;
  hasSubscription: boolean;
  variants: Array<{ id: number; price: string }>;
  variantAttributeNames: Record<string, string>;
};
const listed = (response: LightMyRequestResponse) => response.json() as ListedProduct[];
const productIn = (response: LightMyRequestResponse, id: number) => listed(response).find((p) => p.id === id);
const names = (response: LightMyRequestResponse) => listed(response).map((p) => p.name);
const contentValue = (response: LightMyRequestResponse, key: string) =>
  (response.json() as Array<{ key: string; value: string }>).find((entry) => entry.key === key)?.value;
const shippingNames = (response: LightMyRequestResponse) =>
  (response.json() as Array<{ name: string; cost: string }>).map((o) => `${o.name} ${o.cost}`);

async function addProduct(values: Partial<typeof products.$inferInsert> & { name: string }) {
  const [row] = await t.db
    .insert(products)
    .values({ tenantId: shop.tenant.id, priceMinor: 1500, inStock: 5, ...values })
    .returning();
  return row!;
}

/**
 * The store's last tee sold to `email` through the sandbox checkout: the store front shows it sold
 * out, and the order's line is there to refund, return or cancel.
 */
async function sellLastTee(email: string): Promise<{ orderId: number; lineId: number }> {
  await t.db.update(products).set({ inStock: 1 }).where(eq(products.id, shop.tee.id));
  const intent = await createIntent(t.app, {
    tenantId: shop.tenant.id,
    items: [{ id: shop.tee.id, quantity: 1 }],
  });
  const paid = await payInSandbox(t.app, intent.json().clientSecret);
  expect(paid.statusCode).toBe(200);
  const confirmed = await confirmPayment(t.app, intent.json().paymentIntentId, email, shop.tenant.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [line] = await t.db
    .select({ lineId: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.paymentIntentId, intent.json().paymentIntentId));
  return line!;
}

/** The operator's edit dialog: the store's current fields with `change` applied. */
async function editStore(tenantId: number, change: Record<string, unknown>) {
  const current = (await call('GET', `/api/super-admin/tenants/${tenantId}`, 'admin')).json();
  return call('PUT', `/api/super-admin/tenants/${tenantId}`, 'admin', {
    name: current.name,
    slug: current.slug,
    domain: current.domain ?? '',
    status: current.status,
    subscriptionPlan: current.subscriptionPlan,
    ...change,
  });
}

const grace = {
  customerEmail: 'grace@example.com',
  customerName: 'Grace Hopper',
  shippingAddress: '1 Harbour St, Leith',
};

// ---- The proofs, by route -----------------------------------------------------------------------

/** The id of the seeded shop's Colour attribute (its Red row's combination names it). */
const colourId = () => Object.keys(shop.red.variantCombination)[0]!;

/** The image the import proof names (uploaded in its `arrange`). */
let importImage = '';

/** Ids made by one proof's `arrange` for its `write`. */
const made: Record<string, number> = {};

const proofs: Record<string, Proof[]> = {
  // Catalogue: products
  'POST /api/admin/products': [
    {
      what: 'a new live product is listed',
      read: () => storeProducts(),
      write: async () =>
        form(
          'POST',
          '/api/admin/products',
          productFields({ name: 'Fresh Tee', category: 'Tees' }),
          await pngImage(),
        ),
      status: 201,
      expect: { visible: (after) => expect(names(after)).toContain('Fresh Tee') },
    },
  ],
  'PUT /api/admin/products/{id}': [
    {
      what: "an edited product's name and price",
      read: () => storeProducts(),
      write: () =>
        form(
          'PUT',
          `/api/admin/products/${shop.tee.id}`,
          productFields({ name: 'Tee Deluxe', price: '27.50', category: 'Tees', inStock: '50', sizes: '[]' }),
        ),
      status: 200,
      expect: {
        visible: (after) =>
          expect(productIn(after, shop.tee.id)).toMatchObject({ name: 'Tee Deluxe', price: '27.50' }),
      },
    },
  ],
  'DELETE /api/admin/products/{id}': [
    {
      what: 'a deleted product leaves the list',
      read: () => storeProducts(),
      arrange: async () => {
        made.doomed = (await addProduct({ name: 'Doomed Cap' })).id;
      },
      write: () => call('DELETE', `/api/admin/products/${made.doomed}`, 'owner'),
      status: 204,
      expect: { visible: (after) => expect(names(after)).not.toContain('Doomed Cap') },
    },
  ],
  'PATCH /api/admin/products/{id}/draft': [
    {
      what: 'a draft put live appears',
      read: () => storeProducts(),
      write: () => call('PATCH', `/api/admin/products/${shop.draft.id}/draft`, 'owner', { isDraft: false }),
      status: 200,
      expect: { visible: (after) => expect(names(after)).toContain('Secret') },
    },
    {
      what: 'a live product made a draft disappears',
      read: () => storeProducts(),
      write: () => call('PATCH', `/api/admin/products/${shop.draft.id}/draft`, 'owner', { isDraft: true }),
      status: 200,
      expect: { visible: (after) => expect(names(after)).not.toContain('Secret') },
    },
  ],
  'PUT /api/admin/products/reorder': [
    {
      what: 'the new order',
      read: () => storeProducts(),
      write: async () => {
        reordered = listed(await read(storeProducts()))
          .map((p) => p.id)
          .reverse();
        return call('PUT', '/api/admin/products/reorder', 'owner', { productIds: reordered });
      },
      status: 204,
      expect: { visible: (after) => expect(listed(after).map((p) => p.id)).toEqual(reordered) },
    },
  ],
  'POST /api/products': [
    {
      what: 'a new subscription product is listed',
      read: () => storeProducts(),
      arrange: async () => {
        const upload = await form('POST', '/api/upload-image', {}, await pngImage());
        expect(upload.statusCode, upload.body).toBe(200);
        uploadedImage = upload.json().imageUrl;
      },
      write: () =>
        call('POST', '/api/products', 'owner', {
          image: uploadedImage,
          name: 'Fresh Flowers',
          description: 'A bunch every week',
          price: '19.50',
          category: 'Tees',
          subscriptionInterval: 'weekly',
          subscriptionTrialDays: 7,
          isSubscription: true,
          inStock: 999999,
          sizes: [],
        }),
      status: 201,
      expect: { visible: (after) => expect(names(after)).toContain('Fresh Flowers') },
    },
  ],
  'PATCH /api/products/{productId}/convert-to-subscription': [
    {
      what: 'the product is offered as a subscription',
      read: () => storeProducts(),
      write: () =>
        call('PATCH', `/api/products/${shop.hoodie.id}/convert-to-subscription`, 'owner', {
          subscriptionInterval: 'monthly',
          subscriptionTrialDays: '0',
        }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.hoodie.id)?.hasSubscription).toBe(true) },
    },
  ],

  // Catalogue: categories (products carry their category's name)
  'POST /api/admin/categories': [
    {
      what: 'no product is in a new category yet: the entry is dropped all the same',
      read: () => storeProducts(),
      write: () => call('POST', '/api/admin/categories', 'owner', { name: 'Hats' }),
      status: 201,
      expect: { dropped: true },
    },
  ],
  'PUT /api/admin/categories/{id}': [
    {
      what: "a renamed category renames its products' category",
      read: () => storeProducts(),
      write: () => call('PUT', `/api/admin/categories/${teesCategory}`, 'owner', { name: 'Shirts' }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.category).toBe('Shirts') },
    },
  ],
  'DELETE /api/admin/categories/{id}': [
    {
      what: 'a category no product uses: the entry is dropped all the same',
      read: () => storeProducts(),
      arrange: async () => {
        const [row] = await t.db
          .insert(categories)
          .values({ tenantId: shop.tenant.id, name: 'Unused' })
          .returning();
        made.unusedCategory = row!.id;
      },
      write: () => call('DELETE', `/api/admin/categories/${made.unusedCategory}`, 'owner'),
      status: 204,
      expect: { dropped: true },
    },
  ],

  // Catalogue: variant attributes (their names are in the list) and variant price rows
  'POST /api/admin/variants': [
    {
      what: 'a new attribute no row uses yet: the entry is dropped all the same',
      read: () => storeProducts(),
      write: () =>
        call('POST', '/api/admin/variants', 'owner', {
          name: 'Material',
          type: 'material',
          values: ['Cotton'],
        }),
      status: 201,
      expect: { dropped: true },
    },
  ],
  'PUT /api/admin/variants/{id}': [
    {
      what: "a renamed attribute's name on the products whose rows use it",
      read: () => storeProducts(),
      write: async () => {
        return call('PUT', `/api/admin/variants/${colourId()}`, 'owner', {
          name: 'Color',
          type: 'color',
          values: ['Red', 'Blue'],
        });
      },
      status: 200,
      expect: {
        visible: (after) =>
          expect(Object.values(productIn(after, shop.hoodie.id)?.variantAttributeNames ?? {})).toEqual([
            'Color',
          ]),
      },
    },
  ],
  'DELETE /api/admin/variants/{id}': [
    {
      what: 'an attribute no row uses (one in use is refused): the entry is dropped all the same',
      read: () => storeProducts(),
      arrange: async () => {
        const [row] = await t.db
          .insert(variantAttributes)
          .values({ tenantId: shop.tenant.id, name: 'Fit', type: 'style', values: ['Slim'] })
          .returning();
        made.unusedAttribute = row!.id;
      },
      write: () => call('DELETE', `/api/admin/variants/${made.unusedAttribute}`, 'owner'),
      status: 204,
      expect: { dropped: true },
    },
  ],
  'POST /api/products/{productId}/variants': [
    {
      what: 'a new price row on the product',
      read: () => storeProducts(),
      write: () =>
        call('POST', `/api/products/${shop.hoodie.id}/variants`, 'owner', {
          variantCombination: { [colourId()]: 'Blue' },
          price: 41,
          stock: 3,
        }),
      status: 201,
      expect: {
        visible: (after) =>
          expect(productIn(after, shop.hoodie.id)?.variants.map((v) => v.price)).toContain('41.00'),
      },
    },
  ],
  'PUT /api/products/{productId}/variants/{id}': [
    {
      what: "a row's new price",
      read: () => storeProducts(),
      write: () =>
        call('PUT', `/api/products/${shop.hoodie.id}/variants/${shop.red.id}`, 'owner', {
          variantCombination: { [colourId()]: 'Red' },
          price: '42',
          stock: 50,
          isActive: true,
        }),
      status: 200,
      expect: {
        visible: (after) =>
          expect(productIn(after, shop.hoodie.id)?.variants.find((v) => v.id === shop.red.id)?.price).toBe(
            '42.00',
          ),
      },
    },
  ],
  'DELETE /api/products/{productId}/variants/{id}': [
    {
      what: 'a deleted row leaves the product',
      read: () => storeProducts(),
      arrange: async () => {
        const [row] = await t.db
          .insert(productVariants)
          .values({
            tenantId: shop.tenant.id,
            productId: shop.tee.id,
            variantCombination: { [colourId()]: 'Blue' },
            priceMinor: 3100,
            stock: 4,
          })
          .returning();
        made.doomedRow = row!.id;
      },
      write: () => call('DELETE', `/api/products/${shop.tee.id}/variants/${made.doomedRow}`, 'owner'),
      status: 204,
      expect: {
        visible: (after) =>
          expect(productIn(after, shop.tee.id)?.variants.map((v) => v.id)).not.toContain(made.doomedRow),
      },
    },
  ],

  // Site content
  'POST /api/cms/content': [
    {
      what: 'a new entry',
      read: () => storeContent(),
      write: () =>
        call('POST', '/api/cms/content', 'owner', {
          key: 'footer_phone',
          type: 'text',
          value: '020 7946 0000',
        }),
      status: 201,
      expect: { visible: (after) => expect(contentValue(after, 'footer_phone')).toBe('020 7946 0000') },
    },
  ],
  'PUT /api/cms/content/{key}': [
    {
      what: "an entry's new value",
      read: () => storeContent(),
      write: () =>
        call('PUT', '/api/cms/content/footer_phone', 'owner', {
          key: 'footer_phone',
          type: 'text',
          value: '020 7946 0001',
        }),
      status: 200,
      expect: { visible: (after) => expect(contentValue(after, 'footer_phone')).toBe('020 7946 0001') },
    },
  ],
  'DELETE /api/cms/content/{key}': [
    {
      what: 'a deleted entry',
      read: () => storeContent(),
      write: () => call('DELETE', '/api/cms/content/footer_phone', 'owner'),
      status: 204,
      expect: { visible: (after) => expect(contentValue(after, 'footer_phone')).toBeUndefined() },
    },
  ],

  // Shipping options
  'POST /api/admin/shipping-options': [
    {
      what: 'a new option',
      read: () => storeShipping(),
      write: () =>
        call('POST', '/api/admin/shipping-options', 'owner', {
          name: 'Express',
          cost: 7.99,
          estimatedDays: 1,
        }),
      status: 201,
      expect: { visible: (after) => expect(shippingNames(after)).toContain('Express 7.99') },
    },
  ],
  'PUT /api/admin/shipping-options/{id}': [
    {
      what: "an option's new cost",
      read: () => storeShipping(),
      write: () =>
        call('PUT', `/api/admin/shipping-options/${shop.shipping.id}`, 'owner', {
          name: 'Standard Delivery',
          cost: 5.49,
          isActive: true,
        }),
      status: 200,
      expect: { visible: (after) => expect(shippingNames(after)).toContain('Standard Delivery 5.49') },
    },
  ],
  'DELETE /api/admin/shipping-options/{id}': [
    {
      what: 'a deleted option',
      read: () => storeShipping(),
      write: () => call('DELETE', `/api/admin/shipping-options/${shop.shipping.id}`, 'owner'),
      status: 204,
      expect: { visible: (after) => expect(shippingNames(after)).not.toContain('Standard Delivery 5.49') },
    },
  ],

  // The store's public config
  'PATCH /api/tenant/{id}/color-template': [
    {
      what: 'the new colour template',
      read: () => publicTenant(),
      write: () =>
        call('PATCH', `/api/tenant/${shop.tenant.id}/color-template`, 'owner', { colorTemplate: 'emerald' }),
      status: 200,
      expect: { visible: (after) => expect(after.json().colorTemplate).toBe('emerald') },
    },
  ],
  'PUT /api/admin/store-languages': [
    {
      what: "the store's languages: a read without ?lang= answers in the default language (docs/decisions/0093)",
      read: () => storeProducts(),
      write: () =>
        call('PUT', '/api/admin/store-languages', 'owner', {
          defaultLanguage: 'en',
          languages: ['en', 'de'],
        }),
      status: 200,
      expect: { dropped: true },
    },
  ],
  // A store's currencies (docs/decisions/0105): the product list in EUR is cached under its own URL.
  'PUT /api/admin/currencies/{code}': [
    {
      what: 'a new rate: the product list in that currency shows the price at it',
      read: () => storeProductsIn('EUR'),
      arrange: async () => {
        made.euroMug = (await addProduct({ name: 'Euro Mug', priceMinor: 1000 })).id;
        return call('PUT', '/api/admin/currencies/EUR', 'owner', { rate: '1.2', rounding: 'exact' });
      },
      write: () => call('PUT', '/api/admin/currencies/EUR', 'owner', { rate: '1.5', rounding: 'exact' }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, made.euroMug!)?.price).toBe('15.00') },
    },
  ],
  'POST /api/admin/currencies/rates-from-file': [
    {
      what: "the platform file's rate: the product list in that currency shows the price at it",
      read: () => storeProductsIn('EUR'),
      // The file: 1 EUR = 0.5 GBP, so 2 EUR per pound.
      arrange: () => call('PUT', '/api/admin/currencies/EUR', 'owner', { rate: '1.3', rounding: 'exact' }),
      write: () => call('POST', '/api/admin/currencies/rates-from-file', 'owner'),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, made.euroMug!)?.price).toBe('20.00') },
    },
  ],
  'DELETE /api/admin/currencies/{code}': [
    {
      what: 'a currency removed: the product list in it is refused',
      read: () => storeProductsIn('CHF'),
      arrange: () => call('PUT', '/api/admin/currencies/CHF', 'owner', { rate: '1.1' }),
      write: () => call('DELETE', '/api/admin/currencies/CHF', 'owner'),
      status: 204,
      expect: { visible: (after) => expect(after.statusCode).toBe(400) },
    },
  ],
  'PUT /api/admin/currencies/base': [
    {
      what: "a store's new base currency, beside each price",
      read: () => storeProducts(made.currencyStore),
      arrange: async () => {
        const store = await createTenant(t.db, { slug: 'inv-currency', name: 'Currency Store' });
        made.currencyStore = store.id;
        await t.db.insert(products).values({ tenantId: store.id, name: 'Mug', priceMinor: 1200, inStock: 3 });
      },
      write: () =>
        call('PUT', `/api/admin/currencies/base?tenantId=${made.currencyStore}`, 'admin', {
          currency: 'EUR',
        }),
      status: 200,
      expect: { visible: (after) => expect(listed(after)[0]?.currency).toBe('EUR') },
    },
  ],
  'PUT /api/admin/products/{id}/prices': [
    {
      what: "a product's price set explicitly in a currency, over the converted one",
      read: () => storeProductsIn('EUR'),
      arrange: () =>
        call('PUT', '/api/admin/currencies/EUR', 'owner', { rate: '1.165', rounding: 'ninety-nine' }),
      write: () =>
        call('PUT', `/api/admin/products/${shop.tee.id}/prices`, 'owner', {
          prices: [{ currency: 'EUR', price: '27.50' }],
        }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.price).toBe('27.50') },
    },
  ],
  'PUT /api/tenant/payment-settings': [
    {
      what: "the owner's new Stripe public key",
      read: () => publicTenant(),
      write: () =>
        call('PUT', '/api/tenant/payment-settings', 'owner', {
          stripePublicKey: 'pk_test_owner_saved',
          currentPassword: 'inv-owner-pass',
        }),
      status: 200,
      expect: { visible: (after) => expect(after.json().stripePublicKey).toBe('pk_test_owner_saved') },
    },
  ],
  'PUT /api/admin/tenants/{id}/payment-settings': [
    {
      what: 'the primary gateway the operator chose',
      read: () => publicTenant(),
      write: () =>
        call('PUT', `/api/admin/tenants/${shop.tenant.id}/payment-settings`, 'admin', {
          primaryPaymentGateway: 'sumup',
          currentPassword: 'inv-root-pass',
        }),
      status: 200,
      expect: { visible: (after) => expect(after.json().primaryPaymentGateway).toBe('sumup') },
    },
  ],
  'PUT /api/super-admin/tenants/{id}': [
    {
      what: 'the new store name, by slug',
      read: () => ({ url: '/api/tenant/slug/inv-operator' }),
      write: () => editStore(storeC, { name: 'Renamed Operator Store' }),
      status: 200,
      expect: { visible: (after) => expect(after.json().name).toBe('Renamed Operator Store') },
    },
    {
      what: 'the new slug, by id',
      read: () => publicTenant(storeC),
      write: () => editStore(storeC, { slug: 'inv-operator-2' }),
      status: 200,
      expect: { visible: (after) => expect(after.json().slug).toBe('inv-operator-2') },
    },
    {
      what: 'the old slug answers 404 after a slug change',
      read: () => ({ url: '/api/tenant/slug/inv-operator-2' }),
      write: () => editStore(storeC, { slug: 'inv-operator-3' }),
      status: 200,
      expect: { visible: (after) => expect(after.statusCode).toBe(404) },
    },
    {
      what: 'a suspended store front answers 404',
      read: () => storeProducts(storeC),
      write: () => editStore(storeC, { status: 'suspended' }),
      status: 200,
      expect: { visible: (after) => expect(after.statusCode).toBe(404) },
    },
    {
      what: 'an activated store front answers 200 (its 404 was never cached)',
      read: () => publicTenant(storeC),
      write: () => editStore(storeC, { status: 'active' }),
      status: 200,
      cachedBefore: false,
      expect: { visible: (after) => expect(after.statusCode).toBe(200) },
    },
    {
      what: 'a domain given to a store: that host now shows it, not the store it fell back to',
      read: () => ({ url: '/api/tenant/current', host: 'shop-c.invalidation.test' }),
      write: () => editStore(storeC, { domain: 'shop-c.invalidation.test' }),
      status: 200,
      expect: { visible: (after) => expect(after.json().id).toBe(storeC) },
    },
    {
      what: "a domain taken away: that host's product list falls back again",
      read: () => ({ url: '/api/products', host: 'shop-c.invalidation.test' }),
      arrange: async () => {
        await t.db
          .insert(products)
          .values({ tenantId: storeC, name: 'Operator Mug', priceMinor: 800, inStock: 3 });
      },
      write: () => editStore(storeC, { domain: '' }),
      status: 200,
      expect: { visible: (after) => expect(names(after)).not.toContain('Operator Mug') },
    },
  ],
  // A store's own domains (ADR 0070): a host shows the store once verified; store pages move to a primary
  'POST /api/admin/domains/{id}/verify': [
    {
      what: 'a verified domain: which store its host shows may change, so every cached answer drops',
      read: () => ({ url: '/api/products', host: 'own.invalidation.test' }),
      arrange: async () => {
        const token = 'storefleet-verify=invalidation';
        const [row] = await t.db
          .insert(storeDomains)
          .values({ tenantId: shop.tenant.id, host: 'own.invalidation.test', verificationToken: token })
          .returning();
        ownDomainId = row!.id;
        dns.records.set('_storefleet.own.invalidation.test', { TXT: [token] });
      },
      write: () => call('POST', `/api/admin/domains/${ownDomainId}/verify`, 'owner'),
      status: 200,
      expect: { dropped: true },
    },
  ],
  'PUT /api/admin/domains/{id}': [
    {
      what: "a primary domain: the store's pages elsewhere now move there, so every cached answer drops",
      read: () => storeProducts(),
      write: () => call('PUT', `/api/admin/domains/${ownDomainId}`, 'owner', { primary: true }),
      status: 200,
      expect: { dropped: true },
    },
  ],
  'DELETE /api/admin/domains/{id}': [
    {
      what: 'a removed domain: its host falls back again, so every cached answer drops',
      read: () => ({ url: '/api/products', host: 'own.invalidation.test' }),
      write: () => call('DELETE', `/api/admin/domains/${ownDomainId}`, 'owner'),
      status: 204,
      expect: { dropped: true },
    },
  ],
  // A store's launch (ADR 0081): its goods, refused and never cached before, are everyone's.
  'POST /api/admin/store-launch': [
    {
      what: "a launched store's products are listed to every shopper",
      read: () => ({ url: `/api/products?tenantId=${unlaunchedStore}` }),
      arrange: async () => {
        unlaunchedStore = (
          await createTenant(t.db, { slug: 'inv-unlaunched', name: 'Not Yet', launchedAt: null })
        ).id;
        await t.db
          .insert(products)
          .values({ tenantId: unlaunchedStore, name: 'Launch Lamp', priceMinor: 900, inStock: 2 });
      },
      write: () => call('POST', `/api/admin/store-launch?tenantId=${unlaunchedStore}`, 'admin'),
      status: 200,
      cachedBefore: false,
      expect: { visible: (after) => expect(names(after)).toContain('Launch Lamp') },
    },
  ],
  'POST /api/tenants': [
    {
      what: "a new store with a domain: that host's store front is the new store",
      read: () => ({ url: '/api/tenant/current', host: 'new-store.invalidation.test' }),
      write: () =>
        call('POST', '/api/tenants', 'admin', {
          name: 'Brand New',
          slug: 'inv-brand-new',
          domain: 'new-store.invalidation.test',
          status: 'active',
          subscriptionPlan: 'basic',
        }),
      status: 201,
      expect: { visible: (after) => expect(after.json().slug).toBe('inv-brand-new') },
    },
  ],

  // Product import (CSV): the imported products are on the list
  'POST /api/admin/products/import': [
    {
      what: 'an imported live product is listed',
      read: () => storeProducts(),
      arrange: async () => {
        const upload = await callForm(
          t.app,
          'POST',
          '/api/upload-image',
          cookies.owner,
          {},
          {
            bytes: await pngImage(),
          },
        );
        expect(upload.statusCode, upload.body).toBe(200);
        importImage = upload.json().imageUrl;
      },
      write: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/products/import',
          headers: { cookie: cookies.owner, 'content-type': 'text/csv' },
          // A product needs an image: one this store uploaded (copied from storage, not fetched).
          payload: `Handle,Name,Description,Category,Price,Stock,Status,Image URL\r\nimported-mug,Imported Mug,A mug,Mugs,9.00,4,live,${importImage}\r\n`,
        }),
      status: 200,
      expect: { visible: (after) => expect(names(after)).toContain('Imported Mug') },
    },
  ],

  // A refund that puts the sold tee back on the shelf
  'POST /api/admin/orders/{id}/refunds': [
    {
      what: 'a refund with restock: the sold-out tee is in stock again',
      read: () => storeProducts(),
      arrange: async () => {
        const line = await sellLastTee('refunded@example.com');
        made.refundLine = line.lineId;
        made.refundOrder = line.orderId;
      },
      write: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${made.refundOrder}/refunds`,
          headers: { cookie: cookies.owner, 'idempotency-key': 'invalidation-refund-1' },
          payload: { lines: [{ orderItemId: made.refundLine, quantity: 1 }], restock: true },
        }),
      status: 201,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.inStock).toBe(1) },
    },
  ],

  // Receiving a return restocks the lines the store names
  'POST /api/admin/returns/{id}/receive': [
    {
      what: 'a returned tee received and restocked: the sold-out tee is in stock again',
      read: () => storeProducts(),
      arrange: async () => {
        const line = await sellLastTee('returned@example.com');
        await t.db
          .update(orders)
          .set({ status: 'shipped', fulfillmentStatus: 'fulfilled' })
          .where(eq(orders.id, line.orderId));
        const [ret] = await t.db
          .insert(orderReturns)
          .values({
            tenantId: shop.tenant.id,
            orderId: line.orderId,
            status: 'approved',
            reason: 'Too small',
            currency: 'GBP',
          })
          .returning();
        await t.db.insert(orderReturnLines).values({
          tenantId: shop.tenant.id,
          returnId: ret!.id,
          orderItemId: line.lineId,
          quantity: 1,
          unitPriceMinor: 2500,
        });
        made.returnId = ret!.id;
        made.returnLine = line.lineId;
      },
      write: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/returns/${made.returnId}/receive`,
          headers: { cookie: cookies.owner },
          payload: { restockOrderItemIds: [made.returnLine] },
        }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.inStock).toBe(1) },
    },
  ],

  // Editing a paid order before it ships moves stock both ways
  'POST /api/admin/orders/{id}/edits': [
    {
      what: 'the tee taken off an order for a mug: the sold-out tee is in stock again',
      read: () => storeProducts(),
      arrange: async () => {
        const sold = await sellLastTee('edited@example.com');
        made.editOrder = sold.orderId;
        made.editLine = sold.lineId;
        made.editMug = (await addProduct({ name: 'Edit Mug' })).id;
      },
      write: () =>
        call('POST', `/api/admin/orders/${made.editOrder}/edits`, 'owner', {
          add: [{ productId: made.editMug, quantity: 1 }],
          change: [{ orderItemId: made.editLine, quantity: 0 }],
        }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.inStock).toBe(1) },
    },
  ],

  // Cancelling an order refunds and restocks its lines
  'POST /api/admin/orders/{id}/cancel': [
    {
      what: 'a cancelled order: the sold-out tee is in stock again',
      read: () => storeProducts(),
      arrange: async () => {
        const line = await sellLastTee('cancelled@example.com');
        made.cancelOrder = line.orderId;
      },
      write: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${made.cancelOrder}/cancel`,
          headers: { cookie: cookies.owner },
          payload: { reason: 'Out of stock' },
        }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.inStock).toBe(1) },
    },
  ],

  // Selling the last unit (stock reaching zero is shown; counts in between may lag)
  'POST /api/confirm-payment': [
    {
      what: 'the last tee sold: the list shows it out of stock',
      read: () => storeProducts(),
      arrange: async () => {
        await t.db.update(products).set({ inStock: 1 }).where(eq(products.id, shop.tee.id));
        const intent = await createIntent(t.app, {
          tenantId: shop.tenant.id,
          items: [{ id: shop.tee.id, quantity: 1 }],
        });
        expect(intent.statusCode).toBe(200);
        const paid = await payInSandbox(t.app, intent.json().clientSecret);
        expect(paid.statusCode).toBe(200);
        lastIntent = intent.json().paymentIntentId;
      },
      write: () => confirmPayment(t.app, lastIntent, 'last@example.com', shop.tenant.id),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, shop.tee.id)?.inStock).toBe(0) },
    },
  ],
  'POST /api/webhooks/stripe/{tenantId}': [
    {
      what: "a payment the browser never confirmed sells the store's last tee",
      read: () => storeProducts(stripeShop.tenant.id),
      arrange: async () => {
        const intent = await startCardCheckout(t.app, stripeShop, grace);
        expect(intent.provider).toBe('stripe');
        lastIntent = intent.paymentIntentId;
        fakeStripe.authorise(lastIntent);
      },
      write: () => {
        const payload = stripeEvent('payment_intent.amount_capturable_updated', { id: lastIntent });
        return deliverStripeEvent(t.app, stripeShop.tenant.id, payload, STRIPE_KEYS.stripeWebhookSecret);
      },
      status: 200,
      expect: { visible: (after) => expect(productIn(after, stripeShop.tee.id)?.inStock).toBe(0) },
    },
  ],
  'POST /api/webhooks/sumup/{tenantId}': [
    {
      what: "a paid SumUp checkout sells the store's last tee",
      read: () => storeProducts(sumupShop.tenant.id),
      arrange: async () => {
        const intent = await startCardCheckout(t.app, sumupShop, grace);
        expect(intent.provider).toBe('sumup');
        lastIntent = intent.paymentIntentId;
        fakeSumup.pay(lastIntent);
      },
      write: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/webhooks/sumup/${sumupShop.tenant.id}`,
          payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id: lastIntent },
        }),
      status: 200,
      expect: { visible: (after) => expect(productIn(after, sumupShop.tee.id)?.inStock).toBe(0) },
    },
  ],
  // Shipping zones (docs/decisions/0100): the zones' trigger drops the store's cached answers.
  'POST /api/admin/shipping-zones': [
    {
      what: 'a new zone (no option in it yet)',
      read: () => storeShipping(),
      write: () => call('POST', '/api/admin/shipping-zones', 'owner', { name: 'Nordics', countries: ['SE'] }),
      status: 201,
      expect: { dropped: true },
    },
  ],
  'PUT /api/admin/shipping-zones/{id}': [
    {
      what: "a zone's new countries",
      read: () => storeShipping(),
      arrange: async () => {
        const zone = await call('POST', '/api/admin/shipping-zones', 'owner', {
          name: 'Baltics',
          countries: ['EE'],
        });
        balticsZone = zone.json().id;
      },
      write: () =>
        call('PUT', `/api/admin/shipping-zones/${balticsZone}`, 'owner', {
          name: 'Baltics',
          countries: ['EE', 'LV'],
        }),
      status: 200,
      expect: { dropped: true },
    },
  ],
  'DELETE /api/admin/shipping-zones/{id}': [
    {
      what: 'a deleted zone (its options go with it)',
      read: () => storeShipping(),
      arrange: async () => {
        const zone = await call('POST', '/api/admin/shipping-zones', 'owner', {
          name: 'Iberia',
          countries: ['ES'],
        });
        iberiaZone = zone.json().id;
      },
      write: () => call('DELETE', `/api/admin/shipping-zones/${iberiaZone}`, 'owner'),
      status: 204,
      expect: { dropped: true },
    },
  ],
};
let lastIntent = '';
let reordered: number[] = [];
let uploadedImage = '';

// ---- The tests ----------------------------------------------------------------------------------

/** 'POST /api/x/{id}' for every write operation of the app's OpenAPI description. */
function documentedWrites(app: FastifyInstance): string[] {
  const spec = app.swagger() as OpenApi;
  return Object.entries(spec.paths).flatMap(([route, methods]) =>
    Object.keys(methods)
      .map((method) => method.toUpperCase())
      .filter((method) => WRITE_METHODS.has(method))
      .map((method) => `${method} ${route}`),
  );
}

/** The same from Fastify's router (routes hidden from the description included), parameters as `*`. */
function routedWrites(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]!.split(', ')) {
      if (WRITE_METHODS.has(method)) found.push(`${method} ${stack.join('')}`);
    }
  }
  return found.map((route) => route.replace(/:[\w|:]+/g, '*'));
}

const asPattern = (route: string) => route.replace(/\{[^}]+\}/g, '*');

describe('store-front cache invalidation, per write route', () => {
  it('places every write route of the app in exactly one list: proven here, or unable to change the store front', () => {
    const writes = documentedWrites(t.app);
    const unplaced = writes.filter((route) => !(route in proofs) && !(route in CANNOT_CHANGE_STOREFRONT));
    expect(
      unplaced,
      'write routes in neither list: prove they invalidate, or say why they cannot change the store front',
    ).toEqual([]);
    const both = writes.filter((route) => route in proofs && route in CANNOT_CHANGE_STOREFRONT);
    expect(both).toEqual([]);
    const stale = [...Object.keys(proofs), ...Object.keys(CANNOT_CHANGE_STOREFRONT)].filter(
      (r) => !writes.includes(r),
    );
    expect(stale, 'listed routes the app no longer has').toEqual([]);
    // No write route is hidden from the description (where the lists above would not see it).
    expect(routedWrites(t.app).sort()).toEqual(writes.map(asPattern).sort());
    for (const reason of Object.values(CANNOT_CHANGE_STOREFRONT)) expect(reason.length).toBeGreaterThan(10);
    console.info(
      `write routes: ${writes.length}; proven to invalidate: ${Object.keys(proofs).length}; ` +
        `cannot change the store front: ${Object.keys(CANNOT_CHANGE_STOREFRONT).length}`,
    );
  });

  const cases = Object.entries(proofs).flatMap(([route, list]) =>
    list.map((proof) => [route, proof.what, proof] as const),
  );
  it.each(cases)('%s: %s', async (_route, _what, proof) => {
    const cache = t.app.storefrontCache;
    await proof.arrange?.();
    await cache.sync();
    const target = proof.read();
    const filled = await read(target);
    const beforeHit = cache.stats().hits;
    const cached = await read(target);
    if (proof.cachedBefore === false) {
      expect([403, 404]).toContain(filled.statusCode);
      expect(cache.stats().hits).toBe(beforeHit);
    } else {
      expect(filled.statusCode, filled.body).toBe(200);
      expect(cache.stats().hits, 'the second read is served from the cache').toBe(beforeHit + 1);
      expect(cached.rawPayload.equals(filled.rawPayload)).toBe(true);
    }

    const response = await proof.write();
    expect(response.statusCode, response.body).toBe(proof.status);

    const beforeAfter = cache.stats().hits;
    const after = await read(target);
    if ('dropped' in proof.expect) {
      expect(cache.stats().hits, 'the read after the write is filled again').toBe(beforeAfter);
      expect(after.statusCode).toBe(200);
    } else {
      proof.expect.visible(after);
      // The check tells the answers apart: it fails on what was cached before the write.
      expect(() =>
        (proof.expect as { visible: (r: LightMyRequestResponse) => void }).visible(cached),
      ).toThrow();
    }
  });
});
