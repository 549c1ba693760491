// PATCH /api/tenant/{id}/color-template: one of the eight templates, for the store's admins only;
// the store front's public config and page then carry it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, signInUsers, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let a: number;
let b: number;
let cookie: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'theme-a' })).id;
  b = (await createTenant(t.db, { slug: 'theme-b' })).id;
  const closed = (await createTenant(t.db, { slug: 'theme-closed', status: 'suspended' })).id;
  cookie = await signInUsers(t, {
    a: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    c: { username: 'owner-c', password: 'owner-c-pass', memberOf: [closed] },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  });
});
afterAll(() => t.close());

const patch = (id: number, colorTemplate: unknown, who?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/tenant/${id}/color-template`,
    payload: { colorTemplate },
    headers: who ? { cookie: cookie[who]! } : {},
  });

describe('PATCH /api/tenant/{id}/color-template', () => {
  it('saves a template the store front then uses', async () => {
    const res = await patch(a, 'emerald', 'a');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: a, colorTemplate: 'emerald' });
    const pub = await t.app.inject({ method: 'GET', url: `/api/tenant/${a}/public` });
    expect(pub.json().colorTemplate).toBe('emerald');
  });

  it('refuses unknown templates, other stores, anonymous and read-only stores', async () => {
    const bad = await patch(a, 'neon', 'a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose one of the colour templates');
    expect((await patch(b, 'dark', 'a')).statusCode).toBe(403);
    expect((await patch(a, 'dark')).statusCode).toBe(401);
    expect((await patch(3, 'dark', 'c')).statusCode).toBe(403);
    expect((await patch(b, 'dark', 'root')).json().colorTemplate).toBe('dark');
    expect((await patch(999, 'dark', 'root')).statusCode).toBe(404);
  });
});
