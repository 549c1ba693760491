// A store's shipping zones for its admin (docs/decisions/0100). Every query names the store.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { shippingOptions, shippingZones } from '../../db/schema/index.ts';

export type ShippingZoneRow = typeof shippingZones.$inferSelect;

/** The default zone first, then the others in the order they were made. */
export function listZones(db: Db, tenantId: number): Promise<ShippingZoneRow[]> {
  return db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.tenantId, tenantId))
    .orderBy(desc(shippingZones.isDefault), asc(shippingZones.id));
}

/**
 * The store's default zone, made when missing (a store from before zones, or a new one): the
 * United Kingdom, which is where its zone-less options shipped until now.
 */
export async function ensureDefaultZone(db: Db, tenantId: number): Promise<void> {
  await db
    .insert(shippingZones)
    .values({ tenantId, name: 'United Kingdom', countries: ['GB'], isDefault: true })
    .onConflictDoNothing({ target: shippingZones.tenantId, where: sql`${shippingZones.isDefault}` });
}

export function findZone(db: Db, tenantId: number, id: number): Promise<ShippingZoneRow | undefined> {
  return firstRow(
    db
      .select()
      .from(shippingZones)
      .where(inTenant(shippingZones, tenantId, { id })),
  );
}

/** Serialises one store's zone writes, so a country lands in one zone only. */
export async function lockZones(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727500, ${tenantId})`);
}

/** The other zones of the store (all of them when `exceptId` is undefined), for the one-zone-per-country check. */
export function listOtherZones(db: Db, tenantId: number, exceptId?: number): Promise<ShippingZoneRow[]> {
  return db
    .select()
    .from(shippingZones)
    .where(
      and(
        eq(shippingZones.tenantId, tenantId),
        exceptId === undefined ? undefined : ne(shippingZones.id, exceptId),
      ),
    );
}

type ZoneValues = { name: string; countries: string[]; coversRest: boolean };

export function insertZone(db: Db, tenantId: number, values: ZoneValues): Promise<ShippingZoneRow> {
  return insertedRow(
    db
      .insert(shippingZones)
      .values({ ...values, tenantId })
      .returning(),
  );
}

export function updateZoneRow(db: Db, tenantId: number, id: number, values: ZoneValues) {
  return firstRow(
    db
      .update(shippingZones)
      .set({ ...values, updatedAt: new Date() })
      .where(inTenant(shippingZones, tenantId, { id }))
      .returning(),
  );
}

/** Deletes a zone that is not the default one; its options go with it (the foreign key cascades). */
export function deleteZoneRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .delete(shippingZones)
      .where(inTenant(shippingZones, tenantId, { id, isDefault: false }))
      .returning({ id: shippingZones.id }),
  );
}

/** Whether the store prices any active option by weight (the admin flags products without a weight). */
export async function hasWeightRates(db: Db, tenantId: number): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: shippingOptions.id })
      .from(shippingOptions)
      .where(inTenant(shippingOptions, tenantId, { rateKind: 'weight', isActive: true }))
      .limit(1),
  );
  return row !== undefined;
}
