import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  type TestApp,
  testConfig,
} from '../../../../test/app.ts';
import { callForm, pngImage } from '../../catalogue/catalogue.test-support.ts';
import { type FakeS3, startFakeS3 } from './fake-s3.test-support.ts';
import { S3Storage, s3SettingsFrom } from './s3-storage.ts';

const secret = 'fake-secret-key-for-tests';
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3-compatible storage over signed fetch calls', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3(secret);
  });
  afterAll(() => s3.close());

  const storage = (secretAccessKey = secret) =>
    new S3Storage({
      endpoint: s3.endpoint,
      bucket: 'shop',
      region: 'eu-west-2',
      accessKeyId: 'AKIDTEST',
      secretAccessKey,
    });

  it('puts, gets and deletes an object with requests the server accepts as signed', async () => {
    const body = Buffer.from('webp bytes');
    await storage().put('abc.webp', body, 'image/webp');
    expect(s3.objects.get('/shop/abc.webp')).toEqual({ body, contentType: 'image/webp' });
    const object = await storage().get('abc.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(await readAll(object!.body)).toEqual(body);
    await storage().delete('abc.webp');
    expect(await storage().get('abc.webp')).toBeUndefined();
  });

  it('fails loudly when the server refuses the signature', async () => {
    await expect(storage('wrong-secret').put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Object storage refused the upload (403)',
    );
  });

  it('is chosen only when S3_* is configured, and a half configuration is an error', () => {
    expect(s3SettingsFrom(testConfig())).toBeUndefined();
    expect(() => s3SettingsFrom(testConfig({ S3_BUCKET: 'b' }))).toThrow('S3 storage needs');
    expect(
      s3SettingsFrom(
        testConfig({
          S3_BUCKET: 'b',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
          S3_REGION: 'eu-west-1',
        }),
      ),
    ).toMatchObject({ endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'b', region: 'eu-west-1' });
  });

  describe('the upload routes with S3 configured', () => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      const config = testConfig({
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'AKIDTEST',
        S3_SECRET_ACCESS_KEY: secret,
      });
      t = await createTestApp({ config });
      const store = await createTenant(t.db, { slug: 's3-store' });
      await createUser(t.db, { username: 'owner', password: 'owner-pass-1', memberOf: [store.id] });
      cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    });
    afterAll(() => t.close());

    it('stores the image in the bucket and serves it back at /uploads/<key>', async () => {
      const res = await callForm(t.app, 'POST', '/api/upload-image', cookie, {}, { bytes: await pngImage() });
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json();
      const key = imageUrl.replace('/uploads/', '');
      expect(s3.objects.get(`/media/${key}`)?.contentType).toBe('image/webp');
      const served = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload).toEqual(s3.objects.get(`/media/${key}`)?.body);
    });
  });
});
