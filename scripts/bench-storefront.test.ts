// `npm run bench:storefront` against a small stand-in app (--url): the bare node:http server must
// replay the app's exact status, headers and (compressed) bytes for every target, the 304 target
// must use the ETag the app sent, a missing ETag must be reported as "no ETag" rather than faked,
// and the JSON report must carry numbers for both sides. Uses autocannon (a devDependency), so it
// runs where wrk is not installed; each load round is 1 s.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const products = Buffer.from(JSON.stringify({ items: [{ id: 1, name: 'Mug', price: 1200 }] }));
const page = gzipSync('<!doctype html><ul aria-label="Products"><li>Mug</li></ul>');

/** A stand-in store front; `etag: false` answers without an ETag. */
function standInApp(etag: boolean) {
  const seen: Array<{ url?: string; ifNoneMatch?: string; acceptEncoding?: string }> = [];
  const server = http.createServer((request, response) => {
    seen.push({
      url: request.url,
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    });
    if (request.url === '/api/products?tenantId=1') {
      if (etag && request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304, { ETag: '"v1"' }).end();
        return;
      }
      response.writeHead(200, {
        'Content-Type': 'application/json',
        ...(etag ? { ETag: '"v1"', 'Cache-Control': 'public, max-age=0, must-revalidate' } : {}),
      });
      response.end(products);
      return;
    }
    if (request.url === '/s/demo' && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
      });
      response.end(page);
      return;
    }
    response.writeHead(404).end();
  });
  return { server, seen };
}

type Report = {
  tool: string;
  targets: Array<{
    name: string;
    skipped?: string;
    status?: number;
    contentEncoding?: string | null;
    bodyBytes?: number;
    etag?: string | null;
    requestHeaders?: Record<string, string>;
    app?: { rps: number; p99: number; wrongStatus: number };
    bare?: { rps: number; p99: number; wrongStatus: number };
    ratio?: number;
  }>;
};

async function bench(
  url: string,
  only: string,
): Promise<{ code: number | null; report: Report; stderr: string }> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/bench-storefront.mjs'),
      ...['--url', url, '--only', only, '--tool', 'autocannon', '--json'],
      ...['--duration', '1', '--rounds', '1', '--warmup', '0', '--connections', '4'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code, report: JSON.parse(stdout), stderr };
}

describe('bench:storefront', () => {
  const withEtag = standInApp(true);
  const withoutEtag = standInApp(false);
  const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    withEtag.server.listen(0, '127.0.0.1');
    withoutEtag.server.listen(0, '127.0.0.1');
    await Promise.all([once(withEtag.server, 'listening'), once(withoutEtag.server, 'listening')]);
  });
  afterAll(() => {
    withEtag.server.close();
    withoutEtag.server.close();
  });

  it('replays the app’s own bytes from bare node and revalidates with the app’s ETag', async () => {
    const { code, report, stderr } = await bench(urlOf(withEtag.server), 'products,html,304');
    expect(code, stderr).toBe(0);
    expect(report.tool).toBe('autocannon');
    const byName = Object.fromEntries(report.targets.map((t) => [t.name, t]));

    expect(byName['product list']).toMatchObject({ status: 200, bodyBytes: products.length, etag: '"v1"' });
    expect(byName['store page HTML']).toMatchObject({
      status: 200,
      contentEncoding: 'gzip',
      bodyBytes: page.length,
      requestHeaders: { 'accept-encoding': 'gzip, br' },
    });
    expect(byName['304 revalidation']).toMatchObject({
      status: 304,
      bodyBytes: 0,
      requestHeaders: { 'if-none-match': '"v1"' },
    });
    for (const target of report.targets) {
      expect(target.app?.rps, target.name).toBeGreaterThan(0);
      expect(target.bare?.rps, target.name).toBeGreaterThan(0);
      // The bare server answered every request with the recorded status: no 404 for a missed match.
      expect(target.bare?.wrongStatus, target.name).toBe(0);
      expect(target.app?.wrongStatus, target.name).toBe(0);
      expect(target.ratio, target.name).toBeCloseTo(target.app!.rps / target.bare!.rps);
    }
    // The load reached the app with each target's headers.
    expect(withEtag.seen.filter((r) => r.ifNoneMatch === '"v1"').length).toBeGreaterThan(10);
    expect(withEtag.seen.filter((r) => r.acceptEncoding === 'gzip, br').length).toBeGreaterThan(10);
  }, 60_000);

  it('reports "no ETag" instead of measuring a revalidation the app does not offer', async () => {
    const { code, report, stderr } = await bench(urlOf(withoutEtag.server), '304');
    expect(code, stderr).toBe(0);
    expect(report.targets).toEqual([
      expect.objectContaining({ name: '304 revalidation', skipped: 'no ETag' }),
    ]);
    expect(withoutEtag.seen.every((r) => r.ifNoneMatch === undefined)).toBe(true);
  }, 60_000);
});
