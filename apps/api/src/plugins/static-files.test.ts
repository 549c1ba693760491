// The built web app's files as modules/storefront/web.plugin.ts serves them, from a small build made here: hashed
// assets precompressed and cached for a year, everything else revalidated, HTML never immutable.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/app.ts';
import { testConfig } from '../../test/config.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`,
);
const styles = Buffer.from(`${'.card{display:grid;gap:1rem}\n'.repeat(100)}`);

let distDir: string;
let database: Database;
let app: FastifyInstance;

/** What the build writes (vite.config.ts precompressAssets): each asset with its .br and .gz. */
function writeAsset(name: string, bytes: Buffer) {
  const file = path.join(distDir, 'assets', name);
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'storefleet-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeAsset('index-Ab12Cd34.js', script);
  writeAsset('index-Ef56Gh78.css', styles);
  database = await createTestDatabase();
  // An open store for / and /s/demo: a store page without one is a 404 (modules/storefront/web.plugin.ts).
  await createTenant(database.scopes.platform, { slug: 'demo' });
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: distDir }), database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('hashed assets', () => {
  it.each([
    ['/assets/index-Ab12Cd34.js', script, 'application/javascript'],
    ['/assets/index-Ef56Gh78.css', styles, 'text/css'],
  ])(
    '%s goes out as brotli, gzip or plain as the client accepts, the same bytes once decoded',
    async (url, original, type) => {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain(type);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(original.length / 2);
      expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

      for (const plain of [await get(url), await get(url, 'identity')]) {
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.rawPayload.equals(original)).toBe(true);
      }

      for (const res of [br, gz, await get(url)]) {
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        // The security headers are on static answers too (nosniff matters for scripts).
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    },
  );

  it('an asset that is not in this build is a 404, not the app page; the siblings are not served as files', async () => {
    for (const url of [
      '/assets/index-Old00000.js',
      '/assets/index-Ab12Cd34.js.br',
      '/assets/index-Ab12Cd34.js.gz',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });
});

describe('other files and HTML', () => {
  it('favicon.svg is cached for an hour, not for ever', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeDefined();
  });

  it.each(['/', '/index.html', '/admin', '/s/demo', '/s/demo/checkout'])(
    '%s is never cached as immutable',
    async (url) => {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(String(res.headers['cache-control'])).not.toContain('immutable');
      expect(String(res.headers['cache-control'])).toMatch(/no-cache|max-age=0/);
    },
  );
});

describe('hashed assets on a real socket', () => {
  it('are answered from memory before Fastify, as the inject path answers them', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/assets/index-Ab12Cd34.js`;
    const viaFastify = await get('/assets/index-Ab12Cd34.js', 'br');
    // Loaded at start-up: the file may even be gone from disk.
    const file = path.join(distDir, 'assets', 'index-Ab12Cd34.js');
    const original = readFileSync(file);
    rmSync(file);
    try {
      const br = await fetchRaw(url, { 'accept-encoding': 'br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
      for (const name of ['content-type', 'cache-control', 'vary', 'x-content-type-options']) {
        expect(br.headers[name], name).toBe(viaFastify.headers[name]);
      }
      const plain = await fetchRaw(url, {});
      expect(plain.body.equals(script)).toBe(true);
      const revalidated = await fetchRaw(url, { 'if-none-match': String(plain.headers.etag) });
      expect(revalidated.status).toBe(304);
    } finally {
      writeFileSync(file, original);
    }
  });
});

/** A GET that leaves the body as sent (fetch would decode it). */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
