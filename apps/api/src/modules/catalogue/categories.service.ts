// Categories (spec admin §2 Category Management, §5 Category): product counts, renames that carry
// the store's products along, and no deleting a category that products still use.
import {
  type Category,
  type categoryInputSchema,
  categoryInUseMessage,
  type StorefrontCategory,
  type StoreLanguage,
  type Translations,
  translateField,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { actingTenant, type Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  type CategoryRow,
  deleteCategoryRow,
  findCategoryByName,
  findCategoryRow,
  insertCategoryRow,
  listCategoryRows,
  updateCategoryRow,
} from './categories.queries.ts';
import { countProductsByCategory, renameProductCategory } from './products.queries.ts';

const toCategory = (row: CategoryRow, counts: Map<string, number>): Category => ({
  id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  productCount: counts.get(row.name.toLowerCase()) ?? 0,
  translations: row.translations as Category['translations'],
});

const duplicate = (name: string) => new ConflictError(`A category named "${name}" already exists`);

export async function listCategories(ctx: Ctx, requestedTenantId?: number): Promise<Category[]> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const [rows, counts] = await Promise.all([
    listCategoryRows(ctx.db, tenantId),
    countProductsByCategory(ctx.db, tenantId),
  ]);
  return rows.map((row) => toCategory(row, counts));
}

type CategoryValues = Omit<z.output<typeof categoryInputSchema>, 'tenantId'>;

/** The categories of an open store for shoppers, in `lang` (docs/decisions/0093); the caller resolved the store. */
export async function listStorefrontCategoriesOfTenant(
  ctx: Ctx,
  lang: StoreLanguage | undefined,
): Promise<StorefrontCategory[]> {
  const rows = await listCategoryRows(ctx.db, actingTenant(ctx));
  return rows.map((row) => {
    const translations = row.translations as Translations;
    return {
      name: row.name,
      label: lang ? translateField(row.name, translations, lang, 'name') : row.name,
      description: lang
        ? translateField(row.description, translations, lang, 'description')
        : row.description,
    };
  });
}

export async function createCategory(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId: number | undefined; input: CategoryValues },
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (await findCategoryByName(ctx.db, tenantId, input.name)) throw duplicate(input.name);
  try {
    const row = await insertCategoryRow(ctx.db, tenantId, {
      name: input.name,
      description: input.description,
      ...(input.translations ? { translations: input.translations } : {}),
    });
    return toCategory(row, await countProductsByCategory(ctx.db, tenantId));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

/** Renaming moves the store's products to the new name in the same transaction. */
export async function updateCategory(
  ctx: Ctx,
  {
    requestedTenantId,
    id,
    input,
  }: { requestedTenantId: number | undefined; id: number; input: CategoryValues },
): Promise<Category> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const existing = await findCategoryRow(ctx.db, tenantId, id);
  if (!existing) throw new NotFoundError('Category not found');
  if (await findCategoryByName(ctx.db, tenantId, input.name, id)) throw duplicate(input.name);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const updated = await updateCategoryRow(tx, tenantId, id, {
        name: input.name,
        description: input.description,
        ...(input.translations ? { translations: input.translations } : {}),
      });
      if (existing.name !== input.name) await renameProductCategory(tx, tenantId, existing.name, input.name);
      return updated;
    });
    if (!row) throw new NotFoundError('Category not found');
    return toCategory(row, await countProductsByCategory(ctx.db, tenantId));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

export async function deleteCategory(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId: number | undefined; id: number },
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const existing = await findCategoryRow(ctx.db, tenantId, id);
  if (!existing) throw new NotFoundError('Category not found');
  const inUse = (await countProductsByCategory(ctx.db, tenantId)).get(existing.name.toLowerCase()) ?? 0;
  if (inUse > 0) throw new ConflictError(categoryInUseMessage(inUse));
  await deleteCategoryRow(ctx.db, tenantId, id);
}
