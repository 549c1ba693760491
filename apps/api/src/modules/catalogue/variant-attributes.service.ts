// Variant attributes (spec admin §2 Variant Management, §5): named option lists such as Size or
// Colour. Names are unique per store because the store front matches price rows to options by name.
import type { VariantAttribute, VariantType, variantAttributeInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import { actingTenant, type Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { countRowsUsingAttribute } from './product-variants.queries.ts';
import {
  deleteVariantAttributeRow,
  findVariantAttributeByName,
  findVariantAttributeRow,
  insertVariantAttributeRow,
  listVariantAttributeRows,
  updateVariantAttributeRow,
  type VariantAttributeRow,
} from './variant-attributes.queries.ts';

type AttributeValues = Omit<z.output<typeof variantAttributeInputSchema>, 'tenantId'>;

export const toVariantAttribute = (row: VariantAttributeRow): VariantAttribute => ({
  id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  type: row.type as VariantType,
  values: row.values,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

/** Only these columns are written: a body's tenantId never reaches a row. */
const columnsOf = (input: AttributeValues) => ({
  name: input.name,
  type: input.type,
  values: input.values,
  description: input.description,
});

const duplicate = (name: string) => new ConflictError(`A variant attribute named "${name}" already exists`);

export async function listVariantAttributes(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<VariantAttribute[]> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  return (await listVariantAttributeRows(ctx.db, tenantId)).map(toVariantAttribute);
}

/** For the price rows: the store's attributes, by id. */
export async function variantAttributesById(ctx: Ctx): Promise<Map<string, VariantAttributeRow>> {
  const rows = await listVariantAttributeRows(ctx.db, actingTenant(ctx));
  return new Map(rows.map((row) => [String(row.id), row]));
}

export async function createVariantAttribute(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId: number | undefined; input: AttributeValues },
): Promise<VariantAttribute> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (await findVariantAttributeByName(ctx.db, tenantId, input.name)) throw duplicate(input.name);
  try {
    return toVariantAttribute(await insertVariantAttributeRow(ctx.db, tenantId, columnsOf(input)));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

export async function updateVariantAttribute(
  ctx: Ctx,
  {
    requestedTenantId,
    id,
    input,
  }: { requestedTenantId: number | undefined; id: number; input: AttributeValues },
): Promise<VariantAttribute> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (await findVariantAttributeByName(ctx.db, tenantId, input.name, id)) throw duplicate(input.name);
  try {
    const row = await updateVariantAttributeRow(ctx.db, tenantId, id, columnsOf(input));
    if (!row) throw new NotFoundError('Variant attribute not found');
    return toVariantAttribute(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

/** Refused while price rows name the attribute: they would silently stop applying. */
export async function deleteVariantAttribute(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId: number | undefined; id: number },
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await findVariantAttributeRow(ctx.db, tenantId, id)))
    throw new NotFoundError('Variant attribute not found');
  const used = await countRowsUsingAttribute(ctx.db, tenantId, id);
  if (used > 0) {
    throw new ConflictError(`This attribute is used by ${used} variant price row(s). Remove them first.`);
  }
  await deleteVariantAttributeRow(ctx.db, tenantId, id);
}
