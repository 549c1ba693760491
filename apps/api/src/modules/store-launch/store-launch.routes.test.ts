// A new store starts not launched (ADR 0081): its goods answer 403 and its public view says
// passwordRequired until a shopper gives the store-front password (a cookie for that store only);
// the owner's checklist reads each step from the store's data; launching opens the store to all,
// drops its cached store front and puts it in robots.txt. Roles and the other store's owner.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  signInUsers,
  staffMember,
  type TestApp,
  testConfig,
} from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { products, shippingOptions } from '../../db/schema/index.ts';
import { seedPlans } from '../../seed/plans.ts';

const SHELL =
  '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>';
const distDir = mkdtempSync(path.join(tmpdir(), 'storefleet-launch-'));
let t: TestApp;
/** The same database with the store pages served (createTestApp's app serves none). */
let pages: FastifyInstance;
let fresh: number;
let other: number;
let cookie: Record<'admin' | 'owner' | 'otherOwner' | 'productsStaff', string>;

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  const config = testConfig({ WEB_DIST_DIR: distDir });
  t = await createTestApp({ config });
  pages = await buildApp({ config, database: t.database, logger: false });
  await pages.ready();
  await seedPlans(t.db);
  fresh = (
    await createTenant(t.db, {
      slug: 'fresh',
      name: 'Fresh Store',
      launchedAt: null,
      storefrontPassword: 'open-sesame',
    })
  ).id;
  other = (await createTenant(t.db, { slug: 'older', name: 'Older Store', storefrontPassword: 'not-used' }))
    .id;
  await t.db.insert(products).values({
    tenantId: fresh,
    name: 'First Mug',
    handle: 'first-mug',
    priceMinor: 1200,
    inStock: 5,
  });
  cookie = await signInUsers(t, {
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    owner: { username: 'fresh-owner', password: 'fresh-owner-pass', memberOf: [fresh] },
    otherOwner: { username: 'older-owner', password: 'older-owner-pass', memberOf: [other] },
    productsStaff: staffMember('fresh-staff', fresh, ['products']),
  });
});
afterAll(async () => {
  await pages.close();
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const passCookie = async (tenantId: number, password: string) => {
  const res = await callApi(t.app, 'POST', '/api/storefront-password', undefined, { tenantId, password });
  return { res, cookie: res.cookies.find((c) => c.name === `store_pass_${tenantId}`) };
};

describe('a store that is not launched', () => {
  it('answers its public view with passwordRequired and refuses its goods, uncached', async () => {
    const view = await callApi(t.app, 'GET', `/api/tenant/${fresh}/public`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ id: fresh, name: 'Fresh Store', passwordRequired: true });
    expect(view.json()).not.toHaveProperty('storefrontPassword');
    expect(view.headers.etag).toBeUndefined();
    const goods = await callApi(t.app, 'GET', `/api/products?tenantId=${fresh}`);
    expect(goods.statusCode).toBe(403);
    expect(goods.json().message).toBe('This store is not open yet: enter its password to look around.');
    const product = await callApi(t.app, 'GET', `/api/products/by-handle/first-mug?tenantId=${fresh}`);
    expect(product.statusCode).toBe(403);
    // A launched store is as before: no passwordRequired, cached.
    const launched = await callApi(t.app, 'GET', `/api/tenant/${other}/public`);
    expect(launched.json()).not.toHaveProperty('passwordRequired');
    expect(launched.headers.etag).toBeDefined();
  });

  it('opens to a shopper with its password: a host-only cookie for that store only', async () => {
    const wrong = await passCookie(fresh, 'guess');
    expect(wrong.res.statusCode).toBe(403);
    expect(wrong.res.json().message).toMatch(/That password is not right/);
    expect(wrong.cookie).toBeUndefined();
    const blank = await callApi(t.app, 'POST', '/api/storefront-password', undefined, {
      tenantId: fresh,
      password: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Enter the store password/);

    const right = await passCookie(fresh, 'open-sesame');
    expect(right.res.statusCode).toBe(204);
    expect(right.cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(right.cookie?.domain).toBeUndefined();
    const pass = `${right.cookie!.name}=${right.cookie!.value}`;
    const view = await callApi(t.app, 'GET', `/api/tenant/${fresh}/public`, pass);
    expect(view.json()).not.toHaveProperty('passwordRequired');
    const goods = await callApi(t.app, 'GET', `/api/products?tenantId=${fresh}`, pass);
    expect(goods.statusCode).toBe(200);
    expect(goods.json().map((p: { name: string }) => p.name)).toEqual(['First Mug']);
    // Never kept for those without the pass.
    expect((await callApi(t.app, 'GET', `/api/products?tenantId=${fresh}`)).statusCode).toBe(403);
    // Another store's name on the same value opens nothing.
    const forged = await callApi(
      t.app,
      'GET',
      `/api/tenant/${fresh}/public`,
      `store_pass_${other}=${right.cookie!.value}`,
    );
    expect(forged.json()).toMatchObject({ passwordRequired: true });
  });

  it('sends its page with the password page data, no goods, not for search engines, uncached', async () => {
    const page = await callApi(pages, 'GET', '/s/fresh');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"passwordRequired":true');
    expect(page.body).not.toContain('First Mug');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers.etag).toBeUndefined();
    const product = await callApi(pages, 'GET', '/s/fresh/products/first-mug');
    expect(product.statusCode).toBe(200);
    expect(product.body).not.toContain('First Mug');
    const { cookie: pass } = await passCookie(fresh, 'open-sesame');
    const opened = await callApi(pages, 'GET', '/s/fresh', `${pass!.name}=${pass!.value}`);
    expect(opened.body).toContain('First Mug');
    expect(opened.body).not.toContain('passwordRequired');
  });

  it('is not in robots.txt and has no sitemap', async () => {
    const robots = await callApi(t.app, 'GET', '/robots.txt');
    expect(robots.body).toMatch(/Sitemap: \S*older\S*\/sitemap\.xml/);
    expect(robots.body).not.toMatch(/fresh/);
    expect((await callApi(t.app, 'GET', '/s/fresh/sitemap.xml')).statusCode).toBe(404);
  });
});

describe('the launch checklist and launching', () => {
  it('reads each step from the store, for those who run its settings only', async () => {
    const res = await callApi(t.app, 'GET', '/api/admin/store-launch', cookie.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      launched: false,
      launchedAt: null,
      storefrontPassword: 'open-sesame',
      steps: [
        { key: 'product', title: 'Add a product', done: true, href: '/product-management' },
        { key: 'payments', title: 'Set up payments', done: false, href: '/payment-settings' },
        { key: 'shipping', title: 'Set up shipping', done: false, href: '/shipping-options' },
        { key: 'theme', title: 'Choose a theme', done: false, href: '/color-settings' },
      ],
    });
    await t.db.insert(shippingOptions).values({ tenantId: fresh, name: 'Post', costMinor: 300 });
    const themed = await callApi(t.app, 'PATCH', `/api/tenant/${fresh}/color-template`, cookie.owner, {
      colorTemplate: 'emerald',
    });
    expect(themed.statusCode, themed.body).toBe(200);
    const after = (await callApi(t.app, 'GET', '/api/admin/store-launch', cookie.owner)).json();
    expect(after.steps.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key)).toEqual([
      'product',
      'shipping',
      'theme',
    ]);
    // The operator acting on the store gets links under /tenant/{id}.
    const operator = await callApi(t.app, 'GET', `/api/admin/store-launch?tenantId=${fresh}`, cookie.admin);
    expect(operator.json().steps[0].href).toBe(`/tenant/${fresh}/product-management`);

    expect((await callApi(t.app, 'GET', '/api/admin/store-launch')).statusCode).toBe(401);
    const staff = await callApi(t.app, 'GET', '/api/admin/store-launch', cookie.productsStaff);
    expect(staff.statusCode).toBe(403);
    const otherStore = await callApi(
      t.app,
      'GET',
      `/api/admin/store-launch?tenantId=${fresh}`,
      cookie.otherOwner,
    );
    expect(otherStore.statusCode).toBe(403);
    expect(
      (await callApi(t.app, 'POST', `/api/admin/store-launch?tenantId=${fresh}`, cookie.otherOwner))
        .statusCode,
    ).toBe(403);
  });

  it('changes the store-front password: old passes stop working', async () => {
    const old = await passCookie(fresh, 'open-sesame');
    const short = await callApi(t.app, 'PUT', '/api/admin/store-launch/password', cookie.owner, {
      password: 'ab',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 4 characters/);
    const saved = await callApi(t.app, 'PUT', '/api/admin/store-launch/password', cookie.owner, {
      password: '  new-secret ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().storefrontPassword).toBe('new-secret');
    const stale = await callApi(
      t.app,
      'GET',
      `/api/tenant/${fresh}/public`,
      `${old.cookie!.name}=${old.cookie!.value}`,
    );
    expect(stale.json()).toMatchObject({ passwordRequired: true });
    expect((await passCookie(fresh, 'new-secret')).res.statusCode).toBe(204);
  });

  it('launches: everyone sees the store, cached, and robots.txt names it', async () => {
    const res = await callApi(t.app, 'POST', '/api/admin/store-launch', cookie.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ launched: true, launchedAt: expect.any(String) });
    const goods = await callApi(t.app, 'GET', `/api/products?tenantId=${fresh}`);
    expect(goods.statusCode).toBe(200);
    expect(goods.headers.etag).toBeDefined();
    expect((await callApi(t.app, 'GET', `/api/tenant/${fresh}/public`)).json()).not.toHaveProperty(
      'passwordRequired',
    );
    expect((await callApi(t.app, 'GET', '/robots.txt')).body).toMatch(/Sitemap: \S*fresh\S*\/sitemap\.xml/);
    // Launching again changes nothing.
    const again = await callApi(t.app, 'POST', '/api/admin/store-launch', cookie.owner);
    expect(again.json().launchedAt).toBe(res.json().launchedAt);
  });
});

describe('a store the operator creates', () => {
  it('starts not launched, with a store-front password', async () => {
    const res = await callApi(t.app, 'POST', '/api/tenants', cookie.admin, {
      name: 'Brand New',
      domain: null,
      status: 'active',
      subscriptionPlan: 'basic',
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = await callApi(t.app, 'GET', `/api/tenant/${res.json().id}/public`);
    expect(view.json()).toMatchObject({ passwordRequired: true });
    const launch = await callApi(
      t.app,
      'GET',
      `/api/admin/store-launch?tenantId=${res.json().id}`,
      cookie.admin,
    );
    expect(launch.json().storefrontPassword).toMatch(/^[a-z2-9]{10}$/);
  });
});
