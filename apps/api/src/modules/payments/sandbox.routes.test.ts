// The sandbox card endpoint (DESIGN §6 test cards) and its delayed "webhook": a payment whose
// browser never called confirm-payment still becomes an order.
import { sandboxTestCards } from '@storefleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCtx } from '../../../test/app.ts';
import { executeAsOwner } from '../../../test/database.ts';
import { sandboxPaymentIntents } from '../../db/schema/index.ts';
import { finalizeFromJob } from '../checkout/checkout.jobs.ts';
import {
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  type Shop,
  sandboxCheckout,
  seedShop,
  sendCheckoutDetails,
  stockOf,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { countJobs, recordingLogger, selectRows } from '../jobs/jobs.test-support.ts';
import { judgeCard } from './sandbox-cards.ts';

const t = useCheckoutTestApp();
const asOwner = (statement: string) => executeAsOwner(t.database, statement);
let shop: Shop;

beforeAll(async () => {
  shop = await seedShop(t.db, 'sandbox-shop');
});

const newIntent = async () =>
  (await createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] })).json();

describe('sandbox test cards', () => {
  const now = new Date('2030-06-15T00:00:00Z');
  const card = (
    cardNumber: string,
    extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
  ) => judgeCard({ cardNumber, expMonth: 12, expYear: 2031, cvc: '123', ...extra }, now);

  it.each([
    ['4242 4242 4242 4242', { ok: true, last4: '4242' }],
    ['4000 0000 0000 0002', { ok: false, message: 'Your card was declined.' }],
    ['4000000000009995', { ok: false, message: 'Your card has insufficient funds.' }],
    ['4242 4242 4242 4241', { ok: false, message: 'Your card number is invalid.' }],
    [
      '5555 5555 5555 4444',
      {
        ok: false,
        message: 'Your card was declined. This store takes test cards only, such as 4242 4242 4242 4242.',
      },
    ],
  ])('%s', (number, outcome) => {
    expect(card(number)).toEqual(outcome);
  });

  it('refuses an expired card and a bad security code; this month still counts', () => {
    expect(card(sandboxTestCards.success, { expMonth: 5, expYear: 2030 })).toEqual({
      ok: false,
      message: 'Your card has expired.',
    });
    expect(card(sandboxTestCards.success, { expMonth: 6, expYear: 30 }).ok).toBe(true);
    expect(card(sandboxTestCards.success, { cvc: '12' })).toEqual({
      ok: false,
      message: "Your card's security code is invalid.",
    });
  });
});

describe('POST /api/sandbox/payment-intents/{id}/confirm', () => {
  it('needs the client secret, and confirming twice is fine', async () => {
    const intent = await newIntent();
    const wrong = await payInSandbox(t.app, `${intent.paymentIntentId}_secret_guess`);
    expect(wrong.statusCode).toBe(404);
    expect((await payInSandbox(t.app, intent.clientSecret)).json()).toEqual({ status: 'succeeded' });
    expect((await payInSandbox(t.app, intent.clientSecret, sandboxTestCards.declined)).json()).toEqual({
      status: 'succeeded',
    });
  });

  it('lets a shopper retry after a decline', async () => {
    const intent = await newIntent();
    expect((await payInSandbox(t.app, intent.clientSecret, sandboxTestCards.declined)).statusCode).toBe(402);
    expect((await payInSandbox(t.app, intent.clientSecret)).statusCode).toBe(200);
  });

  it('refuses junk input with 400', async () => {
    const intent = await newIntent();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 13,
        expYear: 2030,
        cvc: '123',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Expiry month is invalid');
  });
});

