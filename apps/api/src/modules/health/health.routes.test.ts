import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/postgres.ts';

describe('health, unknown paths and failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady(app) {
        app.get('/api/test-failure', async () => {
          throw new Error(
            'select * from secret_table where password = 42 at Object.<anonymous> (/src/x.ts:1:1)',
          );
        });
      },
    });
  });
  afterAll(() => t.close());

  it('GET /api/healthz answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API endpoint at GET /api/does-not-exist', code: 'not_found' });
  });

  it('never shows a stack trace or SQL in a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
    expect(res.body).not.toMatch(/secret_table|anonymous|\.ts/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes an OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/user', '/api/healthz']),
    );
  });
});

describe('a database out of reach', () => {
  let app: FastifyInstance;
  const database = openPostgres('postgres://nobody:nothing@127.0.0.1:1/none', { max: 2, waitMs: 300 });
  beforeAll(async () => {
    // No store-front cache: it would first LISTEN on that same unreachable server.
    const config = testConfig({ STOREFRONT_CACHE_TTL_SECONDS: '0' });
    app = await buildApp({ config, database, logger: false, serveWeb: false });
    app.get('/api/test-shutdown', async () => {
      // What PostgreSQL says when it is shutting down, wrapped as Drizzle wraps a failed query.
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('terminating'), { code: '57P01' }),
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 "unavailable" with Retry-After, never a 500, and says nothing of the server', async () => {
    for (const url of ['/api/products?tenantId=1', '/api/test-shutdown']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        message: 'The store is busy right now. Please try again in a moment.',
        code: 'unavailable',
      });
    }
  });
});
