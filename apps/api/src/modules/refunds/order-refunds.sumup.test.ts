// Refunds through SumUp (against the local fake): partial with restock and full without, one
// SumUp refund per Idempotency-Key (SumUp has no keys of its own), and a failure that leaves the
// order as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { type Shop, stockOf, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { type FakeSumup, startFakeSumup } from '../payments/fake-sumup.test-support.ts';
import { doubleSubmit, seedProviderShop } from './provider-refunds.test-support.ts';
import {
  buyTeesAndHoodie,
  linesOf,
  ORDER_TOTAL_MINOR,
  orderRow,
  postRefund,
  refundEventsOf,
  refundRowsOf,
} from './refunds.test-support.ts';

const KEY = 'sup_sk_refunds_key_1234567';
let fake: FakeSumup;
beforeAll(async () => {
  fake = await startFakeSumup(KEY);
});
afterAll(() => fake.close());
const t = useCheckoutTestApp({ config: () => testConfig({ SUMUP_API_URL: fake.url }), secrets: [KEY] });
let shop: Shop;
let owner: string;

beforeAll(async () => {
  ({ shop, owner } = await seedProviderShop(t, 'sumup', { sumupApiKey: KEY, sumupMerchantCode: 'MERCH1' }));
});

const buy = () =>
  buyTeesAndHoodie(t.app, shop, 'alan@example.com', async (id) => {
    fake.pay(id);
  });
const refundPosts = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v0.1/me/refund/'));

describe('refunds through SumUp', () => {
  it('refunds a tee with restock, then the rest without', async () => {
    const { orderId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shop);
    const part = await postRefund(t.app, owner, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
      restock: true,
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(refundPosts().at(-1)!.body).toEqual({ amount: 25 });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 2500,
    });
    expect(await stockOf(t.db, shop)).toEqual({ ...before, tee: before.tee + 1 });
    const rest = await postRefund(t.app, owner, orderId, { amount: '65.00' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(refundPosts().at(-1)!.body).toEqual({ amount: 65 });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'refunded',
      refundedMinor: ORDER_TOTAL_MINOR,
    });
    expect(await stockOf(t.db, shop)).toEqual({ ...before, tee: before.tee + 1 });
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(2);
  });

  it('a double submit sends SumUp one refund', async () => {
    const { orderId } = await buy();
    const sent = refundPosts().length;
    const answers = await doubleSubmit(t.app, owner, orderId, { amount: '9.50' });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(refundPosts().length - sent).toBe(1);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 950 });
  });

  it('a SumUp failure answers 502 and leaves the order as it was', async () => {
    const { orderId } = await buy();
    const { hoodie } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shop);
    fake.failRefunds(500);
    try {
      const res = await postRefund(t.app, owner, orderId, {
        lines: [{ orderItemId: hoodie.id, quantity: 1 }],
        restock: true,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('SumUp could not complete the request (500).');
    } finally {
      fake.failRefunds(undefined);
    }
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'paid', refundedMinor: 0 });
    expect(await stockOf(t.db, shop)).toEqual(before);
    expect(await refundEventsOf(t.db, orderId)).toEqual([]);
    expect((await refundRowsOf(t.db, orderId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'SumUp could not complete the request (500).',
    });
  });
});
