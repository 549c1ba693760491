// Shipping options for the store admin (spec admin §2 Shipping options page, §4: created active,
// editing resends isActive). Writes pass the read-only guard of an inactive or suspended store.
import {
  type AdminShippingOption,
  bandForAdmin,
  bandsFromInput,
  formatMinor,
  type RateKind,
  type shippingOptionInputSchema,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  deleteShippingOptionRow,
  insertShippingOption,
  listShippingOptions,
  type ShippingOptionRow,
  type ShippingOptionValues,
  updateShippingOptionRow,
} from './shipping-options.admin.queries.ts';
import { findZone } from './shipping-zones.admin.queries.ts';

type Input = z.output<typeof shippingOptionInputSchema>;

/** The currency of every amount an option names: GBP until stores sell in others (docs/decisions/0100). */
const SHIPPING_CURRENCY = 'GBP';

function toAdminShippingOption(row: ShippingOptionRow): AdminShippingOption {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    description: row.description,
    cost: formatMinor(row.costMinor),
    estimatedDays: row.estimatedDays,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    translations: row.translations as AdminShippingOption['translations'],
    zoneId: row.zoneId,
    rateKind: row.rateKind as RateKind,
    bands: row.rateBands.map((band) => bandForAdmin(row.rateKind, band)),
    freeAbove: row.freeAboveMinor === null ? null : formatMinor(row.freeAboveMinor),
    currency: SHIPPING_CURRENCY,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The row's values from the form. The zone and rate fields the spec's form does not send stay as
 * they are on an edit (absent), and a new option is the default zone's flat rate.
 */
async function valuesOf(
  ctx: Ctx,
  tenantId: number,
  input: Input,
  creating: boolean,
): Promise<ShippingOptionValues> {
  if (input.zoneId != null && !(await findZone(ctx.db, tenantId, input.zoneId))) {
    throw new NotFoundError('Shipping zone not found');
  }
  const rateKind = input.rateKind ?? (creating ? 'flat' : undefined);
  const problems: string[] = [];
  const rateBands =
    rateKind === undefined
      ? undefined
      : rateKind === 'flat'
        ? []
        : bandsFromInput(rateKind, input.bands ?? [], (message) => problems.push(message));
  if (problems.length) throw new BadRequestError(problems[0]!);
  return {
    name: input.name,
    description: input.description,
    costMinor: input.cost,
    estimatedDays: input.estimatedDays,
    sortOrder: input.sortOrder,
    isActive: input.isActive,
    ...(input.translations ? { translations: input.translations } : {}),
    ...(input.zoneId !== undefined ? { zoneId: input.zoneId } : {}),
    ...(rateKind !== undefined ? { rateKind, rateBands } : {}),
    // optionalMoneyInputSchema reads absent as null: on an edit, only a sent value changes it.
    ...(creating || input.freeAbove !== null || input.rateKind !== undefined
      ? { freeAboveMinor: input.freeAbove }
      : {}),
  };
}

export async function listAdminShippingOptions(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<AdminShippingOption[]> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  return (await listShippingOptions(ctx.db, acting)).map(toAdminShippingOption);
}

export async function createShippingOption(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: Input },
): Promise<AdminShippingOption> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  return toAdminShippingOption(
    await insertShippingOption(ctx.db, acting, await valuesOf(ctx, acting, input, true)),
  );
}

export async function updateShippingOption(
  ctx: Ctx,
  { requestedTenantId, id, input }: { requestedTenantId?: number; id: number; input: Input },
): Promise<AdminShippingOption> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await updateShippingOptionRow(ctx.db, acting, id, await valuesOf(ctx, acting, input, false));
  if (!row) throw new NotFoundError('Shipping option not found');
  return toAdminShippingOption(row);
}

export async function deleteShippingOption(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await deleteShippingOptionRow(ctx.db, acting, id)))
    throw new NotFoundError('Shipping option not found');
}
