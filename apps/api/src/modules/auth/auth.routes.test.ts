import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, createUser, loginCookie, type TestApp } from '../../../test/app.ts';
import { MAX_FAILURES_PER_ADDRESS } from './login-throttle.service.ts';

describe('sessions: /api/login, /api/logout, /api/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const shop = await createTenant(t.db, { slug: 'shop', name: 'Shop' });
    const other = await createTenant(t.db, { slug: 'other', name: 'Other' });
    await createUser(t.db, {
      username: 'owner',
      password: 'owner-pass-1',
      email: 'o@x.test',
      memberOf: [shop.id, other.id],
    });
    await createUser(t.db, { username: 'root', password: 'root-pass-1', superAdmin: true });
    await createUser(t.db, { username: 'victim', password: 'victim-pass-1' });
  });
  afterAll(() => t.close());

  /** POST /api/login with `payload`; `options` adds headers or the caller's address. */
  const login = (
    payload: InjectOptions['payload'],
    options: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {},
  ) => t.app.inject({ method: 'POST', url: '/api/login', ...options, payload });

  it('answers 401 with a JSON message when nobody is signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue', code: 'unauthorized' });
  });

  it('signs in and shows the user with isAdmin as text and their stores', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'owner', email: 'o@x.test', isAdmin: 'false' });
    expect(res.json().memberships.map((m: { tenantSlug: string }) => m.tenantSlug)).toEqual([
      'shop',
      'other',
    ]);
    expect(res.json()).not.toHaveProperty('password');
  });

  it('puts the store named by tenantSlug first', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1', 'other');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.json().memberships[0].tenantSlug).toBe('other');
  });

  it('shows a super admin as isAdmin "true" and accepts any letter case in the username', async () => {
    const cookie = await loginCookie(t.app, 'ROOT', 'root-pass-1');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.json()).toMatchObject({ username: 'root', isAdmin: 'true', memberships: [] });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await login({ username: 'owner', password: 'owner-pass-1' });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(43);
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: 'owner' }, 'Password is required'],
    [{ username: 'owner', password: '' }, 'Password is required'],
  ])('validates %j', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_error' });
  });

  it('refuses a body that is not JSON with a readable 400', async () => {
    const res = await login('{nope', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'validation_error' });
  });

  it('answers 401 Invalid credentials for a wrong password or an unknown user', async () => {
    for (const payload of [
      { username: 'owner', password: 'wrong' },
      { username: 'nobody', password: 'wrong' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'unauthorized' });
    }
  });

  it('locks a username with 429 after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login({ username: 'victim', password: 'bad' });
      expect(res.statusCode).toBe(401);
    }
    const res = await login({ username: 'victim', password: 'victim-pass-1' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('locks an address with 429 after many failures across usernames', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await login({ username: `guess${i}`, password: 'bad' }, { remoteAddress });
    }
    const res = await login({ username: 'owner', password: 'owner-pass-1' }, { remoteAddress });
    expect(res.statusCode).toBe(429);
  });

  it('rotates the session on sign-in: the previous cookie stops working', async () => {
    const first = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const res = await login({ username: 'owner', password: 'owner-pass-1' }, { headers: { cookie: first } });
    const second = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });

  it('deletes the session on logout', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('refuses state-changing requests from another origin', async () => {
    for (const headers of [
      { origin: 'https://evil.example', host: 'localhost:5000' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await login({ username: 'owner', password: 'owner-pass-1' }, { headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-origin requests are not allowed', code: 'forbidden' });
    }
    const sameOrigin = await login(
      { username: 'owner', password: 'owner-pass-1' },
      {
        headers: { origin: 'http://localhost:5000', host: 'localhost:5000', 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });
});
