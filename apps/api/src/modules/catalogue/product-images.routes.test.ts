import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, uploads } from '../../db/schema/index.ts';
import { processImage } from '../uploads/image-processing.ts';
import {
  messageOf,
  pngImage,
  productFields,
  storeWithStorageUsed,
  useCatalogueFixture,
} from './catalogue.test-support.ts';

type Gallery = { url: string; alt: string }[];

describe('product galleries: images in order, alt text, image = the first, removal frees storage', () => {
  const t = useCatalogueFixture();
  let png: Buffer;

  const upload = async (cookie = t.ownerA, query = '') => {
    const res = await t.callForm('POST', `/api/upload-image${query}`, cookie, {}, { bytes: png });
    expect(res.statusCode).toBe(200);
    return res.json().imageUrl as string;
  };
  const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.split('/').pop() as string);
  const uploadRow = async (url: string) => (await t.db.select().from(uploads).where(eq(uploads.url, url)))[0];
  const rowOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
  const create = (images: Gallery | string, cookie = t.ownerA, query = '') =>
    t.callForm('POST', `/api/admin/products${query}`, cookie, {
      ...productFields(),
      images: typeof images === 'string' ? images : JSON.stringify(images),
    });
  const update = (id: number, fields: Record<string, string>, image?: Buffer) =>
    t.callForm(
      'PUT',
      `/api/admin/products/${id}`,
      t.ownerA,
      { ...productFields(), ...fields },
      image && { bytes: image },
    );

  beforeAll(async () => {
    png = await pngImage();
  });

  it('keeps the order and alt text, serves the first as `image`, to the admin and the store front', async () => {
    const [one, two, three] = [await upload(), await upload(), await upload()];
    const gallery = [
      { url: two, alt: 'Back of the tee' },
      { url: one, alt: '  Front of the tee  ' },
      { url: three, alt: '' },
    ];
    const res = await create(gallery);
    expect(res.statusCode).toBe(201);
    const expected = [
      { url: two, alt: 'Back of the tee' },
      { url: one, alt: 'Front of the tee' },
      { url: three, alt: '' },
    ];
    expect(res.json()).toMatchObject({ image: two, images: expected });
    expect(await rowOf(res.json().id)).toMatchObject({ image: two, images: expected });

    const admin = (await t.call('GET', '/api/admin/products', t.ownerA)).json() as { id: number }[];
    expect(admin.find((p) => p.id === res.json().id)).toMatchObject({ image: two, images: expected });
    const shop = (await t.call('GET', `/api/products?tenantId=${t.storeA}`)).json() as { id: number }[];
    expect(shop.find((p) => p.id === res.json().id)).toMatchObject({ image: two, images: expected });

    // Reordered: `image` follows the new first; nothing was dropped, so every file stays.
    const reordered = await update(res.json().id, {
      images: JSON.stringify([expected[2], expected[0], expected[1]]),
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json()).toMatchObject({ image: three, images: [expected[2], expected[0], expected[1]] });
    for (const url of [one, two, three]) expect(existsSync(fileOf(url))).toBe(true);
  });

  it('a spec client sending only `image` still works: a file starts the gallery, then replaces its first', async () => {
    const created = await t.callForm('POST', '/api/admin/products', t.ownerA, productFields(), {
      bytes: png,
    });
    expect(created.statusCode).toBe(201);
    const first = created.json().image as string;
    expect(created.json().images).toEqual([{ url: first, alt: 'Logo Tee' }]);

    const extra = await upload();
    const grown = await update(created.json().id, {
      images: JSON.stringify([
        { url: first, alt: 'Front' },
        { url: extra, alt: 'Side' },
      ]),
    });
    expect(grown.statusCode).toBe(200);

    // The spec's edit form: a new file, no `images`. It replaces the first and keeps the rest.
    const replaced = await update(created.json().id, {}, png);
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json().image as string;
    expect(next).not.toBe(first);
    expect(replaced.json().images).toEqual([
      { url: next, alt: 'Logo Tee' },
      { url: extra, alt: 'Side' },
    ]);
    // The replaced first image was used by no other product: its file and its row are gone.
    expect(existsSync(fileOf(first))).toBe(false);
    expect(await uploadRow(first)).toBeUndefined();

    // An edit naming no image keeps the gallery as it is; naming the current `image` too.
    for (const fields of [{}, { image: next }] as Record<string, string>[]) {
      const same = await update(created.json().id, fields);
      expect(same.json()).toMatchObject({ image: next, images: replaced.json().images });
    }
    // `image` as a URL of the store's own upload replaces the first as well.
    const own = await upload();
    const byUrl = await update(created.json().id, { image: own });
    expect(byUrl.json().images).toEqual([
      { url: own, alt: 'Logo Tee' },
      { url: extra, alt: 'Side' },
    ]);
  });

  it('shows a row written without images (seeds, older rows) with its image as the gallery', async () => {
    const [row] = await t.db
      .insert(products)
      .values({
        tenantId: t.storeA,
        name: 'Seeded',
        priceMinor: 500,
        category: 'T-Shirts',
        image: '/demo/s.svg',
      })
      .returning();
    const list = (await t.call('GET', `/api/products?tenantId=${t.storeA}`)).json() as { id: number }[];
    expect(list.find((p) => p.id === row!.id)).toMatchObject({
      image: '/demo/s.svg',
      images: [{ url: '/demo/s.svg', alt: 'Seeded' }],
    });
  });

  it('removing an image deletes its file and row, unless another product still shows it', async () => {
    const [shared, own, kept] = [await upload(), await upload(), await upload()];
    const first = await create([
      { url: shared, alt: 'a' },
      { url: own, alt: 'b' },
      { url: kept, alt: 'c' },
    ]);
    // A second product (a clone) shows the shared image too.
    const clone = await create([{ url: shared, alt: 'a' }]);
    expect(clone.statusCode).toBe(201);

    const res = await update(first.json().id, { images: JSON.stringify([{ url: kept, alt: 'c' }]) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ image: kept, images: [{ url: kept, alt: 'c' }] });
    expect(existsSync(fileOf(own))).toBe(false);
    expect(await uploadRow(own)).toBeUndefined();
    expect(existsSync(fileOf(shared))).toBe(true);
    expect(await uploadRow(shared)).toBeDefined();

    // Deleting the clone releases the shared image, now shown by nobody.
    expect((await t.call('DELETE', `/api/admin/products/${clone.json().id}`, t.ownerA)).statusCode).toBe(204);
    expect(existsSync(fileOf(shared))).toBe(false);
    expect(await uploadRow(shared)).toBeUndefined();
    expect(existsSync(fileOf(kept))).toBe(true);
  });

  it('releases uploads the editor discarded before saving, but never one a product shows', async () => {
    const [shown, discarded, elsewhere] = [await upload(), await upload(), await upload()];
    const other = await create([{ url: elsewhere, alt: '' }]);
    const res = await t.callForm('POST', '/api/admin/products', t.ownerA, {
      ...productFields(),
      images: JSON.stringify([{ url: shown, alt: '' }]),
      discardedImages: JSON.stringify([discarded, elsewhere, shown]),
    });
    expect(res.statusCode).toBe(201);
    expect(existsSync(fileOf(discarded))).toBe(false);
    expect(await uploadRow(discarded)).toBeUndefined();
    for (const url of [shown, elsewhere]) expect(await uploadRow(url)).toBeDefined();
    expect(other.statusCode).toBe(201);

    const later = await upload();
    const edit = await update(res.json().id, {
      images: JSON.stringify([{ url: shown, alt: '' }]),
      discardedImages: JSON.stringify([later]),
    });
    expect(edit.statusCode).toBe(200);
    expect(await uploadRow(later)).toBeUndefined();
    const bad = await update(res.json().id, { discardedImages: '{"x":1}' });
    expect(messageOf(bad)).toBe('Discarded images must be a list of image URLs');
  });

  it('frees the plan’s storage: an upload refused for space fits once an image is removed', async () => {
    const stored = (await processImage(png)).data.length;
    const store = await storeWithStorageUsed(t, 'snug-store', 'Snug', 1024 * 1024 - stored);
    const { cookie } = store;
    await t.db.insert(categories).values({ tenantId: store.id, name: 'T-Shirts' });
    await t.db.insert(products).values({
      tenantId: store.id,
      name: 'Old',
      priceMinor: 100,
      category: 'T-Shirts',
      image: '/demo/old.svg',
    });

    const image = await upload(cookie);
    const full = await t.callForm('POST', '/api/upload-image', cookie, {}, { bytes: png });
    expect(full.statusCode).toBe(409);

    const product = await create([{ url: image, alt: '' }], cookie);
    expect(product.statusCode).toBe(201);
    const swapped = await t.callForm('PUT', `/api/admin/products/${product.json().id}`, cookie, {
      ...productFields(),
      images: JSON.stringify([{ url: '/demo/old.svg', alt: 'Old' }]),
    });
    expect(swapped.statusCode).toBe(200);
    expect((await t.callForm('POST', '/api/upload-image', cookie, {}, { bytes: png })).statusCode).toBe(200);
  });

  it('refuses another store’s upload, more than 12 images, long alt text, repeats and a broken list', async () => {
    const theirs = await upload(t.ownerB);
    const refused = await create([{ url: theirs, alt: '' }]);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('Please upload a valid image file');
    const outside = await create([{ url: 'https://elsewhere.example/x.png', alt: '' }]);
    expect(messageOf(outside)).toBe('Please upload a valid image file');

    const mine = await upload();
    const cases: [Gallery | string, string][] = [
      [
        Array.from({ length: 13 }, (_, i) => ({ url: `${mine}?${i}`, alt: '' })),
        'A product can have at most 12 images',
      ],
      [[{ url: mine, alt: 'x'.repeat(251) }], 'Alt text must be at most 250 characters'],
      [
        [
          { url: mine, alt: '' },
          { url: mine, alt: 'again' },
        ],
        'The same image appears twice in the gallery',
      ],
      [[], 'Please upload an image'],
      ['not json', 'Images must be a list of {url, alt}'],
      [JSON.stringify({ url: mine }), 'Images must be a list of {url, alt}'],
    ];
    for (const [images, message] of cases) {
      const res = await create(images);
      expect(res.statusCode, message).toBe(400);
      expect(messageOf(res)).toBe(message);
    }

    const both = await t.callForm(
      'POST',
      '/api/admin/products',
      t.ownerA,
      { ...productFields(), images: JSON.stringify([{ url: mine, alt: '' }]) },
      { bytes: png },
    );
    expect(both.statusCode).toBe(400);
    expect(messageOf(both)).toBe('Send either an image file or the images list, not both');
  });

  it('accepts 12 images, and another store’s owner cannot change the gallery', async () => {
    const urls = await Promise.all(Array.from({ length: 12 }, () => upload()));
    const res = await create(urls.map((url, i) => ({ url, alt: `View ${i + 1}` })));
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(12);
    expect(res.json().image).toBe(urls[0]);

    const stranger = await t.callForm(
      'PUT',
      `/api/admin/products/${res.json().id}?tenantId=${t.storeA}`,
      t.ownerB,
      {
        ...productFields(),
        images: JSON.stringify([{ url: urls[1], alt: '' }]),
      },
    );
    expect(stranger.statusCode).toBe(403);
    expect(existsSync(fileOf(urls[0] as string))).toBe(true);
  });
});
