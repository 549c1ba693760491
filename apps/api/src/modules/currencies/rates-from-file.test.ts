// The platform's exchange-rates file (docs/decisions/0105): an owner sets the store's rates from it
// in one call, crossed to the store's base currency, each keeping its rounding rule; a currency the
// file does not name keeps its rate; a file or URL that cannot be read changes nothing and says why
// without naming the operator's path; `settings` only; another store's rates are never touched.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  signInUsers,
  type TestApp,
  testConfig,
} from '../../../test/app.ts';
import { storeCurrencies } from '../../db/schema/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'storefleet-rates-'));
const ratesFile = path.join(dir, 'rates.json');
const rates = { base: 'EUR', date: '2026-11-27', rates: { GBP: '0.85', USD: 1.05, JPY: '163.2' } };

let fileApp: TestApp;
let urlApp: TestApp;
let bareApp: TestApp;
let server: http.Server;
/** What the rates URL answers next. */
let served: { status: number; body: string } = { status: 200, body: JSON.stringify(rates) };
const stores: Record<string, { a: number; b: number; cookies: Record<string, string> }> = {};

async function setUp(name: string, t: TestApp) {
  const a = (await createTenant(t.db, { slug: `rates-${name}-a` })).id;
  const b = (await createTenant(t.db, { slug: `rates-${name}-b` })).id;
  await t.db.insert(storeCurrencies).values([
    { tenantId: a, currency: 'EUR', rate: '1.1', rounding: 'ninety-nine' },
    { tenantId: a, currency: 'CHF', rate: '1.12', rounding: 'exact' },
    { tenantId: b, currency: 'EUR', rate: '1.3', rounding: 'exact' },
  ]);
  const cookies = await signInUsers(t, {
    owner: { username: `rates-${name}-owner`, password: 'owner-pass-1', memberOf: [a] },
    settings: {
      username: `rates-${name}-settings`,
      password: 'staff-pass-1',
      memberOf: [a],
      staffPermissions: ['settings'],
    },
    products: {
      username: `rates-${name}-products`,
      password: 'staff-pass-1',
      memberOf: [a],
      staffPermissions: ['products'],
    },
  });
  stores[name] = { a, b, cookies };
}

beforeAll(async () => {
  writeFileSync(ratesFile, JSON.stringify(rates));
  server = http.createServer((_request, response) => {
    response.writeHead(served.status, { 'content-type': 'application/json' });
    response.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates.json`;
  fileApp = await createTestApp({ config: testConfig({ EXCHANGE_RATES_SOURCE: ratesFile }) });
  urlApp = await createTestApp({ config: testConfig({ EXCHANGE_RATES_SOURCE: url }) });
  bareApp = await createTestApp();
  await setUp('file', fileApp);
  await setUp('url', urlApp);
  await setUp('bare', bareApp);
});

afterAll(async () => {
  await Promise.all([fileApp?.close(), urlApp?.close(), bareApp?.close()]);
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const update = (t: TestApp, name: string, who = 'owner') =>
  callApi(t.app, 'POST', '/api/admin/currencies/rates-from-file', stores[name]!.cookies[who]);
const currenciesOf = async (t: TestApp, name: string) =>
  (await callApi(t.app, 'GET', '/api/admin/currencies', stores[name]!.cookies.owner)).json();

describe("rates from the platform's file", () => {
  it('says the file is there, then sets the rates from it crossed to the base currency', async () => {
    expect((await currenciesOf(fileApp, 'file')).ratesFromFile).toBe(true);
    const response = await update(fileApp, 'file');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ date: '2026-11-27', updated: ['EUR'], missing: ['CHF'] });
    // 1 / 0.85 = 1.176470588… → eight places; the rule stays .99: £10.00 → €11.76 → €11.99.
    expect(body.currencies.currencies).toEqual([
      { currency: 'CHF', rate: '1.12', rounding: 'exact', example: '11.20' },
      { currency: 'EUR', rate: '1.17647059', rounding: 'ninety-nine', example: '11.99' },
    ]);
  });

  it("leaves another store's rates alone", async () => {
    const { b } = stores.file!;
    const rows = await fileApp.db.select().from(storeCurrencies);
    expect(rows.find((row) => row.tenantId === b && row.currency === 'EUR')?.rate).toBe('1.30000000');
  });

  it('is for those who may change settings', async () => {
    const staff = await update(fileApp, 'file', 'products');
    expect(staff.statusCode).toBe(403);
    expect((await update(fileApp, 'file', 'settings')).statusCode).toBe(200);
    const anonymous = await callApi(fileApp.app, 'POST', '/api/admin/currencies/rates-from-file');
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads an http URL the same way, and says why when it cannot, changing nothing', async () => {
    const ok = await update(urlApp, 'url');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().updated).toEqual(['EUR']);

    served = { status: 503, body: 'down' };
    const down = await update(urlApp, 'url');
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(
      "The rates were not updated: the platform's exchange rates answered 503. Try again later, or type them",
    );
    served = { status: 200, body: JSON.stringify({ ...rates, rates: { GBP: 'lots' } }) };
    const shape = await update(urlApp, 'url');
    expect(shape.statusCode).toBe(409);
    expect(shape.json().message).toMatch(
      /not in the expected shape \(rates\.GBP: each rate must be a positive number\)/,
    );
    served = { status: 200, body: '{' };
    expect((await update(urlApp, 'url')).json().message).toMatch(/are not JSON/);
    // Nothing changed: the rate is still the one from the good answer.
    const eur = (await currenciesOf(urlApp, 'url')).currencies.find(
      (c: { currency: string }) => c.currency === 'EUR',
    );
    expect(eur.rate).toBe('1.17647059');
  });

  it('refuses with a 409 where the platform keeps no rates, and says so on the list', async () => {
    expect((await currenciesOf(bareApp, 'bare')).ratesFromFile).toBe(false);
    const response = await update(bareApp, 'bare');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This platform keeps no exchange rates to update from: type each rate',
    );
  });

  it('never names the file’s path in its messages', async () => {
    const missingApp = await createTestApp({
      config: testConfig({ EXCHANGE_RATES_SOURCE: path.join(dir, 'nowhere.json') }),
    });
    try {
      const a = (await createTenant(missingApp.db, { slug: 'rates-missing' })).id;
      const { owner } = await signInUsers(missingApp, {
        owner: { username: 'rates-missing-owner', password: 'owner-pass-1', memberOf: [a] },
      });
      const response = await callApi(missingApp.app, 'POST', '/api/admin/currencies/rates-from-file', owner);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        "The rates were not updated: the platform's exchange-rates file could not be read. Try again later, or type them",
      );
      expect(response.body).not.toContain(dir);
    } finally {
      await missingApp.close();
    }
  });
});
