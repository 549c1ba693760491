// A checkout belongs to the browser that started it (ADR 0004, ADR 0048): a stranger who knows the
// payment-intent id, even with its client secret (it leaks in the provider's return URL), can neither
// change the shopper's details nor confirm the payment as theirs, while the shopper's own browser
// (checkout cookie) can; webhooks and the job runner finalize on their own. `newCustomer` is answered
// only once the payment succeeded, and the same to a guest whether the e-mail had an account or not;
// either way the guest gets one e-mail about the account. And an anonymous purchase never lands in the
// account of a store's staff or of a super admin.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie, testCtx } from '../../../test/app.ts';
import { checkoutSnapshots, orders, users } from '../../db/schema/index.ts';
import {
  checkoutCookieOf,
  confirmPayment,
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  type Shop,
  seedShop,
  sendCheckoutDetails,
  shopperCookieFor,
  useCheckoutTestApp,
} from './checkout.test-support.ts';
import { finalizeCheckout } from './finalize-checkout.service.ts';

const t = useCheckoutTestApp();
let shop: Shop;

beforeAll(async () => {
  shop = await seedShop(t.db, 'owned-shop');
});

const details = (email: string, name = 'Real Shopper') => ({
  customerEmail: email,
  customerName: name,
  shippingAddress: '1 Real Road, Leeds, LS1 1AA',
});

/** The shopper's browser: an intent for one tee, paid with the sandbox card. */
async function paidCheckout(cookie?: string) {
  const response = await createIntent(
    t.app,
    { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] },
    cookie,
  );
  expect(response.statusCode).toBe(200);
  const intent = response.json();
  expect((await payInSandbox(t.app, intent.clientSecret)).statusCode).toBe(200);
  return intent as { paymentIntentId: string; clientSecret: string };
}

/** Confirms `paymentIntentId` at the shop's own checkout, the shopper's e-mail being `email`. */
const confirmAtShop = (paymentIntentId: string, email: string) =>
  confirmPayment(t.app, paymentIntentId, email, shop.tenant.id);

/** The shop's order that a confirm's answer names. */
async function orderAnswering(confirmed: LightMyRequestResponse) {
  return (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === confirmed.json().orderId);
}

async function snapshotOf(paymentIntentId: string) {
  const [row] = await t.db
    .select()
    .from(checkoutSnapshots)
    .where(eq(checkoutSnapshots.paymentIntentId, paymentIntentId));
  return row!;
}

async function accountOf(email: string) {
  const [row] = await t.db.select().from(users).where(sql`lower(${users.username}) = ${email}`);
  return row;
}

describe('the checkout cookie', () => {
  it('is HttpOnly and SameSite=Lax; the snapshot keeps only its hash, and nothing of the client secret', async () => {
    const response = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    const cookie = response.cookies.find((c) => c.name === 'checkout')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { paymentIntentId, clientSecret } = response.json();
    const snapshot = await snapshotOf(paymentIntentId);
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(snapshot.shopperTokenHash).toBe(sha256(cookie.value));
    expect(snapshot.clientSecretHash).toBeNull();
    expect(JSON.stringify(snapshot)).not.toContain(cookie.value);
    expect(JSON.stringify(snapshot)).not.toContain(clientSecret);
  });

  it('stays the same across checkouts of one browser, so each tab can still finish its own', async () => {
    const first = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    const browser = checkoutCookieOf(first)!;
    const second = await createIntent(
      t.app,
      { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 2 }] },
      browser,
    );
    expect(checkoutCookieOf(second)).toBe(browser);
    for (const intent of [first.json(), second.json()]) {
      const saved = await sendCheckoutDetails(t.app, intent.paymentIntentId, details('tabs@example.com'), {
        cookie: browser,
      });
      expect(saved.statusCode).toBe(204);
    }
  });
});

