// Inserts one demo store: its tenant row, owner, catalogue, shipping options and content entries.
import type { Db } from '../db/database.ts';
import { cmsContent, shippingOptions, shippingZones, storeCurrencies, tenants } from '../db/schema/index.ts';
import { seedCatalogue } from './demo-catalogue.ts';
import { storeContentEntries } from './demo-content.ts';
import type { DemoStore } from './demo-stores.ts';
import { createStoreOwner } from './store-owner.ts';

const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedStoreOptions = {
  /** Pins the tenant id (the demo store is tenant 1); otherwise the sequence picks one. */
  id?: number;
  ownerPassword: string;
  now: Date;
};

export async function seedStore(
  db: Db,
  store: DemoStore,
  options: SeedStoreOptions,
): Promise<{ tenantId: number }> {
  const { catalogue } = store;
  const [tenant] = await db
    .insert(tenants)
    .values({
      ...(options.id === undefined ? {} : { id: options.id }),
      ...store.tenant,
      status: 'active',
      ...(store.subscription === 'paying'
        ? { subscriptionStatus: 'active', trialEndsAt: new Date(options.now.getTime() - 30 * DAY_MS) }
        : {
            subscriptionStatus: 'trial',
            trialEndsAt: new Date(options.now.getTime() + TRIAL_DAYS * DAY_MS),
          }),
      currency: 'GBP',
      ...(store.german ? { defaultLanguage: 'en', languages: ['en', 'de'] } : {}),
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`Cannot seed demo data: store '${store.tenant.slug}' was not created`);
  const tenantId = tenant.id;

  await createStoreOwner(db, {
    tenantId,
    username: store.owner.username,
    email: store.owner.email,
    password: options.ownerPassword,
  });
  await seedCatalogue(db, tenantId, catalogue, store.german);
  if (store.currencies?.length) {
    await db.insert(storeCurrencies).values(store.currencies.map((currency) => ({ tenantId, ...currency })));
  }
  // A store that ships abroad: the default zone (the UK) and its others (docs/decisions/0100).
  const zoneIds = new Map<string, number>();
  if (store.zones) {
    const rows = await db
      .insert(shippingZones)
      .values([
        { tenantId, name: 'United Kingdom', countries: ['GB'], isDefault: true },
        ...store.zones.map((zone) => ({ tenantId, ...zone })),
      ])
      .returning({ id: shippingZones.id, name: shippingZones.name });
    for (const row of rows) zoneIds.set(row.name, row.id);
  }
  await db.insert(shippingOptions).values(
    store.shipping.map(({ zone, ...option }, index) => {
      const german = store.german?.shipping[option.name];
      return {
        tenantId,
        ...option,
        zoneId: zone === undefined ? null : (zoneIds.get(zone) ?? null),
        isActive: true,
        sortOrder: index,
        translations: german ? { de: german } : {},
      };
    }),
  );
  await db.insert(cmsContent).values(
    storeContentEntries(store.content).map((entry) => {
      const german = store.german?.content[entry.key];
      return { tenantId, ...entry, translations: german ? { de: { value: german } } : {} };
    }),
  );
  return { tenantId };
}
