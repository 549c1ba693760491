// Saving a store's settings for the module that owns each screen (themes, email, payments): they
// check access and values, tenants writes the row. The caller has already checked the actor may
// write to the acting store.
import { actingTenant, type Ctx } from '../../context.ts';
import { type TenantSettingsValues, updateTenantSettingsRow } from './tenant-settings.queries.ts';
import type { TenantRow } from './tenants.queries.ts';

export type { TenantSettingsValues } from './tenant-settings.queries.ts';

/** The updated row, or undefined when there is no such store. */
export function updateTenantSettings(ctx: Ctx, values: TenantSettingsValues): Promise<TenantRow | undefined> {
  return updateTenantSettingsRow(ctx.db, actingTenant(ctx), values);
}
