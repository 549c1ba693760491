// A store's currencies (docs/decisions/0105): its base currency (`tenants.currency`, changeable only
// while it has no orders) and the other currencies it sells in, each at the owner's rate and rounding
// rule. The store front's reads price in one of them through `storefrontPricing`, which refuses a
// currency the store does not sell in with a 400 naming those it does.
import {
  BASE_CURRENCY_DEFAULT,
  convertPrice,
  currencyCodeSchema,
  currencyNotSoldMessage,
  examplePriceMinor,
  isCurrencyCode,
  minorToDecimal,
  normalizeRate,
  type PublicStoreCurrencies,
  type RatesFromFileResult,
  type RoundingRule,
  rateFromFile,
  type StoreCurrencies,
  type StoreCurrency,
  type storeCurrencyInputSchema,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { actingTenantHasOrders, updateBaseCurrency } from '../tenants/tenant-settings.service.ts';
import { getTenant, resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import {
  deleteStoreCurrencyRow,
  findStoreCurrencyRow,
  listStoreCurrencyRows,
  type StoreCurrencyRow,
  upsertStoreCurrencyRow,
} from './currencies.queries.ts';
import { RatesSourceError, readExchangeRates } from './exchange-rates-source.ts';

type CurrencyInput = z.output<typeof storeCurrencyInputSchema>;

/** How a store prices in one of its currencies: the owner's rate from the base currency and the rule. */
export type CurrencyPricing = { base: string; currency: string; rate: string; rounding: RoundingRule };

const codeMessage = currencyCodeSchema.safeParse('').error?.issues[0]?.message ?? 'Not a currency';

/** A path's `{code}` as a currency, else a 400 a person can read. */
function requireCurrencyCode(code: string): string {
  if (!isCurrencyCode(code)) throw new BadRequestError(`${codeMessage}: "${code}" is not one`);
  return code;
}

function toStoreCurrency(row: StoreCurrencyRow, base: string): StoreCurrency {
  const rate = normalizeRate(row.rate);
  const rounding = row.rounding as RoundingRule;
  const example = convertPrice(examplePriceMinor(base), base, row.currency, rate, rounding);
  return { currency: row.currency, rate, rounding, example: minorToDecimal(example, row.currency) };
}

async function storeCurrenciesOf(ctx: Ctx, tenantId: number): Promise<StoreCurrencies> {
  const [tenant, rows, hasOrders] = await Promise.all([
    getTenant(ctx, tenantId),
    listStoreCurrencyRows(ctx.db, tenantId),
    actingTenantHasOrders(ctx),
  ]);
  const base = tenant.currency || BASE_CURRENCY_DEFAULT;
  return {
    baseCurrency: base,
    baseCurrencyLocked: hasOrders
      ? `The base currency cannot change once the store has orders: its orders, reports and bills are in ${base}.`
      : null,
    examplePrice: minorToDecimal(examplePriceMinor(base), base),
    currencies: rows.map((row) => toStoreCurrency(row, base)),
    ratesFromFile: !!ctx.config.EXCHANGE_RATES_SOURCE,
  };
}

export async function getStoreCurrencies(ctx: Ctx, requestedTenantId?: number): Promise<StoreCurrencies> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  return storeCurrenciesOf(ctx, acting);
}

/** A new base currency, while the store has no orders (409 after its first) and not one of its others. */
export async function setBaseCurrency(
  ctx: Ctx,
  { requestedTenantId, currency }: { requestedTenantId?: number; currency: string },
): Promise<StoreCurrencies> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, acting);
  if (tenant.currency !== currency) {
    if (await findStoreCurrencyRow(ctx.db, acting, currency)) {
      throw new ConflictError(
        `${currency} is one of the store's other currencies: remove it there before making it the base currency`,
      );
    }
    if (!(await updateBaseCurrency(ctx, currency))) {
      throw new ConflictError(
        `The base currency cannot change once the store has orders: its orders, reports and bills are in ${tenant.currency}.`,
      );
    }
  }
  return storeCurrenciesOf(ctx, acting);
}

