// A store's active shipping options in the owner's order, each with its rate and its zone's
// countries, and the one a checkout chose: the shipping reads shoppers make. An option without a
// zone is the default zone's (docs/decisions/0100): one join, no statement more. Whether a zone of
// the store names the destination (for the "everywhere else" zone, docs/decisions/0102) is a
// subquery of the same statement.
import { and, asc, eq, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedOnce, UNNAMED } from '../../db/prepared.ts';
import { type RateBand, shippingOptions, shippingZones } from '../../db/schema/index.ts';

export type ActiveShippingOptionRow = {
  id: number;
  name: string;
  description: string | null;
  costMinor: number;
  estimatedDays: number | null;
  translations: Record<string, Record<string, unknown> | undefined>;
  rateKind: string;
  rateBands: RateBand[];
  freeAboveMinor: number | null;
  /** Its zone's countries; null when it has none and the store has no default zone row (GB). */
  countries: string[] | null;
  /** Its zone covers every country no zone of the store names. */
  coversRest: boolean | null;
  /** A zone of the store names the destination asked about. */
  namedByAZone: boolean;
};

/** The option's zone: its own, or the store's default one for an option without a zone. */
const zoneOfOption = and(
  eq(shippingZones.tenantId, shippingOptions.tenantId),
  or(
    eq(shippingZones.id, shippingOptions.zoneId),
    and(isNull(shippingOptions.zoneId), shippingZones.isDefault),
  ),
);

const optionColumns = (country: string | Placeholder) => ({
  id: shippingOptions.id,
  name: shippingOptions.name,
  description: shippingOptions.description,
  costMinor: shippingOptions.costMinor,
  estimatedDays: shippingOptions.estimatedDays,
  translations: shippingOptions.translations,
  rateKind: shippingOptions.rateKind,
  rateBands: shippingOptions.rateBands,
  freeAboveMinor: shippingOptions.freeAboveMinor,
  countries: sql<string[] | null>`${shippingZones.countries}`,
  coversRest: shippingZones.coversRest,
  namedByAZone: sql<boolean>`exists (select 1 from shipping_zones as naming where naming.tenant_id = ${shippingOptions.tenantId} and ${country}::varchar = any(naming.countries))`,
});

/** The store's active options, each saying whether a zone of the store names `country`. */
export async function listActiveShippingOptions(
  db: Db,
  tenantId: number,
  country: string,
): Promise<ActiveShippingOptionRow[]> {
  return db
    .select(optionColumns(country))
    .from(shippingOptions)
    .leftJoin(shippingZones, zoneOfOption)
    .where(and(eq(shippingOptions.tenantId, tenantId), eq(shippingOptions.isActive, true)))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
}

/** The option a checkout names, if the store still offers it, with its rate and zone. */
export async function findActiveShippingOptionRow(
  db: Db,
  tenantId: number,
  id: number,
  country: string,
): Promise<ActiveShippingOptionRow | undefined> {
  const [row] = await chosenOption(db).execute({ tenantId, id, country });
  return row;
}

/** Every checkout's read of its option: built once per handle (db/prepared.ts). */
const chosenOption = preparedOnce((db) =>
  db
    .select(optionColumns(sql.placeholder('country')))
    .from(shippingOptions)
    .leftJoin(shippingZones, zoneOfOption)
    .where(
      and(
        eq(shippingOptions.tenantId, sql.placeholder('tenantId')),
        eq(shippingOptions.id, sql.placeholder('id')),
        eq(shippingOptions.isActive, true),
      ),
    )
    .limit(1)
    .prepare(UNNAMED),
);
