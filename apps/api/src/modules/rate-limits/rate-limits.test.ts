import { like, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp, testConfig, testCtx } from '../../../test/app.ts';
import { authThrottle, rateLimitHits } from '../../db/schema/index.ts';
import { PRUNE_RATE_LIMITS_JOB, rateLimitJobHandlers } from './rate-limits.jobs.ts';
import { pruneRequestCounters, type RateLimitName, REQUEST_LIMITS, scaledMax } from './rate-limits.plugin.ts';

/** At 0.05 every limit is small enough to reach in a test: 3, 2, 1, 10 and 30 requests. */
const MULTIPLIER = '0.05';
const maxOf = (name: RateLimitName) => scaledMax(REQUEST_LIMITS[name].max, Number(MULTIPLIER))!;

/** Each limited route, called anonymously with a body it refuses: the count comes first anyway. */
const routes: Array<[RateLimitName, InjectOptions]> = [
  ['payment-intents', { method: 'POST', url: '/api/create-payment-intent', payload: {} }],
  ['sandbox-confirms', { method: 'POST', url: '/api/sandbox/payment-intents/pi_x/confirm', payload: {} }],
  ['account-tokens', { method: 'POST', url: '/api/account/set-password', payload: { token: 'guess' } }],
  ['storefront-passwords', { method: 'POST', url: '/api/storefront-password', payload: {} }],
  ['uploads', { method: 'POST', url: '/api/upload-image' }],
  ['uploads', { method: 'POST', url: '/api/upload/image' }],
  ['webhooks', { method: 'POST', url: '/api/webhooks/stripe/999', payload: '{}' }],
  ['webhooks', { method: 'POST', url: '/api/webhooks/sumup/999', payload: '{}' }],
];

let t: TestApp;
const apps: FastifyInstance[] = [];

/** Another app instance on the same database, as a second server would be. */
async function instance(env: Record<string, string>) {
  const app = await createSecondInstance(t, testConfig(env));
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: MULTIPLIER }) });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

const send = (app: FastifyInstance, route: InjectOptions, remoteAddress: string, headers = {}) =>
  app.inject({ ...route, remoteAddress, headers });

