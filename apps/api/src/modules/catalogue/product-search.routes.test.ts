// Product search (ADR 0033): GET /api/products?search= on the store front and
// GET /api/admin/products?search= in the admin share one matching over products.search_text.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/app.ts';
import { products } from '../../db/schema/index.ts';
import { messageOf, useCatalogueFixture } from './catalogue.test-support.ts';
import { productSearchWhere } from './product-search.queries.ts';

describe('product search', () => {
  const t = useCatalogueFixture();

  beforeAll(async () => {
    await t.db.insert(products).values([
      // First in the owner's order, but it matches "hoodie" only in its description.
      {
        tenantId: t.storeA,
        name: 'Cotton Tee',
        priceMinor: 1500,
        category: 'T-Shirts',
        description: 'Soft and light; wear it under a hoodie',
        sortOrder: 0,
      },
      {
        tenantId: t.storeA,
        name: 'Zip Hoodie Deluxe',
        priceMinor: 5500,
        category: 'Hoodies',
        sortOrder: 1,
      },
      {
        tenantId: t.storeA,
        name: 'Hoodie',
        priceMinor: 4500,
        category: 'Hoodies',
        description: 'Warm fleece, kangaroo pocket',
        sortOrder: 2,
      },
      {
        tenantId: t.storeA,
        name: 'Canvas Tote',
        priceMinor: 1200,
        category: 'Bags',
        description: 'Carries 100% cotton goods',
        sortOrder: 3,
      },
      { tenantId: t.storeA, name: 'Snap_Back Cap', priceMinor: 1800, category: 'Caps', sortOrder: 4 },
      {
        tenantId: t.storeA,
        name: 'Secret Hoodie',
        priceMinor: 9900,
        category: 'Hoodies',
        sortOrder: 5,
        isDraft: true,
      },
      { tenantId: t.storeB, name: 'Bravo Hoodie', priceMinor: 3000, category: 'Hoodies', sortOrder: 0 },
    ]);
  });

  const search = (text: string, store = t.storeA) =>
    t.call('GET', `/api/products?tenantId=${store}&search=${encodeURIComponent(text)}`);
  const names = async (text: string, store = t.storeA) => {
    const res = await search(text, store);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((p: { name: string }) => p.name);
  };

  describe('GET /api/products?search= (store front)', () => {
    it('finds live products by name, name matches first, then the description', async () => {
      expect(await names('hoodie')).toEqual(['Hoodie', 'Zip Hoodie Deluxe', 'Cotton Tee']);
    });

    it('ignores case and surrounding spaces', async () => {
      expect(await names('  HOODIE ')).toEqual(await names('hoodie'));
      expect(await names('cAnVaS')).toEqual(['Canvas Tote']);
    });

    it('matches the category and the description', async () => {
      expect(await names('bags')).toEqual(['Canvas Tote']);
      expect(await names('kangaroo')).toEqual(['Hoodie']);
    });

    it('forgives a small typo', async () => {
      const found = await names('hodie');
      expect(found).toContain('Hoodie');
      expect(found).toContain('Zip Hoodie Deluxe');
      expect(found).not.toContain('Canvas Tote');
      expect(await names('canvs')).toEqual(['Canvas Tote']);
    });

    it('matches every word wherever it is, before what only resembles the query', async () => {
      expect((await names('cotton tote'))[0]).toBe('Canvas Tote');
      expect(await names('tote cotton')).toContain('Canvas Tote');
    });

    it('never answers drafts or another store’s products', async () => {
      expect(await names('secret')).toEqual([]);
      expect(await names('bravo')).toEqual([]);
      expect(await names('hoodie', t.storeB)).toEqual(['Bravo Hoodie']);
      const all = [...(await names('hoodie')), ...(await names('hodie'))];
      expect(all).not.toContain('Secret Hoodie');
      expect(all).not.toContain('Bravo Hoodie');
    });

    it('treats wildcards and SQL-like text as plain text', async () => {
      expect(await names('%')).toEqual(['Canvas Tote']);
      expect(await names('100%')).toEqual(['Canvas Tote']);
      expect(await names('_')).toEqual(['Snap_Back Cap']);
      expect(await names('p_b')).toEqual(['Snap_Back Cap']);
      expect(await names('\\')).toEqual([]);
      expect(await names("'; drop table products; --")).toEqual([]);
      expect(await names("' or '1'='1")).toEqual([]);
      const [left] = await t.db.select({ n: count() }).from(products);
      expect(left?.n).toBe(7);
    });

    it('refuses a search longer than 100 characters with a readable message', async () => {
      expect(await names('x'.repeat(100))).toEqual([]);
      const long = await search('x'.repeat(101));
      expect(long.statusCode).toBe(400);
      expect(messageOf(long)).toBe('Search must be at most 100 characters');
      const huge = await search('hoodie '.repeat(2000));
      expect(huge.statusCode).toBe(400);
      const twice = await t.call('GET', `/api/products?tenantId=${t.storeA}&search=a&search=b`);
      expect(twice.statusCode).toBe(400);
      expect(messageOf(twice)).toBe('Search must be text');
    });

    it('answers the whole list for an empty search, and 404 for an unknown or closed store', async () => {
      const whole = await t.call('GET', `/api/products?tenantId=${t.storeA}`);
      expect(await names('   ')).toEqual(whole.json().map((p: { name: string }) => p.name));
      expect((await search('hoodie', 999)).statusCode).toBe(404);
      const closed = await createTenant(t.db, { slug: 'closed', name: 'Closed', status: 'suspended' });
      expect((await search('hoodie', closed.id)).statusCode).toBe(404);
      const bad = await t.call('GET', '/api/products?tenantId=x&search=hoodie');
      expect(bad.statusCode).toBe(400);
    });

    it('is never cached, so an edit shows in the next search, and leaves the store’s cache alone', async () => {
      const cache = t.app.storefrontCache;
      await cache.sync();
      expect(cache.enabled, 'the cache is on in tests').toBe(true);
      const listUrl = `/api/products?tenantId=${t.storeA}`;
      await t.call('GET', listUrl);
      const before = cache.stats();
      const answers = [];
      for (const text of ['h', 'ho', 'hoo', 'hood', 'hoodi', 'hoodie', 'hoodie'])
        answers.push(await search(text));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBeUndefined();
      }
      const after = cache.stats();
      expect(after.entries).toBe(before.entries);
      expect(after.fills).toBe(before.fills);
      expect(after.hits).toBe(before.hits);
      // The store's cached list is still served from the cache.
      await t.call('GET', listUrl);
      expect(cache.stats().hits).toBe(before.hits + 1);

      await t.db.update(products).set({ name: 'Hoodie Classic' }).where(eq(products.name, 'Hoodie'));
      await cache.sync();
      expect(await names('classic')).toEqual(['Hoodie Classic']);
      await t.db.update(products).set({ name: 'Hoodie' }).where(eq(products.name, 'Hoodie Classic'));
    });
  });

  it('the cheap LIKE before the similarity step never drops a product the similarity finds', async () => {
    const words = ['cotton', 'hoodie', 'hoodies', 'deluxe', 'canvas', 'tote', 'snap', 'back', 'caps', 'bags'];
    const letters = 'abcdehijklnostuvz';
    // A word with one typo: a letter dropped, doubled, changed or inserted, or two swapped.
    const typo = fc
      .tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom(...letters), fc.nat(4))
      .map(([word, at, letter, kind]) => {
        const i = at % word.length;
        const j = Math.min(i + 1, word.length - 1);
        if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
        if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
        if (kind === 2) return word.slice(0, i) + letter + word.slice(i + 1);
        if (kind === 3) return word.slice(0, i) + letter + word.slice(i);
        return word.slice(0, i) + word[j] + word[i] + word.slice(j + 1);
      });
    const queries = [
      ...new Set(
        fc.sample(
          fc.oneof(
            typo,
            fc.tuple(typo, typo).map((p) => p.join(' ')),
          ),
          { numRuns: 60, seed: 15 },
        ),
      ),
    ];
    const nameAndCategory = sql`lower(${products.name} || ' ' || coalesce(${products.category}, ''))`;
    let found = 0;
    for (const q of queries) {
      const select = (where: ReturnType<typeof sql>) =>
        t.db
          .select({ name: products.name })
          .from(products)
          .where(and(eq(products.tenantId, t.storeA), where))
          .orderBy(asc(products.id));
      const plain = await select(sql`lower(${q}) <% ${nameAndCategory}`);
      const filtered = await select(productSearchWhere(q, 'similar'));
      expect(filtered, q).toEqual(plain);
      found += plain.length;
    }
    expect(found, 'the typos find something').toBeGreaterThan(20);
  });

  describe('GET /api/admin/products?search= (admin product list)', () => {
    const adminNames = async (query: string, cookie = t.ownerA) => {
      const res = await t.call('GET', `/api/admin/products?${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((p: { name: string }) => p.name);
    };

    it('uses the same matching, drafts included, most relevant first', async () => {
      expect(await adminNames('search=hoodie')).toEqual([
        'Hoodie',
        'Secret Hoodie',
        'Zip Hoodie Deluxe',
        'Cotton Tee',
      ]);
      expect(await adminNames('search=hodie')).toContain('Secret Hoodie');
      expect(await adminNames('search=hoodie&status=draft')).toEqual(['Secret Hoodie']);
      expect(await adminNames('search=BAGS')).toEqual(['Canvas Tote']);
      expect(await adminNames('search=%25')).toEqual(['Canvas Tote']);
      expect(await adminNames('search=hoodie', t.ownerB)).toEqual(['Bravo Hoodie']);
      const res = await t.call('GET', '/api/admin/products?search=hoodie', t.ownerA);
      expect(res.headers['x-total-count']).toBe('4');
    });

    it('refuses a long search with the same message, and other stores and shoppers as before', async () => {
      const long = await t.call('GET', `/api/admin/products?search=${'x'.repeat(101)}`, t.ownerA);
      expect(long.statusCode).toBe(400);
      expect(messageOf(long)).toBe('Search must be at most 100 characters');
      expect((await t.call('GET', '/api/admin/products?search=hoodie')).statusCode).toBe(401);
      expect((await t.call('GET', '/api/admin/products?search=hoodie', t.customer)).statusCode).toBe(403);
      const cross = await t.call('GET', `/api/admin/products?tenantId=${t.storeB}&search=hoodie`, t.ownerA);
      expect(cross.statusCode).toBe(403);
    });
  });
});
