// GET /api/account/order-refunds: a customer reads the refunds that went through on their own
// orders (amount, currency, date, credit note), in any store; never another customer's, never a
// failed one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTenant, createTestApp, signInUsers, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let cookies: Record<'customer' | 'other', string>;
let mineA: number;
let mineB: number;
let theirs: number;

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as { rows: Array<{ id: number }> };
  return result.rows[0]!.id;
}

async function orderOf(tenantId: number, username: string, currency = 'GBP') {
  return one(sql`insert into orders (tenant_id, user_id, customer_email, customer_name, total_minor, currency, status)
    values (${tenantId}, (select id from users where username = ${username}), 'a@example.com', 'A', 5000, ${currency}, 'paid')
    returning id`);
}

async function refund(tenantId: number, orderId: number, amountMinor: number, status: string, key: string) {
  return one(sql`insert into order_refunds (tenant_id, order_id, idempotency_key, request_hash, amount_minor,
      refunded_before_minor, status, lease_until)
    values (${tenantId}, ${orderId}, ${key}, 'x', ${amountMinor}, 0, ${status}, now()) returning id`);
}

beforeAll(async () => {
  t = await createTestApp();
  const a = (await createTenant(t.db, { slug: 'refunds-seen-a' })).id;
  const b = (await createTenant(t.db, { slug: 'refunds-seen-b' })).id;
  cookies = await signInUsers(t, {
    customer: { username: 'refund-customer', password: 'customer-pass' },
    other: { username: 'refund-other', password: 'other-pass' },
  });
  mineA = await orderOf(a, 'refund-customer');
  mineB = await orderOf(b, 'refund-customer', 'EUR');
  theirs = await orderOf(a, 'refund-other');
  const refunded = await refund(a, mineA, 1250, 'succeeded', 'key-mine-a-1');
  await one(sql`insert into credit_notes (tenant_id, order_id, refund_id, number, currency, amount_minor, vat_minor,
      prices_include_vat, lines)
    values (${a}, ${mineA}, ${refunded}, 7, 'GBP', 1250, 208, true, '[]'::jsonb) returning id`);
  await refund(a, mineA, 300, 'failed', 'key-mine-a-2');
  await refund(b, mineB, 500, 'succeeded', 'key-mine-b-1');
  await refund(a, theirs, 999, 'succeeded', 'key-theirs-1');
});
afterAll(() => t.close());

const read = (ids: string, cookie?: string) =>
  callApi(t.app, 'GET', `/api/account/order-refunds?orderIds=${ids}`, cookie);

describe('GET /api/account/order-refunds', () => {
  it("lists the succeeded refunds of the customer's own orders, with currency and date, in every store", async () => {
    const response = await read(`${mineA},${mineB},${theirs}`, cookies.customer);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(rows.map(({ orderId, amount, currency }) => ({ orderId, amount, currency }))).toEqual([
      { orderId: mineA, amount: '12.50', currency: 'GBP' },
      { orderId: mineB, amount: '5.00', currency: 'EUR' },
    ]);
    expect(Number.isNaN(Date.parse(String(rows[0]!.createdAt)))).toBe(false);
    // The credit note the refund issued, to download; none for a refund that issued none.
    expect(rows[0]!.creditNote).toEqual({ id: expect.any(Number), number: 'CN-7' });
    expect(rows[1]!.creditNote).toBeNull();
    const { id } = rows[0]!.creditNote as { id: number };
    const pdf = await callApi(t.app, 'GET', `/api/orders/${mineA}/credit-notes/${id}/pdf`, cookies.customer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const stranger = await callApi(
      t.app,
      'GET',
      `/api/orders/${mineA}/credit-notes/${id}/pdf`,
      cookies.other,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it("shows another customer nothing of them, and the customer nothing of another's", async () => {
    expect((await read(`${mineA},${mineB}`, cookies.other)).json()).toEqual([]);
    expect((await read(`${theirs}`, cookies.customer)).json()).toEqual([]);
  });

  it('anonymous: 401; malformed order ids: 400 with a message', async () => {
    expect((await read(`${mineA}`)).statusCode).toBe(401);
    for (const bad of [
      '',
      'abc',
      '1,,2',
      '0',
      '99999999999',
      Array.from({ length: 51 }, (_, i) => i + 1).join(','),
    ]) {
      const response = await read(bad, cookies.customer);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('orderIds must be up to 50 order numbers');
    }
  });
});
