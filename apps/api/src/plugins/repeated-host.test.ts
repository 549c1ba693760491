// A request naming its Host twice is refused with a readable 400 on a real socket (app.inject cannot
// send two Host headers), before the store-front cache answers: neither store's cached page goes out.
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp } from '../../test/app.ts';
import { products } from '../db/schema/index.ts';
import { hasRepeatedHost, REPEATED_HOST_MESSAGE } from './security.ts';

/** Sends the request text as written and reads the whole answer (the server closes after it). */
function rawRequest(port: number, text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const split = answer.indexOf('\r\n\r\n');
      resolve({
        status: Number(answer.slice(9, 12)),
        head: answer.slice(0, split),
        body: answer.slice(split + 4),
      });
    });
  });
}

const get = (url: string, ...hosts: string[]) =>
  `GET ${url} HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}Connection: close\r\n\r\n`;

describe('a repeated Host header', () => {
  let t: TestApp;
  let port: number;
  let ownId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const own = await createTenant(t.db, { slug: 'own', name: 'Own', domain: 'shop.own.test' });
    const other = await createTenant(t.db, { slug: 'other', name: 'Other', domain: 'shop.other.test' });
    ownId = own.id;
    await t.db.insert(products).values([
      { tenantId: own.id, name: 'Own mug', priceMinor: 900, inStock: 5 },
      { tenantId: other.id, name: 'Other mug', priceMinor: 100, inStock: 1 },
    ]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is found in the raw headers, in any case, and one Host is not', () => {
    expect(hasRepeatedHost(['Host', 'a.test', 'Accept', '*/*'])).toBe(false);
    expect(hasRepeatedHost(['Host', 'a.test', 'HOST', 'b.test'])).toBe(true);
    expect(hasRepeatedHost(['host', 'a.test', 'X-Host', 'b.test'])).toBe(false);
  });

  it('is a 400 with a readable message, even when both stores have their page in the cache', async () => {
    // Fill the cache for both stores by Host, and a shared slot by URL.
    for (const host of ['shop.own.test', 'shop.other.test']) {
      for (let i = 0; i < 2; i += 1) {
        const single = await rawRequest(port, get('/api/products', host));
        expect(single.status).toBe(200);
        expect(single.body).toContain(host === 'shop.own.test' ? 'Own mug' : 'Other mug');
      }
    }
    expect((await rawRequest(port, get(`/api/products?tenantId=${ownId}`, 'shop.own.test'))).status).toBe(
      200,
    );
    const hitsBefore = t.app.storefrontCache.stats().hits;

    for (const url of ['/api/products', `/api/products?tenantId=${ownId}`, '/api/healthz']) {
      const twice = await rawRequest(port, get(url, 'shop.own.test', 'shop.other.test'));
      expect(twice.status, url).toBe(400);
      expect(JSON.parse(twice.body)).toEqual({ message: REPEATED_HOST_MESSAGE, code: 'validation_error' });
      expect(twice.body).not.toContain('mug');
      expect(twice.head.toLowerCase()).toContain('x-content-type-options: nosniff');
    }
    expect(t.app.storefrontCache.stats().hits).toBe(hitsBefore);
  });
});
