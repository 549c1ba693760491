// Who may call a route is answered before what they sent (DESIGN §5: 401/403 before 400): an
// anonymous caller, a customer, and another store's owner naming this store learn nothing from
// validation messages, whatever the body; and a JSON `null` is no body where an object is expected.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTwoStores } from '../../../test/two-stores.ts';
import { products } from '../../db/schema/index.ts';

const s = useTwoStores('access', {
  users: ({ a, b }) => ({
    ownerA: { username: 'owner-a', password: 'owner-a-password', memberOf: [a] },
    ownerB: { username: 'owner-b', password: 'owner-b-password', memberOf: [b] },
    customer: { username: 'shopper', password: 'shopper-password' },
  }),
});

const badEmailSettings = { emailStoreName: '', emailFromAddress: 'not an address' };

describe('401 and 403 come before validation', () => {
  it('PUT /api/admin/email-settings: anonymous 401, customer 403, whatever the body', async () => {
    expect((await s.call('PUT', '/api/admin/email-settings', undefined, badEmailSettings)).statusCode).toBe(
      401,
    );
    expect((await s.call('PUT', '/api/admin/email-settings', 'customer', badEmailSettings)).statusCode).toBe(
      403,
    );
  });

  it("another store's owner naming this store (query, body or path) gets 403, not a field message", async () => {
    const inQuery = await s.call(
      'PUT',
      `/api/admin/email-settings?tenantId=${s.a}`,
      'ownerB',
      badEmailSettings,
    );
    expect(inQuery.statusCode).toBe(403);
    const inBody = await s.call('POST', '/api/admin/categories', 'ownerB', { tenantId: s.a, name: '' });
    expect(inBody.statusCode).toBe(403);
    const inPath = await s.call('PATCH', `/api/tenant/${s.a}/color-template`, 'ownerB', {
      colorTemplate: 'nope',
    });
    expect(inPath.statusCode).toBe(403);
  });

  it('the owner gets the validation message for the same body', async () => {
    const res = await s.call('PUT', `/api/admin/email-settings?tenantId=${s.a}`, 'ownerA', badEmailSettings);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Store name is required');
  });

  it('a multipart route answers 401 before reading the form', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a form at all',
    });
    expect(res.statusCode).toBe(401);
  });

  it('super-admin routes: 401 anonymous, 403 a store owner, before the body', async () => {
    expect((await s.call('POST', '/api/subscription-plans', undefined, { name: '' })).statusCode).toBe(401);
    expect((await s.call('POST', '/api/subscription-plans', 'ownerA', { name: '' })).statusCode).toBe(403);
  });

  it('the OpenAPI description marks signed-in routes with the session cookie and their role', () => {
    const spec = s.t.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown; 'x-access'?: string }>>;
    };
    expect(spec.paths['/api/admin/email-settings']?.put?.['x-access']).toBe('storeAdmin');
    expect(spec.paths['/api/admin/email-settings']?.put?.security).toEqual([
      { session: [] },
      { bearerAuth: [] },
    ]);
    expect(spec.paths['/api/admin/team']?.get?.security).toEqual([{ session: [] }]);
    expect(spec.paths['/api/subscription-plans']?.post?.['x-access']).toBe('superAdmin');
    expect(spec.paths['/api/orders']?.get?.['x-access']).toBe('user');
    expect(spec.paths['/api/login']?.post?.security).toBeUndefined();
  });
});

describe('null and non-object bodies', () => {
  it('PATCH convert-to-subscription with a JSON null is a 400 and converts nothing', async () => {
    const [tee] = await s.t.db
      .insert(products)
      .values({ tenantId: s.a, name: 'Tee', priceMinor: 2500, inStock: 5 })
      .returning();
    const url = `/api/products/${tee!.id}/convert-to-subscription`;
    for (const body of ['null', '[]', '"monthly"', '12']) {
      const res = await s.t.app.inject({
        method: 'PATCH',
        url,
        headers: { cookie: s.cookie.ownerA, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
    }
    const [after] = await s.t.db.select().from(products).where(eq(products.id, tee!.id));
    expect(after!.hasSubscription).toBe(false);
    expect(after!.isSubscription).toBe(false);
  });

  it('a null body where an object is declared is a 400 with a readable message', async () => {
    const res = await s.t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-settings',
      headers: { cookie: s.cookie.ownerA, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body/);
  });
});
