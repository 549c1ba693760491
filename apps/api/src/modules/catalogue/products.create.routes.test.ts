import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginCookie } from '../../../test/app.ts';
import { categories, products, subscriptionPlans, uploads } from '../../db/schema/index.ts';
import { messageOf, pngImage, productFields, useCatalogueFixture } from './catalogue.test-support.ts';

describe('POST /api/admin/products (multipart)', () => {
  const t = useCatalogueFixture();
  let png: Buffer;
  const url = '/api/admin/products';
  const countProducts = async (tenantId: number) =>
    (await t.db.select().from(products).where(eq(products.tenantId, tenantId))).length;

  beforeAll(async () => {
    png = await pngImage();
  });

  it('creates a product with its image, options and a decimal price', async () => {
    const res = await t.callForm('POST', url, t.ownerA, productFields(), { bytes: png });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      tenantId: t.storeA,
      name: 'Logo Tee',
      description: 'A soft tee',
      price: '19.99',
      category: 'T-Shirts',
      inStock: 12,
      sizes: ['Size:S', 'Size:M'],
      isDraft: false,
      hasSubscription: false,
      subscriptionPrice: null,
      subscriptionTrialDays: 0,
    });
    expect(product.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const image = await t.call('GET', product.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const [recorded] = await t.db.select().from(uploads).where(eq(uploads.url, product.image));
    expect(recorded).toMatchObject({ tenantId: t.storeA, contentType: 'image/webp' });
  });

  it('adds new products at the end of the display order and keeps subscription fields', async () => {
    const fields = productFields({
      name: 'Coffee Club',
      hasSubscription: 'true',
      subscriptionPrice: '15',
      subscriptionInterval: 'weekly',
      subscriptionTrialDays: '7',
      isDraft: 'true',
    });
    const res = await t.callForm('POST', url, t.ownerA, fields, { bytes: png });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isDraft: true,
      hasSubscription: true,
      subscriptionPrice: '15.00',
      subscriptionInterval: 'weekly',
      subscriptionTrialDays: 7,
      sortOrder: 1,
    });
  });

  it('matches the category ignoring case and stores the store’s spelling', async () => {
    const res = await t.callForm('POST', url, t.ownerA, productFields({ category: 't-shirts' }), {
      bytes: png,
    });
    expect(res.json().category).toBe('T-Shirts');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ category: '' }, 'Category is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: 'abc' }, 'Enter an amount such as 12.50'],
    [{ price: '-1' }, 'Enter an amount such as 12.50'],
    [{ price: '1.999' }, 'Enter an amount such as 12.50'],
    [{ inStock: '' }, 'Stock is required'],
    [{ inStock: '-3' }, 'Stock cannot be negative'],
    [{ inStock: '2.5' }, 'Stock must be a whole number'],
    [{ hasSubscription: 'true' }, 'Subscription price is required when subscription is enabled'],
    [{ subscriptionTrialDays: '366' }, 'Trial days must be between 0 and 365'],
    [{ subscriptionInterval: 'daily' }, 'Choose weekly, monthly, quarterly or yearly'],
    [{ sizes: 'S,M' }, 'Sizes must be a JSON list of text values'],
    [{ sizes: '[1,2]' }, 'Sizes must be a JSON list of text values'],
    [{ isDraft: 'maybe' }, 'isDraft must be true or false'],
    // A new category name is made (sale-stock.routes.test.ts), never refused.
    [{ compareAtPrice: '-1' }, 'Compare-at price cannot be negative'],
    [{ compareAtPrice: 'abc' }, 'Compare-at price: enter an amount such as 30.00'],
    [{ lowStockThreshold: '-2' }, 'Low-stock alert cannot be negative'],
    [{ lowStockThreshold: '1.5' }, 'Low-stock alert must be a whole number'],
  ])('refuses %j with “%s” and stores nothing', async (override, message) => {
    const before = await countProducts(t.storeA);
    const res = await t.callForm('POST', url, t.ownerA, productFields(override), { bytes: png });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_error' });
    expect(await countProducts(t.storeA)).toBe(before);
  });

  it('requires an image when creating', async () => {
    const res = await t.callForm('POST', url, t.ownerA, productFields());
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Please upload an image');
  });

  it('refuses an HTML page renamed .png (415) and an image over 5MB (413)', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const fake = await t.callForm('POST', url, t.ownerA, productFields(), {
      bytes: html,
      name: 'x.png',
    });
    expect(fake.statusCode).toBe(415);
    expect(messageOf(fake)).toBe('Please upload a valid image file');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await t.callForm('POST', url, t.ownerA, productFields(), { bytes: big });
    expect(large.statusCode).toBe(413);
    expect(messageOf(large)).toBe('Image must be less than 5MB');
  });

  it('accepts an image URL only when the store already uses it (a clone keeps the original’s image)', async () => {
    const original = (await t.callForm('POST', url, t.ownerA, productFields(), { bytes: png })).json();
    const clone = await t.callForm('POST', url, t.ownerA, {
      ...productFields({ name: 'Logo Tee (Copy)', isDraft: 'true' }),
      image: original.image,
    });
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({ name: 'Logo Tee (Copy)', isDraft: true, image: original.image });

    for (const foreign of [
      'https://tracker.example/pixel.gif',
      '/uploads/0123456789abcdef0123456789abcdef.webp',
    ]) {
      const res = await t.callForm('POST', url, t.ownerA, { ...productFields(), image: foreign });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('Please upload a valid image file');
    }
    // Store B cannot borrow store A's upload either.
    const borrowed = await t.callForm('POST', url, t.ownerB, {
      ...productFields({ category: 'Mugs' }),
      image: original.image,
    });
    expect(borrowed.statusCode).toBe(400);
  });

  it('answers 401 to anonymous callers, 403 to customers and to another store’s owner', async () => {
    const anonymous = await t.callForm('POST', url, undefined, productFields(), { bytes: png });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.callForm('POST', url, t.customer, productFields(), { bytes: png });
    expect(customer.statusCode).toBe(403);
    const before = await countProducts(t.storeB);
    const crossTenant = await t.callForm('POST', `${url}?tenantId=${t.storeB}`, t.ownerA, productFields(), {
      bytes: png,
    });
    expect(crossTenant.statusCode).toBe(403);
    expect(await countProducts(t.storeB)).toBe(before);
  });

  it('lets the super admin create in any store named by tenantId', async () => {
    const res = await t.callForm(
      'POST',
      `${url}?tenantId=${t.storeB}`,
      t.admin,
      productFields({ category: 'Mugs', name: 'Big Mug' }),
      { bytes: png },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tenantId: t.storeB, name: 'Big Mug' });
  });

  it('refuses a JSON body: the form is multipart', async () => {
    const res = await t.call('POST', url, t.ownerA, { name: 'x' });
    expect(res.statusCode).toBe(415);
    expect(messageOf(res)).toBe('Send the form as multipart/form-data');
  });

  it('refuses a product past the plan’s maxProducts with a message naming the limit', async () => {
    await t.db.insert(subscriptionPlans).values({ name: 'Tiny', slug: 'tiny', limits: { maxProducts: 1 } });
    const store = await createTenant(t.db, { slug: 'tiny-store', subscriptionPlan: 'tiny' });
    await t.db.insert(categories).values({ tenantId: store.id, name: 'Things' });
    await createUser(t.db, { username: 'owner-tiny', password: 'owner-tiny-pass', memberOf: [store.id] });
    const cookie = await loginCookie(t.app, 'owner-tiny', 'owner-tiny-pass');
    const fields = productFields({ category: 'Things' });
    expect((await t.callForm('POST', url, cookie, fields, { bytes: png })).statusCode).toBe(201);
    const refused = await t.callForm('POST', url, cookie, fields, { bytes: png });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Your Tiny plan allows 1 product. Upgrade your plan to add more.');
    expect(await countProducts(store.id)).toBe(1);
  });
});
