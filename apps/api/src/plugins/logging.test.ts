// What reaches the log: the app's real logger writing to a stream the test reads. No set-password
// token, client secret, checkout id, cookie, authorization header or SQL parameter may appear.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginCookie } from '../../test/app.ts';
import { testConfig } from '../../test/config.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { redactUrl } from './logging.ts';

const secrets = {
  token: 'SetPw7TokenQx3Lm9Zr2Vb8Nk4Hj6Gf1Dd',
  clientSecret: 'pi_3Pq9LogTest_secret_Zx81Cc0Vv2Bb',
  intent: 'pi_3Pq9LogTestIntent',
  sandboxIntent: 'sbx_LogTestIntent42',
  cookie: 'CookieValue8Xy1Zz3Aa',
  bearer: 'BearerValue5Qq2Ww7Ee',
  param: 'ParamValue-4Rr9Tt',
  slug: 'dup-slug-value-77',
};

let database: Database;
let app: FastifyInstance;
/** The same app serving a built web app (a favicon and index.html), logging at `webLogLevel`. */
let webApp: FastifyInstance;
let webDist: string;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  database = await createTestDatabase();
  // An open store for / and /s/demo: a store page without one is a 404 (modules/storefront/web.plugin.ts).
  await createTenant(database.scopes.platform, { slug: 'demo' });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    serveWeb: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  // Two failing queries as any service might make them: a bad cast and a unique violation.
  app.get('/test/failing-cast', async () => {
    await database.db.execute(sql`select ${secrets.param}::int`);
  });
  app.get('/test/failing-insert', async () => {
    const insert = sql`insert into tenants (name, slug) values (${secrets.param}, ${secrets.slug})`;
    await database.db.execute(insert);
    await database.db.execute(insert);
  });
  await app.ready();
  webDist = mkdtempSync(path.join(tmpdir(), 'storefleet-log-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  webApp = await buildApp({
    config: testConfig({ LOG_LEVEL: 'debug', WEB_DIST_DIR: webDist }),
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await webApp.ready();
});
afterAll(async () => {
  await webApp?.close();
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

type RequestLine = {
  level: number;
  msg: string;
  req: { method: string; url: string };
  res: { statusCode: number };
};

/** The one line each answered request leaves, by URL. */
function requestLines(url: string): RequestLine[] {
  return lines
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((entry) => entry.msg === 'request completed' && entry.req?.url === url);
}

const INFO = 30;

describe('the request log', () => {
  it('masks tokens and client secrets in URLs, and carries no cookie or authorization', async () => {
    const headers = { cookie: `sid=${secrets.cookie}`, authorization: `Bearer ${secrets.bearer}` };
    await app.inject({ method: 'GET', url: `/set-password?token=${secrets.token}`, headers });
    await app.inject({ method: 'GET', url: `/account/set-password?token=${secrets.token}&x=1` });
    await app.inject({
      method: 'GET',
      url: `/s/demo/order-confirmation?payment_intent=${secrets.intent}&payment_intent_client_secret=${secrets.clientSecret}&redirect_status=succeeded`,
    });
    await app.inject({
      method: 'POST',
      url: `/api/checkout/${secrets.intent}/details`,
      payload: { email: 'a@b.test' },
      headers,
    });
    await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${secrets.sandboxIntent}/confirm`,
    });
    await app.inject({
      method: 'POST',
      url: '/api/account/set-password',
      payload: { token: secrets.token, password: 'new-password-1' },
    });

    expect(log()).toContain('request completed');
    expect(log()).not.toContain('incoming request');
    expect(log()).toContain('/set-password?token=[redacted]');
    expect(log()).toContain('redirect_status=succeeded');
    expect(log()).toContain('/api/checkout/[redacted]/details');
    for (const value of Object.values(secrets)) expect(log()).not.toContain(value);
  });
});

describe('which requests are logged', () => {
  it('a successful anonymous read (a static file, an app page, a public API read) is logged at debug only', async () => {
    lines.length = 0;
    for (const url of ['/favicon.svg', '/', '/s/demo', '/api/healthz']) {
      expect((await webApp.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const [line, ...more] = requestLines(url);
      expect(more, url).toHaveLength(0);
      expect(line?.level, url).toBe(20);
    }
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(requestLines('/api/healthz')).toHaveLength(0); // at LOG_LEVEL=info: no line at all
  });

  it('a 404, a 500, any write and a signed-in read are logged at info or above, once each', async () => {
    await createUser(database.scopes.platform, { username: 'log-reader', password: 'log-reader-pw' });
    const cookie = await loginCookie(app, 'log-reader', 'log-reader-pw');
    lines.length = 0;
    const calls = [
      { method: 'GET', url: '/api/no-such-endpoint', status: 404, level: INFO },
      { method: 'GET', url: '/favicon-missing.svg', status: 503, level: 50 },
      { method: 'GET', url: '/test/failing-cast', status: 500, level: 50 },
      { method: 'POST', url: '/api/logout', status: 204, level: INFO },
      { method: 'GET', url: '/api/user', status: 200, level: INFO, cookie },
    ] as const;
    for (const call of calls) {
      const headers = 'cookie' in call ? { cookie: call.cookie } : {};
      const res = await app.inject({ method: call.method, url: call.url, headers });
      expect(res.statusCode, call.url).toBe(call.status);
      const found = requestLines(call.url);
      expect(found, call.url).toHaveLength(1);
      expect(found[0]).toMatchObject({
        level: call.level,
        req: { method: call.method },
        res: { statusCode: call.status },
      });
    }
  });
});

describe('refused admin calls', () => {
  it('name the user and the store they tried, on the request line (ADR 0049)', async () => {
    const own = await createTenant(database.scopes.platform, { slug: 'log-own' });
    const other = await createTenant(database.scopes.platform, { slug: 'log-other' });
    const owner = await createUser(database.scopes.platform, {
      username: 'log-owner',
      password: 'log-owner-pw',
      memberOf: [own.id],
    });
    const cookie = await loginCookie(app, 'log-owner', 'log-owner-pw');
    lines.length = 0;
    const refused = `/api/admin/products?tenantId=${other.id}`;
    expect((await app.inject({ method: 'GET', url: refused, headers: { cookie } })).statusCode).toBe(403);
    expect(requestLines(refused)).toEqual([
      expect.objectContaining({ level: INFO, userId: owner.id, tenantId: other.id, refused: true }),
    ]);
    const anonymous = '/api/super-admin/stats';
    expect((await app.inject({ method: 'GET', url: anonymous })).statusCode).toBe(401);
    expect(requestLines(anonymous)).toEqual([
      expect.objectContaining({ userId: null, tenantId: null, refused: true }),
    ]);
    // An allowed call and a refusal outside the admin routes carry no such fields.
    const allowed = `/api/admin/products?tenantId=${own.id}`;
    expect((await app.inject({ method: 'GET', url: allowed, headers: { cookie } })).statusCode).toBe(200);
    expect(requestLines(allowed)[0]).not.toHaveProperty('refused');
    expect((await app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(requestLines('/api/user')[0]).not.toHaveProperty('refused');
  });
});

describe('logged database errors', () => {
  it('keep the failure and drop the parameters, the values PostgreSQL echoes and the row details', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/test/failing-cast' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/test/failing-insert' })).statusCode).toBe(500);
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures[0].err.message).toContain('Failed query: select $1::int');
    expect(failures[0].err.message).toContain('invalid input syntax for type integer');
    expect(failures[1].err.message).toContain('duplicate key value violates unique constraint');
    expect(failures[1].err).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      stack: expect.any(String),
    });
    expect(log()).not.toContain(secrets.param);
    expect(log()).not.toContain(secrets.slug);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/products?search=mug&limit=10', '/api/products?search=mug&limit=10'],
    [
      '/s/a-long-store-slug-with-many-plain-words/products',
      '/s/a-long-store-slug-with-many-plain-words/products',
    ],
    ['/reset?code=123456&next=%2Fadmin', '/reset?code=[redacted]&next=%2Fadmin'],
    ['/x?q=sk_live_abcdef1234567890', '/x?q=[redacted]'],
    ['/api/webhooks/stripe/7?api_key=abc', '/api/webhooks/stripe/7?api_key=[redacted]'],
    [`/links/${'a1B2'.repeat(10)}`, '/links/[redacted]'],
  ])('%s → %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });
});
