// Dynamic answers are compressed when the client accepts it and the body is worth it, and decode to
// exactly what an uncompressed client gets; what is already encoded, and streams, pass untouched.
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MIN_COMPRESSED_BYTES } from './compression.ts';

const bigText = 'a line of a CSV export, long enough to be worth compressing\n'.repeat(100);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/pre-encoded', async (_request, reply) =>
        reply.header('content-encoding', 'gzip').type('text/plain').send(gzipSync(bigText)),
      );
      app.get('/api/test/stream', async (_request, reply) =>
        reply.type('text/csv; charset=utf-8').send(Readable.from([bigText])),
      );
      app.get('/api/test/varies-on-cookie', async (_request, reply) =>
        reply.header('vary', 'Cookie').type('text/plain').send(bigText),
      );
      app.get('/api/test/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096)));
    },
  });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('API JSON', () => {
  it('is compressed with brotli, else gzip, and decodes to the bytes a plain client gets', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('follows the q-values: br;q=0 gets gzip, identity-only gets it plain', async () => {
    expect((await get('/api/docs/json', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0', '']) {
      const res = await get('/api/docs/json', accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.json()).toHaveProperty('openapi');
    }
  });

  it('is left plain below the size where compressing pays', async () => {
    const res = await get('/api/healthz', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never compresses the answer to a HEAD', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('answers it leaves alone', () => {
  it('an answer that carries its own Content-Encoding is not encoded twice', async () => {
    const res = await get('/api/test/pre-encoded', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(bigText);
  });

  it('a stream (the CSV export) goes out as it is produced', async () => {
    const res = await get('/api/test/stream', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bigText);
  });

  it('a type that is compressed already (an image) is sent as is', async () => {
    const res = await get('/api/test/image', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });

  it('keeps the Vary the route set and adds Accept-Encoding', async () => {
    const res = await get('/api/test/varies-on-cookie', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigText);
  });
});
