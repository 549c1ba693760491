// The order timeline: entries for placed and paid at checkout, a manual status change
// (who, from, to), a provider's status change, e-mails sent and failed, fulfilment, delivery and
// staff notes; notes validated; other stores refused; and the history cannot be rewritten.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInUsers, testConfig, testCtx } from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { emailsOf, type Shop, sandboxCheckout } from '../checkout/checkout.test-support.ts';
import { syncOrderPaymentStatus } from '../checkout/payment-status.service.ts';
import { emailJobHandlers } from '../email/email.jobs.ts';
import { SEND_EMAIL_JOB } from '../email/email.service.ts';
import { startTestSmtp, type TestSmtp } from '../email/smtp.test-support.ts';
import type { Job } from '../jobs/jobs.types.ts';
import { recordOrderEmailOutcome } from './order-email-events.service.ts';
import { useTwoShopsTestApp } from './orders.test-support.ts';

const { t, a, b, cookie } = useTwoShopsTestApp('timeline-a', 'timeline-b', (t, a, b) =>
  signInUsers(t, {
    'owner-a': { username: 'owner-a', password: 'owner-password', memberOf: [a.tenant.id] },
    'owner-b': { username: 'owner-b', password: 'owner-password', memberOf: [b.tenant.id] },
    root: { username: 'root', password: 'root-password', superAdmin: true },
    shopper: { username: 'shopper', password: 'shopper-pass' },
  }),
);
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

async function buy(shop: Shop, email = 'ada@example.com') {
  const checkout = await sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
  const confirmed = await checkout.confirm();
  expect(confirmed.statusCode).toBe(200);
  return { orderId: confirmed.json().orderId as number, paymentIntentId: checkout.paymentIntentId as string };
}

const timeline = (orderId: number, who: keyof typeof cookie = 'owner-a', query = '') =>
  callApi(t.app, 'GET', `/api/admin/orders/${orderId}/timeline${query}`, cookie[who]);
const note = (orderId: number, body: unknown, who: keyof typeof cookie = 'owner-a') =>
  callApi(t.app, 'POST', `/api/admin/orders/${orderId}/notes`, cookie[who], body);
type Entry = {
  kind: string;
  source: string;
  actorName: string | null;
  message: string;
  data: Record<string, unknown>;
};
const kinds = async (orderId: number) =>
  (await timeline(orderId)).json().events.map((e: Entry) => e.kind) as string[];

/** Runs the 'email.send' job of every e-mail of the order, as the job runner would, with `smtpUrl`. */
async function sendOrderEmails(orderId: number, smtpUrl: string) {
  const ctx = {
    ...testCtx(t),
    config: testConfig({ SMTP_URL: smtpUrl }),
    signal: new AbortController().signal,
  };
  const emails = (await emailsOf(t.db, a.tenant.id)).filter((e) => e.orderId === orderId);
  const outcomes: string[] = [];
  for (const email of emails) {
    const handler = emailJobHandlers(recordOrderEmailOutcome)[SEND_EMAIL_JOB]!;
    await handler({ tenantId: a.tenant.id, emailId: email.id }, {} as Job, {
      ...ctx,
      tenantId: null,
      db: t.database.db,
    })
      .then(() => outcomes.push('sent'))
      .catch(() => outcomes.push('failed'));
  }
  return { emails, outcomes };
}

