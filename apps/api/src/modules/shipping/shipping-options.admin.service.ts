// Shipping options for the store admin (spec admin §2 Shipping options page, §4: created active,
// editing resends isActive). Writes pass the read-only guard of an inactive or suspended store.
import { type AdminShippingOption, formatMinor, type shippingOptionInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  deleteShippingOptionRow,
  insertShippingOption,
  listShippingOptions,
  type ShippingOptionRow,
  type ShippingOptionValues,
  updateShippingOptionRow,
} from './shipping-options.admin.queries.ts';

type Input = z.output<typeof shippingOptionInputSchema>;

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (input: Input): ShippingOptionValues => ({
  name: input.name,
  description: input.description,
  costMinor: input.cost,
  estimatedDays: input.estimatedDays,
  sortOrder: input.sortOrder,
  isActive: input.isActive,
  ...(input.translations ? { translations: input.translations } : {}),
});

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
  return toAdminShippingOption(await insertShippingOption(ctx.db, acting, valuesOf(input)));
}

export async function updateShippingOption(
  ctx: Ctx,
  { requestedTenantId, id, input }: { requestedTenantId?: number; id: number; input: Input },
): Promise<AdminShippingOption> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await updateShippingOptionRow(ctx.db, acting, id, valuesOf(input));
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