/** Adds a currency the store sells in, or changes its rate and rounding. */
export async function saveStoreCurrency(
  ctx: Ctx,
  { requestedTenantId, code, input }: { requestedTenantId?: number; code: string; input: CurrencyInput },
): Promise<StoreCurrency> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const currency = requireCurrencyCode(code);
  const tenant = await getTenant(ctx, acting);
  if (currency === tenant.currency) {
    throw new BadRequestError(
      `${currency} is the store's base currency: its prices are the ones you set on each product`,
    );
  }
  const row = await upsertStoreCurrencyRow(ctx.db, acting, {
    currency,
    rate: input.rate,
    rounding: input.rounding,
  });
  return toStoreCurrency(row, tenant.currency);
}

/**
 * Sets each of the store's currencies' rates from the platform's exchange-rates file
 * (EXCHANGE_RATES_SOURCE), crossed to the store's base currency; each keeps its rounding rule. A
 * currency the file does not name keeps its rate and is listed as missing. No file: a 409 saying
 * to type the rates; a file that cannot be read: a 409 saying why, the rates untouched.
 */
export async function updateRatesFromFile(
  ctx: Ctx,
  { requestedTenantId }: { requestedTenantId?: number },
): Promise<RatesFromFileResult> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const source = ctx.config.EXCHANGE_RATES_SOURCE;
  if (!source) {
    throw new ConflictError('This platform keeps no exchange rates to update from: type each rate');
  }
  const file = await readExchangeRates(source).catch((error: unknown) => {
    if (error instanceof RatesSourceError) {
      throw new ConflictError(`The rates were not updated: ${error.message}. Try again later, or type them`);
    }
    throw error;
  });
  const [tenant, rows] = await Promise.all([getTenant(ctx, acting), listStoreCurrencyRows(ctx.db, acting)]);
  const updated: string[] = [];
  const missing: string[] = [];
  for (const row of rows) {
    const rate = rateFromFile(file, tenant.currency, row.currency);
    if (rate === null) {
      missing.push(row.currency);
      continue;
    }
    await upsertStoreCurrencyRow(ctx.db, acting, { currency: row.currency, rate, rounding: row.rounding });
    updated.push(row.currency);
  }
  return { date: file.date, updated, missing, currencies: await storeCurrenciesOf(ctx, acting) };
}

/** Stops selling in a currency; the prices set explicitly in it go with it. */
export async function removeStoreCurrency(
  ctx: Ctx,
  { requestedTenantId, code }: { requestedTenantId?: number; code: string },
): Promise<void> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const currency = requireCurrencyCode(code);
  if (!(await deleteStoreCurrencyRow(ctx.db, acting, currency))) {
    throw new NotFoundError(`The store does not sell in ${currency}`);
  }
}

/** The acting store's currencies for the other modules: the base first, then the others with their rates. */
export async function listActingStoreCurrencies(
  ctx: Ctx,
  base: string,
): Promise<{ codes: string[]; pricing: CurrencyPricing[] }> {
  const rows = await listStoreCurrencyRows(ctx.db, actingTenant(ctx));
  const pricing = rows.map((row) => ({
    base,
    currency: row.currency,
    rate: normalizeRate(row.rate),
    rounding: row.rounding as RoundingRule,
  }));
  return { codes: [base, ...pricing.map((p) => p.currency)], pricing };
}

/**
 * How the acting store (whose base currency is `base`) prices in `asked`: null for its base currency
 * (or none asked), else the rate and rule; a currency it does not sell in is a 400 naming those it does.
 */
export async function storefrontPricing(
  ctx: Ctx,
  { base, asked }: { base: string; asked: string | undefined },
): Promise<CurrencyPricing | null> {
  if (asked === undefined || asked === base) return null;
  const { codes, pricing } = await listActingStoreCurrencies(ctx, base);
  const found = pricing.find((p) => p.currency === asked);
  if (!found) throw new BadRequestError(currencyNotSoldMessage(asked, codes));
  return found;
}

/** GET /api/storefront/currencies: what the store a public request is about sells in, the base first. */
export async function getPublicStoreCurrencies(
  ctx: Ctx,
  hints: { tenantId?: number; host?: string },
): Promise<PublicStoreCurrencies> {
  const tenant = await resolveStorefrontTenant(ctx, hints);
  return listPublicCurrenciesOfTenant(ctx, tenant.currency);
}

/**
 * What the acting store, an open one already resolved, sells in: for the store pages the server
 * renders, which send it with their data so the picker asks nothing after hydrating.
 */
export async function listPublicCurrenciesOfTenant(ctx: Ctx, base: string): Promise<PublicStoreCurrencies> {
  const { codes } = await listActingStoreCurrencies(ctx, base);
  return { baseCurrency: base, currencies: codes };
}
