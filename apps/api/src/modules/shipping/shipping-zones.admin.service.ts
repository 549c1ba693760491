// Shipping zones for the store admin (docs/decisions/0100): a name and its countries, a country in
// one zone of a store at most; the default zone (options without a zone) is always there and
// cannot be deleted. A zone may cover everywhere else (`coversRest`, docs/decisions/0102): every
// country no other zone names, one such zone per store, its countries empty. Same permission as the
// shipping options (settings).
import { type AdminShippingZone, countryName, type shippingZoneInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  deleteZoneRow,
  ensureDefaultZone,
  findZone,
  insertZone,
  listOtherZones,
  listZones,
  lockZones,
  type ShippingZoneRow,
  updateZoneRow,
} from './shipping-zones.admin.queries.ts';

type Input = z.output<typeof shippingZoneInputSchema>;

function toAdminZone(row: ShippingZoneRow): AdminShippingZone {
  return {
    id: row.id,
    name: row.name,
    countries: row.countries,
    isDefault: row.isDefault,
    coversRest: row.coversRest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * "Germany is already in the zone EU": a country ships from one zone only; and one zone of a store
 * covers everywhere else. The values to store: such a zone names no countries.
 */
async function checkedZoneValues(
  db: Db,
  tenantId: number,
  input: Input,
  coversRest: boolean,
  exceptId?: number,
): Promise<{ name: string; countries: string[]; coversRest: boolean }> {
  const countries = coversRest ? [] : input.countries;
  if (!coversRest && countries.length === 0) throw new BadRequestError('Choose at least one country');
  for (const zone of await listOtherZones(db, tenantId, exceptId)) {
    if (coversRest && zone.coversRest) {
      throw new ConflictError(
        `The zone ${zone.name} already covers everywhere else: a store has one such zone`,
      );
    }
    const taken = countries.find((code) => zone.countries.includes(code));
    if (taken) throw new ConflictError(`${countryName(taken)} is already in the zone ${zone.name}`);
  }
  return { name: input.name, countries, coversRest };
}

/** The store's zones, the default one first (made on the first look when the store has none yet). */
export async function listAdminShippingZones(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<AdminShippingZone[]> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  let rows = await listZones(ctx.db, acting);
  if (!rows.some((row) => row.isDefault)) {
    await ensureDefaultZone(ctx.db, acting);
    rows = await listZones(ctx.db, acting);
  }
  return rows.map(toAdminZone);
}

export async function createShippingZone(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: Input },
): Promise<AdminShippingZone> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await lockZones(db, acting);
    // The default zone exists before another, so GB stays where the store's options ship.
    await ensureDefaultZone(db, acting);
    return insertZone(db, acting, await checkedZoneValues(db, acting, input, input.coversRest ?? false));
  });
  return toAdminZone(row);
}

export async function updateShippingZone(
  ctx: Ctx,
  { requestedTenantId, id, input }: { requestedTenantId?: number; id: number; input: Input },
): Promise<AdminShippingZone> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await lockZones(db, acting);
    const zone = await findZone(db, acting, id);
    if (!zone) throw new NotFoundError('Shipping zone not found');
    const coversRest = input.coversRest ?? zone.coversRest;
    if (coversRest && zone.isDefault) {
      throw new BadRequestError(
        'The default zone covers the countries it names: add another zone to cover everywhere else',
      );
    }
    return updateZoneRow(db, acting, id, await checkedZoneValues(db, acting, input, coversRest, id));
  });
  if (!row) throw new NotFoundError('Shipping zone not found');
  return toAdminZone(row);
}

export async function deleteShippingZone(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const zone = await findZone(ctx.db, acting, id);
  if (!zone) throw new NotFoundError('Shipping zone not found');
  if (zone.isDefault) {
    throw new ConflictError('The default zone cannot be deleted: change its countries instead');
  }
  if (!(await deleteZoneRow(ctx.db, acting, id))) throw new NotFoundError('Shipping zone not found');
}
