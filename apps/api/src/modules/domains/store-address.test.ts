// Every link to a store is at the store's own address (docs/deployment.md, "Store addresses"): its
// verified primary domain over HTTPS, else its subdomain `{slug}.{STORE_DOMAIN}` with PUBLIC_URL's
// scheme and port, else `PUBLIC_URL/s/{slug}`. E-mail links, the payment provider's return URL,
// sitemaps, robots.txt and a product page's canonical, Open Graph and JSON-LD URLs; the store's
// staff still reset their password on the platform's host. And no cookie spans stores' hosts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createPagesApp, createUser, signInUsers, testConfig } from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { storeDomains } from '../../db/schema/index.ts';
import { runAccountJobs } from '../account/account.test-support.ts';
import {
  emailsOf,
  type Shop,
  sandboxCheckout,
  seedShop,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { linksOf } from '../email/email-links.ts';
import { subdomainAddress } from './store-address.service.ts';

const t = useCheckoutTestApp();
/** A store whose verified primary domain is shop.test. */
let primary: Shop;
/** A store with no domain of its own: its subdomain. */
let sub: Shop;
/** A store whose only domain is not verified yet (and so cannot be primary): its subdomain still. */
let unverified: Shop;
let ownerCookie: string;

const PRIMARY = 'https://shop.test';
/** `http://addr-sub.localhost:5000` with the tests' PUBLIC_URL: its scheme and port, STORE_DOMAIN localhost. */
const subdomainOf = (slug: string) => t.config.PUBLIC_URL.replace('://', `://${slug}.`);
const hostOf = (origin: string) => new URL(origin).host;

beforeAll(async () => {
  primary = await seedShop(t.db, 'addr-primary');
  sub = await seedShop(t.db, 'addr-sub');
  unverified = await seedShop(t.db, 'addr-unverified');
  // Written before any request reads the stores' addresses, so nothing kept is stale.
  await t.db.insert(storeDomains).values([
    {
      tenantId: primary.tenant.id,
      host: 'shop.test',
      verificationToken: 'a',
      state: 'active',
      isPrimary: true,
    },
    { tenantId: primary.tenant.id, host: 'old-shop.test', verificationToken: 'b', state: 'verified' },
    {
      tenantId: unverified.tenant.id,
      host: 'later.test',
      verificationToken: 'c',
      state: 'pending',
    },
  ]);
  ({ ownerCookie } = await signInUsers(t, {
    ownerCookie: { username: 'addr-owner', password: 'addr-owner-pass', memberOf: [primary.tenant.id] },
  }));
});

/** The links of the store's newest e-mail whose subject starts with `subject`. */
async function newestLinks(tenantId: number, subject: string): Promise<string[]> {
  const mails = await emailsOf(t.db, tenantId, `${subject}%`);
  expect(mails.length, `an e-mail "${subject}…"`).toBeGreaterThan(0);
  return linksOf(mails.at(-1)!);
}

describe('the address itself', () => {
  it('is the subdomain with PUBLIC_URL’s scheme and port, or /s/{slug} on the platform without STORE_DOMAIN', () => {
    const config = { PUBLIC_URL: 'https://platform.example:8443', STORE_DOMAIN: 'shops.example' };
    expect(subdomainAddress(config, 'Demo')).toEqual({
      origin: 'https://demo.shops.example:8443',
      home: 'https://demo.shops.example:8443',
      ownHost: true,
    });
    expect(
      subdomainAddress({ PUBLIC_URL: 'https://platform.example', STORE_DOMAIN: undefined }, 'demo'),
    ).toEqual({
      origin: 'https://platform.example',
      home: 'https://platform.example/s/demo',
      ownHost: false,
    });
    // A slug that would name the platform's own host has no subdomain.
    expect(
      subdomainAddress({ PUBLIC_URL: 'https://app.shops.example', STORE_DOMAIN: 'shops.example' }, 'app')
        .home,
    ).toBe('https://app.shops.example/s/app');
  });
});

describe('e-mail links', () => {
  it('a new customer’s set-password link is on the primary domain, with no store named in it', async () => {
    const checkout = await sandboxCheckout(
      t.app,
      primary.tenant.id,
      [{ id: primary.tee.id, quantity: 1 }],
      'new@addr.test',
    );
    expect((await checkout.confirm()).json().newCustomer).toBe(true);
    const links = await newestLinks(primary.tenant.id, 'Set your password');
    const link = links.find((url) => url.includes('/set-password'));
    expect(link).toMatch(/^https:\/\/shop\.test\/set-password\?token=[A-Za-z0-9_-]+$/);
  });

  it('on the subdomain for a store with no domain, and for one whose domain is not verified', async () => {
    for (const [shop, email] of [
      [sub, 'sub@addr.test'],
      [unverified, 'unverified@addr.test'],
    ] as const) {
      const checkout = await sandboxCheckout(
        t.app,
        shop.tenant.id,
        [{ id: shop.tee.id, quantity: 1 }],
        email,
      );
      expect((await checkout.confirm()).statusCode).toBe(200);
      const link = (await newestLinks(shop.tenant.id, 'Set your password')).find((url) =>
        url.includes('/set-password'),
      );
      expect(link?.startsWith(`${subdomainOf(shop.tenant.slug)}/set-password?token=`), link).toBe(true);
      expect(link).not.toContain('store=');
    }
  });

  it('a guest whose e-mail had an account is sent to sign in and reset on the store’s address', async () => {
    await createUser(t.db, { username: 'known-shopper', password: 'known-pass', email: 'known@addr.test' });
    const checkout = await sandboxCheckout(
      t.app,
      sub.tenant.id,
      [{ id: sub.tee.id, quantity: 1 }],
      'known@addr.test',
    );
    expect((await checkout.confirm()).statusCode).toBe(200);
    const links = await newestLinks(sub.tenant.id, 'Your order was added to your');
    expect(links).toContain(`${subdomainOf('addr-sub')}/login`);
    expect(links).toContain(`${subdomainOf('addr-sub')}/forgot-password`);
    expect(links.filter((url) => url.startsWith(`${t.config.PUBLIC_URL}/`))).toEqual([]);
  });

  it('a customer’s reset link is on their store’s address; a staff member’s on the platform’s', async () => {
    await createUser(t.db, {
      username: 'addr-staff',
      password: 'addr-staff-pass',
      email: 'staff@addr.test',
      memberOf: [primary.tenant.id],
    });
    for (const who of ['new@addr.test', 'staff@addr.test']) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { usernameOrEmail: who },
        headers: { host: 'shop.test' },
      });
      expect(asked.statusCode).toBe(202);
    }
    await runAccountJobs(t);
    const resets = await emailsOf(t.db, primary.tenant.id, 'Reset your password%');
    const linkTo = (to: string) =>
      linksOf(resets.filter((mail) => mail.toAddress === to).at(-1)!).find((url) =>
        url.includes('reset-password'),
      );
    expect(linkTo('new@addr.test')).toMatch(/^https:\/\/shop\.test\/reset-password\?token=/);
    // Staff reset where the admin is, the platform's host, with the store named (ADR 0080).
    const staffLink = new URL(linkTo('staff@addr.test')!);
    expect(`${staffLink.origin}${staffLink.pathname}`).toBe(`${t.config.PUBLIC_URL}/reset-password`);
    expect(staffLink.searchParams.get('store')).toBe(primary.tenant.slug);
    expect(staffLink.searchParams.get('token')).toBeTruthy();
  });

  it('a draft order’s pay link is on the primary domain', async () => {
    const created = await callApi(t.app, 'POST', '/api/admin/draft-orders', ownerCookie, {
      customerEmail: 'draft@addr.test',
      customerName: 'Grace Hopper',
      shippingAddress: '1 Compiler Lane, London, SW1A 1AA',
      lines: [{ productId: primary.tee.id, quantity: 1, price: '25.00' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await callApi(
      t.app,
      'POST',
      `/api/admin/draft-orders/${created.json().id}/send-invoice`,
      ownerCookie,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const link = (await newestLinks(primary.tenant.id, 'Invoice from')).find((url) => url.includes('/pay/'));
    expect(link).toMatch(new RegExp(`^https://shop\\.test/pay/[A-Za-z0-9_-]+\\?store=${primary.tenant.id}$`));
  });
});

describe('the payment provider’s return URL', () => {
  const intentOn = (shop: Shop, host: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        customerInfo: {},
        amount: 0,
        tenantId: shop.tenant.id,
        items: [{ id: shop.tee.id, quantity: 1 }],
      },
      headers: { host },
    });

  it('brings the shopper back to the store’s address they check out on', async () => {
    const onPrimary = await intentOn(primary, 'shop.test');
    expect(onPrimary.statusCode, onPrimary.body).toBe(200);
    expect(onPrimary.json().returnUrl).toBe(
      `${PRIMARY}/order-confirmation?provider=sandbox&tenantId=${primary.tenant.id}`,
    );
    const onSub = await intentOn(sub, hostOf(subdomainOf('addr-sub')));
    expect(onSub.json().returnUrl).toBe(
      `${subdomainOf('addr-sub')}/order-confirmation?provider=sandbox&tenantId=${sub.tenant.id}`,
    );
  });

  it('to the platform’s address when they check out on /s/{slug} there (the checkout cookie is host-only)', async () => {
    const onPlatform = await intentOn(sub, hostOf(t.config.PUBLIC_URL));
    expect(onPlatform.json().returnUrl).toBe(
      `${t.config.PUBLIC_URL}/order-confirmation?provider=sandbox&tenantId=${sub.tenant.id}`,
    );
  });
});

describe('search engines', () => {
  const get = (url: string, host?: string) =>
    t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('the sitemap lists the store’s pages on its primary domain, asked there or at /s/{slug}', async () => {
    const onDomain = await get('/sitemap.xml', 'shop.test');
    expect(onDomain.statusCode).toBe(200);
    expect(locsOf(onDomain.body)).toEqual([
      PRIMARY,
      `${PRIMARY}/terms-conditions`,
      `${PRIMARY}/returns-refunds`,
      `${PRIMARY}/products/tee`,
      `${PRIMARY}/products/hoodie`,
    ]);
    expect((await get('/s/addr-primary/sitemap.xml')).body).toBe(onDomain.body);
    expect((await get(`/store/${primary.tenant.id}/sitemap.xml`)).body).toBe(onDomain.body);
  });

  it('/sitemap.xml is the subdomain’s store there, and a 404 on the platform’s host or an unknown one', async () => {
    const onSub = await get('/sitemap.xml', hostOf(subdomainOf('addr-sub')));
    expect(onSub.statusCode).toBe(200);
    expect(locsOf(onSub.body)[0]).toBe(subdomainOf('addr-sub'));
    for (const host of [hostOf(t.config.PUBLIC_URL), 'unknown.test', 'no-such-store.localhost']) {
      const res = await get('/sitemap.xml', host);
      expect(res.statusCode, host).toBe(404);
      expect(res.json().message).toContain('/s/{slug}/sitemap.xml');
    }
  });

  it('robots.txt names the store’s own sitemap on its host, and every store’s at its address on the platform’s', async () => {
    const sitemaps = (body: string) => body.split('\n').filter((line) => line.startsWith('Sitemap: '));
    expect(sitemaps((await get('/robots.txt', 'shop.test')).body)).toEqual([
      `Sitemap: ${PRIMARY}/sitemap.xml`,
    ]);
    expect(sitemaps((await get('/robots.txt', hostOf(subdomainOf('addr-sub')))).body)).toEqual([
      `Sitemap: ${subdomainOf('addr-sub')}/sitemap.xml`,
    ]);
    const onPlatform = sitemaps((await get('/robots.txt', hostOf(t.config.PUBLIC_URL))).body);
    expect(onPlatform).toContain(`Sitemap: ${PRIMARY}/sitemap.xml`);
    expect(onPlatform).toContain(`Sitemap: ${subdomainOf('addr-sub')}/sitemap.xml`);
    expect(onPlatform).toContain(`Sitemap: ${subdomainOf('addr-unverified')}/sitemap.xml`);
  });
});

describe('a product page on the primary domain', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    web = await createPagesApp(
      t,
      '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await web?.close();
  });

  it('names it canonically, in Open Graph and in JSON-LD, at https://{primary}', async () => {
    const res = await web.inject({ method: 'GET', url: '/products/tee', headers: { host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    const url = `${PRIMARY}/products/tee`;
    expect(res.body).toContain(`<link rel="canonical" href="${url}">`);
    expect(res.body).toContain(`<meta property="og:url" content="${url}">`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)![1]!);
    expect(ld.url).toBe(url);
    expect(ld.offers.url).toBe(url);
  });

  it('its other addresses move there (301), so nothing else is indexed', async () => {
    for (const [host, pathname] of [
      ['old-shop.test', '/products/tee?ref=mail'],
      [hostOf(subdomainOf('addr-primary')), '/products/tee?ref=mail'],
    ]) {
      const res = await web.inject({ method: 'GET', url: pathname!, headers: { host: host! } });
      expect(res.statusCode, host).toBe(301);
      expect(res.headers.location).toBe(`${PRIMARY}/products/tee?ref=mail`);
    }
  });
});

describe('cookies belong to the host that set them', () => {
  const noDomain = (cookies: { name: string; domain?: string }[]) =>
    cookies.map((cookie) => ({ name: cookie.name, domain: cookie.domain }));

  it('the session set at sign-in on a store’s host has no Domain attribute (host-only)', async () => {
    await createUser(t.db, { username: 'addr-shopper', password: 'addr-shopper-pass' });
    for (const host of ['shop.test', hostOf(subdomainOf('addr-sub'))]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'addr-shopper', password: 'addr-shopper-pass' },
        headers: { host },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(noDomain(res.cookies)).toContainEqual({ name: 'sid', domain: undefined });
      for (const header of [res.headers['set-cookie']].flat()) expect(String(header)).not.toMatch(/domain=/i);
    }
  });

  it('the checkout cookie too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        customerInfo: {},
        amount: 0,
        tenantId: primary.tenant.id,
        items: [{ id: primary.tee.id, quantity: 1 }],
      },
      headers: { host: 'shop.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(noDomain(res.cookies)).toEqual([{ name: 'checkout', domain: undefined }]);
    expect(String(res.headers['set-cookie'])).not.toMatch(/domain=/i);
  });

  it('over HTTPS every cookie is __Host- prefixed, which a browser keeps to the one host', async () => {
    const config = testConfig({ PUBLIC_URL: 'https://platform.test', STORE_DOMAIN: 'shops.test' });
    const https = await buildApp({ config, database: t.database, logger: false, serveWeb: false });
    await https.ready();
    try {
      const login = await https.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'addr-shopper', password: 'addr-shopper-pass' },
        headers: { host: 'addr-sub.shops.test', 'x-forwarded-proto': 'https' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const intent = await https.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: {
          customerInfo: {},
          amount: 0,
          tenantId: sub.tenant.id,
          items: [{ id: sub.tee.id, quantity: 1 }],
        },
        headers: { host: 'addr-sub.shops.test' },
      });
      const cookies = [...login.cookies, ...intent.cookies];
      expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['__Host-checkout', '__Host-sid']);
      for (const cookie of cookies) {
        expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true });
        expect(cookie.domain).toBeUndefined();
      }
      expect(intent.json().returnUrl).toBe(
        `https://addr-sub.shops.test/order-confirmation?provider=sandbox&tenantId=${sub.tenant.id}`,
      );
    } finally {
      await https.close();
    }
  });
});

