// The store-front cache on store pages (ADR 0013, 0014): a page from the cache is byte-identical to
// the uncached one and revalidates with a 304; a page that names no open store, or a home page whose
// server render failed, is never kept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { serverEntryPath } from '../modules/storefront/storefront-ssr.ts';
import { SHARED_CACHE_CONTROL } from './storefront-cache.ts';

describe('store-front cache: store pages', () => {
  let t: TestApp;
  const parent = mkdtempSync(path.join(tmpdir(), 'storefleet-cache-dist-'));
  let distDir: string;
  let failingDistDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await createTenant(t.db, { slug: 'demo', name: 'Demo' });
    distDir = makeDist('renders', "return '<main>' + data.tenant.name + '</main>';");
    failingDistDir = makeDist('fails', "throw new Error('window is not defined');");
  });

  /** A web build with a server renderer (entry-server.js) whose body is `renderer`. */
  function makeDist(name: string, renderer: string): string {
    const dir = path.join(parent, name);
    mkdirSync(dir);
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.dirname(serverEntryPath(dir)));
    writeFileSync(
      serverEntryPath(dir),
      `export async function renderStorePage(url, data) {\n${renderer}\n}\n`,
    );
    return dir;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
    rmSync(parent, { recursive: true, force: true });
  });

  const serving = async (overrides: Record<string, string>, dist = distDir) => {
    const config = testConfig({ WEB_DIST_DIR: dist, ...overrides });
    const app = await buildApp({ config, database: t.database, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };

  it('sends the same page from the cache as without it, and revalidates it with a 304', async () => {
    const cached = await serving({});
    const uncached = await serving({ STOREFRONT_CACHE_TTL_SECONDS: '0' });
    const page = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/s/demo', headers });
    const filled = await page(cached);
    const hit = await page(cached);
    const plain = await page(uncached);
    expect(filled.statusCode).toBe(200);
    expect(filled.body).toContain('"slug":"demo"');
    expect(filled.body).toContain('<div id="root"><main>Demo</main></div>');
    expect(hit.rawPayload.equals(filled.rawPayload)).toBe(true);
    expect(hit.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(cached.storefrontCache.stats()).toMatchObject({ hits: 1, fills: 1 });
    expect(hit.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(hit.headers['cache-control']).not.toContain('immutable');
    const br = await page(cached, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await page(cached, { 'if-none-match': String(hit.headers.etag) })).statusCode).toBe(304);
    // A page that does not name an open store is never kept.
    await cached.inject({ method: 'GET', url: '/s/nowhere' });
    await cached.inject({ method: 'GET', url: '/s/nowhere' });
    expect(cached.storefrontCache.stats().fills).toBe(1);
  });

  it('does not keep a home page whose server render failed, so the next request renders again', async () => {
    const app = await serving({}, failingDistDir);
    const first = await app.inject({ method: 'GET', url: '/s/demo' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"></div>');
    await app.inject({ method: 'GET', url: '/s/demo' });
    expect(app.storefrontCache.stats()).toMatchObject({ hits: 0, fills: 0 });
    // Pages the browser renders anyway are kept.
    await app.inject({ method: 'GET', url: '/s/demo/checkout' });
    await app.inject({ method: 'GET', url: '/s/demo/checkout' });
    expect(app.storefrontCache.stats()).toMatchObject({ hits: 1, fills: 1 });
  });
});