describe('a stranger who knows only the intent id', () => {
  it('cannot change the details nor confirm; the shopper then gets their own order', async () => {
    const intent = await paidCheckout();
    const shopper = shopperCookieFor(intent.paymentIntentId)!;
    expect(
      (await sendCheckoutDetails(t.app, intent.paymentIntentId, details('real@example.com'))).statusCode,
    ).toBe(204);
    // The stranger's own browser has a checkout cookie too, from a checkout of their own.
    const strangersOwn = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    const stranger = checkoutCookieOf(strangersOwn)!;
    expect(stranger).not.toBe(shopper);

    for (const cookie of [null, stranger]) {
      const changed = await sendCheckoutDetails(
        t.app,
        intent.paymentIntentId,
        details('thief@example.com', 'Thief'),
        { cookie },
      );
      expect(changed.statusCode).toBe(403);
      expect(changed.json().message).toMatch(/started in another browser/);
      for (const tenantId of [undefined, shop.tenant.id]) {
        const confirmed = await confirmPayment(t.app, intent.paymentIntentId, 'thief@example.com', tenantId, {
          cookie,
        });
        expect(confirmed.statusCode).toBe(403);
        expect(confirmed.body).not.toContain('orderId');
      }
    }
    // Another intent's client secret proves nothing about this one.
    const wrongSecret = await confirmPayment(t.app, intent.paymentIntentId, 'thief@example.com', undefined, {
      cookie: null,
      clientSecret: strangersOwn.json().clientSecret,
    });
    expect(wrongSecret.statusCode).toBe(403);

    const snapshot = await snapshotOf(intent.paymentIntentId);
    expect(snapshot).toMatchObject({ status: 'open', orderId: null });
    expect(snapshot.orderData).toMatchObject({ customerEmail: 'real@example.com' });
    expect(await accountOf('thief@example.com')).toBeUndefined();
    expect((await emailsOf(t.db, shop.tenant.id)).filter((m) => m.toAddress === 'thief@example.com')).toEqual(
      [],
    );
    expect(
      (await ordersOf(t.db, shop.tenant.id)).filter((o) => o.paymentIntentId === intent.paymentIntentId),
    ).toEqual([]);

    const mine = await confirmAtShop(intent.paymentIntentId, 'real@example.com');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ success: true, newCustomer: true });
    const order = (await orderAnswering(mine))!;
    expect(order).toMatchObject({ customerEmail: 'real@example.com', customerName: 'Ada Lovelace' });
    expect(order.userId).toBe((await accountOf('real@example.com'))!.id);

    // After the order exists, the stranger still learns nothing and changes nothing.
    const late = await confirmPayment(t.app, intent.paymentIntentId, 'thief@example.com', undefined, {
      cookie: stranger,
    });
    expect(late.statusCode).toBe(403);
    expect(await accountOf('thief@example.com')).toBeUndefined();
  });

  it('naming another store, or an unknown intent, finds no checkout at all (404)', async () => {
    const other = await seedShop(t.db, 'owned-other');
    const intent = await paidCheckout();
    const elsewhere = await confirmPayment(
      t.app,
      intent.paymentIntentId,
      'real@example.com',
      other.tenant.id,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await sendCheckoutDetails(t.app, 'sbpi_nope', details('x@example.com'))).statusCode).toBe(404);
  });

  it('does not stop the job runner (the sandbox webhook) from finishing with the shopper details', async () => {
    const intent = await paidCheckout();
    await sendCheckoutDetails(t.app, intent.paymentIntentId, details('quiet.real@example.com', 'Quiet'));
    const refused = await sendCheckoutDetails(
      t.app,
      intent.paymentIntentId,
      details('quiet.thief@example.com', 'Thief'),
      { cookie: null },
    );
    expect(refused.statusCode).toBe(403);
    const made = await finalizeCheckout(testCtx(t), {
      paymentIntentId: intent.paymentIntentId,
      tenantId: shop.tenant.id,
      provider: 'sandbox',
    });
    const order = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === made.orderId)!;
    expect(order).toMatchObject({ customerEmail: 'quiet.real@example.com', customerName: 'Quiet' });
  });
});

describe('a stranger with the intent id and its client secret', () => {
  it('cannot change the details nor confirm, without a cookie or with their own; the shopper can', async () => {
    const intent = await paidCheckout();
    const saved = await sendCheckoutDetails(t.app, intent.paymentIntentId, details('owner@example.com'));
    expect(saved.statusCode).toBe(204);
    const strangersOwn = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    const stranger = checkoutCookieOf(strangersOwn)!;

    for (const cookie of [null, stranger]) {
      const as = { cookie, clientSecret: intent.clientSecret };
      const changed = await sendCheckoutDetails(
        t.app,
        intent.paymentIntentId,
        details('secret.thief@example.com', 'Thief'),
        as,
      );
      expect(changed.statusCode).toBe(403);
      expect(changed.json().message).toBe(
        'This checkout was started in another browser, so it cannot be changed or confirmed from here. ' +
          'Please finish it in that browser, or start a new checkout here. If you paid, your order ' +
          'confirmation will arrive by e-mail.',
      );
      for (const tenantId of [undefined, shop.tenant.id]) {
        const confirmed = await confirmPayment(
          t.app,
          intent.paymentIntentId,
          'secret.thief@example.com',
          tenantId,
          as,
        );
        expect(confirmed.statusCode).toBe(403);
        expect(confirmed.json().message).toMatch(/started in another browser/);
        expect(confirmed.body).not.toContain('orderId');
        expect(confirmed.body).not.toContain('newCustomer');
      }
    }
    const snapshot = await snapshotOf(intent.paymentIntentId);
    expect(snapshot).toMatchObject({ status: 'open', orderId: null });
    expect(snapshot.orderData).toMatchObject({
      customerEmail: 'owner@example.com',
      customerName: 'Real Shopper',
    });
    expect(await accountOf('secret.thief@example.com')).toBeUndefined();
    expect(
      (await ordersOf(t.db, shop.tenant.id)).filter((o) => o.paymentIntentId === intent.paymentIntentId),
    ).toEqual([]);

    // The shopper's own browser (its cookie, no secret: what the store front sends) finishes it.
    const mine = await confirmAtShop(intent.paymentIntentId, 'owner@example.com');
    expect(mine.statusCode).toBe(200);
    const order = await orderAnswering(mine);
    expect(order).toMatchObject({ customerEmail: 'owner@example.com' });
  });
});

