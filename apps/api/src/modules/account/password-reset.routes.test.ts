// Password reset (POST /api/password-reset, /confirm) and changing one's password
// (POST /api/account/change-password): no account enumeration, single-use links that expire in an
// hour, other sessions signed out, rate limits, and the store whose branding the e-mail wears.
import { and, eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import type { Db } from '../../db/database.ts';
import { accountTokens, emailOutbox, sessions } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { sandboxCheckout, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { countJobs } from '../jobs/jobs.test-support.ts';
import { runAccountJobs } from './account.test-support.ts';

const t = useCheckoutTestApp();
let storeA: number;
let storeB: number;
let address = 0;
/** A fresh client address per test, so the per-address limits of one test do not touch another. */
const nextAddress = () => `10.1.0.${++address}`;

const STAFF = { username: 'staff-a', password: 'staff-old-password', email: 'Staff@A-store.test' };
const BUYER = 'buyer@example.com';

beforeAll(async () => {
  storeA = (await seedShop(t.db, 'reset-a')).tenant.id;
  const shopB = await seedShop(t.db, 'reset-b');
  storeB = shopB.tenant.id;
  await createUser(t.db, { ...STAFF, memberOf: [storeA] });
  const checkout = await sandboxCheckout(t.app, storeB, [{ id: shopB.tee.id, quantity: 1 }], BUYER);
  expect((await checkout.confirm()).json().newCustomer).toBe(true);
});

const post = (url: string, payload: object, options: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress(), ...options });
const askReset = (usernameOrEmail: string, options: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}) =>
  post('/api/password-reset', { usernameOrEmail }, options);
const confirmReset = (token: string, password: string, options: Pick<InjectOptions, 'headers'> = {}) =>
  post('/api/password-reset/confirm', { token, password }, options);
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: nextAddress(),
  });
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

async function resetMails(to: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.subject, 'Reset your password%')))
    .orderBy(emailOutbox.id);
}

/** The token of the newest reset e-mail to `to`. */
async function latestToken(to: string): Promise<string> {
  const mails = await resetMails(to);
  const text = mails.at(-1)!.text!;
  const link = new URL(/(http\S+\/reset-password\?\S+)/.exec(text)![1]!);
  return link.searchParams.get('token')!;
}

async function countRows(db: Db) {
  const [tokens] = await db.select({ n: sql<number>`count(*)::int` }).from(accountTokens);
  const [mails] = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
  return { tokens: tokens!.n, mails: mails!.n, jobs: await countJobs(db) };
}

