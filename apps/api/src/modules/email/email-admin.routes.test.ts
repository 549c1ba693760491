// Email Settings, the test e-mail and the e-mail log, delivered through a real SMTP server
// (smtp-server) started by the test; and the 'email.send' worker retrying a refused message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  signInUsers,
  type TestApp,
  testConfig,
  testCtx,
} from '../../../test/app.ts';
import { createJobRunner } from '../jobs/job-runner.service.ts';
import { emailJobHandlers } from './email.jobs.ts';
import { queueEmail } from './email.service.ts';
import { startTestSmtp, type TestSmtp } from './smtp.test-support.ts';
import { setPasswordEmail } from './templates/set-password-email.ts';

let smtp: TestSmtp;
let t: TestApp;
let a: number;
let b: number;
let cookie: Record<string, string>;

const settings = {
  emailStoreName: 'Fern & Fig',
  emailFromAddress: 'orders@fernandfig.test',
  emailSupportAddress: 'help@fernandfig.test',
  emailProcessingTime: '2-3 business days',
  emailBrandColor: '#7E22CE',
  emailLogoUrl: 'https://cdn.fernandfig.test/logo.png',
  emailCustomMessage: 'Thanks for shopping small!',
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    config: testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Storefleet <mail@storefleet.test>' }),
  });
  a = (await createTenant(t.db, { slug: 'mail-a', name: 'Mail A', domain: 'mail-a.test' })).id;
  b = (await createTenant(t.db, { slug: 'mail-b', name: 'Mail B' })).id;
  const closed = (await createTenant(t.db, { slug: 'mail-closed', status: 'suspended' })).id;
  cookie = await signInUsers(t, {
    a: { username: 'owner-a', password: 'owner-a-pass', email: 'owner@mail-a.test', memberOf: [a] },
    c: { username: 'owner-c', password: 'owner-c-pass', email: 'c@c.test', memberOf: [closed] },
    b: { username: 'owner-b', password: 'owner-b-pass', memberOf: [b] },
    staff: { username: 'staff-a', password: 'staff-a-pass', memberOf: [a], staffPermissions: ['orders'] },
    customer: { username: 'customer', password: 'customer-pass' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
  callApi(t.app, method, url, who && cookie[who], payload);

describe('PUT /api/admin/email-settings', () => {
  it('saves the settings; GET /api/tenant/{id} then shows them', async () => {
    const res = await call('PUT', '/api/admin/email-settings', 'a', settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...settings, emailBrandColor: '#7e22ce', tenantId: a });
    const tenant = (await call('GET', `/api/tenant/${a}`, 'a')).json();
    expect(tenant).toMatchObject({ emailStoreName: 'Fern & Fig', emailProcessingTime: '2-3 business days' });
  });

  it.each([
    [{ emailStoreName: ' ' }, 'Store name is required'],
    [{ emailFromAddress: 'not-an-email' }, 'Valid email address required'],
    [{ emailSupportAddress: '' }, 'Valid email address required'],
    [{ emailProcessingTime: '' }, 'Processing time is required'],
    [{ emailBrandColor: '#12345' }, 'Valid hex color required'],
    [{ emailBrandColor: 'green' }, 'Valid hex color required'],
    [{ emailLogoUrl: 'javascript:alert(1)' }, 'Logo URL must be a URL or empty'],
  ])('%o → %s', async (change, message) => {
    const res = await call('PUT', '/api/admin/email-settings', 'a', { ...settings, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts an empty logo and message; refuses other stores, customers and read-only stores', async () => {
    const cleared = await call('PUT', '/api/admin/email-settings', 'a', {
      ...settings,
      emailLogoUrl: '',
      emailCustomMessage: '',
    });
    expect(cleared.json()).toMatchObject({ emailLogoUrl: null, emailCustomMessage: null });
    await call('PUT', '/api/admin/email-settings', 'a', settings);
    expect((await call('PUT', `/api/admin/email-settings?tenantId=${b}`, 'a', settings)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/admin/email-settings', 'customer', settings)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/email-settings', undefined, settings)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/email-settings', 'c', settings)).statusCode).toBe(403);
  });
});

describe('the e-mail texts per language (docs/decisions/0094)', () => {
  const translations = {
    de: { emailProcessingTime: ' 2-3 Werktage ', emailCustomMessage: 'Danke für Ihren Einkauf!' },
    fr: { emailProcessingTime: '', emailCustomMessage: '' },
  };

  it('saves and returns them, trimmed, blanks dropped; a save without them keeps them', async () => {
    const languages = { defaultLanguage: 'en', languages: ['en', 'de', 'fr'] };
    expect((await call('PUT', '/api/admin/store-languages', 'a', languages)).statusCode).toBe(200);
    const res = await call('PUT', '/api/admin/email-settings', 'a', { ...settings, translations });
    expect(res.statusCode, res.body).toBe(200);
    const german = {
      de: { emailProcessingTime: '2-3 Werktage', emailCustomMessage: 'Danke für Ihren Einkauf!' },
    };
    expect(res.json().translations).toEqual(german);
    expect((await call('PUT', '/api/admin/email-settings', 'a', settings)).json().translations).toEqual(
      german,
    );
    expect((await call('GET', `/api/tenant/${a}`, 'a')).json().emailTranslations).toEqual(german);
    expect((await call('GET', `/api/tenant/${b}`, 'b')).json().emailTranslations).toEqual({});
  });

  it('refuses a language the store does not offer, or its default, readably', async () => {
    for (const lang of ['es', 'en']) {
      const res = await call('PUT', '/api/admin/email-settings', 'a', {
        ...settings,
        translations: { [lang]: { emailCustomMessage: 'Hola' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `Translations are only kept for the store's languages other than its default (en): ${lang} is not one of them. Enable it in Store Settings → Languages first.`,
      );
    }
    const unknownField = await call('PUT', '/api/admin/email-settings', 'a', {
      ...settings,
      translations: { de: { emailStoreName: 'Laden' } },
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('another store and staff without the settings permission cannot touch them', async () => {
    const change = { ...settings, translations: { de: { emailCustomMessage: 'Gekapert' } } };
    expect((await call('PUT', `/api/admin/email-settings?tenantId=${a}`, 'b', change)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/email-settings', 'staff', change)).statusCode).toBe(403);
    const kept = (await call('GET', `/api/tenant/${a}`, 'a')).json().emailTranslations;
    expect(kept.de.emailCustomMessage).toBe('Danke für Ihren Einkauf!');
    // Store A's languages are its own: store B offers English only, so German is refused there.
    expect((await call('PUT', '/api/admin/email-settings', 'b', change)).statusCode).toBe(400);
    expect((await call('GET', `/api/tenant/${b}`, 'b')).json().emailTranslations).toEqual({});
  });
});

describe('POST /api/admin/test-email', () => {
  it('sends a branded message over SMTP to the signed-in admin', async () => {
    const before = smtp.mails.length;
    const res = await call('POST', '/api/admin/test-email', 'a');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'sent', to: 'owner@mail-a.test' });
    const mail = smtp.mails[before]!;
    expect(mail.to).toEqual(['owner@mail-a.test']);
    // Sent from the platform's MAIL_FROM address under the store's name; replies go to the store.
    expect(mail.from).toBe('mail@storefleet.test');
    expect(mail.header('From')).toBe('"Fern & Fig" <mail@storefleet.test>');
    expect(mail.header('Reply-To')).toBe('help@fernandfig.test');
    expect(mail.header('Subject')).toBe('Test email from Fern & Fig');
    expect(mail.body).toContain('background:#7e22ce');
    expect(mail.body).toContain('src="https://cdn.fernandfig.test/logo.png"');
    expect(mail.body).toContain('Thanks for shopping small!');
    expect(mail.body).toContain('2-3 business days');
  });

  it('never sends as an address the store names: security@paypal.com only gets replies', async () => {
    const spoof = {
      ...settings,
      emailStoreName: 'security@paypal.com',
      emailFromAddress: 'security@paypal.com',
      emailSupportAddress: 'security@paypal.com',
    };
    expect((await call('PUT', '/api/admin/email-settings', 'a', spoof)).statusCode).toBe(200);
    const before = smtp.mails.length;
    expect((await call('POST', '/api/admin/test-email', 'a')).statusCode).toBe(200);
    const mail = smtp.mails[before]!;
    expect(mail.from).toBe('mail@storefleet.test');
    expect(mail.header('From')).toBe('"security at paypal.com" <mail@storefleet.test>');
    expect(mail.header('Sender') ?? '').not.toContain('paypal');
    expect(mail.header('Reply-To')).toBe('security@paypal.com');
    await call('PUT', '/api/admin/email-settings', 'a', settings);
  });

  it('says in words when the mail server refuses it', async () => {
    smtp.rejectNext = 1;
    const res = await call('POST', '/api/admin/test-email', 'a');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^The mail server did not accept the test email: 451/);
  });

  it('keeps the message in the outbox without SMTP_URL', async () => {
    const local = await createTestApp();
    const id = (await createTenant(local.db, { slug: 'no-smtp' })).id;
    const { o: c } = await signInUsers(local, {
      o: { username: 'o', password: 'o-password', email: 'o@o.test', memberOf: [id] },
    });
    const res = await local.app.inject({
      method: 'POST',
      url: '/api/admin/test-email',
      headers: { cookie: c },
    });
    expect(res.json()).toMatchObject({ status: 'outbox', to: 'o@o.test' });
    const log = await local.app.inject({ method: 'GET', url: '/api/admin/emails', headers: { cookie: c } });
    expect(log.json()[0]).toMatchObject({ subject: 'Test email from no-smtp', status: 'outbox' });
    await local.close();
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await call('POST', '/api/admin/test-email', 'customer')).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/test-email')).statusCode).toBe(401);
  });
});

describe('the email.send worker and the e-mail log', () => {
  it('delivers queued mail, retrying after a refusal', async () => {
    const before = smtp.mails.length;
    smtp.rejectNext = 1;
    await queueEmail(
      { db: t.db, config: t.config },
      { tenantId: a, to: 'shopper@example.test', subject: 'Queued hello', html: '<p>Hi</p>', text: 'Hi' },
    );
    // The runner hands the handler the app's config (SMTP_URL and MAIL_FROM), as the server does.
    const runner = createJobRunner({
      ...testCtx(t),
      config: t.config,
      log: t.app.log,
      handlers: emailJobHandlers(),
      backoff: () => 0,
    });
    // Earlier tests may have left a test e-mail queued for retry; look only at this message.
    const delivered = () => smtp.mails.slice(before).filter((m) => m.header('Subject') === 'Queued hello');
    for (let i = 0; i < 10 && delivered().length === 0; i++) await runner.runDueJobs();
    expect(delivered()).toHaveLength(1);
    const log = (await call('GET', '/api/admin/emails', 'a')).json();
    expect(log.find((e: { subject: string }) => e.subject === 'Queued hello')).toMatchObject({
      status: 'sent',
      error: null,
    });
  });

  it("pages the store's log, hides set-password tokens, and keeps stores apart", async () => {
    const mail = setPasswordEmail(
      { storeName: 'Mail A', brandColor: '#16a34a' },
      'sam',
      'http://x.test/set-password?token=SECRET123',
      7,
    );
    await queueEmail(
      { db: t.db, config: { ...t.config, SMTP_URL: undefined } },
      { tenantId: a, to: 'sam@example.test', ...mail },
    );
    await queueEmail(
      { db: t.db, config: { ...t.config, SMTP_URL: undefined } },
      { tenantId: b, to: 'b@example.test', subject: 'B only', html: '<p>B</p>', text: 'B' },
    );
    const res = await call('GET', '/api/admin/emails?limit=2', 'a');
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json()).toHaveLength(2);
    expect(res.body).not.toContain('SECRET123');
    expect(res.json()[0].html).toContain('set-password?token=hidden');
    const all = (await call('GET', '/api/admin/emails?limit=100', 'a')).json();
    expect(all.map((e: { subject: string }) => e.subject)).not.toContain('B only');
    expect((await call('GET', `/api/admin/emails?tenantId=${b}`, 'a')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/emails', 'customer')).statusCode).toBe(403);
  });
});