describe('GET /api/admin/orders/{id}/timeline', () => {
  it('starts with placed and paid, written with the order at checkout', async () => {
    const { orderId } = await buy(a);
    const res = await timeline(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId, status: 'paid', fulfilments: [] });
    const events: Entry[] = res.json().events;
    expect(events.map((e) => e.kind)).toEqual(['paid', 'placed']);
    expect(events[1]).toMatchObject({
      source: 'customer',
      actorName: null,
      message: 'Order placed by Ada Lovelace for £25.00',
    });
    expect(events[0]).toMatchObject({ source: 'provider', message: 'Payment of £25.00 received (sandbox)' });
  });

  it('records a manual status change by staff with who, from and to; the same status again adds nothing', async () => {
    const { orderId } = await buy(a);
    const put = (url: string, status: string) => callApi(t.app, 'PUT', url, cookie['owner-a'], { status });
    expect((await put(`/api/admin/orders/${orderId}/status`, 'confirmed')).statusCode).toBe(200);
    expect((await put(`/api/orders/${orderId}/status`, 'processing')).statusCode).toBe(200);
    expect((await put(`/api/orders/${orderId}/status`, 'processing')).statusCode).toBe(200);
    const events: Entry[] = (await timeline(orderId)).json().events;
    expect(events.filter((e) => e.kind === 'status_changed')).toEqual([
      expect.objectContaining({
        source: 'staff',
        actorName: 'owner-a',
        message: 'Status changed from Confirmed to Processing by owner-a',
        data: { from: 'confirmed', to: 'processing', manual: true },
      }),
      expect.objectContaining({ data: { from: 'paid', to: 'confirmed', manual: true } }),
    ]);
  });

  it("records the provider's status change (the webhooks' sync), naming the provider", async () => {
    const { orderId, paymentIntentId } = await buy(a);
    await syncOrderPaymentStatus(tenantCtx(testCtx(t), a.tenant.id), {
      provider: 'sandbox',
      payment: { id: paymentIntentId, refundedMinor: 0, disputed: true } as never,
    });
    const [latest] = (await timeline(orderId)).json().events as Entry[];
    expect(latest).toMatchObject({
      kind: 'status_changed',
      source: 'provider',
      actorName: null,
      message: 'Status changed from Paid to Disputed by the sandbox',
      data: { from: 'paid', to: 'disputed', manual: false, provider: 'sandbox' },
    });
  });

  it('records e-mails sent and e-mails that failed, for the e-mails of that order only', async () => {
    const { orderId } = await buy(a);
    const failed = await sendOrderEmails(orderId, 'smtp://127.0.0.1:1');
    expect(failed.emails.length).toBeGreaterThan(0);
    expect(failed.outcomes.every((o) => o === 'failed')).toBe(true);
    const sent = await sendOrderEmails(orderId, smtp.url);
    expect(sent.outcomes.every((o) => o === 'sent')).toBe(true);
    // A job run again after the e-mail went records nothing more.
    await sendOrderEmails(orderId, smtp.url);
    const events: Entry[] = (await timeline(orderId)).json().events;
    const confirmation = failed.emails.find((e) => e.toAddress === 'ada@example.com')!;
    expect(events.filter((e) => e.kind === 'email_failed')).toHaveLength(failed.emails.length);
    expect(events.filter((e) => e.kind === 'email_sent')).toHaveLength(failed.emails.length);
    expect(events.find((e) => e.kind === 'email_sent' && e.data.emailId === confirmation.id)).toMatchObject({
      source: 'system',
      message: `E-mail "${confirmation.subject}" sent to ada@example.com`,
    });
    expect(
      events.find((e) => e.kind === 'email_failed' && e.data.emailId === confirmation.id)?.message,
    ).toMatch(/^E-mail ".+" to ada@example.com could not be sent: .+/);
    // Newest first: the sends came after the failures.
    expect(events.findIndex((e) => e.kind === 'email_sent')).toBeLessThan(
      events.findIndex((e) => e.kind === 'email_failed'),
    );
  });

  it('records fulfilment and delivery, newest first, with who did them', async () => {
    const { orderId } = await buy(a);
    const shipped = await callApi(
      t.app,
      'POST',
      `/api/admin/orders/${orderId}/fulfilments`,
      cookie['owner-a'],
      {
        carrier: 'dpd',
        trackingNumber: '15501234567890',
      },
    );
    expect(shipped.statusCode).toBe(201);
    await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/delivery`, cookie['owner-a'], {
      notifyCustomer: false,
    });
    const events: Entry[] = (await timeline(orderId)).json().events;
    expect(events.map((e) => e.kind)).toEqual(['delivered', 'fulfilled', 'paid', 'placed']);
    expect(events[1]).toMatchObject({
      actorName: 'owner-a',
      message: 'Shipped with DPD, tracking number 15501234567890; customer notified',
      data: { carrier: 'dpd', trackingUrl: 'https://track.dpd.co.uk/parcels/15501234567890', from: 'paid' },
    });
    expect(events[0]).toMatchObject({ actorName: 'owner-a', message: 'Marked as delivered' });
  });

  it("refuses other stores' staff (404, or 403 naming the store), customers and anonymous callers", async () => {
    const { orderId } = await buy(a);
    expect((await timeline(orderId, 'owner-b')).statusCode).toBe(404);
    expect((await timeline(orderId, 'owner-b', `?tenantId=${a.tenant.id}`)).statusCode).toBe(403);
    expect((await timeline(orderId, 'shopper')).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', `/api/admin/orders/${orderId}/timeline`)).statusCode).toBe(401);
    expect((await timeline(orderId, 'root')).json().events.length).toBe(2);
    expect((await timeline(999_999, 'root')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/notes', () => {
  it("adds a staff note with the author's name, newest first", async () => {
    const { orderId } = await buy(a);
    const res = await note(orderId, { note: '  Customer asked for gift wrap  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().events[0]).toMatchObject({
      kind: 'note',
      source: 'staff',
      actorName: 'owner-a',
      message: 'Customer asked for gift wrap',
    });
    await note(orderId, { note: 'Wrapped.' }, 'root');
    expect(await kinds(orderId)).toEqual(['note', 'note', 'paid', 'placed']);
    expect((await timeline(orderId)).json().events[0]).toMatchObject({
      actorName: 'root',
      message: 'Wrapped.',
    });
  });

  it('validates the note: 1 to 2000 characters', async () => {
    const { orderId } = await buy(a);
    for (const [body, message] of [
      [{ note: '' }, 'Please write a note'],
      [{ note: '   ' }, 'Please write a note'],
      [{}, 'Please write a note'],
      [{ note: 'x'.repeat(2001) }, 'A note must be at most 2000 characters'],
    ] as const) {
      const res = await note(orderId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await note(orderId, { note: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it("keeps other stores out: another owner's note is refused and leaves nothing", async () => {
    const { orderId } = await buy(a);
    expect((await note(orderId, { note: 'from b' }, 'owner-b')).statusCode).toBe(404);
    expect((await note(orderId, { note: 'from b', tenantId: a.tenant.id }, 'owner-b')).statusCode).toBe(403);
    expect((await note(orderId, { note: 'from a shopper' }, 'shopper')).statusCode).toBe(403);
    expect(await kinds(orderId)).toEqual(['paid', 'placed']);
    // Store B's own order has its own timeline, invisible to store A.
    const other = await buy(b, 'bob@example.com');
    expect((await timeline(other.orderId)).statusCode).toBe(404);
  });
});

describe('append-only', () => {
  it('refuses to rewrite an entry, even on the platform path', async () => {
    const { orderId } = await buy(a);
    await note(orderId, { note: 'Original' });
    await expect(
      t.db.execute(sql`update order_events set message = 'Rewritten' where order_id = ${orderId}`),
    ).rejects.toThrow();
    const events: Entry[] = (await timeline(orderId)).json().events;
    expect(events[0]!.message).toBe('Original');
  });
});