describe('POST /api/password-reset', () => {
  it('answers an unknown account exactly as a known one, doing the same work for both', async () => {
    const answers = [];
    for (const name of ['staff-a', 'no-such-user', 'STAFF@a-store.test', 'nobody@example.com']) {
      const before = await countRows(t.db);
      const response = await askReset(name);
      const after = await countRows(t.db);
      // The request only queues a job: no token and no e-mail is written while the caller waits.
      expect(after).toEqual({ ...before, jobs: before.jobs + 1 });
      answers.push({ status: response.statusCode, body: response.body, cookies: response.cookies.length });
    }
    expect(answers[0]).toEqual({
      status: 202,
      body: JSON.stringify({
        message:
          'If an account matches, we have e-mailed it a link to reset the password. The link works once and expires in 1 hour.',
      }),
      cookies: 0,
    });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    await runAccountJobs(t);
    // Two requests named the staff member (username, then e-mail): two links; none for the others.
    const mails = await resetMails(STAFF.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.tenantId).toBe(storeA);
    expect(mails[0]!.subject).toBe('Reset your password for Shop reset-a');
    expect(mails[0]!.text).toContain('expires in 1 hour');
    expect(await resetMails('nobody@example.com')).toHaveLength(0);
  });

  it("brands a customer's e-mail with the store they bought from, and links expire after 1 hour", async () => {
    await askReset(BUYER.toUpperCase());
    await runAccountJobs(t);
    const [mail] = await resetMails(BUYER);
    expect(mail!.tenantId).toBe(storeB);
    expect(mail!.subject).toBe('Reset your password for Shop reset-b');
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256Hex(await latestToken(BUYER))));
    expect(row!.purpose).toBe('password_reset');
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it('names the store in the link: a customer returns to the store they asked from, staff to theirs (ADR 0080)', async () => {
    const linkIn = async (to: string) => {
      const mails = await resetMails(to);
      return new URL(/(http\S+\/reset-password\?\S+)/.exec(mails.at(-1)!.text!)![1]!);
    };
    // Asked from the store's page (/s/reset-b: the form sends its slug).
    await post('/api/password-reset', { usernameOrEmail: BUYER, tenantSlug: 'reset-b' });
    await runAccountJobs(t);
    const buyerLink = await linkIn(BUYER);
    expect(buyerLink.pathname).toBe('/reset-password');
    // At the store's own address (here its subdomain), which names it; else ?store= on the platform's.
    expect(buyerLink.searchParams.get('store') ?? buyerLink.hostname.split('.')[0]).toBe('reset-b');
    expect(buyerLink.searchParams.get('token')).toBe(await latestToken(BUYER));
    // Another store's slug does not move a member away from their own store.
    await post('/api/password-reset', { usernameOrEmail: STAFF.username, tenantSlug: 'reset-b' });
    await runAccountJobs(t);
    const staffMails = await resetMails(STAFF.email);
    expect(staffMails.at(-1)!.tenantId).toBe(storeA);
    expect((await linkIn(STAFF.email)).searchParams.get('store')).toBe('reset-a');
  });

  it('refuses an empty request with a readable message', async () => {
    const response = await askReset('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Enter your username or e-mail address');
  });

  it('is rate limited per address, and e-mails one account at most 3 links per window', async () => {
    const remoteAddress = '10.2.0.1';
    for (let i = 0; i < 10; i++)
      expect((await askReset(`someone${i}`, { remoteAddress })).statusCode).toBe(202);
    const limited = await askReset('someone-else', { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/Too many password reset requests/);

    const victim = 'victim@example.com';
    await createUser(t.db, { username: 'victim', password: 'victim-password', email: victim });
    for (let i = 0; i < 5; i++) expect((await askReset('victim')).statusCode).toBe(202);
    await runAccountJobs(t);
    expect(await resetMails(victim)).toHaveLength(3);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the password once, spends older links, signs out every other session and signs nobody in', async () => {
    const user = { username: 'single-use', password: 'first-password', email: 'single@example.com' };
    await createUser(t.db, user);
    const mine = await loginCookie(t.app, user.username, user.password);
    const other = await loginCookie(t.app, user.username, user.password);
    await askReset(user.username);
    await runAccountJobs(t);
    const older = await latestToken(user.email);
    await askReset(user.email);
    await runAccountJobs(t);
    const token = await latestToken(user.email);
    expect(token).not.toBe(older);

    const confirmed = await confirmReset(token, 'second-password', { headers: { cookie: mine } });
    expect(confirmed.statusCode).toBe(204);
    expect(confirmed.cookies).toHaveLength(0);
    expect((await whoAmI(mine)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await login(user.username, 'first-password')).statusCode).toBe(401);
    expect((await login(user.username, 'second-password')).statusCode).toBe(200);

    for (const spent of [token, older]) {
      const again = await confirmReset(spent, 'third-password');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This link has expired or was already used');
    }
    expect((await login(user.username, 'third-password')).statusCode).toBe(401);
  });

  it('keeps one valid link at a time: asking again makes the earlier link useless', async () => {
    const user = { username: 'newest-link', password: 'first-password', email: 'newest@example.com' };
    await createUser(t.db, user);
    await askReset(user.username);
    await runAccountJobs(t);
    const older = await latestToken(user.email);
    await askReset(user.username);
    await runAccountJobs(t);
    const newer = await latestToken(user.email);
    expect(newer).not.toBe(older);

    const refused = await confirmReset(older, 'older-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This link has expired or was already used');
    expect((await login(user.username, 'older-password')).statusCode).toBe(401);
    expect((await confirmReset(newer, 'newer-password')).statusCode).toBe(204);
    expect((await login(user.username, 'newer-password')).statusCode).toBe(200);
  });

  it('signs out every session when confirmed from a browser that is not signed in', async () => {
    const cookie = await loginCookie(t.app, STAFF.username, STAFF.password);
    await askReset(STAFF.username);
    await runAccountJobs(t);
    expect((await confirmReset(await latestToken(STAFF.email), 'staff-new-password')).statusCode).toBe(204);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.userId} = (select id from users where username = ${STAFF.username})`);
    expect(left!.n).toBe(0);
    expect((await login(STAFF.username, 'staff-new-password')).statusCode).toBe(200);
  });

  it('refuses an expired link, a made-up one and a short password', async () => {
    await askReset(BUYER);
    await runAccountJobs(t);
    const token = await latestToken(BUYER);
    const short = await confirmReset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256Hex(token)}`,
    );
    const expired = await confirmReset(token, 'long-enough-password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This link has expired or was already used');
    expect((await confirmReset('made-up-token', 'long-enough-password')).statusCode).toBe(400);
    expect((await login(BUYER, 'long-enough-password')).statusCode).toBe(401);
  });

  it('is rate limited per address, together with set-password links', async () => {
    const remoteAddress = '10.3.0.1';
    for (let i = 0; i < 10; i++) {
      const response = await post(
        '/api/password-reset/confirm',
        { token: `guess-${i}`, password: 'guess-password' },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(400);
    }
    const limited = await post(
      '/api/account/set-password',
      { token: 'guess-x', password: 'guess-password' },
      { remoteAddress },
    );
    expect(limited.statusCode).toBe(429);
    const again = await post(
      '/api/password-reset/confirm',
      { token: 'guess-y', password: 'guess-password' },
      { remoteAddress },
    );
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/account/change-password', () => {
  const user = { username: 'changer', password: 'changer-password', email: 'changer@example.com' };
  const change = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      payload,
      headers: cookie ? { cookie } : {},
    });

  it('needs a signed-in user and the right current password, then signs out the other sessions', async () => {
    await createUser(t.db, user);
    const mine = await loginCookie(t.app, user.username, user.password);
    const other = await loginCookie(t.app, user.username, user.password);

    expect((await change(undefined, { currentPassword: 'x', newPassword: 'whatever-123' })).statusCode).toBe(
      401,
    );
    const wrong = await change(mine, { currentPassword: 'not-my-password', newPassword: 'changed-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Your current password is not correct');
    const short = await change(mine, { currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters');
    expect((await whoAmI(other)).statusCode).toBe(200);

    const right = await change(mine, { currentPassword: user.password, newPassword: 'changed-password' });
    expect(right.statusCode).toBe(204);
    expect((await whoAmI(mine)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'changed-password')).statusCode).toBe(200);
  });

  it('makes a reset link asked for earlier useless', async () => {
    await askReset(user.username);
    await runAccountJobs(t);
    const token = await latestToken(user.email);
    const cookie = await loginCookie(t.app, user.username, 'changed-password');
    expect(
      (await change(cookie, { currentPassword: 'changed-password', newPassword: 'changed-again-1' }))
        .statusCode,
    ).toBe(204);
    expect((await confirmReset(token, 'attacker-password')).statusCode).toBe(400);
  });
});