describe('newCustomer', () => {
  it('is not answered before the payment succeeded', async () => {
    const created = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    expect(created.body).not.toContain('newCustomer');
    const { paymentIntentId } = created.json();
    const saved = await sendCheckoutDetails(t.app, paymentIntentId, details('not.yet@example.com'));
    expect(saved.statusCode).toBe(204);
    expect(saved.body).toBe('');
    const unpaid = await confirmAtShop(paymentIntentId, 'not.yet@example.com');
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.body).not.toContain('newCustomer');
    expect(await accountOf('not.yet@example.com')).toBeUndefined();
  });

  it('reads the same to a guest whether the e-mail already had an account or not', async () => {
    await createUser(t.db, {
      username: 'has.account@example.com',
      password: 'customer-pass-1',
      email: 'has.account@example.com',
    });
    const answers = [];
    for (const email of ['has.account@example.com', 'no.account@example.com']) {
      const intent = await paidCheckout();
      const confirmed = await confirmAtShop(intent.paymentIntentId, email);
      expect(confirmed.statusCode).toBe(200);
      // The order's id and number differ from order to order, not with the account.
      const { orderId: _orderId, orderNumber, confirmationToken: _token, ...rest } = confirmed.json();
      expect(orderNumber).toBeGreaterThanOrEqual(1001);
      answers.push(rest);
    }
    expect(answers[0]).toEqual({ success: true, newCustomer: true });
    expect(answers[1]).toEqual(answers[0]);
    // Both are told to check their e-mail, and both get one about their account: only the new
    // account a set-password link, the existing one a note that the order was added to it.
    expect(await accountMailTo('no.account@example.com')).toEqual({ setPassword: 1, addedToAccount: 0 });
    expect(await accountMailTo('has.account@example.com')).toEqual({ setPassword: 0, addedToAccount: 1 });
  });

  it('is false for a buyer signed in when the checkout started: the order is filed under their account', async () => {
    await createUser(t.db, {
      username: 'signed.in@example.com',
      password: 'customer-pass-1',
      email: 'signed.in@example.com',
    });
    const session = await loginCookie(t.app, 'signed.in@example.com', 'customer-pass-1');
    const intent = await paidCheckout(session);
    const confirmed = await confirmAtShop(intent.paymentIntentId, 'signed.in@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().newCustomer).toBe(false);
    // The order is in the account they are signed in to: no e-mail about an account at all.
    expect(await accountMailTo('signed.in@example.com')).toEqual({ setPassword: 0, addedToAccount: 0 });
  });
});

/** How many set-password and "added to your account" e-mails went to `address` from the store. */
async function accountMailTo(address: string) {
  const mail = (await emailsOf(t.db, shop.tenant.id)).filter((m) => m.toAddress === address);
  return {
    setPassword: mail.filter((m) => m.subject.startsWith('Set your password')).length,
    addedToAccount: mail.filter((m) => m.subject.startsWith('Your order was added to your')).length,
  };
}

