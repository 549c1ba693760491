// Shared set-up for the platform operator tests: the default plans, a super admin, a store with
// its owner, a customer, their session cookies, and helpers to add rows a store's usage counts.
import { createTenant, createTestApp, signInStoreTeam, type TestApp, testConfig } from '../../../test/app.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orders, products, uploads } from '../../db/schema/index.ts';
import { seedPlans } from '../../seed/plans.ts';

export type PlatformFixture = TestApp & {
  admin: string;
  ownerA: string;
  ownerB: string;
  customer: string;
  storeA: { id: number; name: string };
  storeB: { id: number; name: string };
  ctx(): Ctx;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores A ('alpha', Basic) and B ('bravo', Pro), each with an owner; a super admin; a customer. */
export async function createPlatformFixture(
  options: { dataDir?: string; config?: Record<string, string> } = {},
): Promise<PlatformFixture> {
  const overrides = { ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}), ...options.config };
  const t = await createTestApp(Object.keys(overrides).length ? { config: testConfig(overrides) } : {});
  await seedPlans(t.db);
  const trialEndsAt = new Date(Date.now() + 14 * DAY_MS);
  const storeA = await createTenant(t.db, {
    slug: 'alpha',
    name: 'Alpha Store',
    subscriptionPlan: 'basic',
    trialEndsAt,
  });
  const storeB = await createTenant(t.db, {
    slug: 'bravo',
    name: 'Bravo Store',
    subscriptionPlan: 'pro',
    trialEndsAt,
  });
  return {
    ...t,
    storeA,
    storeB,
    ...(await signInStoreTeam(t, storeA.id, storeB.id)),
    ctx: () => testCtx(t),
  };
}

/** One request through the front door; `cookie` undefined = anonymous. */
export { callApi as call } from '../../../test/app.ts';

import { testCtx } from '../../../test/app.ts';

export async function addProducts(db: Db, tenantId: number, count: number): Promise<void> {
  if (count === 0) return;
  await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({ tenantId, name: `Product ${i + 1}`, priceMinor: 1000 + i })),
    );
}

export async function addOrder(
  db: Db,
  tenantId: number,
  values: { totalMinor: number; status?: string; createdAt?: Date; refundedMinor?: number },
): Promise<void> {
  await db.insert(orders).values({
    tenantId,
    customerEmail: 'buyer@example.test',
    customerName: 'Buyer',
    totalMinor: values.totalMinor,
    refundedMinor: values.refundedMinor ?? 0,
    status: values.status ?? 'paid',
    createdAt: values.createdAt ?? new Date(),
  });
}

export async function addUpload(db: Db, tenantId: number, bytes: number): Promise<void> {
  const key = `${tenantId}-${bytes}-${Math.random().toString(36).slice(2)}`;
  await db
    .insert(uploads)
    .values({ tenantId, storageKey: key, url: `/uploads/${key}.webp`, bytes, contentType: 'image/webp' });
}
