// A new store's owner is invited by e-mail (ADR 0040): the operator's form sends no
// password; the owner gets a single-use, 7-day link to choose one, then signs in. The link's token is
// in the dev mailbox (the outbox) only: never in the store's e-mail log or the server's log.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTenant, createUser, loginCookie } from '../../../test/app.ts';
import { testConfig } from '../../../test/config.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { accountTokens, emailOutbox } from '../../db/schema/index.ts';
import { seedPlans } from '../../seed/plans.ts';
import { LINK_UNUSABLE } from '../account/account.service.ts';

let database: Database;
let app: FastifyInstance;
let admin: string;
let otherOwner: string;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPlans(database.scopes.platform);
  const existing = await createTenant(database.scopes.platform, { slug: 'existing', name: 'Existing' });
  await createUser(database.scopes.platform, { username: 'root', password: 'root-pass-1', superAdmin: true });
  await createUser(database.scopes.platform, {
    username: 'other-owner',
    password: 'other-pass-1',
    memberOf: [existing.id],
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'debug' }),
    database,
    serveWeb: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  admin = await loginCookie(app, 'root', 'root-pass-1');
  otherOwner = await loginCookie(app, 'other-owner', 'other-pass-1');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function newestMailTo(to: string) {
  const [mail] = await database.scopes.platform
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}

function linkIn(text: string | null | undefined): URL {
  const match = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(text ?? '');
  if (!match) throw new Error('no set-password link in the e-mail');
  return new URL(match[1]!);
}

function tokenIn(text: string | null | undefined): string {
  return linkIn(text).searchParams.get('token') ?? '';
}

let address = 0;
/** The link's calls are limited per address: each call here comes from its own. */
const confirm = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, password },
    remoteAddress: `10.8.0.${++address}`,
  });

const createStore = (cookie: string | undefined, body: object) =>
  callApi(app, 'POST', '/api/tenants', cookie, body);

describe('inviting a new store’s owner by e-mail', () => {
  let token = '';
  let storeId = 0;

  it('creates the store and its owner without a password, and e-mails the owner a set-password link', async () => {
    const res = await createStore(admin, {
      name: 'Invite Goods',
      subscriptionPlan: 'basic',
      owner: { username: 'invite-owner', email: 'Owner@Invite.test' },
    });
    expect(res.statusCode).toBe(201);
    storeId = res.json().id;

    const mail = await newestMailTo('Owner@Invite.test');
    expect(mail).toBeDefined();
    expect(mail!.tenantId).toBe(storeId);
    expect(mail!.subject).toBe('Your store Invite Goods is ready: choose your password');
    expect(mail!.text).toContain('invite-owner');
    expect(mail!.text).toContain('expires in 7 days');
    token = tokenIn(mail!.text);
    expect(token.length).toBeGreaterThan(20);
    // The page it opens names the store (its name and theme) and welcomes rather than resets (ADR 0080).
    const link = linkIn(mail!.text);
    expect(link.searchParams.get('store')).toBe(res.json().slug);
    expect(link.searchParams.get('welcome')).toBe('1');

    // No usable password before the link is used.
    const early = await callApi(app, 'POST', '/api/login', undefined, {
      username: 'invite-owner',
      password: 'anything-at-all',
    });
    expect(early.statusCode).toBe(401);
  });

  it('the link is valid for 7 days and stored only as its hash', async () => {
    const rows = await database.scopes.platform.select().from(accountTokens);
    const row = rows.find((r) => r.purpose === 'password_reset');
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('the store’s e-mail log shows the e-mail with its token hidden; no log line holds the token', async () => {
    const log = await callApi(app, 'GET', `/api/admin/emails?tenantId=${storeId}`, admin);
    expect(log.statusCode).toBe(200);
    const text = JSON.stringify(log.json());
    expect(text).toContain('Invite Goods');
    expect(text).not.toContain(token);
    expect(text).toContain('token=hidden');
    expect(lines.join('')).not.toContain(token);
  });

  it('the owner sets a password with the link once, then signs in to their store', async () => {
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');

    expect((await confirm(token, 'owner-chosen-1')).statusCode).toBe(204);
    const again = await confirm(token, 'owner-chosen-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_UNUSABLE);

    const cookie = await loginCookie(app, 'invite-owner', 'owner-chosen-1');
    const me = (await callApi(app, 'GET', '/api/user', cookie)).json();
    expect(me.memberships).toMatchObject([{ tenantId: storeId, tenantName: 'Invite Goods', role: 'owner' }]);
    expect((await callApi(app, 'GET', `/api/tenant/${storeId}`, cookie)).statusCode).toBe(200);
    expect(lines.join('')).not.toContain(token);
  });

  it('an expired link is refused', async () => {
    await createStore(admin, {
      name: 'Late Goods',
      subscriptionPlan: 'basic',
      owner: { username: 'late-owner', email: 'late@invite.test' },
    });
    const late = tokenIn((await newestMailTo('late@invite.test'))!.text);
    await database.scopes.platform.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await confirm(late, 'late-owner-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LINK_UNUSABLE);
  });

  it('only the super admin may create a store (and so send an invitation)', async () => {
    const body = { name: 'Sneaky', subscriptionPlan: 'basic', owner: { username: 'x1', email: 'x1@x.test' } };
    expect((await createStore(undefined, body)).statusCode).toBe(401);
    const refused = await createStore(otherOwner, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a platform administrator can do that');
    expect(await newestMailTo('x1@x.test')).toBeUndefined();
  });

  it.each([
    [{ username: '', email: 'a@b.test' }, 'Owner username is required'],
    [{ username: 'someone' }, 'Enter a valid email address'],
    [{ username: 'someone', email: 'not-an-address' }, 'Enter a valid email address'],
    [
      { username: 'invite-owner', email: 'dup@invite.test' },
      'The username "invite-owner" is already taken; choose another for the store owner',
    ],
  ])('a bad owner %j is refused with a readable message and no e-mail', async (owner, message) => {
    const res = await createStore(admin, { name: `Bad ${message.length}`, subscriptionPlan: 'basic', owner });
    expect([400, 409]).toContain(res.statusCode);
    expect(res.json().message).toBe(message);
    expect(await newestMailTo('dup@invite.test')).toBeUndefined();
  });
});
