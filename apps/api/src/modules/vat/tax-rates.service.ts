// The owner's own tax rates (docs/decisions/0107): every place the built-in tables know with each
// class's rate in force, and one rate set or reset. They live on the store's row (tenants
// `tax_rate_overrides`), which checkout reads with the store: charging them costs no statement.
import {
  parseTaxPlace,
  TAX_CLASS_MESSAGE,
  TAX_PLACE_MESSAGE,
  TAX_PLACES,
  type TaxClass,
  type TaxRateOverrides,
  type TaxRatePlace,
  type TaxRates,
  taxClasses,
  taxPlaceOf,
  taxRateOverrideKey,
  taxRatePlace,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { updateTaxRateOverride } from '../tenants/tenant-settings.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';

/** The stored map, or none when the column holds anything else (the readers take numbers only). */
function overridesOf(stored: unknown): TaxRateOverrides {
  return stored && typeof stored === 'object' ? (stored as TaxRateOverrides) : {};
}

export async function getTaxRates(ctx: Ctx, requestedTenantId?: number): Promise<TaxRates> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  const overrides = overridesOf((await getTenant(ctx, acting)).taxRateOverrides);
  return { places: TAX_PLACES.map((place) => taxRatePlace(place, overrides)) };
}

/** The path's place and class, else a 400 naming what is allowed. */
function requirePlaceAndClass(placeText: string, classText: string) {
  const parsed = parseTaxPlace(placeText);
  if (!parsed) throw new BadRequestError(`${TAX_PLACE_MESSAGE}: "${placeText}" is not one`);
  const taxClass = classText.trim().toLowerCase() as TaxClass;
  if (!taxClasses.includes(taxClass)) throw new BadRequestError(TAX_CLASS_MESSAGE);
  const placeCode = taxPlaceOf(parsed.country, parsed.region);
  const place = TAX_PLACES.find((candidate) => candidate.place === placeCode);
  if (!place) throw new BadRequestError(`${TAX_PLACE_MESSAGE}: "${placeText}" is not one`);
  return { place, key: taxRateOverrideKey(place.place, taxClass) };
}

/** Sets the owner's rate (basis points) for a class in a place, or resets it to the built-in (null). */
export async function saveTaxRate(
  ctx: Ctx,
  input: { requestedTenantId?: number; place: string; taxClass: string; rateBp: number | null },
): Promise<TaxRatePlace> {
  await requireTenantAdmin(ctx, { requestedTenantId: input.requestedTenantId, write: true });
  const { place, key } = requirePlaceAndClass(input.place, input.taxClass);
  const saved = await updateTaxRateOverride(ctx, { key, rateBp: input.rateBp });
  if (!saved) throw new NotFoundError('Tenant not found');
  return taxRatePlace(place, overridesOf(saved.taxRateOverrides));
}
