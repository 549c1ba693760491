// A product's prices in the store's other currencies (docs/decisions/0105): set explicitly per
// currency for the product or one of its variants; a price not set is the base price converted at
// the owner's rate and rounding rule. Only currencies the store sells in (not its base) are taken.
import {
  currencyNotSoldMessage,
  decimalToMinor,
  minorDigits,
  minorToDecimal,
  type ProductPrices,
  type productPricesInputSchema,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { listActingStoreCurrencies } from '../currencies/currencies.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  listProductPriceRows,
  type ProductPriceRow,
  replaceProductPriceRows,
} from './product-prices.queries.ts';
import { listProductVariantRows } from './product-variants.queries.ts';
import { findProductRow } from './products.queries.ts';

type Input = z.output<typeof productPricesInputSchema>;

function toProductPrices(rows: ProductPriceRow[]): ProductPrices {
  return {
    prices: rows.map((row) => ({
      currency: row.currency,
      price: minorToDecimal(row.priceMinor, row.currency),
      variantId: row.variantId,
    })),
  };
}

async function requireProduct(ctx: Ctx, requestedTenantId: number | undefined, id: number, write = false) {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write });
  if (!(await findProductRow(ctx.db, acting, id))) throw new NotFoundError('Product not found');
  return acting;
}

export async function getProductPrices(
  ctx: Ctx,
  { requestedTenantId, productId }: { requestedTenantId?: number; productId: number },
): Promise<ProductPrices> {
  const acting = await requireProduct(ctx, requestedTenantId, productId);
  return toProductPrices(await listProductPriceRows(ctx.db, acting, [productId]));
}

/** "Enter the EUR price as a number with at most 2 decimals, such as 12.99" (none for JPY). */
function priceMessage(currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0
    ? `Enter the ${currency} price as a whole number, such as 1500`
    : `Enter the ${currency} price as a number with at most ${digits} decimals, such as 12.${'9'.repeat(digits)}`;
}

/** Replaces the product's explicit prices: each in a currency the store sells in, for it or one of its variants. */
export async function setProductPrices(
  ctx: Ctx,
  { requestedTenantId, productId, input }: { requestedTenantId?: number; productId: number; input: Input },
): Promise<ProductPrices> {
  const acting = await requireProduct(ctx, requestedTenantId, productId, true);
  const tenant = await getTenant(ctx, acting);
  const { codes } = await listActingStoreCurrencies(ctx, tenant.currency);
  const variants = new Set((await listProductVariantRows(ctx.db, acting, productId)).map((row) => row.id));
  const seen = new Set<string>();
  const rows = input.prices.map(({ currency, price, variantId = null }) => {
    if (currency === tenant.currency) {
      throw new BadRequestError(
        `${currency} is the store's base currency: set that price on the product or variant itself`,
      );
    }
    if (!codes.includes(currency)) throw new BadRequestError(currencyNotSoldMessage(currency, codes));
    if (variantId !== null && !variants.has(variantId)) {
      throw new BadRequestError(`Variant ${variantId} is not a variant of this product`);
    }
    const priceMinor = decimalToMinor(price, currency);
    if (priceMinor === null) throw new BadRequestError(priceMessage(currency));
    const key = `${variantId ?? 'product'}:${currency}`;
    if (seen.has(key)) {
      throw new BadRequestError(
        variantId === null
          ? `The product has two ${currency} prices: give one`
          : `Variant ${variantId} has two ${currency} prices: give one`,
      );
    }
    seen.add(key);
    return { currency, variantId, priceMinor };
  });
  await ctx.db.transaction(async (tx) => {
    await replaceProductPriceRows(tx as Db, acting, productId, rows);
  });
  return toProductPrices(await listProductPriceRows(ctx.db, acting, [productId]));
}
