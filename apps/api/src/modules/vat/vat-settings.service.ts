// A store's VAT settings (ADR 0025): whether its prices include VAT and its VAT number, and where
// it accounts for tax (docs/decisions/0101: home country, EU One-Stop Shop, other countries), read
// and saved by the store's admins (the Store Settings tab).
import type { VatSettings, vatSettingsInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';

type Input = z.output<typeof vatSettingsInputSchema>;

export function vatSettingsOf(
  tenant: Pick<TenantRow, 'pricesIncludeVat' | 'vatNumber' | 'taxHomeCountry' | 'taxOss' | 'taxRegisteredIn'>,
): VatSettings {
  return {
    pricesIncludeVat: tenant.pricesIncludeVat,
    vatNumber: tenant.vatNumber,
    homeCountry: tenant.taxHomeCountry,
    ossRegistered: tenant.taxOss,
    registeredIn: tenant.taxRegisteredIn,
  };
}

export async function getVatSettings(ctx: Ctx, requestedTenantId: number | undefined): Promise<VatSettings> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  return vatSettingsOf(await getTenant(ctx, acting));
}

export async function updateVatSettings(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: Input },
): Promise<VatSettings> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const saved = await updateTenantSettings(ctx, {
    pricesIncludeVat: input.pricesIncludeVat,
    ...(input.vatNumber === undefined ? {} : { vatNumber: input.vatNumber }),
    ...(input.homeCountry === undefined ? {} : { taxHomeCountry: input.homeCountry }),
    ...(input.ossRegistered === undefined ? {} : { taxOss: input.ossRegistered }),
    ...(input.registeredIn === undefined ? {} : { taxRegisteredIn: input.registeredIn }),
  });
  if (!saved) throw new NotFoundError('Tenant not found');
  return vatSettingsOf(saved);
}
