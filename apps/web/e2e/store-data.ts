// A store's data as the journeys set it up and check it, through the real API: the store front's
// product list, sandbox orders placed through the real checkout, and an image to upload.
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, signOut } from './fixtures.ts';

export const DEMO_STORE_ID = 1;

/**
 * POST /api/tenants as the platform admin: a new active store on the basic plan, with its owner
 * (e-mail owner@{slug}.test, password {owner}-123), who is left signed in.
 */
export async function createStoreWithOwner<Store extends { name: string; slug: string; owner: string }>(
  page: Page,
  store: Store,
): Promise<Store & { password: string }> {
  const password = `${store.owner}-123`;
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const created = await page.request.post('/api/tenants', {
    data: {
      name: store.name,
      slug: store.slug,
      domain: null,
      status: 'active',
      subscriptionPlan: 'basic',
      owner: { username: store.owner, email: `owner@${store.slug}.test`, password },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signOut(page);
  await login(page, store.owner, password);
  return { ...store, password };
}

type StorefrontProduct = {
  id: number;
  name: string;
  price: string;
  category: string | null;
  image: string | null;
  sizes: string[];
  inStock: number;
  variants: { price: string }[];
};

/** GET /api/products?tenantId=: what the store front shows, in its order. */
export async function storefrontProducts(page: Page, tenantId = DEMO_STORE_ID): Promise<StorefrontProduct[]> {
  const response = await page.request.get(`/api/products?tenantId=${tenantId}`);
  expect(response.status()).toBe(200);
  return response.json();
}

export async function storefrontNames(page: Page, tenantId = DEMO_STORE_ID): Promise<string[]> {
  return (await storefrontProducts(page, tenantId)).map((p) => p.name);
}

/** A small real PNG to upload (a crop of the current page). */
export async function pngFile(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
  return { name: 'product.png', mimeType: 'image/png', buffer };
}

/**
 * POST /api/admin/products as the signed-in member: a published product with a small image and no
 * sizes, in a category the store has.
 */
export async function addProduct(
  page: Page,
  product: { name: string; description?: string; price: string; category: string; inStock: string },
): Promise<void> {
  const created = await page.request.post('/api/admin/products', {
    multipart: {
      ...product,
      sizes: '[]',
      hasSubscription: 'false',
      isDraft: 'false',
      image: await pngFile(page),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/**
 * One paid order in the store, bought with the sandbox success card; returns its number in the store
 * (#1001…), what every screen and e-mail names it by.
 */
export async function placeOrder(
  request: APIRequestContext,
  tenantId: number,
  email: string,
  name = 'Ada Lovelace',
) {
  const products = (await (
    await request.get(`/api/products?tenantId=${tenantId}`)
  ).json()) as StorefrontProduct[];
  const product = products.find((p) => p.sizes.length === 0 && p.inStock > 0) ?? products[0]!;
  const intent = await request.post('/api/create-payment-intent', {
    data: {
      amount: Number(product.price),
      items: [
        { id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants: {} },
      ],
      customerInfo: {},
      tenantId,
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = await intent.json();
  const id = String(clientSecret).split('_secret_')[0];
  const paid = await request.post(`/api/sandbox/payment-intents/${id}/confirm`, {
    data: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await request.post('/api/confirm-payment', {
    data: {
      paymentIntentId,
      items: [],
      orderData: {
        customerEmail: email,
        customerName: name,
        shippingAddress: '12 Analytical Row, London',
        tenantId,
      },
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()).orderNumber as number;
}
