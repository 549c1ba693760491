// The audit log through the front door: an entry for every admin write family (and none for reads,
// dry runs, a customer's own writes or failed writes), no secret in any entry, stores kept apart,
// the platform's entries for the super admin only, filters and paging, retention and append-only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createUser, loginCookie, signInStoreTeam, testConfig, testCtx } from '../../../test/app.ts';
import { startBackgroundJobs } from '../../background-jobs.ts';
import { auditLog, categories } from '../../db/schema/index.ts';
import { seedPlans } from '../../seed/plans.ts';
import { callForm, pngImage, productFields } from '../catalogue/catalogue.test-support.ts';
import { payInSandbox, type Shop, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { findJob, makeDue, recordingLogger, selectRows } from '../jobs/jobs.test-support.ts';
import { buyTeesAndHoodie, postRefund } from '../refunds/refunds.test-support.ts';
import { pruneAuditLog } from './audit-log.service.ts';

const SECRETS = [
  'sk_test_AuditCanarySecret4242',
  'whsec_AuditCanaryWebhook4242',
  'sup_sk_AuditCanarySumup4242',
  'owner-a-pass',
  'root-password',
  'NewPassw0rd-canary',
  'Owner-Canary-Pass-1',
];

const t = useCheckoutTestApp({
  config: () => testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefleet-audit-')) }),
});
let shopA: Shop;
let shopB: Shop;
let who: Record<'admin' | 'ownerA' | 'ownerB' | 'customer' | 'staffA', string>;
let orderId: number;
let csv: string;
const importCsv = (cookie: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  body?: unknown,
) => callApi(t.app, method, url, cookie, body);
const entriesOf = (tenantId: number) => t.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId));
const allEntries = () => t.db.select().from(auditLog);
const count = async () => (await allEntries()).length;
const lastEntry = async () => {
  const rows = await allEntries();
  return rows.sort((x, y) => x.id - y.id).at(-1)!;
};

beforeAll(async () => {
  await seedPlans(t.db);
  shopA = await seedShop(t.db, 'audit-a');
  shopB = await seedShop(t.db, 'audit-b');
  const team = await signInStoreTeam(t, shopA.tenant.id, shopB.tenant.id);
  const staff = await createUser(t.db, { username: 'packer-a', password: 'packer-a-pass', memberOf: [] });
  await t.db.execute(
    sql`insert into user_tenants (tenant_id, user_id, role) values (${shopA.tenant.id}, ${staff.id}, 'staff')`,
  );
  who = { ...team, staffA: await loginCookie(t.app, 'packer-a', 'packer-a-pass') };
  await t.db.insert(categories).values({ tenantId: shopA.tenant.id, name: 'T-Shirts' });
  csv = (await callApi(t.app, 'GET', '/api/admin/products/export', who.ownerA)).body;
  orderId = (await buyTeesAndHoodie(t.app, shopA, 'ada@example.com', (_id, s) => payInSandbox(t.app, s)))
    .orderId;
});

