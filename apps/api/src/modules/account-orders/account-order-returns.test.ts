// GET /api/orders carries each order's returns as the account's order card shows them (state,
// lines, reason, the store's decline reason, what was refunded) and whether "Return items" is
// offered (the store's own window, the deadline, why not), so the account page asks nothing per
// order; never another customer's; and in the same number of statements for one order or many.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTenant, createTestApp, signInUsers, type TestApp } from '../../../test/app.ts';
import { type Recorder, recordStatements } from '../../../test/statements.ts';

let t: TestApp;
let a: number;
let b: number;
let cookies: Record<'customer' | 'other' | 'few' | 'many', string>;

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as { rows: Array<{ id: number }> };
  return Number(result.rows[0]!.id);
}

/** An order of `username` with one line of two tees, sent `sentDaysAgo` days ago (or not sent). */
async function order(tenantId: number, username: string, sentDaysAgo: number | null, extra = '') {
  const fulfillment = sentDaysAgo === null ? 'unfulfilled' : 'fulfilled';
  const id =
    await one(sql`insert into orders (tenant_id, user_id, customer_email, customer_name, total_minor, status, payment_status, fulfillment_status)
    values (${tenantId}, (select id from users where username = ${username}), 'a@example.com', 'Ada', 5000,
      ${sentDaysAgo === null ? 'paid' : 'shipped'}, 'paid', ${fulfillment}) returning id`);
  const item =
    await one(sql`insert into order_items (tenant_id, order_id, product_name, quantity, price_minor, variant_string)
    values (${tenantId}, ${id}, ${`Tee${extra}`}, 2, 2500, 'Size: M') returning id`);
  if (sentDaysAgo !== null)
    await t.db.execute(sql`insert into order_fulfilments (tenant_id, order_id, carrier, tracking_number, created_at)
      values (${tenantId}, ${id}, 'royal_mail', 'AB123456789GB', now() - make_interval(days => ${sentDaysAgo}))`);
  return { id, item };
}

async function returned(
  tenantId: number,
  target: { id: number; item: number },
  quantity: number,
  values: { status: string; reason: string; declineReason?: string; refundedMinor?: number },
) {
  const id =
    await one(sql`insert into order_returns (tenant_id, order_id, status, reason, decline_reason, currency, refunded_minor)
    values (${tenantId}, ${target.id}, ${values.status}, ${values.reason}, ${values.declineReason ?? null}, 'GBP',
      ${values.refundedMinor ?? 0}) returning id`);
  await t.db.execute(sql`insert into order_return_lines (tenant_id, return_id, order_item_id, quantity, unit_price_minor)
    values (${tenantId}, ${id}, ${target.item}, ${quantity}, 2500)`);
  return id;
}

let sent: { id: number; item: number };
let unsent: { id: number; item: number };
let late: { id: number; item: number };
let inB: { id: number; item: number };

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'order-returns-listed-a' })).id;
  b = (await createTenant(t.db, { slug: 'order-returns-listed-b' })).id;
  cookies = await signInUsers(t, {
    customer: { username: 'listed-customer', password: 'customer-pass' },
    other: { username: 'listed-other', password: 'other-pass' },
    few: { username: 'listed-few', password: 'few-pass' },
    many: { username: 'listed-many', password: 'many-pass' },
  });
  // Store B keeps returns open 14 days; store A has the default 30.
  await t.db.execute(
    sql`insert into cms_content (tenant_id, key, value) values (${b}, 'return_window_days', '14')`,
  );
  sent = await order(a, 'listed-customer', 3);
  unsent = await order(a, 'listed-customer', null);
  late = await order(b, 'listed-customer', 20);
  inB = await order(b, 'listed-customer', 2);
  await returned(a, sent, 1, { status: 'refunded', reason: 'Too small', refundedMinor: 2500 });
  await returned(a, sent, 1, { status: 'declined', reason: 'Changed my mind', declineReason: 'Worn' });
  await returned(b, inB, 2, { status: 'requested', reason: 'Wrong colour' });
  const theirs = await order(a, 'listed-other', 1);
  await returned(a, theirs, 1, { status: 'requested', reason: 'Not mine to see' });
});
afterAll(() => t.close());

