// A store's languages through the API (docs/decisions/0093): defaults, saving, the default always
// among the enabled ones, readable refusals, who may read and change them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import { tenants } from '../../db/schema/index.ts';
import { messageOf, useCatalogueFixture } from '../catalogue/catalogue.test-support.ts';

const t = useCatalogueFixture();
const url = '/api/admin/store-languages';

describe('GET/PUT /api/admin/store-languages', () => {
  it('starts in English only', async () => {
    const res = await t.call('GET', url, t.ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ defaultLanguage: 'en', languages: ['en'] });
  });

  it('saves the default and the enabled languages, in the platform’s order without repeats', async () => {
    const res = await t.call('PUT', url, t.ownerA, {
      defaultLanguage: 'de',
      languages: ['fr', 'de', 'en', 'de'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ defaultLanguage: 'de', languages: ['en', 'de', 'fr'] });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, t.storeA));
    expect(row).toMatchObject({ defaultLanguage: 'de', languages: ['en', 'de', 'fr'] });
    expect((await t.call('GET', url, t.ownerA)).json()).toEqual({
      defaultLanguage: 'de',
      languages: ['en', 'de', 'fr'],
    });
  });

  it('refuses a default that is not enabled, an unknown language and no language, readably', async () => {
    const unchecked = await t.call('PUT', url, t.ownerA, { defaultLanguage: 'de', languages: ['en'] });
    expect(unchecked.statusCode).toBe(400);
    expect(messageOf(unchecked)).toBe('The default language must be one of the enabled languages');
    const unknown = await t.call('PUT', url, t.ownerA, { defaultLanguage: 'en', languages: ['en', 'pt'] });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Choose a language among en, de, fr, es, nl, it');
    const none = await t.call('PUT', url, t.ownerA, { defaultLanguage: 'en', languages: [] });
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe('Choose at least one language');
    expect((await t.call('GET', url, t.ownerA)).json().defaultLanguage).toBe('de');
  });

  it('is for the store’s admins: 401 anonymous, 403 a customer or another store’s owner', async () => {
    const body = { defaultLanguage: 'en', languages: ['en', 'nl'] };
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await t.call('GET', url, t.customer)).statusCode).toBe(403);
    expect((await t.call('PUT', url, t.customer, body)).statusCode).toBe(403);
    expect((await t.call('GET', `${url}?tenantId=${t.storeA}`, t.ownerB)).statusCode).toBe(403);
    expect((await t.call('PUT', `${url}?tenantId=${t.storeA}`, t.ownerB, body)).statusCode).toBe(403);
    // Store B's owner without naming a store changes store B only.
    expect((await t.call('PUT', url, t.ownerB, body)).json()).toEqual({
      defaultLanguage: 'en',
      languages: ['en', 'nl'],
    });
    expect((await t.call('GET', url, t.ownerA)).json().languages).toEqual(['en', 'de', 'fr']);
    // The super admin names the store.
    const root = await t.call('PUT', `${url}?tenantId=${t.storeB}`, t.admin, {
      defaultLanguage: 'it',
      languages: ['it'],
    });
    expect(root.json()).toEqual({ defaultLanguage: 'it', languages: ['it'] });
  });

  it('is read by any member of the store, whose forms show its languages, and changed only with settings', async () => {
    await createUser(t.db, {
      username: 'languages-products-staff',
      password: 'staff-password',
      memberOf: [t.storeA],
      staffPermissions: ['products'],
    });
    const staff = await loginCookie(t.app, 'languages-products-staff', 'staff-password');
    const read = await t.call('GET', url, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ defaultLanguage: 'de', languages: ['en', 'de', 'fr'] });
    const change = await t.call('PUT', url, staff, { defaultLanguage: 'en', languages: ['en'] });
    expect(change.statusCode).toBe(403);
    expect((await t.call('GET', `${url}?tenantId=${t.storeB}`, staff)).statusCode).toBe(403);
  });
});
