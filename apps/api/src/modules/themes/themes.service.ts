// Apply a colour template (spec admin §4: preview is client-only; Apply saves to the store). The
// store front reads tenants.color_template on every page (modules/storefront/storefront-page.ts writes its
// CSS into the HTML), so there is no cache to clear.
import type { ColorThemeId } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';

export async function applyColorTemplate(
  ctx: Ctx,
  { requestedTenantId, colorTemplate }: { requestedTenantId: number; colorTemplate: ColorThemeId },
) {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await updateTenantSettings(ctx, { colorTemplate }))) throw new NotFoundError('Tenant not found');
  return { id: acting, colorTemplate };
}
