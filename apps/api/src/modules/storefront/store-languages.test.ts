// A store front in its shoppers' languages (docs/decisions/0092): /{lang}/ addresses, <html lang>,
// hreflang alternates, the first visit's choice from Accept-Language or the sf_lang cookie without
// loops, only the store's languages served, and a page cache that never answers one language for another.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesApp, createTenant, createTestApp, type TestApp } from '../../../test/app.ts';
import { cmsContent } from '../../db/schema/index.ts';
import { matchStoreRoute } from '../../plugins/store-routes.ts';
import { cacheSlotOf } from '../../plugins/storefront-cache.ts';
import { resolveStoreLanguage } from './store-languages.ts';

describe('resolveStoreLanguage', () => {
  const store = { defaultLanguage: 'en', languages: ['en', 'de', 'fr'] };
  const ask = (url: string, acceptLanguage?: string, cookie?: string) =>
    resolveStoreLanguage(
      { url, headers: { 'accept-language': acceptLanguage }, cookies: cookie ? { sf_lang: cookie } : {} },
      store,
    );

  it('takes the prefix of an offered language and never redirects it', () => {
    expect(ask('/de/s/demo', 'fr')).toMatchObject({ language: 'de', prefixed: true, redirectTo: null });
    expect(ask('/fr/products/mug?x=1', 'de', 'de')).toMatchObject({ language: 'fr', redirectTo: null });
  });

  it('sends a prefix the store does not offer to the default language’s address', () => {
    expect(ask('/it/s/demo/checkout?step=1')).toMatchObject({
      language: 'en',
      redirectTo: '/s/demo/checkout?step=1',
    });
    expect(ask('/nl')).toMatchObject({ redirectTo: '/' });
  });

  it('chooses from Accept-Language on a first visit, the cookie once it is set', () => {
    expect(ask('/s/demo', 'de-CH, de;q=0.9, en;q=0.5').redirectTo).toBe('/de/s/demo');
    expect(ask('/', 'it, fr;q=0.8').redirectTo).toBe('/fr');
    expect(ask('/s/demo', 'en-GB, de;q=0.5').redirectTo).toBeNull();
    expect(ask('/s/demo', 'ja, zh').redirectTo).toBeNull();
    expect(ask('/s/demo', 'de', 'en').redirectTo).toBeNull();
    expect(ask('/s/demo?q=tee', 'en', 'fr').redirectTo).toBe('/fr/s/demo?q=tee');
    // A remembered language the store no longer offers: Accept-Language decides.
    expect(ask('/s/demo', 'de', 'it').redirectTo).toBe('/de/s/demo');
  });

  it('always answers a language the store offers, its default first', () => {
    const odd = resolveStoreLanguage(
      { url: '/', headers: {} },
      { defaultLanguage: 'de', languages: ['xx', 'en'] },
    );
    expect(odd).toMatchObject({ language: 'de', languages: ['de', 'en'], defaultLanguage: 'de' });
  });

  it('reads a language prefix before every store address, and nothing else as one', () => {
    expect(matchStoreRoute('/de/s/demo/products/mug')).toEqual({
      store: { slug: 'demo' },
      page: 'product',
      handle: 'mug',
      language: 'de',
    });
    expect(matchStoreRoute('/fr')).toEqual({ store: { fromRequest: true }, page: 'home', language: 'fr' });
    expect(matchStoreRoute('/de/account')).toMatchObject({ page: 'other', language: 'de' });
    expect(matchStoreRoute('/xx/s/demo')).toBeNull();
    expect(matchStoreRoute('/de/admin-dashboard')).toBeNull();
  });
});

