// A shopper of the pods simulation: loads a store's front and makes a complete sandbox checkout
// through the routing front, the calls a browser makes (create-payment-intent → details → sandbox
// card → confirm-payment, with the cookies it is given: scripts/bench-checkout.mjs does the same
// under load). Each call records which pod answered it (the front's x-storefleet-pod header).

import { cookieJar } from './cookie-jar.mjs';

export function shopper(base) {
  const jar = cookieJar();
  const pods = new Set();
  async function call(path, body) {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.keep(response);
    pods.add(response.headers.get('x-storefleet-pod'));
    const text = await response.text();
    if (!response.ok) throw new Error(`${path.split('?')[0]}: ${response.status} ${text.slice(0, 120)}`);
    return { response, text };
  }
  return { call, pods };
}

const escapeHtml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * The store front of `store` ({ id, slug, name }): its server-rendered page and its product list.
 * Returns the products and the pods that answered.
 */
export async function visitStoreFront(base, store) {
  const browser = shopper(base);
  const { text: html } = await browser.call(`/s/${store.slug}`);
  if (!html.includes(escapeHtml(store.name)))
    throw new Error(`/s/${store.slug} does not show the store's name`);
  const { text } = await browser.call(`/api/products?tenantId=${store.id}`);
  const products = JSON.parse(text);
  if (!Array.isArray(products) || products.length === 0) throw new Error('the product list is empty');
  const shown = products.filter((p) => html.includes(escapeHtml(p.name)));
  if (shown.length === 0) throw new Error(`/s/${store.slug} shows none of the store's products`);
  return { products, pods: [...browser.pods] };
}

/** One complete sandbox checkout of one unit of an in-stock product; returns the order id and payment id. */
export async function checkout(base, store, products, label) {
  const browser = shopper(base);
  const product = products.find((p) => p.variants.length === 0 && p.inStock > 0 && !p.isSubscription);
  if (!product) throw new Error('no product to buy');
  const selectedVariants = {};
  for (const size of product.sizes) {
    const colon = size.indexOf(':');
    const group = colon > 0 ? size.slice(0, colon) : 'Size';
    selectedVariants[group] ??= colon > 0 ? size.slice(colon + 1) : size;
  }
  const shipping = JSON.parse((await browser.call(`/api/shipping-options?tenantId=${store.id}`)).text);
  const orderData = {
    customerEmail: `pods-${label}-${Date.now().toString(36)}@example.com`,
    customerName: `Pods Shopper ${label}`,
    shippingAddress: '1 Pod Street, London, N1 1AA',
  };
  const intent = JSON.parse(
    (
      await browser.call('/api/create-payment-intent', {
        amount: product.price,
        items: [{ id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants }],
        customerInfo: {},
        tenantId: store.id,
        shippingOptionId: shipping[0]?.id ?? null,
      })
    ).text,
  );
  if (intent.provider !== 'sandbox') throw new Error(`the store uses ${intent.provider}, not the sandbox`);
  await browser.call(`/api/checkout/${intent.paymentIntentId}/details`, { orderData });
  await browser.call(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  const confirmed = JSON.parse(
    (
      await browser.call('/api/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
        orderData: { ...orderData, status: 'paid', tenantId: store.id },
        items: [],
      })
    ).text,
  );
  return { orderId: confirmed.orderId, paymentIntentId: intent.paymentIntentId, pods: [...browser.pods] };
}
