// npm run bench:checkout -- --url http://127.0.0.1:5000 --n 200 --c 8 [--tenant 1]
// Start the server with RATE_LIMIT_MULTIPLIER=0: every checkout comes from this one address, and
// the per-address limits (60 payment intents, 30 sandbox card payments per 10 minutes) would
// answer 429 after a few dozen (docs/deployment.md, "Rate limits").
// Runs N complete sandbox checkouts at concurrency C against a running server, the way the store
// front does them: create-payment-intent → checkout details → sandbox card → confirm-payment.
// Each checkout is its own browser: it keeps the checkout cookie create-payment-intent sets and
// sends it back with details and confirm-payment, as the store front's same-origin calls do.
// Prints orders per second and p50/p95 latency of each call. Uses products whose stock is the
// product's own (no variant-price rows) and spreads the checkouts over their stock.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:5000' },
    n: { type: 'string', default: '200' },
    c: { type: 'string', default: '8' },
    tenant: { type: 'string', default: '1' },
  },
});
const base = values.url.replace(/\/$/, '');
const total = Number(values.n);
const concurrency = Number(values.c);
const tenantId = Number(values.tenant);
const run = Date.now().toString(36);

const timings = {
  'create-payment-intent': [],
  'checkout details': [],
  'sandbox confirm': [],
  'confirm-payment': [],
};
const outcomes = new Map();

/** A browser's cookie jar, as little of one as checkout needs: name → value, sent back on every call. */
function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

async function call(name, path, body, jar) {
  const started = performance.now();
  const headers = body === undefined ? {} : { 'content-type': 'application/json' };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar?.keep(response);
  const text = await response.text();
  if (name) timings[name].push(performance.now() - started);
  if (!response.ok) {
    const message = (() => {
      try {
        return JSON.parse(text).message;
      } catch {
        return text.slice(0, 80);
      }
    })();
    throw new Error(`${name ?? path}: ${response.status} ${message}`);
  }
  return text ? JSON.parse(text) : null;
}

/** Products whose stock is their own, each with a choice for every option group. */
async function stockPlan() {
  const products = await call(undefined, `/api/products?tenantId=${tenantId}`);
  const shipping = await call(undefined, `/api/shipping-options?tenantId=${tenantId}`).catch(() => []);
  const plan = [];
  for (const product of products) {
    if (product.variants.length > 0 || product.inStock < 1 || product.isSubscription) continue;
    const selectedVariants = {};
    for (const size of product.sizes) {
      const colon = size.indexOf(':');
      const group = colon > 0 ? size.slice(0, colon) : 'Size';
      selectedVariants[group] ??= colon > 0 ? size.slice(colon + 1) : size;
    }
    plan.push({ product, selectedVariants, left: product.inStock });
  }
  return { plan, shippingOptionId: shipping[0]?.id ?? null };
}

function pick(plan) {
  const open = plan.filter((p) => p.left > 0);
  if (open.length === 0) return undefined;
  const chosen = open.reduce((a, b) => (b.left > a.left ? b : a));
  chosen.left -= 1;
  return chosen;
}

async function checkout(i, plan, shippingOptionId) {
  const line = pick(plan);
  if (!line) throw new Error('no stock left in the store');
  const { product, selectedVariants } = line;
  const email = `bench-${run}-${i}@example.com`;
  const orderData = {
    customerEmail: email,
    customerName: `Bench Shopper ${i}`,
    shippingAddress: '1 Bench St, London, N1 1AA',
  };
  const browser = cookieJar();
  const intent = await call(
    'create-payment-intent',
    '/api/create-payment-intent',
    {
      amount: product.price,
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants }],
      customerInfo: {},
      tenantId,
      shippingOptionId,
    },
    browser,
  );
  if (intent.provider !== 'sandbox')
    throw new Error(`store uses ${intent.provider}; the benchmark needs the sandbox`);
  await call('checkout details', `/api/checkout/${intent.paymentIntentId}/details`, { orderData }, browser);
  const year = new Date().getFullYear() + 2;
  await call(
    'sandbox confirm',
    `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: year,
      cvc: '123',
    },
    browser,
  );
  await call(
    'confirm-payment',
    '/api/confirm-payment',
    {
      paymentIntentId: intent.paymentIntentId,
      orderData: { ...orderData, status: 'paid', tenantId, shippingMethod: 'Standard', shippingCost: 0 },
      items: [],
    },
    browser,
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const { plan, shippingOptionId } = await stockPlan();
const stock = plan.reduce((sum, p) => sum + p.left, 0);
if (stock < total)
  console.warn(`Only ${stock} units in stock across ${plan.length} products; later checkouts will fail.`);
console.log(
  `Benchmark: ${total} sandbox checkouts, concurrency ${concurrency}, store ${tenantId} at ${base}`,
);

let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      try {
        await checkout(i, plan, shippingOptionId);
        outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        outcomes.set(reason, (outcomes.get(reason) ?? 0) + 1);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const orders = outcomes.get('ok') ?? 0;

console.log(`\n${orders} orders in ${seconds.toFixed(2)} s: ${(orders / seconds).toFixed(1)} orders/second`);
console.log('\ncall                     count    p50 ms    p95 ms');
for (const [name, list] of Object.entries(timings)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(24)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 95).toFixed(1).padStart(9)}`,
  );
}
const failures = [...outcomes].filter(([reason]) => reason !== 'ok');
if (failures.length) {
  console.log('\nfailed checkouts:');
  for (const [reason, count] of failures) console.log(`  ${count} × ${reason}`);
  process.exitCode = 1;
}
