// The product CSV's translation columns (ADR 0096): one `Name:<lang>` and `Description:<lang>`
// column per enabled language other than the store's default. Export writes them, import reads them
// (a blank cell: no translation; other languages and option translations stay), the file round-trips,
// and a file without them changes no translation.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, tenants } from '../../db/schema/index.ts';
import {
  importProductsCsv,
  messageOf,
  storeWithOwner,
  useCatalogueFixture,
} from './catalogue.test-support.ts';
import { parseCsv } from './product-csv.format.ts';

const HEADER =
  'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active';
/** A row of HEADER's columns for a simple product with no price rows. */
const row = (handle: string, name: string, id = '') =>
  `${handle},${id},${name},About ${name},Cups,5.00,3,live,,,20,no,,,0,,,,`;

describe('product CSV translation columns', () => {
  const t = useCatalogueFixture();

  const importCsv = (cookie: string | undefined, text: string, query = '') =>
    importProductsCsv(t.app, cookie, text, query);
  const exportCsv = (cookie: string) => t.call('GET', '/api/admin/products/export', cookie);
  const productsOf = (tenantId: number) =>
    t.db.select().from(products).where(eq(products.tenantId, tenantId)).orderBy(products.id);

  const newStore = (slug: string, languages: string[], defaultLanguage = 'en') =>
    storeWithOwner(t, { slug, languages, defaultLanguage });

  beforeAll(async () => {
    // Store A offers English (its default), German and French; store B English only.
    await t.db
      .update(tenants)
      .set({ languages: ['en', 'de', 'fr'] })
      .where(eq(tenants.id, t.storeA));
    await t.db.insert(products).values([
      {
        tenantId: t.storeA,
        name: 'Mug',
        description: 'A big mug',
        category: 'Cups',
        priceMinor: 900,
        inStock: 4,
        sizes: ['Colour:Blue'],
        translations: {
          de: {
            name: 'Becher',
            description: 'Ein großer Becher, "gut"\nzwei Zeilen',
            options: { Blue: 'Blau' },
          },
          fr: { name: 'Tasse' },
          it: { name: 'Tazza' },
        },
      },
      { tenantId: t.storeA, name: 'Plate', category: 'Cups', priceMinor: 500, inStock: 1 },
      {
        tenantId: t.storeB,
        name: 'Bravo Mug',
        category: 'Mugs',
        priceMinor: 800,
        inStock: 1,
        translations: { de: { name: 'Bravo Becher' } },
      },
    ]);
  });

  it('exports one column per translated field and enabled language but the default, last', async () => {
    const res = await exportCsv(t.ownerA);
    expect(res.statusCode).toBe(200);
    const lines = parseCsv(res.body).map((l) => l.cells);
    const header = lines[0] ?? [];
    expect(header.slice(-4)).toEqual(['Name:de', 'Description:de', 'Name:fr', 'Description:fr']);
    const at = (column: string) => header.indexOf(column);
    const mug = lines.find((cells) => cells[2] === 'Mug') ?? [];
    expect(mug[at('Name:de')]).toBe('Becher');
    expect(mug[at('Description:de')]).toBe('Ein großer Becher, "gut"\nzwei Zeilen');
    expect(mug[at('Name:fr')]).toBe('Tasse');
    // A field without a translation is a blank cell; a language the store does not offer is not written.
    expect(mug[at('Description:fr')]).toBe('');
    expect(res.body).not.toContain('Tazza');
    const plate = lines.find((cells) => cells[2] === 'Plate') ?? [];
    expect(plate.slice(-4)).toEqual(['', '', '', '']);
  });

  it('a one-language store exports the columns it always had, and none of another store’s texts', async () => {
    const res = await exportCsv(t.ownerB);
    const header = parseCsv(res.body)[0]?.cells ?? [];
    expect(header.at(-1)).toBe('Variant weight (g)');
    expect(header.some((column) => column.includes(':') && !column.startsWith('Option:'))).toBe(false);
    expect(res.body).not.toContain('Becher');
  });

  it('round trip: export → import into a store with the same languages → export gives the same file', async () => {
    const original = (await exportCsv(t.ownerA)).body;
    const copy = await newStore('translated-copy', ['en', 'de', 'fr']);
    const res = await importCsv(copy.cookie, original);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, products: { create: 2, update: 0, reject: 0 } });
    const again = (await exportCsv(copy.cookie)).body;
    // Product ID is the new store's own; all else is equal.
    const blank = (text: string) =>
      parseCsv(text)
        .map((l) => l.cells.map((c, i) => (l.row > 1 && i === 1 && c ? '#' : c)).join('\u0001'))
        .join('\n');
    expect(blank(again)).toBe(blank(original));
    const [mug] = await productsOf(copy.id);
    expect(mug?.translations).toEqual({
      de: { name: 'Becher', description: 'Ein großer Becher, "gut"\nzwei Zeilen' },
      fr: { name: 'Tasse' },
    });
    // Imported again over itself: every product an update, every translation as it was.
    const twice = await importCsv(copy.cookie, again);
    expect(twice.json()).toMatchObject({ applied: true, products: { create: 0, update: 2 } });
    expect((await productsOf(copy.id))[0]?.translations).toEqual(mug?.translations);
  });

  it('sets, removes and keeps: a blank cell is no translation, other languages and options stay', async () => {
    const store = await newStore('translated-edit', ['en', 'de', 'fr']);
    const [cup] = await t.db
      .insert(products)
      .values({
        tenantId: store.id,
        name: 'Cup',
        category: 'Cups',
        priceMinor: 500,
        inStock: 3,
        translations: {
          de: { name: 'Tasse', description: 'Alt', options: { Blue: 'Blau' } },
          fr: { name: 'Coupe' },
        },
      })
      .returning();
    // Only German columns: the German name changes, the German description is removed (blank),
    // the French name and the German option names are kept.
    const csv = `${HEADER},Name:de,Description:de\r\n${row('cup', 'Cup', String(cup!.id))}, Neue Tasse ,\r\n`;
    const res = await importCsv(store.cookie, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, products: { update: 1 } });
    const [after] = await productsOf(store.id);
    expect(after?.translations).toEqual({
      de: { name: 'Neue Tasse', options: { Blue: 'Blau' } },
      fr: { name: 'Coupe' },
    });
    // A file without translation columns leaves every translation as it is.
    const plain = `${HEADER}\r\n${row('cup', 'Cup renamed', String(cup!.id))}\r\n`;
    expect((await importCsv(store.cookie, plain)).json()).toMatchObject({ applied: true });
    const [still] = await productsOf(store.id);
    expect(still?.name).toBe('Cup renamed');
    expect(still?.translations).toEqual(after?.translations);
    // A new product with all its cells blank has no translations.
    const fresh = `${HEADER},name:FR\r\n${row('saucer', 'Saucer')},\r\n`;
    expect((await importCsv(store.cookie, fresh)).json()).toMatchObject({ products: { create: 1 } });
    expect((await productsOf(store.id))[1]?.translations).toEqual({});
  });

  it('refuses a column for an unknown language, the default one or one the store does not offer', async () => {
    const file = (column: string) => `${HEADER},${column}\r\n${row('cup', 'Cup')},Text\r\n`;
    expect(messageOf(await importCsv(t.ownerA, file('Name:xx')))).toBe(
      'The column "Name:xx" names no language Storefleet knows ("xx"). ' +
        "This store's translation columns are Name:de, Description:de, Name:fr, Description:fr.",
    );
    expect(messageOf(await importCsv(t.ownerA, file('Description:it')))).toBe(
      'The column "Description:it" is for Italiano (it), which this store does not offer. ' +
        "This store's translation columns are Name:de, Description:de, Name:fr, Description:fr.",
    );
    expect(messageOf(await importCsv(t.ownerA, file('Name:en')))).toMatch(
      /^The column "Name:en" is for English \(en\), the store's default language: its texts go in Name and Description\./,
    );
    expect(messageOf(await importCsv(t.ownerB, file('Name:de')))).toBe(
      'The column "Name:de" is for Deutsch (de), which this store does not offer. ' +
        "This store offers only English (en): turn on more languages in the store's settings first.",
    );
    expect(messageOf(await importCsv(t.ownerA, file('Price:de')))).toMatch(/^Unknown column "Price:de"/);
    expect(
      messageOf(await importCsv(t.ownerA, `${HEADER},Name:de,name:DE\r\n${row('c', 'C')},a,b\r\n`)),
    ).toBe('The column "name:DE" appears twice in the header');
    // Nothing was written by any refused file.
    expect((await productsOf(t.storeA)).map((p) => p.name)).toEqual(['Mug', 'Plate']);
  });

  it('a too long translation rejects its row with the column’s name', async () => {
    const csv = `${HEADER},Description:de\r\n${row('cup', 'Cup')},${'x'.repeat(100_001)}\r\n`;
    const res = await importCsv(t.ownerA, csv, '?dryRun=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0]).toMatchObject({
      row: 2,
      action: 'reject',
      message: 'Description:de: A translation is too long',
    });
  });

  it('a store’s translation columns are its own: another store, customers and anonymous callers are refused', async () => {
    const csv = `${HEADER},Name:de\r\n${row('cup', 'Cup')},Tasse\r\n`;
    expect((await importCsv(undefined, csv)).statusCode).toBe(401);
    expect((await importCsv(t.customer, csv)).statusCode).toBe(403);
    expect((await importCsv(t.ownerB, csv, `?tenantId=${t.storeA}`)).statusCode).toBe(403);
    // Store B's own import of A's product id adds a new product in B, with B's languages checked.
    const [mug] = await productsOf(t.storeA);
    const hijack = `${HEADER},Name:de\r\n${row('mug', 'Hijack', String(mug!.id))},Entführt\r\n`;
    expect(messageOf(await importCsv(t.ownerB, hijack))).toMatch(/which this store does not offer/);
    const [stillA] = await t.db.select().from(products).where(eq(products.id, mug!.id));
    expect(stillA?.translations).toEqual(mug?.translations);
  });
});
