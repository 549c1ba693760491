// A store's languages (docs/decisions/0093): its default language and the languages its store
// front is offered in, read and saved by its admins (the Store Settings tab).
import type { StoreLanguage, StoreLanguages, storeLanguagesInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';

type Input = z.output<typeof storeLanguagesInputSchema>;

export function storeLanguagesOf(tenant: Pick<TenantRow, 'defaultLanguage' | 'languages'>): StoreLanguages {
  return {
    defaultLanguage: tenant.defaultLanguage as StoreLanguage,
    languages: tenant.languages as StoreLanguage[],
  };
}

export async function getStoreLanguages(
  ctx: Ctx,
  requestedTenantId: number | undefined,
): Promise<StoreLanguages> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  return storeLanguagesOf(await getTenant(ctx, acting));
}

export async function updateStoreLanguages(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: Input },
): Promise<StoreLanguages> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const saved = await updateTenantSettings(ctx, {
    defaultLanguage: input.defaultLanguage,
    languages: input.languages,
  });
  if (!saved) throw new NotFoundError('Tenant not found');
  return storeLanguagesOf(saved);
}