describe('recording', () => {
  it('records one entry per write family with who, which store, what entity and action', async () => {
    const a = shopA.tenant.id;
    const png = await pngImage();
    const writes: Array<
      [() => Promise<{ statusCode: number; body: string }>, Partial<typeof auditLog.$inferSelect>]
    > = [
      [
        () =>
          callForm(t.app, 'POST', '/api/admin/products', who.ownerA, productFields({ name: 'Audit Tee' }), {
            bytes: png,
          }),
        { entityType: 'product', action: 'create' },
      ],
      [
        () =>
          callForm(
            t.app,
            'PUT',
            `/api/admin/products/${shopA.tee.id}`,
            who.ownerA,
            productFields({ name: 'Renamed Tee' }),
          ),
        { entityType: 'product', entityId: String(shopA.tee.id), action: 'update' },
      ],
      [
        () => call('POST', '/api/admin/categories', who.ownerA, { name: 'Hats' }),
        { entityType: 'category', action: 'create' },
      ],
      [
        () =>
          call('POST', `/api/admin/orders/${orderId}/fulfilments`, who.ownerA, {
            carrier: 'dpd',
            trackingNumber: 'TRK1',
          }),
        { entityType: 'order', action: 'other' },
      ],
      [
        () => postRefund(t.app, who.ownerA, orderId, { amount: '5.00' }),
        { entityType: 'order', entityId: String(orderId), action: 'other' },
      ],
      [
        () => call('PUT', `/api/admin/orders/${orderId}/status`, who.ownerA, { status: 'delivered' }),
        { entityType: 'order', entityId: String(orderId), action: 'update' },
      ],
      [
        () =>
          call('POST', '/api/cms/content', who.ownerA, { key: 'footer_phone', type: 'text', value: '0123' }),
        { entityType: 'content', action: 'create' },
      ],
      [
        () =>
          call('PUT', '/api/cms/content/footer_phone', who.ownerA, {
            key: 'footer_phone',
            type: 'text',
            value: '0456',
          }),
        { entityType: 'content', entityId: 'footer_phone', action: 'update' },
      ],
      [
        () => call('POST', '/api/admin/shipping-options', who.ownerA, { name: 'Express', cost: 9.99 }),
        { entityType: 'shipping-option', action: 'create' },
      ],
      [
        () =>
          call('PUT', '/api/admin/email-settings', who.ownerA, {
            emailStoreName: 'Fern',
            emailFromAddress: 'o@fern.test',
            emailSupportAddress: 'h@fern.test',
            emailProcessingTime: '2 days',
            emailBrandColor: '#7E22CE',
          }),
        { entityType: 'email-settings', action: 'update' },
      ],
      [
        () =>
          call('PUT', '/api/tenant/payment-settings', who.ownerA, {
            stripeSecretKey: SECRETS[0],
            stripeWebhookSecret: SECRETS[1],
            sumupApiKey: SECRETS[2],
            currentPassword: SECRETS[3],
          }),
        { entityType: 'payment-settings', action: 'update' },
      ],
      [
        () =>
          call('PUT', '/api/admin/vat-settings', who.ownerA, {
            pricesIncludeVat: false,
            vatNumber: 'GB123456789',
          }),
        { entityType: 'vat-settings', action: 'update' },
      ],
      [
        () => importCsv(who.ownerA),
        { entityType: 'product', action: 'other', route: 'POST /api/admin/products/import' },
      ],
      [
        () => call('DELETE', `/api/admin/shipping-options/${shopA.shipping.id}`, who.ownerA),
        { entityType: 'shipping-option', entityId: String(shopA.shipping.id), action: 'delete' },
      ],
    ];
    for (const [write, expected] of writes) {
      const before = await count();
      const res = await write();
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await count(), JSON.stringify(expected)).toBe(before + 1);
      expect(await lastEntry()).toMatchObject({ tenantId: a, actorName: 'owner-a', ...expected });
    }
    const product = (await entriesOf(a)).find((e) => e.route === 'PUT /api/admin/products/:id')!;
    expect(product.before).toMatchObject({ name: 'Tee', price: '25.00' });
    expect(product.after).toMatchObject({ price: '19.99' });
    expect(product.after).toMatchObject({ name: 'Renamed Tee' });
    const created = (await entriesOf(a)).find((e) => e.route === 'POST /api/admin/products')!;
    expect(created.entityId).toMatch(/^\d+$/);
    const status = (await entriesOf(a)).find((e) => e.route === 'PUT /api/admin/orders/:id/status')!;
    expect(status.after).toEqual({ status: 'delivered' });
    // A refund after shipping leaves the order shipped: the money moves apart from the goods (migration 0023).
    expect(status.before).toEqual({ status: 'shipped' });
  });

  it('records a super admin’s platform writes as platform entries and their store edits for the store', async () => {
    const edit = { name: 'Audit B Ltd', slug: 'audit-b', status: 'active', subscriptionPlan: 'basic' };
    const res = await call('PUT', `/api/super-admin/tenants/${shopB.tenant.id}`, who.admin, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastEntry()).toMatchObject({
      actorName: 'root',
      entityType: 'tenant',
      entityId: String(shopB.tenant.id),
      action: 'update',
    });
    const category = await call('POST', `/api/admin/categories?tenantId=${shopB.tenant.id}`, who.admin, {
      name: 'Caps',
    });
    expect(category.statusCode).toBe(201);
    expect(await lastEntry()).toMatchObject({
      tenantId: shopB.tenant.id,
      actorName: 'root',
      entityType: 'category',
    });
    const owner = { username: 'audit-c-owner', email: 'c@audit.test', password: 'Owner-Canary-Pass-1' };
    const store = { name: 'Audit C', subscriptionPlan: 'basic', owner };
    const created = await call('POST', '/api/tenants', who.admin, store);
    expect(created.statusCode, created.body).toBe(201);
    expect(await lastEntry()).toMatchObject({
      tenantId: null,
      entityType: 'tenant',
      entityId: String(created.json().id),
      action: 'create',
      after: expect.objectContaining({
        owner: { username: 'audit-c-owner', email: 'c@audit.test', password: '[redacted]' },
      }),
    });
  });

  it('records nothing for reads, dry runs, failed writes or a customer’s own account', async () => {
    const before = await count();
    expect((await call('GET', '/api/admin/customers/export', who.ownerA)).statusCode).toBe(200);
    const dryRun = await importCsv(who.ownerA, '?dryRun=true');
    expect(dryRun.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/categories', who.ownerA, { name: 'hats' })).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/categories', who.ownerA, {})).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/categories/999999`, who.ownerA, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/admin/categories', who.customer, { name: 'X' })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/categories', undefined, { name: 'X' })).statusCode).toBe(401);
    const wrongPassword = await call('PUT', '/api/tenant/payment-settings', who.ownerA, {
      stripeSecretKey: 'sk_test_Other9999',
      currentPassword: 'nope',
    });
    expect(wrongPassword.statusCode).toBe(403);
    const changed = await call('POST', '/api/account/change-password', who.customer, {
      currentPassword: 'shopper-pass',
      newPassword: SECRETS[5],
    });
    expect(changed.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
  });

  it('never holds a secret: keys, webhook secrets, passwords are redacted', async () => {
    const text = JSON.stringify(await allEntries());
    for (const secret of [...SECRETS, 'sk_test_Other9999']) expect(text).not.toContain(secret);
    const payment = (await entriesOf(shopA.tenant.id)).find((e) => e.entityType === 'payment-settings')!;
    expect(payment.after).toMatchObject({
      stripeSecretKey: '[redacted]',
      stripeWebhookSecret: '[redacted]',
      sumupApiKey: '[redacted]',
      currentPassword: '[redacted]',
    });
  });

  it('is append-only: an UPDATE is refused, even on the platform path', async () => {
    const entry = await lastEntry();
    await expect(
      t.db.update(auditLog).set({ actorName: 'someone else' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    expect((await lastEntry()).actorName).toBe(entry.actorName);
  });
});

describe('GET /api/admin/audit-log', () => {
  const list = (cookie: string | undefined, query = '') =>
    call('GET', `/api/admin/audit-log${query}`, cookie);

  it('shows an owner their store’s entries newest first with X-Total-Count, never another store’s', async () => {
    const res = await list(who.ownerA);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as Array<{ id: number; tenantId: number; createdAt: string }>;
    expect(Number(res.headers['x-total-count'])).toBe((await entriesOf(shopA.tenant.id)).length);
    expect(entries.every((e) => e.tenantId === shopA.tenant.id)).toBe(true);
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const b = (await list(who.ownerB)).json() as Array<{ tenantId: number; actorName: string }>;
    expect(b.map((e) => e.tenantId)).toEqual([shopB.tenant.id]);
    expect((await list(who.ownerB, `?tenantId=${shopA.tenant.id}`)).statusCode).toBe(403);
  });

  it('is for owners and the super admin: 401 anonymous, 403 customers and staff, platform entries super admin only', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(who.customer)).statusCode).toBe(403);
    const staff = await list(who.staffA);
    expect(staff.statusCode).toBe(403);
    expect((await list(who.ownerA, '?platform=true')).statusCode).toBe(403);
    const platform = await list(who.admin, '?platform=true');
    expect(platform.statusCode).toBe(200);
    expect(platform.json()).toEqual([
      expect.objectContaining({ tenantId: null, entityType: 'tenant', action: 'create', actorName: 'root' }),
      expect.objectContaining({ tenantId: null, entityType: 'tenant', action: 'update', actorName: 'root' }),
    ]);
    const storeA = await list(who.admin, `?tenantId=${shopA.tenant.id}`);
    expect(Number(storeA.headers['x-total-count'])).toBe((await entriesOf(shopA.tenant.id)).length);
  });

  it('answers each entry in words beside its data: who, the action, the thing by name, the change formatted', async () => {
    type Described = {
      entityType: string;
      entityId: string | null;
      route: string;
      after: Record<string, unknown> | null;
      description: {
        actor: string;
        verb: string;
        subject: string;
        link: string | null;
        sentence: string;
        changes: { field: string; before: string | null; after: string | null }[];
      };
    };
    const entries = (await list(who.ownerA, '?limit=200')).json() as Described[];
    expect(entries.length).toBeGreaterThan(5);
    for (const { description: d, entityType } of entries) {
      expect(d.sentence.startsWith(d.actor)).toBe(true);
      const words = [d.sentence, ...d.changes.flatMap((c) => [c.field, c.before ?? '', c.after ?? ''])];
      for (const text of words) {
        expect(text).not.toMatch(/\/api\/|^\{|":/);
        if (entityType.includes('-')) expect(text).not.toContain(entityType);
      }
    }
    const renamed = entries.find((e) => e.route === 'PUT /api/admin/products/:id')!;
    // The product's name today, linked to its screen.
    expect(renamed.description.subject).toBe('Renamed Tee');
    expect(renamed.description.link).toBe('/product-management');
    const refund = entries.find((e) => e.route === 'POST /api/admin/orders/:id/refunds')!;
    expect(refund.description.verb).toBe('Refunded');
    expect(refund.description.subject).toMatch(/^order #\d+$/);
    expect(refund.description.changes).toContainEqual({ field: 'Refunded', before: '£0.00', after: '£5.00' });
    const shipped = entries.find((e) => e.route === 'POST /api/admin/orders/:id/fulfilments')!;
    expect(shipped.description.verb).toBe('Shipped');
    expect(shipped.description.changes).toContainEqual({
      field: 'Tracking number',
      before: null,
      after: 'TRK1',
    });
    // The raw data stays for support.
    expect(refund.after).toEqual(expect.objectContaining({ refunded: { amount: '5.00', currency: 'GBP' } }));
  });

  it('filters by member, entity and date, and pages', async () => {
    const byEntity = (await list(who.ownerA, '?entity=category')).json() as Array<{ entityType: string }>;
    expect(byEntity.map((e) => e.entityType)).toEqual(['category']);
    expect((await list(who.ownerA, '?member=owner')).json().length).toBe(
      Number((await list(who.ownerA)).headers['x-total-count']),
    );
    expect((await list(who.ownerA, '?member=root')).json()).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const total = Number((await list(who.ownerA)).headers['x-total-count']);
    expect((await list(who.ownerA, `?from=${today}&to=${today}`)).json()).toHaveLength(Math.min(total, 50));
    expect((await list(who.ownerA, '?to=2000-01-01')).json()).toEqual([]);
    const first = (await list(who.ownerA, '?limit=2')).json() as Array<{ id: number }>;
    const second = (await list(who.ownerA, '?limit=2&offset=2')).json() as Array<{ id: number }>;
    expect(first).toHaveLength(2);
    expect(second[0]!.id).toBeLessThan(first[1]!.id);
    const bad = await list(who.ownerA, '?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('From must be a date such as 2026-01-31');
    expect((await list(who.ownerA, '?limit=500')).json().message).toBe('Limit must be at most 200');
  });
});

describe('retention', () => {
  it('the prune deletes entries older than AUDIT_LOG_RETENTION_DAYS only, stores’ and platform’s', async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    const base = {
      actorName: 'old-hand',
      action: 'update',
      entityType: 'product',
      route: 'PUT /x',
      status: 200,
      createdAt: old,
    };
    await t.db.insert(auditLog).values([
      { ...base, tenantId: shopA.tenant.id },
      { ...base, tenantId: null },
    ]);
    const kept = await count();
    const deleted = await pruneAuditLog(testCtx(t));
    expect(deleted).toBe(2);
    expect(await count()).toBe(kept - 2);
    expect((await allEntries()).some((e) => e.actorName === 'old-hand')).toBe(false);
    const shorter = { ...testCtx(t), config: { ...t.config, AUDIT_LOG_RETENTION_DAYS: 1 } };
    expect(await pruneAuditLog(shorter)).toBe(0);
  });

  it('runs as a recurring job from the queue', async () => {
    const log = recordingLogger();
    const first = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await first.stop();
    const [job] = await selectRows<{ id: number; cron: string }>(
      t.db,
      sql`select id, cron from jobs where key = 'audit-log.prune'`,
    );
    expect(job?.cron).toBe('47 4 * * *');
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await t.db.insert(auditLog).values({
      tenantId: shopB.tenant.id,
      actorName: 'queued-old',
      action: 'delete',
      entityType: 'product',
      route: 'DELETE /x',
      status: 204,
      createdAt: old,
    });
    await makeDue(t.db, job!.id);
    const again = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await expect.poll(async () => (await findJob(t.db, job!.id))?.status, { timeout: 3000 }).toBe('done');
    await again.stop();
    expect((await allEntries()).some((e) => e.actorName === 'queued-old')).toBe(false);
  });
});