describe('store pages by language', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await createTenant(t.db, {
      slug: 'demo',
      name: 'Demo Merch Store',
      languages: ['en', 'de'],
    });
    await t.db.insert(cmsContent).values({
      tenantId: demo.id,
      key: 'hero_title',
      value: 'Welcome',
      translations: { de: { value: 'Willkommen' } },
    });
    await createTenant(t.db, { slug: 'solo', name: 'English Only' });
    app = await createPagesApp(
      t,
      '<!doctype html><html lang="en"><head><title>Storefleet</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
  const pageLanguage = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];
  const dataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="store-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');

  it('answers /de/s/demo in German with the store’s languages and hreflang alternates', async () => {
    const res = await get('/de/s/demo', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de" data-store-languages="en de" data-default-language="en">');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="http://localhost/s/demo">');
    expect(res.body).toContain('<link rel="alternate" hreflang="de" href="http://localhost/de/s/demo">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/s/demo">');
    expect(dataOf(res.body)).toMatchObject({
      language: 'de',
      languages: ['en', 'de'],
      defaultLanguage: 'en',
    });
  });

  it('renders the store’s own content in the page’s language, the default language’s text without a prefix', async () => {
    const hero = (html: string) =>
      (dataOf(html).content as { key: string; value: string }[]).find((entry) => entry.key === 'hero_title')
        ?.value;
    expect(hero((await get('/de/s/demo', { 'accept-language': 'en' })).body)).toBe('Willkommen');
    expect(hero((await get('/s/demo', { 'accept-language': 'en' })).body)).toBe('Welcome');
  });

  it('answers the unprefixed address in the default language, or sends a German browser to /de/ once', async () => {
    const english = await get('/s/demo');
    expect(english.statusCode).toBe(200);
    expect(pageLanguage(english.body)).toBe('en');
    const german = await get('/s/demo/checkout', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/s/demo/checkout');
    const followed = await get('/de/s/demo/checkout', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(followed.statusCode).toBe(200);
    expect(pageLanguage(followed.body)).toBe('de');
    // A shopper who chose English (the switcher's cookie) stays on English.
    const chosen = await get('/s/demo', { 'accept-language': 'de', cookie: 'sf_lang=en' });
    expect(chosen.statusCode).toBe(200);
    expect(pageLanguage(chosen.body)).toBe('en');
  });

  it('serves only the store’s languages: another prefix goes to the default language’s address', async () => {
    const italian = await get('/it/s/demo');
    expect(italian.statusCode).toBe(302);
    expect(italian.headers.location).toBe('/s/demo');
    const french = await get('/fr/s/solo/products/anything');
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe('/s/solo/products/anything');
    const solo = await get('/s/solo', { 'accept-language': 'de' });
    expect(solo.statusCode).toBe(200);
    expect(solo.body).toContain('<html lang="en" data-store-languages="en"');
    expect(solo.body).not.toContain('hreflang');
  });

  it('never serves a cached German page for English, nor an English one for German', async () => {
    for (let round = 0; round < 2; round++) {
      const de = await get('/de/s/demo/terms-conditions');
      const en = await get('/s/demo/terms-conditions', { 'accept-language': 'en' });
      const fromGermanBrowser = await get('/s/demo/terms-conditions', { 'accept-language': 'de' });
      expect(pageLanguage(de.body)).toBe('de');
      expect(pageLanguage(en.body)).toBe('en');
      expect(fromGermanBrowser.statusCode).toBe(302);
    }
    // Each language's page has its own entry (a page the server renders is kept only with its
    // markup, which this test's build has not: a policy page is kept as it is).
    const entry = (url: string, headers: Record<string, string | undefined>) =>
      cacheSlotOf(
        { method: 'GET', url, headers: { host: 'localhost', ...headers } } as IncomingMessage,
        'sid',
      );
    const keys = [
      entry('/de/s/demo/terms-conditions', { 'accept-language': 'en' })?.key,
      entry('/s/demo/terms-conditions', { 'accept-language': 'en' })?.key,
      entry('/s/demo/terms-conditions', { 'accept-language': 'de' })?.key,
      entry('/s/demo/terms-conditions', { 'accept-language': 'de', cookie: 'sf_lang=en' })?.key,
    ];
    expect(new Set(keys).size).toBe(4);
    expect(keys[0]).toBe('/de/s/demo/terms-conditions');
    expect(app.storefrontCache.get(keys[0] as string)).toBeTruthy();
    expect(app.storefrontCache.get(keys[1] as string)).toBeTruthy();
    expect(app.storefrontCache.get(keys[2] as string)).toBeFalsy();
  });
});
