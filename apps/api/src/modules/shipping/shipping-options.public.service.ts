// GET /api/shipping-options for shoppers: the active options of the store in view, each with the
// shopper-facing estimatedDelivery text next to the admin's estimatedDays (DESIGN §5).
import {
  deliveredInText,
  formatMinor,
  type PublicShippingOption,
  type StoreLanguage,
  type Translations,
  translateField,
} from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { storefrontLanguage } from '../tenants/store-language.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import {
  type ActiveShippingOptionRow,
  findActiveShippingOptionRow,
  listActiveShippingOptions,
} from './shipping-options.public.queries.ts';

export async function listPublicShippingOptions(
  ctx: Ctx,
  hints: { tenantId?: number; host?: string; lang?: string },
): Promise<PublicShippingOption[]> {
  const tenant = await resolveStorefrontTenant(ctx, hints);
  return listPublicShippingOptionsOfTenant(ctx, storefrontLanguage(tenant, hints.lang));
}

/**
 * For callers that already resolved an open store, now the acting one (the page the server sends
 * for a store route).
 */
export async function listPublicShippingOptionsOfTenant(
  ctx: Ctx,
  lang?: StoreLanguage,
): Promise<PublicShippingOption[]> {
  const rows = await listActiveShippingOptions(ctx.db, actingTenant(ctx));
  return rows.map((row) => toPublicShippingOption(row, lang));
}

/** The option a checkout chose with its price in minor units; undefined when no longer offered. */
export function findActiveShippingOption(ctx: Pick<Ctx, 'db' | 'tenantId'>, id: number) {
  return findActiveShippingOptionRow(ctx.db, actingTenant(ctx), id);
}

function toPublicShippingOption(row: ActiveShippingOptionRow, lang?: StoreLanguage): PublicShippingOption {
  const translations = row.translations as Translations;
  return {
    id: row.id,
    name: lang ? translateField(row.name, translations, lang, 'name') : row.name,
    description: lang ? translateField(row.description, translations, lang, 'description') : row.description,
    cost: formatMinor(row.costMinor),
    estimatedDays: row.estimatedDays,
    estimatedDelivery: estimatedDeliveryText(row.description, row.estimatedDays),
  };
}

/**
 * The delivery estimate a shopper reads. The owner's own words win when the description states one
 * ("Royal Mail Tracked 48: 3-5 business days" → "Delivered in 3-5 business days", "… the next
 * business day" → "Delivered the next business day"); otherwise it is built from estimatedDays
 * ("Delivered in 5 days", as the admin's list reads it); null when neither says.
 */
export function estimatedDeliveryText(
  description: string | null,
  estimatedDays: number | null,
): string | null {
  const text = description ?? '';
  const range = /(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s*(business|working)?\s*days?\b/i.exec(text);
  if (range) return `Delivered in ${range[1]}-${range[2]} ${qualified(range[3])}days`;
  const nextDay = /\bnext\s+(business|working)?\s*day\b/i.exec(text);
  if (nextDay) return `Delivered the next ${qualified(nextDay[1])}day`;
  const single = /\b(\d{1,3})\s*(business|working)?\s*days?\b/i.exec(text);
  if (single) return `Delivered in ${plural(Number(single[1]), `${qualified(single[2])}day`)}`;
  if (estimatedDays != null && estimatedDays >= 0) return deliveredInText(estimatedDays);
  return null;
}

const qualified = (word: string | undefined) => (word ? `${word.toLowerCase()} ` : '');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