describe('the admin lives on the platform’s host', () => {
  it('an admin or operator screen opened on a store’s host answers 302 to the same path on PUBLIC_URL', async () => {
    for (const [host, url] of [
      ['shop.test', '/admin'],
      [hostOf(subdomainOf('addr-sub')), '/settings/domains?tab=1'],
      [hostOf(subdomainOf('addr-sub')), '/super-admin'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, `${host}${url}`).toBe(302);
      expect(res.headers.location).toBe(`${t.config.PUBLIC_URL}${url}`);
    }
  });

  it('the store’s own screens stay, and the platform’s host is never redirected', async () => {
    for (const [host, url] of [
      ['shop.test', '/account'],
      ['shop.test', '/login'],
      [hostOf(subdomainOf('addr-sub')), '/orders'],
      [hostOf(t.config.PUBLIC_URL), '/admin'],
      ['unknown.test', '/admin'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, `${host}${url}`).not.toBe(302);
    }
  });
});

describe("the operator's View store front", () => {
  it("names each store's address on the list and on its details: primary domain, else subdomain", async () => {
    const { operator } = await signInUsers(t, {
      operator: { username: 'addr-operator', password: 'addr-operator-pass', superAdmin: true },
    });
    const list = await callApi(t.app, 'GET', '/api/super-admin/tenants', operator);
    expect(list.statusCode).toBe(200);
    const urlOf = (id: number) =>
      (list.json() as Array<{ id: number; storeUrl?: string }>).find((store) => store.id === id)?.storeUrl;
    expect(urlOf(primary.tenant.id)).toBe(PRIMARY);
    expect(urlOf(sub.tenant.id)).toBe(subdomainOf('addr-sub'));
    expect(urlOf(unverified.tenant.id)).toBe(subdomainOf('addr-unverified'));
    const detail = await callApi(t.app, 'GET', `/api/super-admin/tenants/${primary.tenant.id}`, operator);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().storeUrl).toBe(PRIMARY);
  });
});
