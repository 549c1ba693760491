import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import {
  LOCAL_S3_ACCESS_KEY_ID,
  LOCAL_S3_SECRET_ACCESS_KEY,
  type LocalS3,
  startLocalS3,
} from './local-s3.test-support.ts';
import { type S3Settings, S3Storage, s3SettingsFrom } from './s3-storage.ts';

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3-compatible storage through aws4fetch', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3(['shop', 'media']);
  });
  afterAll(() => s3.close());

  const storage = (settings: Partial<S3Settings> = {}) =>
    new S3Storage({
      endpoint: s3.endpoint,
      bucket: 'shop',
      region: 'eu-west-2',
      accessKeyId: LOCAL_S3_ACCESS_KEY_ID,
      secretAccessKey: LOCAL_S3_SECRET_ACCESS_KEY,
      ...settings,
    });

  it('puts, gets and deletes an object with requests the server accepts as signed', async () => {
    const body = Buffer.from('webp bytes');
    await storage().put('abc.webp', body, 'image/webp');
    expect(await s3.object('shop', 'abc.webp')).toEqual({ body, contentType: 'image/webp' });
    const object = await storage().get('abc.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.contentLength).toBe(body.length);
    expect(await readAll(object!.body)).toEqual(body);
    await storage().delete('abc.webp');
    expect(await s3.object('shop', 'abc.webp')).toBeUndefined();
    expect(await storage().get('abc.webp')).toBeUndefined();
  });

  it('reads a missing object as undefined and deletes it without an error', async () => {
    expect(await storage().get('never-stored.webp')).toBeUndefined();
    await expect(storage().delete('never-stored.webp')).resolves.toBeUndefined();
  });

  it('fails loudly when the server refuses the signature', async () => {
    await expect(
      storage({ secretAccessKey: 'wrong-secret' }).put('x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('Object storage refused the upload (403)');
    await expect(storage({ secretAccessKey: 'wrong-secret' }).get('x.webp')).rejects.toThrow(
      'Object storage read failed (403)',
    );
    expect(await s3.object('shop', 'x.webp')).toBeUndefined();
  });

  it('sends and signs the session token of temporary credentials', async () => {
    const body = Buffer.from('token bytes');
    await storage({ sessionToken: 'session-token-1' }).put('token.webp', body, 'image/webp');
    const sent = s3.requests.at(-1)!;
    expect(sent['x-amz-security-token']).toBe('session-token-1');
    expect(sent.authorization).toMatch(/SignedHeaders=[^,]*x-amz-security-token/);
    expect((await s3.object('shop', 'token.webp'))?.body).toEqual(body);
  });

  it('retries a 5xx answer and a dropped connection', async () => {
    let calls = 0;
    const flaky = createServer((request, response) => {
      calls++;
      if (calls === 1) return request.socket.destroy();
      if (calls === 2) return response.writeHead(503).end();
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const { port } = flaky.address() as AddressInfo;
    try {
      await storage({ endpoint: `http://127.0.0.1:${port}` }).put('r.webp', Buffer.from('r'), 'image/webp');
      expect(calls).toBe(3);
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('is chosen only when S3_* is configured, and a half configuration is an error', () => {
    expect(s3SettingsFrom(testConfig())).toBeUndefined();
    expect(() => s3SettingsFrom(testConfig({ S3_BUCKET: 'b' }))).toThrow('S3 storage needs');
    const complete = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(s3SettingsFrom(testConfig({ ...complete, S3_REGION: 'eu-west-1' }))).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'b',
      region: 'eu-west-1',
    });
    expect(s3SettingsFrom(testConfig({ ...complete, S3_SESSION_TOKEN: 't' }))).toMatchObject({
      sessionToken: 't',
    });
  });

  describe('the upload routes with S3 configured', () => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      const config = testConfig({
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: LOCAL_S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: LOCAL_S3_SECRET_ACCESS_KEY,
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
      const stored = await s3.object('media', key);
      expect(stored?.contentType).toBe('image/webp');
      const served = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload).toEqual(stored?.body);
    });
  });
});
