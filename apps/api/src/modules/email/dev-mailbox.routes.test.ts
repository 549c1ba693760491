// GET /api/dev/mailbox: the super admin reads every store's mail with links in full while no
// SMTP_URL is set; nobody else does; it does not exist in production; the store's own e-mail log
// keeps hiding the same links' tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  signInUsers,
  type TestApp,
  testConfig,
} from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { queueEmail } from './email.service.ts';
import { passwordResetEmail } from './templates/password-reset-email.ts';
import { setPasswordEmail } from './templates/set-password-email.ts';

let t: TestApp;
let a: number;
let b: number;
let cookie: Record<'admin' | 'ownerA' | 'customer', string>;

const SET_LINK = 'http://127.0.0.1:5000/set-password?token=SetTok3n-AbCdEf0123456789';
const RESET_LINK = 'http://127.0.0.1:5000/reset-password?token=ResetTok3n-ZyXw9876543210';

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'box-a', name: 'Box A' })).id;
  b = (await createTenant(t.db, { slug: 'box-b', name: 'Box B' })).id;
  cookie = await signInUsers(t, {
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    customer: { username: 'shopper', password: 'shopper-pass' },
  });
  const brand = { storeName: 'Box A', brandColor: '#16a34a' };
  const ctx = { db: t.db, config: t.config };
  await queueEmail(ctx, {
    tenantId: a,
    to: 'new@example.com',
    ...setPasswordEmail(brand, 'new', SET_LINK, 7),
  });
  await queueEmail(ctx, {
    tenantId: b,
    to: 'staff@example.com',
    ...passwordResetEmail(brand, 'staff', RESET_LINK, 60),
  });
});
afterAll(() => t.close());

const mailbox = (who?: keyof typeof cookie, app = t.app) =>
  callApi(app, 'GET', '/api/dev/mailbox', who ? cookie[who] : undefined);

describe('GET /api/dev/mailbox', () => {
  it("lists every store's e-mail, newest first, with its links in full, to the super admin", async () => {
    const response = await mailbox('admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const [reset, set] = response.json();
    expect(reset).toMatchObject({
      tenantId: b,
      storeName: 'Box B',
      to: 'staff@example.com',
      subject: 'Reset your password for Box A',
      status: 'outbox',
      links: [RESET_LINK],
    });
    expect(set).toMatchObject({ tenantId: a, storeName: 'Box A', links: [SET_LINK] });
    expect(set.text).toContain(SET_LINK);
  });

  it('is for the super admin only', async () => {
    expect((await mailbox()).statusCode).toBe(401);
    expect((await mailbox('ownerA')).statusCode).toBe(403);
    expect((await mailbox('customer')).statusCode).toBe(403);
  });

  it("while the store's own e-mail log hides the same links' tokens", async () => {
    const log = await callApi(t.app, 'GET', '/api/admin/emails', cookie.ownerA);
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain('SetTok3n');
    expect(log.json()[0].html).toContain('set-password?token=hidden');
    const other = await callApi(t.app, 'GET', `/api/admin/emails?tenantId=${b}`, cookie.admin);
    expect(other.body).not.toContain('ResetTok3n');
    expect(other.json()[0].text).toContain('reset-password?token=hidden');
  });

  it('does not exist in production, for anyone, and is off while a mail server takes the mail', async () => {
    for (const [overrides, message] of [
      [{ NODE_ENV: 'production' }, 'No API endpoint at GET /api/dev/mailbox'],
      [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, 'The development mailbox is off because SMTP_URL is set'],
    ] as const) {
      const app = await buildApp({
        config: testConfig(overrides),
        database: t.database,
        logger: false,
        serveWeb: false,
      });
      try {
        const response = await mailbox('admin', app);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toContain(message);
        expect(response.body).not.toContain('Tok3n');
        if (overrides.NODE_ENV === 'production') expect((await mailbox(undefined, app)).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    }
  });
});
