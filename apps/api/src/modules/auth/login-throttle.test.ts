import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSecondInstance,
  createTestApp,
  createUser,
  type TestApp,
  testConfig,
  testCtx,
} from '../../../test/app.ts';
import { authThrottle } from '../../db/schema/index.ts';
import {
  LOGIN_WINDOW_SECONDS,
  MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  pruneLoginThrottle,
} from './login-throttle.service.ts';
import { verifyPassword } from './password.service.ts';

// Counts the password checks that actually run.
vi.mock('./password.service.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.service.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
const apps: FastifyInstance[] = [];

async function instance(env: Record<string, string>) {
  const app = await createSecondInstance(t, testConfig(env));
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: '1' }) });
  for (const name of ['owner', 'admin', 'solo', 'shared', 'proxied', 'frequent', 'colleague', 'rotator']) {
    await createUser(t.db, { username: name, password: `${name}-password` });
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});
beforeEach(() => vi.mocked(verifyPassword).mockClear());

const login = (
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress, headers });

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('sign-in throttle', () => {
  it('checks at most the limit’s number of passwords for 30 parallel wrong guesses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t.app, 'owner', `guess-${i}`, '10.10.0.1')),
    );
    const list = statuses(responses);
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(
      MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS,
    );
    expect(count(list, 401)).toBe(MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS);
    expect(count(list, 429)).toBe(30 - MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
    expect(refused.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      code: 'rate_limited',
    });
    // The guesser's own address stays refused, even with the right password.
    expect((await login(t.app, 'owner', 'owner-password', '10.10.0.1')).statusCode).toBe(429);
  });

  it('does not let a stranger’s guesses from another address lock the owner out', async () => {
    for (let i = 0; i < 30; i++) await login(t.app, 'admin', `guess-${i}`, '10.20.0.66');
    expect((await login(t.app, 'admin', 'admin-password', '10.20.0.66')).statusCode).toBe(429);
    const owner = await login(t.app, 'admin', 'admin-password', '10.20.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ username: 'admin' });
  });

  it('refuses an address after 100 failures across usernames', async () => {
    expect(MAX_FAILURES_PER_ADDRESS).toBe(100);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await login(t.app, `nobody-${i}`, 'x', '10.30.0.1')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'solo', 'solo-password', '10.30.0.1')).statusCode).toBe(429);
  });

  it('lets a colleague behind the same shared address sign in while a guesser there is refused', async () => {
    // One office or carrier address: a guesser spends their 5 tries on one account, then 20 more
    // wrong passwords across others, as the old per-address limit of 20 would have locked everyone.
    for (let i = 0; i < 6; i++) await login(t.app, 'owner', `guess-${i}`, '10.31.0.1');
    for (let i = 0; i < 20; i++) await login(t.app, `typo-${i}`, 'x', '10.31.0.1');
    expect((await login(t.app, 'owner', 'owner-password', '10.31.0.1')).statusCode).toBe(429);
    expect((await login(t.app, 'colleague', 'colleague-password', '10.31.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it gains no tries', async () => {
    const list: number[] = [];
    for (let i = 1; i <= 6; i++)
      list.push((await login(t.app, 'rotator', 'wrong', `2001:db8:77:1::${i.toString(16)}`)).statusCode);
    expect(list).toEqual([401, 401, 401, 401, 401, 429]);
    // The next /64 is another client.
    expect((await login(t.app, 'rotator', 'rotator-password', '2001:db8:77:2::1')).statusCode).toBe(200);
    // An IPv4 client reported by a dual-stack socket is counted as its IPv4 address.
    for (let i = 0; i < 5; i++) await login(t.app, 'rotator', 'wrong', '::ffff:10.32.0.1');
    expect((await login(t.app, 'rotator', 'rotator-password', '10.32.0.1')).statusCode).toBe(429);
  });

  it('never adds successful sign-ins up to a lock', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'frequent', 'wrong', '10.40.0.1');
    for (let i = 0; i < 25; i++) {
      expect((await login(t.app, 'frequent', 'frequent-password', '10.40.0.1')).statusCode).toBe(200);
    }
    // A success starts the username's count over.
    for (let i = 0; i < 4; i++) await login(t.app, 'frequent', 'wrong', '10.40.0.1');
    expect((await login(t.app, 'frequent', 'frequent-password', '10.40.0.1')).statusCode).toBe(200);
  });

  it('keeps stopping guesses with RATE_LIMIT_MULTIPLIER=0', async () => {
    const unlimited = await instance({ RATE_LIMIT_MULTIPLIER: '0' });
    const list: number[] = [];
    for (let i = 0; i < 8; i++)
      list.push((await login(unlimited, 'shared', `guess-${i}`, '10.50.0.1')).statusCode);
    expect(list).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(5);
    // The per-address failure limit stays at its base too.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      await login(unlimited, `nobody-${i}`, 'x', '10.50.0.2');
    expect((await login(unlimited, 'shared', 'shared-password', '10.50.0.2')).statusCode).toBe(429);
  });

  it('ignores a forged X-Forwarded-For without TRUST_PROXY and honours it with TRUST_PROXY=1', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    const direct: number[] = [];
    for (let i = 0; i < 6; i++)
      direct.push((await login(t.app, 'proxied', 'wrong', '10.60.0.1', forged(i))).statusCode);
    expect(direct.at(-1)).toBe(429);

    const behindProxy = await instance({ TRUST_PROXY: '1' });
    const proxied: number[] = [];
    for (let i = 0; i < 6; i++) {
      proxied.push((await login(behindProxy, 'proxied', 'wrong', '10.60.0.2', forged(10 + i))).statusCode);
    }
    expect(proxied).toEqual([401, 401, 401, 401, 401, 401]);
    // Counted on the client's address the proxy names, whichever proxy it came through.
    for (let i = 0; i < 4; i++) await login(behindProxy, 'proxied', 'wrong', '10.60.0.3', forged(10));
    expect((await login(behindProxy, 'proxied', 'wrong', '10.60.0.4', forged(10))).statusCode).toBe(429);
  });

  it('shares the count between two app instances on one database', async () => {
    const second = await instance({});
    const list: number[] = [];
    for (let i = 0; i < 6; i++) {
      list.push((await login(i % 2 === 0 ? t.app : second, 'solo', 'wrong', '10.70.0.1')).statusCode);
    }
    expect(list).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('prunes the counters whose window has passed', async () => {
    await t.db.execute(sql`
      insert into auth_throttle (key, failures, window_start)
      values ('login:ip:192.0.2.1', 3, now() - interval '1 hour')`);
    expect(await pruneLoginThrottle(testCtx(t))).toBe(1);
    // The windows still open (the earlier tests') stay.
    expect(await t.db.$count(authThrottle)).toBeGreaterThan(0);
  });
});
