// PATCH /api/tenant/{id}/color-template: one of the eight templates, for the store's admins only;
// the store front's public config and page then carry it.
import { describe, expect, it } from 'vitest';
import { useTwoStores } from '../../../test/two-stores.ts';

const stores = useTwoStores('theme', {
  closedStatus: 'suspended',
  users: ({ a, closed }) => ({
    a: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    c: { username: 'owner-c', password: 'owner-c-pass', memberOf: [closed] },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  }),
});

const patch = (id: number, colorTemplate: unknown, who?: 'a' | 'c' | 'root') =>
  stores.call('PATCH', `/api/tenant/${id}/color-template`, who, { colorTemplate });

describe('PATCH /api/tenant/{id}/color-template', () => {
  it('saves a template the store front then uses', async () => {
    const res = await patch(stores.a, 'emerald', 'a');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: stores.a, colorTemplate: 'emerald' });
    const pub = await stores.call('GET', `/api/tenant/${stores.a}/public`);
    expect(pub.json().colorTemplate).toBe('emerald');
  });

  it('refuses unknown templates, other stores, anonymous and read-only stores', async () => {
    const bad = await patch(stores.a, 'neon', 'a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose one of the colour templates');
    expect((await patch(stores.b, 'dark', 'a')).statusCode).toBe(403);
    expect((await patch(stores.a, 'dark')).statusCode).toBe(401);
    expect((await patch(3, 'dark', 'c')).statusCode).toBe(403);
    expect((await patch(stores.b, 'dark', 'root')).json().colorTemplate).toBe('dark');
    expect((await patch(999, 'dark', 'root')).statusCode).toBe(404);
  });
});
