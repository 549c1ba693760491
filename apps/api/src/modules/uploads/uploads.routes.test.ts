import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageMessages } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import {
  messageOf,
  pngImage,
  productFields,
  storeWithOwner,
  storeWithStorageUsed,
  useCatalogueFixture,
} from '../catalogue/catalogue.test-support.ts';
import { processImage } from './image-processing.ts';

const FIVE_MB = 5 * 1024 * 1024;

describe('image uploads: POST /api/upload-image and /api/upload/image', () => {
  const t = useCatalogueFixture();
  const upload = (
    bytes: Buffer,
    options: { cookie?: string; url?: string; name?: string; type?: string } = {},
  ) =>
    t.callForm(
      'POST',
      options.url ?? '/api/upload-image',
      'cookie' in options ? options.cookie : t.ownerA,
      {},
      {
        bytes,
        name: options.name,
        type: options.type,
      },
    );
  const fetchImage = async (imageUrl: string) => (await t.call('GET', imageUrl)).rawPayload;

  it.each([
    ['PNG', () => pngImage()],
    [
      'JPEG',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
          .jpeg()
          .toBuffer(),
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#996633' } })
          .webp()
          .toBuffer(),
    ],
  ])('accepts a %s and stores it as WebP under a server-made name', async (_kind, make) => {
    const res = await upload(await make(), { name: '../../evil name.png' });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await fileTypeFromBuffer(await fetchImage(imageUrl)))?.mime).toBe('image/webp');
    expect(readdirSync(path.join(t.dataDir, 'uploads'))).toContain(imageUrl.split('/').pop());
  });

  it('answers on /api/upload/image too, and records the upload for the store', async () => {
    const res = await upload(await pngImage(), { url: '/api/upload/image' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, res.json().imageUrl));
    expect(row).toMatchObject({ tenantId: t.storeA, contentType: 'image/webp' });
    expect(row!.bytes).toBe((await fetchImage(res.json().imageUrl)).length);
  });

  it('strips metadata and resizes a large photo to fit 1600 px', async () => {
    const photo = await sharp({ create: { width: 3200, height: 2000, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { imageUrl } = (await upload(photo)).json();
    const meta = await sharp(await fetchImage(imageUrl)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('serves uploads with long cache headers, nosniff and a sandboxing policy', async () => {
    const { imageUrl } = (await upload(await pngImage())).json();
    const res = await t.call('GET', imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await t.call('GET', '/uploads/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
    expect((await t.call('GET', '/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('refuses 5 MB + 1 byte with 413; a valid image of exactly 5 MB is accepted', async () => {
    // A real PNG padded after its end chunk: decoders ignore the padding, the size limit does not.
    const png = await pngImage();
    const atLimit = Buffer.concat([png, Buffer.alloc(FIVE_MB - png.length)]);
    expect(atLimit.length).toBe(FIVE_MB);
    expect((await upload(atLimit)).statusCode).toBe(200);
    const refused = await upload(Buffer.concat([atLimit, Buffer.from([0])]));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      message: 'Image must be less than 5MB',
      code: 'payload_too_large',
    });
  });

  it.each([
    [
      'an HTML page renamed .png',
      Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'),
      'page.png',
      'image/png',
    ],
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
      ),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n'), 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with 415', async (_what, bytes, name, type) => {
    const before = (await t.db.select().from(uploads)).length;
    const res = await upload(bytes, { name, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Please upload a valid image file',
      code: 'unsupported_media_type',
    });
    expect((await t.db.select().from(uploads)).length).toBe(before);
  });

  it('refuses a zero-byte file, a truncated image and a form without an image', async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Please upload a valid image file');
    const truncated = await upload((await pngImage(200, 200)).subarray(0, 60));
    expect(truncated.statusCode).toBe(400);
    expect(messageOf(truncated)).toBe(imageMessages.unreadable);
    const none = await t.callForm('POST', '/api/upload-image', t.ownerA, { note: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe('Please upload an image');
    const json = await t.call('POST', '/api/upload-image', t.ownerA, { image: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a PNG or JPEG that claims its type but cannot be decoded: 400, readable message, nothing stored', async () => {
    // Noise, so the compressed data is large and a cut lands inside it, past every header.
    const noise = Buffer.from(Array.from({ length: 120 * 120 * 3 }, (_, i) => (i * 7919) % 251));
    const raw = { raw: { width: 120, height: 120, channels: 3 as const } };
    const png = await sharp(noise, raw).png().toBuffer();
    const jpeg = await sharp(noise, raw).jpeg().toBuffer();
    const damaged = Buffer.from(png);
    for (let i = 120; i < damaged.length - 20; i += 37) damaged[i] = damaged[i]! ^ 0xff;
    const before = (await t.db.select().from(uploads)).length;
    for (const [bytes, name, type] of [
      [png.subarray(0, Math.floor(png.length * 0.7)), 'cut.png', 'image/png'],
      [damaged, 'damaged.png', 'image/png'],
      [jpeg.subarray(0, Math.floor(jpeg.length * 0.5)), 'cut.jpg', 'image/jpeg'],
    ] as const) {
      expect((await fileTypeFromBuffer(bytes))?.mime, name).toBe(type);
      const res = await upload(bytes, { name, type });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({
        message:
          'This file is not a readable image. It may be damaged: please upload it again or choose another.',
      });
    }
    // The product form's own image field says the same.
    const product = await t.callForm('POST', '/api/admin/products', t.ownerA, productFields(), {
      bytes: png.subarray(0, Math.floor(png.length * 0.7)),
    });
    expect(product.statusCode).toBe(400);
    expect(messageOf(product)).toBe(imageMessages.unreadable);
    expect((await t.db.select().from(uploads)).length).toBe(before);
  });

  it('Storage Used counts the store’s files: up after an upload, down when the gallery drops it', async () => {
    const store = await storeWithOwner(t, { slug: 'storage-used' });
    const { cookie } = store;
    const usage = async () => (await t.call('GET', `/api/tenant/${store.id}`, cookie)).json().usage;
    expect(await usage()).toMatchObject({ storageBytes: 0, storageMb: 0 });

    const first = (await upload(await pngImage(), { cookie })).json().imageUrl as string;
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, first));
    // A small image is a few hundred bytes: counted exactly, and never shown as 0 MB.
    expect(await usage()).toMatchObject({ storageBytes: row!.bytes, storageMb: 0.1 });
    expect(row!.bytes).toBeGreaterThan(0);

    const second = (await upload(await pngImage(60, 60), { cookie })).json().imageUrl as string;
    const [secondRow] = await t.db.select().from(uploads).where(eq(uploads.url, second));
    expect((await usage()).storageBytes).toBe(row!.bytes + secondRow!.bytes);

    // A product shows both; dropping the first from its gallery frees the first's bytes.
    const created = await t.callForm('POST', '/api/admin/products', cookie, {
      ...productFields(),
      images: JSON.stringify([
        { url: first, alt: '' },
        { url: second, alt: '' },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const updated = await t.callForm('PUT', `/api/admin/products/${created.json().id}`, cookie, {
      ...productFields(),
      images: JSON.stringify([{ url: second, alt: '' }]),
    });
    expect(updated.statusCode).toBe(200);
    expect((await usage()).storageBytes).toBe(secondRow!.bytes);
    // Another store's usage is its own.
    expect((await t.call('GET', `/api/tenant/${store.id}`, t.ownerA)).statusCode).toBe(403);
  });

  it('answers 401 anonymously, 403 to customers and for another store; the super admin names any store', async () => {
    const png = await pngImage();
    expect((await upload(png, { cookie: undefined })).statusCode).toBe(401);
    expect((await upload(png, { cookie: t.customer })).statusCode).toBe(403);
    expect((await upload(png, { url: `/api/upload-image?tenantId=${t.storeB}` })).statusCode).toBe(403);
    const res = await upload(png, { cookie: t.admin, url: `/api/upload-image?tenantId=${t.storeB}` });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, res.json().imageUrl));
    expect(row?.tenantId).toBe(t.storeB);
  });

  it('counts uploads toward the plan’s maxStorage', async () => {
    const { cookie } = await storeWithStorageUsed(t, 'small', 'Starter', 1024 * 1024 - 10);
    const res = await upload(await pngImage(), { cookie });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(
      'Your Starter plan allows 1 MB of image storage. Upgrade your plan to add more.',
    );
  });

  it('reserves storage atomically: of parallel uploads that only one fits, one is stored', async () => {
    const png = await pngImage();
    const stored = (await processImage(png)).data.length;
    // Room for exactly one more image.
    const store = await storeWithStorageUsed(t, 'tiny', 'Tiny', 1024 * 1024 - stored);
    const { cookie } = store;
    const filesBefore = readdirSync(path.join(t.dataDir, 'uploads')).length;
    const results = await Promise.all(Array.from({ length: 4 }, () => upload(png, { cookie })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.db.select().from(uploads).where(eq(uploads.tenantId, store.id));
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBe(1024 * 1024);
    // Refused uploads leave no file behind.
    expect(readdirSync(path.join(t.dataDir, 'uploads')).length).toBe(filesBefore + 1);
  });
});
