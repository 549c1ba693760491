// Variant price rows of one product (spec admin §2 Product Variant Pricing, §5 Variant price). A row
// maps variant-attribute ids to values; the store front and checkout price a chosen combination
// from these rows with resolveVariantRow (DESIGN §6), so only the store's own attributes and values
// may appear in them.
import { formatMinor, type ProductVariant, type productVariantInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  deleteProductVariantRow,
  insertProductVariantRow,
  listProductVariantRows,
  type ProductVariantRow,
  type ProductVariantValues,
  updateProductVariantRow,
} from './product-variants.queries.ts';
import { findProductRow } from './products.queries.ts';
import { variantAttributesById } from './variant-attributes.service.ts';

type VariantInput = z.output<typeof productVariantInputSchema>;

const toProductVariant = (row: ProductVariantRow): ProductVariant => ({
  id: row.id,
  tenantId: row.tenantId,
  productId: row.productId,
  variantCombination: row.variantCombination,
  price: formatMinor(row.priceMinor),
  compareAtPrice: row.compareAtPriceMinor == null ? null : formatMinor(row.compareAtPriceMinor),
  stock: row.stock,
  lowStockThreshold: row.lowStockThreshold,
  sku: row.sku,
  isActive: row.isActive,
  weightGrams: row.weightGrams,
  createdAt: row.createdAt.toISOString(),
});

/** The acting store, once the product is known to be one of its own. */
async function requireProduct(
  ctx: Ctx,
  requestedTenantId: number | undefined,
  productId: number,
  write: boolean,
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write });
  if (!(await findProductRow(ctx.db, tenantId, productId))) throw new NotFoundError('Product not found');
  return tenantId;
}

/** Each attribute must be the store's and each value one of its values (spelt as the attribute spells it). */
async function checkedValues(
  ctx: Ctx,
  tenantId: number,
  productId: number,
  input: VariantInput,
): Promise<ProductVariantValues> {
  if (input.productId !== undefined && input.productId !== productId) {
    throw new BadRequestError('The product in the body does not match the one in the address');
  }
  const attributes = await variantAttributesById({ ...ctx, tenantId });
  const combination: Record<string, string> = {};
  for (const [attributeId, value] of Object.entries(input.variantCombination)) {
    const attribute = attributes.get(attributeId);
    if (!attribute) throw new BadRequestError('Unknown variant option');
    const known = attribute.values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!known) throw new BadRequestError(`"${value}" is not one of the ${attribute.name} values`);
    combination[attributeId] = known;
  }
  return {
    variantCombination: combination,
    priceMinor: input.price,
    compareAtPriceMinor: input.compareAtPrice,
    stock: input.stock,
    lowStockThreshold: input.lowStockThreshold,
    sku: input.sku,
    isActive: input.isActive,
    ...(input.weightGrams === undefined ? {} : { weightGrams: input.weightGrams }),
  };
}

const sameCombination = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((k) => b[k]?.toLowerCase() === a[k]?.toLowerCase())
  );
};

async function refuseDuplicate(
  ctx: Ctx,
  tenantId: number,
  productId: number,
  values: ProductVariantValues,
  id?: number,
) {
  const rows = await listProductVariantRows(ctx.db, tenantId, productId);
  if (
    rows.some((row) => row.id !== id && sameCombination(row.variantCombination, values.variantCombination))
  ) {
    throw new ConflictError('This product already has a price for that combination');
  }
}

export async function listProductVariants(
  ctx: Ctx,
  { requestedTenantId, productId }: { requestedTenantId: number | undefined; productId: number },
) {
  const tenantId = await requireProduct(ctx, requestedTenantId, productId, false);
  return (await listProductVariantRows(ctx.db, tenantId, productId)).map(toProductVariant);
}

export async function createProductVariant(
  ctx: Ctx,
  {
    requestedTenantId,
    productId,
    input,
  }: { requestedTenantId: number | undefined; productId: number; input: VariantInput },
): Promise<ProductVariant> {
  const tenantId = await requireProduct(ctx, requestedTenantId, productId, true);
  const values = await checkedValues(ctx, tenantId, productId, input);
  await refuseDuplicate(ctx, tenantId, productId, values);
  return toProductVariant(await insertProductVariantRow(ctx.db, tenantId, productId, values));
}

export async function updateProductVariant(
  ctx: Ctx,
  {
    requestedTenantId,
    productId,
    id,
    input,
  }: { requestedTenantId: number | undefined; productId: number; id: number; input: VariantInput },
): Promise<ProductVariant> {
  const tenantId = await requireProduct(ctx, requestedTenantId, productId, true);
  const values = await checkedValues(ctx, tenantId, productId, input);
  await refuseDuplicate(ctx, tenantId, productId, values, id);
  const row = await updateProductVariantRow(ctx.db, tenantId, productId, id, values);
  if (!row) throw new NotFoundError('Variant pricing not found');
  return toProductVariant(row);
}

export async function deleteProductVariant(
  ctx: Ctx,
  {
    requestedTenantId,
    productId,
    id,
  }: { requestedTenantId: number | undefined; productId: number; id: number },
): Promise<void> {
  const tenantId = await requireProduct(ctx, requestedTenantId, productId, true);
  if (!(await deleteProductVariantRow(ctx.db, tenantId, productId, id))) {
    throw new NotFoundError('Variant pricing not found');
  }
}
