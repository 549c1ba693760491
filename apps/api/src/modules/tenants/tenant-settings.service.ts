// Saving a store's settings for the module that owns each screen (themes, email, payments): they
// check access and values, tenants writes the row. The caller has already checked the actor may
// write to the acting store.
import { actingTenant, type Ctx } from '../../context.ts';
import {
  type TenantSettingsValues,
  tenantHasOrders,
  updateBaseCurrencyRow,
  updateTaxRateOverrideRow,
  updateTenantSettingsRow,
} from './tenant-settings.queries.ts';
import type { TenantRow } from './tenants.queries.ts';

export type { TenantSettingsValues } from './tenant-settings.queries.ts';

/** The updated row, or undefined when there is no such store. */
export function updateTenantSettings(ctx: Ctx, values: TenantSettingsValues): Promise<TenantRow | undefined> {
  return updateTenantSettingsRow(ctx.db, actingTenant(ctx), values);
}

/** Whether the acting store has any order: its base currency is fixed from the first (docs/decisions/0105). */
export function actingTenantHasOrders(ctx: Ctx): Promise<boolean> {
  return tenantHasOrders(ctx.db, actingTenant(ctx));
}

/** The acting store with its new base currency, or undefined when it has orders. */
export function updateBaseCurrency(ctx: Ctx, currency: string): Promise<TenantRow | undefined> {
  return updateBaseCurrencyRow(ctx.db, actingTenant(ctx), currency);
}

/** The acting store with one of its own tax rates set (basis points) or removed (null), docs/decisions/0107. */
export function updateTaxRateOverride(
  ctx: Ctx,
  { key, rateBp }: { key: string; rateBp: number | null },
): Promise<TenantRow | undefined> {
  return updateTaxRateOverrideRow(ctx.db, actingTenant(ctx), key, rateBp);
}
