// The plan limits as a store meets them: the operator sets a plan's limits through the plans API,
// and the real product and upload endpoints refuse what would pass them; a bigger plan, once paid,
// lifts them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';

const png = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();

function postForm(
  t: PlatformFixture,
  url: string,
  cookie: string,
  fields: Record<string, string>,
  image: Buffer,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload: form });
}

const product = (name: string) => ({
  name,
  description: 'Plain',
  price: '9.99',
  category: 'Mugs',
  inStock: '3',
  sizes: '[]',
  hasSubscription: 'false',
  isDraft: 'false',
});

describe('plan limits enforced on product create and uploads', () => {
  let t: PlatformFixture;
  let tiny: { id: number };
  beforeAll(async () => {
    t = await createPlatformFixture({ dataDir: mkdtempSync(path.join(tmpdir(), 'storefleet-limits-')) });
    tiny = (
      await call(t.app, 'POST', '/api/subscription-plans', t.admin, {
        name: 'Tiny',
        price: '1.00',
        limits: { maxProducts: 1, maxStorage: 0 },
      })
    ).json();
    const edit = { name: 'Alpha Store', slug: 'alpha', status: 'active', subscriptionPlan: 'tiny' };
    expect(
      (await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, edit)).statusCode,
    ).toBe(200);
    await call(t.app, 'POST', '/api/admin/categories', t.ownerA, { name: 'Mugs', description: '' });
  });
  afterAll(() => t.close());

  it('maxStorage: an upload that would pass the plan’s storage is refused, and nothing is counted', async () => {
    const res = await postForm(t, '/api/upload-image', t.ownerA, {}, await png());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Your Tiny plan allows 0 MB of image storage\. Upgrade your plan/);
    const usage = (await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA)).json().usage;
    expect(usage).toMatchObject({ storageBytes: 0, limits: { maxProducts: 1, maxStorage: 0 } });
  });

  it('maxProducts: the product past the limit is refused with a reason', async () => {
    await call(t.app, 'PUT', `/api/subscription-plans/${tiny.id}`, t.admin, {
      name: 'Tiny',
      price: '1.00',
      limits: { maxProducts: 1, maxStorage: 10 },
    });
    const first = await postForm(t, '/api/admin/products', t.ownerA, product('Mug'), await png());
    expect(first.statusCode).toBe(201);
    const second = await postForm(t, '/api/admin/products', t.ownerA, product('Second mug'), await png());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Your Tiny plan allows 1 product. Upgrade your plan to add more.');
    const usage = (await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA)).json().usage;
    expect(usage.products).toBe(1);
    expect(usage.storageBytes).toBeGreaterThan(0);
  });

  it('upgrading to a bigger plan lifts the limit once its bill is paid (ADR 0012)', async () => {
    const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.ownerA)).json();
    const pro = plans.find((p: { slug: string }) => p.slug === 'pro');
    // A paid plan, not a trial (in a trial the new plan applies at once, ADR 0036).
    await t.db
      .update(tenants)
      .set({ subscriptionStatus: 'active', trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(tenants.id, t.storeA.id));
    const upgrade = await call(t.app, 'POST', '/api/subscription/upgrade', t.ownerA, { planId: pro.id });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json().pendingPlan).toBe('pro');
    const unpaid = await postForm(t, '/api/admin/products', t.ownerA, product('Second mug'), await png());
    expect(unpaid.statusCode).toBe(409);
    const paid = await call(t.app, 'PUT', `/api/billing/${upgrade.json().billingId}/mark-paid`, t.admin, {
      paymentMethod: 'bank_transfer',
    });
    expect(paid.statusCode).toBe(200);
    const again = await postForm(t, '/api/admin/products', t.ownerA, product('Second mug'), await png());
    expect(again.statusCode).toBe(201);
  });
});
