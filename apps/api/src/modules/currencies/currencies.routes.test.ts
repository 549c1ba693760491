// A store's currencies (docs/decisions/0105): the admin's calls (messages, roles, isolation, the base
// currency fixed by the first order), prices set per currency on a product and its variants, and the
// store front's product list in a currency: explicit price first, else converted; cached per currency.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/app.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { productPrices, products, productVariants } from '../../db/schema/index.ts';

const stores = useTwoStores('currencies', {
  users: ({ a, b }) => ({
    a: { username: 'currencies-owner-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'currencies-owner-b', password: 'owner-b-pass', memberOf: [b] },
    catalogue: staffMember('currencies-products-staff', a, ['products']),
    settings: staffMember('currencies-settings-staff', a, ['settings']),
    root: { username: 'currencies-root', password: 'root-password', superAdmin: true },
  }),
});
const { call } = stores;

type Listed = {
  id: number;
  price: string;
  compareAtPrice: string | null;
  currency: string;
  variants: { id: number; price: string; currency: string }[];
};

const list = (currency?: string, tenantId = stores.a) =>
  stores.t.app.inject({
    method: 'GET',
    url: `/api/products?tenantId=${tenantId}${currency === undefined ? '' : `&currency=${currency}`}`,
  });
const listed = async (currency?: string) => (await list(currency)).json() as Listed[];

describe("a store's currencies", () => {
  let tote: number;
  let hoodie: number;
  let red: number;

  it('starts with the base currency GBP and no others', async () => {
    const response = await call('GET', '/api/admin/currencies', 'a');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      baseCurrency: 'GBP',
      baseCurrencyLocked: null,
      examplePrice: '10.00',
      currencies: [],
      ratesFromFile: false,
    });
  });

  it('adds currencies with a rate and a rounding rule, and shows what £10.00 becomes', async () => {
    const eur = await call('PUT', '/api/admin/currencies/EUR', 'a', {
      rate: '1.165',
      rounding: 'ninety-nine',
    });
    expect(eur.statusCode, eur.body).toBe(200);
    expect(eur.json()).toEqual({ currency: 'EUR', rate: '1.165', rounding: 'ninety-nine', example: '11.99' });
    const jpy = await call('PUT', '/api/admin/currencies/jpy', 'a', { rate: '187.5', rounding: 'hundreds' });
    expect(jpy.json()).toEqual({ currency: 'JPY', rate: '187.5', rounding: 'hundreds', example: '1900' });
    const kwd = await call('PUT', '/api/admin/currencies/KWD', 'a', { rate: '0.38' });
    expect(kwd.json()).toMatchObject({ rounding: 'exact', example: '3.800' });
    // Changing one keeps its place in the list.
    await call('PUT', '/api/admin/currencies/EUR', 'a', { rate: '1.165', rounding: 'ninety-nine' });
    const all = (await call('GET', '/api/admin/currencies', 'a')).json();
    expect(all.currencies.map((c: { currency: string }) => c.currency)).toEqual(['EUR', 'JPY', 'KWD']);
  });

  it('refuses the base currency, what is not a currency, and a bad rate or rule, in words', async () => {
    const base = await call('PUT', '/api/admin/currencies/GBP', 'a', { rate: '1' });
    expect(base.statusCode).toBe(400);
    expect(base.json().message).toBe(
      "GBP is the store's base currency: its prices are the ones you set on each product",
    );
    const euro = await call('PUT', '/api/admin/currencies/EURO', 'a', { rate: '1' });
    expect(euro.statusCode).toBe(400);
    expect(euro.json().message).toBe(
      'Choose a currency by its three-letter ISO 4217 code, such as GBP, EUR or USD: "EURO" is not one',
    );
    expect((await call('PUT', '/api/admin/currencies/XXX', 'a', { rate: '1' })).statusCode).toBe(400);
    const zero = await call('PUT', '/api/admin/currencies/USD', 'a', { rate: '0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Enter the rate as a positive number with at most eight decimals');
    const rule = await call('PUT', '/api/admin/currencies/USD', 'a', { rate: '1.3', rounding: 'nearest' });
    expect(rule.statusCode).toBe(400);
    const gone = await call('DELETE', '/api/admin/currencies/USD', 'a');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('The store does not sell in USD');
  });

  it('is read by any member (the product form shows them), changed with settings; each store sees its own', async () => {
    expect((await call('GET', '/api/admin/currencies')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/currencies', 'catalogue')).json().currencies).toHaveLength(3);
    expect((await call('DELETE', '/api/admin/currencies/EUR', 'catalogue')).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/currencies/USD', 'catalogue', { rate: '1.3' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/currencies', 'settings')).json().currencies).toHaveLength(3);
    const theirs = await call('GET', '/api/admin/currencies', 'b');
    expect(theirs.json().currencies).toEqual([]);
    expect((await call('GET', `/api/admin/currencies?tenantId=${stores.a}`, 'b')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/currencies/EUR?tenantId=${stores.a}`, 'b')).statusCode).toBe(
      403,
    );
    // The operator names the store.
    const root = await call('GET', `/api/admin/currencies?tenantId=${stores.a}`, 'root');
    expect(root.json().currencies).toHaveLength(3);
  });

  it('takes prices set per currency on a product and its variants, only in currencies the store sells in', async () => {
    const [toteRow] = await stores.t.db
      .insert(products)
      .values({ tenantId: stores.a, name: 'Tote', priceMinor: 1000, compareAtPriceMinor: 1500, inStock: 5 })
      .returning();
    const [hoodieRow] = await stores.t.db
      .insert(products)
      .values({ tenantId: stores.a, name: 'Hoodie', priceMinor: 2500, inStock: 5 })
      .returning();
    tote = toteRow!.id;
    hoodie = hoodieRow!.id;
    const [redRow] = await stores.t.db
      .insert(productVariants)
      .values({ tenantId: stores.a, productId: hoodie, variantCombination: {}, priceMinor: 3000, stock: 2 })
      .returning();
    red = redRow!.id;

    const url = `/api/admin/products/${hoodie}/prices`;
    const saved = await call('PUT', url, 'catalogue', {
      prices: [
        { currency: 'eur', price: '27.50' },
        { currency: 'EUR', price: 33, variantId: red },
        { currency: 'JPY', price: '5000' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().prices).toEqual([
      { currency: 'EUR', price: '27.50', variantId: null },
      { currency: 'EUR', price: '33.00', variantId: red },
      { currency: 'JPY', price: '5000', variantId: null },
    ]);
    expect((await call('GET', url, 'a')).json()).toEqual(saved.json());

    const usd = await call('PUT', url, 'a', { prices: [{ currency: 'USD', price: '30' }] });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toBe('This store does not sell in USD. It sells in GBP, EUR, JPY, KWD.');
    const gbp = await call('PUT', url, 'a', { prices: [{ currency: 'GBP', price: '30' }] });
    expect(gbp.json().message).toBe(
      "GBP is the store's base currency: set that price on the product or variant itself",
    );
    const yen = await call('PUT', url, 'a', { prices: [{ currency: 'JPY', price: '12.5' }] });
    expect(yen.json().message).toBe('Enter the JPY price as a whole number, such as 1500');
    const cents = await call('PUT', url, 'a', { prices: [{ currency: 'EUR', price: '1.999' }] });
    expect(cents.json().message).toBe(
      'Enter the EUR price as a number with at most 2 decimals, such as 12.99',
    );
    const twice = await call('PUT', url, 'a', {
      prices: [
        { currency: 'EUR', price: '1' },
        { currency: 'EUR', price: '2' },
      ],
    });
    expect(twice.json().message).toBe('The product has two EUR prices: give one');
    const stranger = await call('PUT', `/api/admin/products/${tote}/prices`, 'a', {
      prices: [{ currency: 'EUR', price: '1', variantId: red }],
    });
    expect(stranger.json().message).toBe(`Variant ${red} is not a variant of this product`);
    // Nothing of a refused set was written.
    expect((await call('GET', url, 'a')).json().prices).toHaveLength(3);

    expect((await call('GET', url, 'settings')).statusCode).toBe(403);
    expect((await call('GET', url, 'b')).statusCode).toBe(404);
    expect((await call('PUT', url, 'b', { prices: [] })).statusCode).toBe(404);
  });

  it("shows the store front's products in a currency: the explicit price, else converted and rounded up", async () => {
    const inEur = await listed('EUR');
    const toteEur = inEur.find((p) => p.id === tote)!;
    // £10.00 × 1.165 = 11.65 → .99; the "was" £15.00 → 17.475 → 17.48 → 17.99.
    expect(toteEur).toMatchObject({ price: '11.99', compareAtPrice: '17.99', currency: 'EUR' });
    const hoodieEur = inEur.find((p) => p.id === hoodie)!;
    expect(hoodieEur).toMatchObject({ price: '27.50', currency: 'EUR' });
    expect(hoodieEur.variants).toEqual([
      expect.objectContaining({ id: red, price: '33.00', currency: 'EUR' }),
    ]);

    const inYen = await listed('jpy');
    expect(inYen.find((p) => p.id === tote)).toMatchObject({ price: '1900', currency: 'JPY' });
    expect(inYen.find((p) => p.id === hoodie)?.variants[0]).toMatchObject({ price: '5700' });
    expect((await listed('KWD')).find((p) => p.id === tote)).toMatchObject({ price: '3.800' });

    const base = await listed();
    expect(base.find((p) => p.id === tote)).toMatchObject({ price: '10.00', currency: 'GBP' });
    expect((await listed('GBP')).find((p) => p.id === tote)).toMatchObject({
      price: '10.00',
      currency: 'GBP',
    });

    const handle = (await stores.t.db.select().from(products).where(eq(products.id, hoodie)))[0]!.handle;
    const page = await stores.t.app.inject({
      method: 'GET',
      url: `/api/products/by-handle/${handle}?tenantId=${stores.a}&currency=EUR`,
    });
    expect(page.json().product).toMatchObject({ price: '27.50', currency: 'EUR' });

    const publicList = await stores.t.app.inject({
      method: 'GET',
      url: `/api/storefront/currencies?tenantId=${stores.a}`,
    });
    expect(publicList.json()).toEqual({ baseCurrency: 'GBP', currencies: ['GBP', 'EUR', 'JPY', 'KWD'] });
  });

  it('refuses a currency the store does not sell in with a 400 naming those it does, on every read', async () => {
    for (const url of [
      `/api/products?tenantId=${stores.a}&currency=USD`,
      `/api/products?tenantId=${stores.a}&currency=USD&search=tote`,
      `/api/products/by-handle/tote?tenantId=${stores.a}&currency=USD`,
    ]) {
      const refused = await stores.t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toBe('This store does not sell in USD. It sells in GBP, EUR, JPY, KWD.');
    }
    const nonsense = await list('EURO');
    expect(nonsense.json().message).toBe('This store does not sell in EURO. It sells in GBP, EUR, JPY, KWD.');
    // Store B sells in none of store A's.
    const other = await list('EUR', stores.b);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This store does not sell in EUR. It sells in GBP.');
  });

  it('caches the list per currency, and a new rate or price is shown at once', async () => {
    const cache = stores.t.app.storefrontCache;
    await cache.sync();
    await list('EUR');
    const hits = cache.stats().hits;
    const again = await list('EUR');
    expect(cache.stats().hits).toBe(hits + 1);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // Another currency is another entry, never the euro answer.
    const yen = await list('JPY');
    expect((yen.json() as Listed[]).find((p) => p.id === tote)?.currency).toBe('JPY');

    await call('PUT', '/api/admin/currencies/EUR', 'a', { rate: '1.2', rounding: 'exact' });
    expect((await listed('EUR')).find((p) => p.id === tote)?.price).toBe('12.00');
    await call('PUT', `/api/admin/products/${tote}/prices`, 'a', {
      prices: [{ currency: 'EUR', price: '9.90' }],
    });
    expect((await listed('EUR')).find((p) => p.id === tote)?.price).toBe('9.90');
  });

  it('removes a currency with the prices set in it', async () => {
    const removed = await call('DELETE', '/api/admin/currencies/JPY', 'settings');
    expect(removed.statusCode).toBe(204);
    const left = await stores.t.db.select().from(productPrices).where(eq(productPrices.productId, hoodie));
    expect(left.map((row) => row.currency).sort()).toEqual(['EUR', 'EUR']);
    expect((await list('JPY')).statusCode).toBe(400);
  });

  it('changes the base currency only while the store has no orders', async () => {
    const notCode = await call('PUT', '/api/admin/currencies/base', 'b', { currency: 'ABC' });
    expect(notCode.statusCode).toBe(400);
    expect(notCode.json().message).toBe(
      'Choose a currency by its three-letter ISO 4217 code, such as GBP, EUR or USD',
    );
    expect(
      (await call('PUT', '/api/admin/currencies/base', 'catalogue', { currency: 'USD' })).statusCode,
    ).toBe(403);

    const usd = await call('PUT', '/api/admin/currencies/base', 'b', { currency: 'usd' });
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.json()).toMatchObject({
      baseCurrency: 'USD',
      baseCurrencyLocked: null,
      examplePrice: '10.00',
    });
    // Store A keeps its own.
    expect((await call('GET', '/api/admin/currencies', 'a')).json().baseCurrency).toBe('GBP');

    await call('PUT', '/api/admin/currencies/EUR', 'b', { rate: '0.92' });
    const taken = await call('PUT', '/api/admin/currencies/base', 'b', { currency: 'EUR' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      "EUR is one of the store's other currencies: remove it there before making it the base currency",
    );

    await stores.t.db.execute(sql`insert into orders (tenant_id, customer_email, customer_name, total_minor, currency)
      values (${stores.b}, 'first@example.com', 'First', 1000, 'USD')`);
    const locked = await call('PUT', '/api/admin/currencies/base', 'b', { currency: 'CAD' });
    expect(locked.statusCode).toBe(409);
    const reason =
      'The base currency cannot change once the store has orders: its orders, reports and bills are in USD.';
    expect(locked.json().message).toBe(reason);
    expect((await call('GET', '/api/admin/currencies', 'b')).json().baseCurrencyLocked).toBe(reason);
    // Saying the same base again is no change.
    expect((await call('PUT', '/api/admin/currencies/base', 'b', { currency: 'USD' })).statusCode).toBe(200);
  });

  it('records each change in the audit log, in words', async () => {
    const log = (await call('GET', '/api/admin/audit-log', 'b')).json() as {
      entityType: string;
      description: { sentence: string; changes: unknown[] };
    }[];
    const entries = log.map((entry) => `${entry.entityType}: ${entry.description.sentence}`);
    expect(entries).toContain('base-currency: currencies-owner-b edited the base currency');
    expect(entries).toContain('currency: currencies-owner-b edited currency EUR');
    const eur = log.find((entry) => entry.entityType === 'currency');
    expect(eur?.description.changes).toEqual([
      { field: 'Rate', before: null, after: '0.92' },
      { field: 'Rounding', before: null, after: 'exact' },
    ]);
    // A refused change (the 409s above) is not recorded as made.
    expect(entries.filter((entry) => entry.startsWith('base-currency'))).toHaveLength(2);
  });
});
