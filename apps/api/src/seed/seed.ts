// Seeds an empty database: the subscription plans, the demo store (tenant 1, slug `demo`) and a
// second store, all in one transaction. A database that already has a store is left untouched.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tenants } from '../db/schema/index.ts';
import { randomText } from '../lib/crypto.ts';
import { type HistoryStore, historyProducts, planDemoHistory, writeDemoHistory } from './demo-history.ts';
import { seedStore } from './demo-store.ts';
import { type DemoStore, demoMerchStore, northwindStore } from './demo-stores.ts';
import { seedPlans } from './plans.ts';

export { seedPlans } from './plans.ts';

export type DemoLogin = { username: string; password: string };
export type SeedDemoDataResult =
  | { seeded: false }
  | { seeded: true; owner: DemoLogin; secondOwner: DemoLogin; tenantIds: number[] };
export type SeedDemoDataOptions = {
  /**
   * 'published': the fixed passwords the README lists, for a developer's machine only (server.ts
   * uses them with NODE_ENV=development). 'generated' (the default): random ones, returned once.
   */
  passwords?: 'published' | 'generated';
  /** The demo store owner's password, whichever of the above applies. */
  ownerPassword?: string;
  /**
   * Also the stores' last 90 days (demo-history.ts): orders, refunds, cancellations and funnel counts,
   * dated back from `now`. Off by default: tests and journeys count the demo's orders from none.
   */
  history?: boolean;
  /** The instant the history ends at (default: now). */
  now?: Date;
  log?: (line: string) => void;
};

/** Serialises concurrent first starts of several app instances. */
const SEED_LOCK = 727_002;

export async function seedDemoData(db: Db, options: SeedDemoDataOptions = {}): Promise<SeedDemoDataResult> {
  const published = options.passwords === 'published';
  const owner = login(demoMerchStore, published, options.ownerPassword);
  const secondOwner = login(northwindStore, published);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    if (existing.length > 0) return null;

    const now = options.now ?? new Date();
    await seedPlans(tx);
    const demo = await seedStore(tx, demoMerchStore, { id: 1, ownerPassword: owner.password, now });
    // Inserting id 1 by hand leaves the sequence behind; move it on so the next store gets 2.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants))`,
    );
    const second = await seedStore(tx, northwindStore, { ownerPassword: secondOwner.password, now });
    if (options.history) {
      await seedStoreHistory(tx, demoMerchStore, demo.tenantId, now);
      await seedStoreHistory(tx, northwindStore, second.tenantId, now);
    }
    return [demo.tenantId, second.tenantId];
  });
  if (!seeded) return { seeded: false };

  const log = options.log ?? (() => {});
  log(
    `Demo data: seeded '${demoMerchStore.tenant.name}' (tenant 1, /s/demo) and '${northwindStore.tenant.name}' (/s/northwind)`,
  );
  log(`Demo store owner login: ${owner.username} / ${owner.password}`);
  log(`Second store owner login: ${secondOwner.username} / ${secondOwner.password}`);
  return { seeded: true, owner, secondOwner, tenantIds: seeded };
}

/** A demo store's last 90 days, planned by the seeded generator and written in bulk. */
export async function seedStoreHistory(
  db: Db,
  store: DemoStore,
  tenantId: number,
  now: Date,
): Promise<number[]> {
  const history: HistoryStore = {
    slug: store.tenant.slug,
    ownerName: store.owner.username,
    ordersPerDay: store.history.ordersPerDay,
    streets: store.history.streets,
    products: await historyProducts(db, tenantId),
    // The past's orders went to UK streets: by the UK's flat options (docs/decisions/0100).
    shipping: store.shipping.filter(
      (option) => option.zone === undefined && (option.rateKind ?? 'flat') === 'flat',
    ),
  };
  return writeDemoHistory(db, tenantId, history, planDemoHistory(history, now));
}

function login(store: DemoStore, published: boolean, password?: string): DemoLogin {
  // An empty password counts as not given: a demo account must still be usable.
  const fallback = published ? store.owner.defaultPassword : randomText(12, 'base64url');
  return { username: store.owner.username, password: password || fallback };
}