describe("the sandbox's webhook (checkout.finalize job)", () => {
  it('queues itself on a successful confirm and makes the order exactly once', async () => {
    const intent = await newIntent();
    const details = {
      customerEmail: 'quiet@example.com',
      customerName: 'Quiet Shopper',
      shippingAddress: '3 Lane, York, YO1 7HH',
    };
    await sendCheckoutDetails(t.app, intent.paymentIntentId, details);
    await payInSandbox(t.app, intent.clientSecret);
    expect(await countJobs(t.db)).toBeGreaterThan(0);

    const ctx = testCtx(t, recordingLogger() as never);
    const job = {
      provider: 'sandbox',
      paymentId: intent.paymentIntentId as string,
      tenantId: shop.tenant.id,
    };
    const stock = (await stockOf(t.db, shop)).tee;
    await finalizeFromJob(ctx, job);
    await finalizeFromJob(ctx, job);
    const mine = (await ordersOf(t.db, shop.tenant.id)).filter(
      (o) => o.paymentIntentId === intent.paymentIntentId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ customerEmail: 'quiet@example.com', customerName: 'Quiet Shopper' });
    expect((await stockOf(t.db, shop)).tee).toBe(stock - 1);
    expect(
      (await emailsOf(t.db, shop.tenant.id, 'Your % order #%')).filter(
        (m) => m.toAddress === 'quiet@example.com',
      ),
    ).toHaveLength(1);
  });

  it('never leaves a paid intent without its job: success and job commit together', async () => {
    const intent = await newIntent();
    const id = intent.paymentIntentId as string;
    const key = `checkout.finalize:sandbox:${id}`;
    const statusOf = async () =>
      (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!.status;
    // The job's insert fails, as a crash at that moment would: the database refuses this key.
    const refuse = `jobs_refuse_${id.slice(-8).toLowerCase()}`;
    await asOwner(
      `alter table jobs add constraint ${refuse} check (key is distinct from '${key}') not valid`,
    );
    expect((await payInSandbox(t.app, intent.clientSecret)).statusCode).toBe(500);
    expect(await statusOf()).toBe('requires_payment_method');
    await asOwner(`alter table jobs drop constraint ${refuse}`);

    // The shopper tries again: the payment succeeds and its webhook job is there.
    expect((await payInSandbox(t.app, intent.clientSecret)).statusCode).toBe(200);
    expect(await statusOf()).toBe('succeeded');
    expect(await countJobs(t.db, sql`key = ${key}`)).toBe(1);
  });

  it('is marked done, never run, by the confirm that finished the order; a sold-out confirm leaves it queued', async () => {
    const soldOut = await seedShop(t.db, 'sandbox-last-one', { teeStock: 1 });
    const jobOf = async (id: string) =>
      (
        await selectRows<{ status: string; attempts: number; finished: boolean }>(
          t.db,
          sql`select status, attempts, finished_at is not null as finished from jobs
            where key = ${`checkout.finalize:sandbox:${id}`}`,
        )
      )[0];
    const sale = (email: string) =>
      sandboxCheckout(t.app, soldOut.tenant.id, [{ id: soldOut.tee.id, quantity: 1 }], email);
    const [first, second] = [await sale('first@example.com'), await sale('second@example.com')];
    expect(await jobOf(first.paymentIntentId)).toEqual({ status: 'queued', attempts: 0, finished: false });

    expect((await first.confirm()).statusCode).toBe(200);
    // The order, its e-mails and the job's end committed together: the job never runs.
    expect(await jobOf(first.paymentIntentId)).toEqual({ status: 'done', attempts: 0, finished: true });
    // The second sold out: its writes went back with its transaction, the job's end with them, so the
    // job stays queued (it finishes the refund if this call could not).
    expect((await second.confirm()).statusCode).toBe(409);
    expect(await jobOf(second.paymentIntentId)).toEqual({ status: 'queued', attempts: 0, finished: false });
    // A job run after all (it was already running) still makes nothing twice.
    await finalizeFromJob(testCtx(t, recordingLogger() as never), {
      provider: 'sandbox',
      paymentId: first.paymentIntentId,
      tenantId: soldOut.tenant.id,
    });
    expect(await ordersOf(t.db, soldOut.tenant.id)).toHaveLength(1);
    expect(await emailsOf(t.db, soldOut.tenant.id, 'Your % order #%')).toHaveLength(1);
  });

  it('does nothing for an unpaid intent and does not fail the job', async () => {
    const intent = await newIntent();
    const log = recordingLogger();
    await finalizeFromJob(testCtx(t, log as never), {
      provider: 'sandbox',
      paymentId: intent.paymentIntentId,
      tenantId: shop.tenant.id,
    });
    expect(
      (await ordersOf(t.db, shop.tenant.id)).some((o) => o.paymentIntentId === intent.paymentIntentId),
    ).toBe(false);
    expect(log.entries.map((e) => e.level)).toEqual(['info']);
  });
});