type Listed = {
  id: number;
  returns: {
    status: string;
    reason: string;
    declineReason: string | null;
    refunded: string;
    lines: { name: string; quantity: number }[];
  }[];
  returnWindow: { windowDays: number; deadline: string | null; refusal: string | null; canReturn: boolean };
};
const mine = async (cookie: string) => {
  const res = await callApi(t.app, 'GET', '/api/orders?mine=1', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
};

describe('GET /api/orders with returns', () => {
  it("carries each order's returns and return window, in every store, as the card shows them", async () => {
    const list = await mine(cookies.customer);
    const of = (id: number) => list.find((o) => o.id === id)!;
    expect(of(sent.id).returns).toEqual([
      expect.objectContaining({
        status: 'declined',
        reason: 'Changed my mind',
        declineReason: 'Worn',
        lines: [expect.objectContaining({ name: 'Tee', variantString: 'Size: M', quantity: 1 })],
      }),
      expect.objectContaining({
        status: 'refunded',
        reason: 'Too small',
        refunded: '25.00',
        currency: 'GBP',
      }),
    ]);
    // One tee is back, the declined one still counts as sent: one may still go.
    expect(of(sent.id).returnWindow).toMatchObject({ windowDays: 30, refusal: null, canReturn: true });
    expect(Date.parse(of(sent.id).returnWindow.deadline!)).toBeGreaterThan(Date.now() + 26 * 86_400_000);
    expect(of(unsent.id)).toMatchObject({
      returns: [],
      returnWindow: {
        deadline: null,
        refusal: 'Only items that were sent can be returned; this order has not been sent yet',
        canReturn: false,
      },
    });
    expect(of(late.id).returnWindow).toMatchObject({ windowDays: 14, canReturn: false });
    expect(of(late.id).returnWindow.refusal).toMatch(/^The 14-day return window for this order closed on /);
    // Both tees already asked back: nothing left to offer.
    expect(of(inB.id)).toMatchObject({
      returns: [expect.objectContaining({ status: 'requested', reason: 'Wrong colour' })],
      returnWindow: { windowDays: 14, refusal: null, canReturn: false },
    });
    expect(JSON.stringify(list)).not.toContain('Not mine to see');
    const theirs = await mine(cookies.other);
    expect(theirs.flatMap((o) => o.returns.map((r) => r.reason))).toEqual(['Not mine to see']);
  });

  describe('in a fixed number of statements', () => {
    let recorder: Recorder | undefined;
    afterEach(() => recorder?.stop());

    const count = async (cookie: string) => {
      recorder = recordStatements(t.database.kind);
      try {
        const list = await mine(cookie);
        return { list, statements: [...recorder.statements] };
      } finally {
        recorder.stop();
        recorder = undefined;
      }
    };

    it('the same for one order as for eight, each with returns, across two stores', async () => {
      const first = await order(a, 'listed-few', 1);
      await returned(a, first, 1, { status: 'requested', reason: 'One' });
      for (let i = 0; i < 8; i++) {
        const o = await order(i % 2 ? a : b, 'listed-many', i, ` ${i}`);
        await returned(i % 2 ? a : b, o, 1, { status: 'requested', reason: `Many ${i}` });
        await returned(i % 2 ? a : b, o, 1, { status: 'declined', reason: `More ${i}`, declineReason: 'No' });
      }
      // Warm: a first call may read what is cached later (the session, the store).
      await mine(cookies.few);
      await mine(cookies.many);
      const few = await count(cookies.few);
      const many = await count(cookies.many);
      expect(few.list).toHaveLength(1);
      expect(many.list).toHaveLength(8);
      expect(many.list.every((o) => o.returns.length === 2)).toBe(true);
      expect(many.statements.length).toBe(few.statements.length);
      // The list (session, orders, lines, parcels and their lines) and four for the returns.
      expect(few.statements.length).toBeLessThanOrEqual(16);
    });
  });
});
