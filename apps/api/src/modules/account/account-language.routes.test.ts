// A customer account's language (docs/decisions/0095, migration 0053): checkout sets it from the
// page's language when it makes the account; GET/PUT /api/account/language read and change it;
// signing in gives a browser with no language cookie the account's; account e-mails are written in
// it, with links to the store's pages in it only where the store offers it.
import { isAppPath } from '@storefleet/contracts/app-routes';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import { emailOutbox, products, tenants, users } from '../../db/schema/index.ts';
import {
  confirmPayment,
  createIntent,
  payInSandbox,
  seedShop,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { resolveStoreLanguage } from '../storefront/store-languages.ts';
import { runAccountJobs } from './account.test-support.ts';

const t = useCheckoutTestApp();
let storeA: { id: number; slug: string };
let storeB: { id: number; slug: string };

beforeAll(async () => {
  const a = await seedShop(t.db, 'language-a');
  const b = await seedShop(t.db, 'language-b');
  storeA = { id: a.tenant.id, slug: a.tenant.slug };
  storeB = { id: b.tenant.id, slug: b.tenant.slug };
  // Store A offers English and German; store B English only.
  await t.db
    .update(tenants)
    .set({ languages: ['en', 'de'] })
    .where(eq(tenants.id, storeA.id));
  await createUser(t.db, { username: 'ana', password: 'ana-password-1', email: 'ana@example.com' });
  await createUser(t.db, { username: 'ben', password: 'ben-password-1', email: 'ben@example.com' });
});

const languageOf = async (username: string) =>
  (await t.db.select({ l: users.preferredLanguage }).from(users).where(eq(users.username, username)))[0]?.l;
const getLanguage = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/language', headers: cookie ? { cookie } : {} });
const putLanguage = (cookie: string | undefined, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    payload: { language },
    headers: cookie ? { cookie } : {},
  });

async function teeOf(tenantId: number) {
  const [tee] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.name, 'Tee')));
  return tee!;
}

describe('a customer account’s language', () => {
  it('is set from the page’s language when checkout makes the account, and its e-mail is in it', async () => {
    const shop = { id: storeA.id };
    const tee = await teeOf(shop.id);
    const intent = await createIntent(t.app, {
      tenantId: shop.id,
      lang: 'de',
      items: [{ id: tee.id, quantity: 1 }],
    });
    const { paymentIntentId, clientSecret } = intent.json();
    await payInSandbox(t.app, clientSecret);
    const confirmed = await confirmPayment(t.app, paymentIntentId, 'neu@example.com', shop.id);
    expect(confirmed.json().newCustomer).toBe(true);
    expect(await languageOf('neu@example.com')).toBe('de');
    const [welcome] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, 'neu@example.com'), like(emailOutbox.subject, 'Lege dein Passwort%')),
      );
    expect(welcome?.text).toContain('Dein Konto ist bereit');
  });

  it('is read and changed by the signed-in user only, with readable refusals', async () => {
    expect((await getLanguage()).statusCode).toBe(401);
    expect((await putLanguage(undefined, 'de')).statusCode).toBe(401);
    const ana = await loginCookie(t.app, 'ana', 'ana-password-1');
    expect((await getLanguage(ana)).json()).toEqual({ language: null });
    const saved = await putLanguage(ana, 'de');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'de' });
    expect((await getLanguage(ana)).json()).toEqual({ language: 'de' });
    const wrong = await putLanguage(ana, 'xx');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose a language among en, de, fr, es, nl, it');
    // Another account is untouched.
    expect(await languageOf('ben')).toBeNull();
  });

  it('becomes the browser’s language cookie at sign-in when it has none, and never replaces one', async () => {
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.username, 'ben'));
    const signIn = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ben', password: 'ben-password-1' },
        headers: cookie ? { cookie } : {},
      });
    const fresh = await signIn();
    expect(fresh.statusCode).toBe(200);
    expect(fresh.cookies.find((c) => c.name === 'sf_lang')).toMatchObject({ value: 'de', path: '/' });
    const chosen = await signIn('sf_lang=fr');
    expect(chosen.cookies.find((c) => c.name === 'sf_lang')).toBeUndefined();
    // The store front then starts in it where the store offers it, and in the default elsewhere.
    const asked = (languages: string[]) =>
      resolveStoreLanguage(
        { url: '/s/demo', headers: {}, cookies: { sf_lang: 'de' } },
        { defaultLanguage: 'en', languages },
      );
    expect(asked(['en', 'de']).redirectTo).toBe('/de/s/demo');
    expect(asked(['en']).redirectTo).toBeNull();
  });

  it('writes the reset e-mail in it, linking to the store’s page in it only where the store offers it', async () => {
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.username, 'neu@example.com'));
    const ask = (tenantSlug: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { usernameOrEmail: 'neu@example.com', tenantSlug },
        remoteAddress: '10.9.0.1',
      });
    expect((await ask(storeA.slug)).statusCode).toBe(202);
    await runAccountJobs(t);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'neu@example.com'),
          like(emailOutbox.subject, 'Passwort zurücksetzen%'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('läuft in 1 Stunde ab');
    expect(mails[0]!.text).toMatch(/^http:\/\/language-a\.\S+\/de\/reset-password\?token=/m);
    // The sign-in screens have an address in each language; other prefixed app paths do not.
    for (const path of ['/de/login', '/de/reset-password', '/fr/forgot-password']) {
      expect(isAppPath(path), path).toBe(true);
    }
    expect(isAppPath('/de/admin')).toBe(false);
    expect(isAppPath('/xx/login')).toBe(false);
  });

  it('keeps each store to its own languages: a store without German links to its page in its default', async () => {
    const tee = await teeOf(storeB.id);
    const intent = await createIntent(t.app, { tenantId: storeB.id, items: [{ id: tee.id, quantity: 1 }] });
    const { paymentIntentId, clientSecret } = intent.json();
    await payInSandbox(t.app, clientSecret);
    await confirmPayment(t.app, paymentIntentId, 'b-kunde@example.com', storeB.id);
    expect(await languageOf('b-kunde@example.com')).toBe('en');
    await t.db
      .update(users)
      .set({ preferredLanguage: 'de' })
      .where(eq(users.username, 'b-kunde@example.com'));
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { usernameOrEmail: 'b-kunde@example.com', tenantSlug: storeB.slug },
      remoteAddress: '10.9.0.2',
    });
    await runAccountJobs(t);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'b-kunde@example.com'))
      .orderBy(emailOutbox.id)
      .then((rows) => rows.filter((r) => r.subject.startsWith('Passwort')));
    expect(mail?.tenantId).toBe(storeB.id);
    expect(mail!.text).toMatch(/^http:\/\/language-b\.\S+\/reset-password\?token=/m);
    expect(mail!.text).not.toContain('/de/');
  });
});