describe('the e-mail about the account, so that "Check your email" is true for every guest', () => {
  it('tells a guest whose e-mail already had an account that the order was added to it: sign in, or forgot password', async () => {
    const customer = await createUser(t.db, {
      username: 'returning@example.com',
      password: 'customer-pass-1',
      email: 'returning@example.com',
    });
    const intent = await paidCheckout();
    const confirmed = await confirmAtShop(intent.paymentIntentId, 'returning@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().newCustomer).toBe(true);
    const order = (await orderAnswering(confirmed))!;
    expect(order.userId).toBe(customer.id);

    expect(await accountMailTo('returning@example.com')).toEqual({ setPassword: 0, addedToAccount: 1 });
    const mail = (await emailsOf(t.db, shop.tenant.id, 'Your order was added to your%')).find(
      (m) => m.toAddress === 'returning@example.com',
    );
    expect(mail).toMatchObject({
      toAddress: 'returning@example.com',
      subject: 'Your order was added to your Shop owned-shop account',
      orderId: order.id,
    });
    // At the store's own address, its subdomain (docs/deployment.md, "Store addresses").
    const storeOrigin = t.config.PUBLIC_URL.replace('://', '://owned-shop.');
    for (const body of [mail!.html, mail!.text!]) {
      expect(body).toContain(`${storeOrigin}/login`);
      expect(body).toContain(`${storeOrigin}/forgot-password`);
      expect(body).toContain('we added your order to it');
      // Nothing that signs anyone in: the account keeps its own password.
      expect(body).not.toMatch(/token=|reset-password|set-password/);
    }
    // The customer's password still works as it did.
    await loginCookie(t.app, 'returning@example.com', 'customer-pass-1');
  });

  it('is queued once however many times the checkout is finalized, side by side or after', async () => {
    await createUser(t.db, {
      username: 'twice@example.com',
      password: 'customer-pass-1',
      email: 'twice@example.com',
    });
    const intent = await paidCheckout();
    await sendCheckoutDetails(t.app, intent.paymentIntentId, details('twice@example.com'));
    const finalize = () =>
      finalizeCheckout(testCtx(t), {
        paymentIntentId: intent.paymentIntentId,
        tenantId: shop.tenant.id,
        provider: 'sandbox',
      });
    const [first, second] = await Promise.all([finalize(), finalize()]);
    expect(second.orderId).toBe(first.orderId);
    await finalize();
    const confirmed = await confirmAtShop(intent.paymentIntentId, 'twice@example.com');
    expect(confirmed.json().orderId).toBe(first.orderId);
    expect(await accountMailTo('twice@example.com')).toEqual({ setPassword: 0, addedToAccount: 1 });
  });

  it('is not sent for a new e-mail: that account gets its set-password link instead', async () => {
    const intent = await paidCheckout();
    const confirmed = await confirmAtShop(intent.paymentIntentId, 'first.time@example.com');
    expect(confirmed.json().newCustomer).toBe(true);
    expect(await accountMailTo('first.time@example.com')).toEqual({ setPassword: 1, addedToAccount: 0 });
  });
});

describe("an anonymous purchase with a staff or super admin's e-mail", () => {
  const cases = [
    { who: "this store's owner", username: 'owned-owner', email: 'owner@owned.test', own: true },
    { who: "another store's staff", username: 'other-staff', email: 'staff@other.test', own: false },
    { who: 'a super admin', username: 'root@platform.test', email: 'root@platform.test', superAdmin: true },
  ];

  for (const person of cases) {
    it(`stays a guest order, out of ${person.who}'s account`, async () => {
      const elsewhere = await seedShop(t.db, `staff-home-${person.username.replace(/\W/g, '')}`);
      const user = await createUser(t.db, {
        username: person.username,
        password: 'staff-password-1',
        email: person.email,
        superAdmin: person.superAdmin,
        memberOf: person.superAdmin ? [] : [person.own ? shop.tenant.id : elsewhere.tenant.id],
      });
      const intent = await paidCheckout();
      const confirmed = await confirmAtShop(intent.paymentIntentId, person.email.toUpperCase());
      expect(confirmed.statusCode).toBe(200);
      // A guest is told what any guest is told (ADR 0048): nothing about the staff account.
      expect(confirmed.json().newCustomer).toBe(true);
      const order = (await orderAnswering(confirmed))!;
      expect(order).toMatchObject({ customerEmail: person.email, userId: null, status: 'paid' });
      const mail = (await emailsOf(t.db, shop.tenant.id)).filter((m) => m.toAddress === person.email);
      expect(mail.map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/Set your password/));
      // Nor is it added to their account, so no e-mail says so.
      expect(mail.map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/added to your/));
      expect((await t.db.select().from(orders).where(eq(orders.userId, user.id))).length).toBe(0);
      // Their account is as it was, and they still sign in with their own password.
      await loginCookie(t.app, person.username, 'staff-password-1');
    });
  }

  it("still files a customer's purchase under that customer's account", async () => {
    const customer = await createUser(t.db, {
      username: 'plain.customer@example.com',
      password: 'customer-pass-1',
      email: 'plain.customer@example.com',
    });
    const intent = await paidCheckout();
    const confirmed = await confirmAtShop(intent.paymentIntentId, 'plain.customer@example.com');
    const order = (await orderAnswering(confirmed))!;
    expect(order.userId).toBe(customer.id);
  });
});
