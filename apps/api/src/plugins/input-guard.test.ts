// Bad input never reaches the database raw (DESIGN §5): ids past the integer column and control
// characters in any part of a request are a 400 with a readable message, never a database error.
import { describe, expect, it } from 'vitest';
import { useTwoStores } from '../../test/two-stores.ts';

const s = useTwoStores('guard', {
  users: ({ a }) => ({
    ownerA: { username: 'owner-a', password: 'owner-a-password', memberOf: [a] },
  }),
});

describe('ids bounded to the integer column', () => {
  it.each([
    ['/api/tenant/2147483648/public', 'Tenant id must be at most 2147483647'],
    ['/api/tenant/99999999999999999999/public', 'Tenant id must be a number'],
    ['/api/tenant/-1/public', 'Tenant id must be a number'],
    ['/api/products?tenantId=2147483648', 'Tenant id must be at most 2147483647'],
  ])('GET %s is a 400', async (url, message) => {
    const res = await s.call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['2147483648', 'Member must be a user id from 1 to 2147483647, or part of a username'],
    ['99999999999999999999', 'Member must be a user id from 1 to 2147483647, or part of a username'],
    ['0', 'Member must be a user id from 1 to 2147483647, or part of a username'],
  ])("the audit log's member filter %s is a 400", async (member, message) => {
    const res = await s.call('GET', `/api/admin/audit-log?member=${member}`, 'ownerA');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("the audit log's member filter takes the largest id, and names", async () => {
    for (const member of ['2147483647', 'owner']) {
      const res = await s.call('GET', `/api/admin/audit-log?member=${member}`, 'ownerA');
      expect(res.statusCode, member).toBe(200);
    }
  });

  it.each([
    ['/api/order-confirmation/2147483648?tenantId=1', 'Order id must be at most 2147483647'],
    ['/api/order-confirmation/0?tenantId=1', 'Order id must be a number'],
    ['/api/order-confirmation/1?tenantId=2147483648', 'Tenant id must be at most 2147483647'],
    ['/api/order-confirmation/1', 'A store id is required'],
  ])('GET %s is a 400', async (url, message) => {
    const res = await s.call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the largest id is looked up (404), not refused', async () => {
    expect((await s.call('GET', '/api/tenant/2147483647/public')).statusCode).toBe(404);
  });

  it('ids in bodies are bounded too', async () => {
    const res = await s.call('PUT', '/api/admin/products/reorder', 'ownerA', { productIds: [2147483648] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Product id must be at most 2147483647');
  });
});

describe('control characters', () => {
  it('a NUL in the username of a sign-in is a 400', async () => {
    const res = await s.call('POST', '/api/login', undefined, { username: 'owner-a\u0000', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('username contains a control character, which is not allowed');
  });

  it('in a path parameter, a query string and a nested body field', async () => {
    expect((await s.call('GET', '/api/tenant/slug/guard%00-a')).statusCode).toBe(400);
    expect((await s.call('GET', '/api/admin/orders?search=a%1Bb', 'ownerA')).statusCode).toBe(400);
    const res = await s.call('POST', '/api/create-payment-intent', undefined, {
      tenantId: s.a,
      items: [{ id: 1, quantity: 1, selectedVariants: { Size: 'M\u0000' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'items.0.selectedVariants.Size contains a control character, which is not allowed',
    );
  });

  it('free text in a body keeps tabs and line breaks', async () => {
    const res = await s.call('POST', `/api/admin/categories?tenantId=${s.a}`, 'ownerA', {
      name: 'Mugs',
      description: 'Line one\r\n\tLine two',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe('Line one\r\n\tLine two');
  });

  it('a multipart text field with a NUL is a 400', async () => {
    const form = new FormData();
    form.append('name', 'Tee\u0000');
    form.append('price', '10');
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/products?tenantId=${s.a}`,
      headers: { cookie: s.cookie.ownerA },
      payload: form,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name contains a control character, which is not allowed');
  });
});
