// A shopper of the pods simulation: loads a store's front and makes a complete sandbox checkout
// through the routing front at the store's own address (`Host: {slug}.{STORE_DOMAIN}`), the calls a
// browser makes (create-payment-intent → details → sandbox card → confirm-payment, with the cookies
// it is given: scripts/bench-checkout.mjs does the same under load). Each call records which pod
// answered it (the front's x-storefleet-pod header). A 503 with Retry-After (a store in its move's
// freeze) is asked again after that many seconds, as the web app does (ADR 0022).
import http from 'node:http';
import { cookieJar } from './cookie-jar.mjs';

/**
 * One HTTP request to the front (`base`, e.g. http://127.0.0.1:5751) for the host name `host`
 * (fetch() cannot set Host). A new connection each time, as the front closes every one.
 * Returns { status, headers, text, pod }.
 */
export function requestAt(base, host, path, { method = 'GET', headers = {}, body } = {}) {
  const url = new URL(path, base);
  const port = url.port;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: false, headers: { ...headers, host: `${host}:${port}` } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            text,
            pod: String(answer.headers['x-storefleet-pod'] ?? ''),
          }),
        );
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** requestAt, asked again (up to `tries` times) while the answer is a 503 with Retry-After. */
export async function requestRetrying(base, host, path, options = {}, tries = 10) {
  const refused = [];
  for (let attempt = 1; ; attempt++) {
    const answer = await requestAt(base, host, path, options);
    const retryAfter = Number(answer.headers['retry-after']);
    if (answer.status !== 503 || !(retryAfter >= 0) || attempt === tries) return { ...answer, refused };
    refused.push(answer);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** The store's own host name under the simulation's STORE_DOMAIN. */
export const storeHost = (store, storeDomain) => `${store.slug}.${storeDomain}`;

export function shopper(base, host) {
  const jar = cookieJar();
  const pods = new Set();
  let refused = 0;
  async function call(path, body) {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    const answer = await requestRetrying(base, host, path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    refused += answer.refused.length;
    for (const earlier of answer.refused) pods.add(earlier.pod);
    const setCookie = answer.headers['set-cookie'];
    jar.keepLines(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []);
    pods.add(answer.pod);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${path.split('?')[0]}: ${answer.status} ${answer.text.slice(0, 120)}`);
    return { response: answer, text: answer.text };
  }
  return { call, pods, refused: () => refused };
}

const escapeHtml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * The store front of `store` ({ id, slug, name }) at `host`: its server-rendered home page and its
 * product list. Returns the products and the pods that answered.
 */
export async function visitStoreFront(base, host, store) {
  const browser = shopper(base, host);
  const { text: html } = await browser.call('/');
  if (!html.includes(escapeHtml(store.name)))
    throw new Error(`http://${host}/ does not show the store's name`);
  const { text } = await browser.call(`/api/products?tenantId=${store.id}`);
  const products = JSON.parse(text);
  if (!Array.isArray(products) || products.length === 0) throw new Error('the product list is empty');
  const shown = products.filter((p) => html.includes(escapeHtml(p.name)));
  if (shown.length === 0) throw new Error(`http://${host}/ shows none of the store's products`);
  return { products, pods: [...browser.pods] };
}

/**
 * A sandbox checkout of one unit of an in-stock product at `host`, in two halves: `begin()` asks the
 * shipping options and creates the payment intent; `finish()` sends the details, pays with the
 * sandbox card and confirms, and returns the order id and payment id. Between them the store may move.
 */
export function beginCheckout(base, host, store, products, label) {
  const browser = shopper(base, host);
  const product = products.find((p) => p.variants.length === 0 && p.inStock > 0 && !p.isSubscription);
  if (!product) throw new Error('no product to buy');
  const selectedVariants = {};
  for (const size of product.sizes) {
    const colon = size.indexOf(':');
    const group = colon > 0 ? size.slice(0, colon) : 'Size';
    selectedVariants[group] ??= colon > 0 ? size.slice(colon + 1) : size;
  }
  const orderData = {
    customerEmail: `pods-${label}-${Date.now().toString(36)}@example.com`,
    customerName: `Pods Shopper ${label}`,
    shippingAddress: '1 Pod Street, London, N1 1AA',
  };
  async function begin() {
    const shipping = JSON.parse((await browser.call(`/api/shipping-options?tenantId=${store.id}`)).text);
    const intent = JSON.parse(
      (
        await browser.call('/api/create-payment-intent', {
          amount: product.price,
          items: [
            { id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants },
          ],
          customerInfo: {},
          tenantId: store.id,
          shippingOptionId: shipping[0]?.id ?? null,
        })
      ).text,
    );
    if (intent.provider !== 'sandbox') throw new Error(`the store uses ${intent.provider}, not the sandbox`);
    return intent;
  }
  async function finish(intent) {
    browser.pods.clear(); // from here on, the pods that answered the rest of the checkout
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
    return {
      orderId: confirmed.orderId,
      paymentIntentId: intent.paymentIntentId,
      pods: [...browser.pods],
      refused: browser.refused(),
    };
  }
  return { begin, finish, browser };
}

/** One complete sandbox checkout of one unit of an in-stock product; returns the order id and payment id. */
export async function checkout(base, host, store, products, label) {
  const session = beginCheckout(base, host, store, products, label);
  return session.finish(await session.begin());
}