describe('per-address request limits', () => {
  it.each(routes)('%s: %j answers 429 with Retry-After past the limit', async (name, route) => {
    const address = `10.1.${routes.findIndex(([, r]) => r === route)}.1`;
    for (let i = 0; i < maxOf(name); i++) {
      expect((await send(t.app, route, address)).statusCode).not.toBe(429);
    }
    const refused = await send(t.app, route, address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REQUEST_LIMITS[name].windowSeconds);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(
        new RegExp(`^Too many .+ from your address, try again in ${retryAfter} seconds$`),
      ),
      code: 'rate_limited',
    });
    // Another address is counted on its own.
    expect((await send(t.app, route, '10.2.0.1')).statusCode).not.toBe(429);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it gains nothing', async () => {
    const route = routes[0]![1];
    for (let i = 1; i <= maxOf('payment-intents'); i++)
      expect((await send(t.app, route, `2001:db8:55:1::${i}`)).statusCode).not.toBe(429);
    expect((await send(t.app, route, '2001:db8:55:1:abcd::1')).statusCode).toBe(429);
    expect((await send(t.app, route, '2001:db8:55:2::1')).statusCode).not.toBe(429);
  });

  it('counts webhooks per path: a flood on one store’s webhook leaves another’s open', async () => {
    const stripe = (tenantId: number) => ({
      method: 'POST' as const,
      url: `/api/webhooks/stripe/${tenantId}`,
      payload: '{}',
    });
    for (let i = 0; i < maxOf('webhooks'); i++) await send(t.app, stripe(501), '10.3.0.1');
    expect((await send(t.app, stripe(501), '10.3.0.1')).statusCode).toBe(429);
    expect((await send(t.app, stripe(502), '10.3.0.1')).statusCode).toBe(404);
  });

  it('lets exactly the limit through when requests arrive in parallel', async () => {
    const route = routes[0]![1];
    const responses = await Promise.all(Array.from({ length: 12 }, () => send(t.app, route, '10.4.0.1')));
    const passed = responses.filter((r) => r.statusCode !== 429);
    expect(passed).toHaveLength(maxOf('payment-intents'));
  });

  it('shares the counters between two app instances on one database', async () => {
    const second = await instance({ RATE_LIMIT_MULTIPLIER: MULTIPLIER });
    const route = routes[0]![1];
    const statuses: number[] = [];
    for (let i = 0; i < maxOf('payment-intents') + 2; i++) {
      statuses.push((await send(i % 2 === 0 ? t.app : second, route, '10.5.0.1')).statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(maxOf('payment-intents'));
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('ignores a forged X-Forwarded-For without TRUST_PROXY, and honours it with TRUST_PROXY=1', async () => {
    const route = routes[0]![1];
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    const limit = maxOf('payment-intents');
    const untrusting = [];
    for (let i = 0; i <= limit; i++)
      untrusting.push((await send(t.app, route, '10.6.0.1', forged(i))).statusCode);
    expect(untrusting.at(-1)).toBe(429);

    const behindProxy = await instance({ RATE_LIMIT_MULTIPLIER: MULTIPLIER, TRUST_PROXY: '1' });
    const trusting = [];
    for (let i = 0; i <= limit; i++)
      trusting.push((await send(behindProxy, route, '10.6.0.2', forged(i))).statusCode);
    expect(trusting).not.toContain(429);
    // The address the proxy names is the one counted.
    for (let i = 0; i < limit; i++) await send(behindProxy, route, '10.6.0.2', forged(99));
    expect((await send(behindProxy, route, '10.6.0.3', forged(99))).statusCode).toBe(429);
  });

  it('turns the request limits off with RATE_LIMIT_MULTIPLIER=0 and counts nothing', async () => {
    const unlimited = await instance({ RATE_LIMIT_MULTIPLIER: '0' });
    for (const [, route] of routes) {
      for (let i = 0; i < 35; i++)
        expect((await send(unlimited, route, '10.7.0.1')).statusCode).not.toBe(429);
    }
    expect(await t.db.$count(rateLimitHits, like(rateLimitHits.key, '10.7.0.1%'))).toBe(0);
  });

  it('shows the 429 in the OpenAPI description of a limited route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    const spec = res.json() as { paths: Record<string, { post?: { responses: Record<string, unknown> } }> };
    expect(spec.paths['/api/create-payment-intent']?.post?.responses).toHaveProperty('429');
  });
});

describe('pruning', () => {
  it('deletes the counters of ended windows and keeps the current ones', async () => {
    await t.db.execute(sql`
      insert into rate_limit_hits (bucket, key, window_start, expires_at, hits)
      values ('payment-intents', 'old', now() - interval '2 hours', now() - interval '1 hour', 3)`);
    const before = await t.db.$count(rateLimitHits);
    const deleted = await pruneRequestCounters(testCtx(t));
    expect(deleted).toBe(1);
    expect(await t.db.$count(rateLimitHits)).toBe(before - 1);
  });

  it('runs as the recurring job rate-limits.prune, for sign-in counters too', async () => {
    await t.db.execute(sql`
      insert into rate_limit_hits (bucket, key, window_start, expires_at, hits)
      values ('uploads', 'old', now() - interval '2 hours', now() - interval '1 hour', 3)`);
    await t.db.execute(sql`
      insert into auth_throttle (key, failures, window_start)
      values ('login:ip:192.0.2.9', 2, now() - interval '1 hour')`);
    const handler = rateLimitJobHandlers[PRUNE_RATE_LIMITS_JOB]!;
    await handler({}, {} as never, { ...testCtx(t), signal: new AbortController().signal });
    expect(await t.db.$count(rateLimitHits, like(rateLimitHits.key, 'old'))).toBe(0);
    expect(await t.db.$count(authThrottle)).toBe(0);
  });
});
