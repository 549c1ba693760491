// Creating and editing a product from the admin's multipart form (spec admin §5 product form, §7),
// and the one way any product is added: the Product Subscriptions screen adds its products through
// addProduct too, so one lock and one plan-limit check guard every new product.
// Order matters: every check that can refuse runs before an image is stored, so a refused form
// leaves no file behind.
import type { AdminProduct } from '@storefleet/contracts';
import { imageMessages } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.ts';
import { getTenantPlanLimits, limitOf } from '../plans/plan-limits.service.ts';
import type { MultipartForm } from '../uploads/multipart-form.ts';
import { isTenantUpload, storeImage } from '../uploads/uploads.service.ts';
import { findCategoryByName } from './categories.queries.ts';
import { productFieldsFromForm, productValuesFrom } from './product-form.ts';
import { toAdminProduct } from './product-view.ts';
import {
  countProductRows,
  findProductRow,
  insertProductRow,
  isProductImageOfTenant,
  lockTenantProducts,
  type NewProductRow,
  type ProductRow,
  updateProductRow,
} from './products.queries.ts';

/** The category as the store spells it; products must be filed under one of the store's categories. */
export async function getProductCategory(ctx: Ctx, tenantId: number, name: string): Promise<string> {
  const category = await findCategoryByName(ctx.db, tenantId, name);
  if (!category) {
    throw new BadRequestError(`There is no category "${name}". Create it in Category Management first.`);
  }
  return category.name;
}

/** An image named by URL (a clone keeps the original's) must already belong to this store. */
export async function checkProductImageUrl(ctx: Ctx, tenantId: number, url: string): Promise<string> {
  const owned =
    (await isProductImageOfTenant(ctx.db, tenantId, url)) || (await isTenantUpload(ctx, tenantId, url));
  if (!owned) throw new BadRequestError(imageMessages.invalid);
  return url;
}

async function checkProductLimit(ctx: Ctx, tenantId: number): Promise<void> {
  const { planName, limits } = await getTenantPlanLimits(ctx, tenantId);
  const limit = limitOf(limits, 'maxProducts');
  if (limit === null) return;
  if ((await countProductRows(ctx.db, tenantId)) >= limit) {
    const plan = planName ? `Your ${planName} plan` : 'Your plan';
    throw new ConflictError(
      `${plan} allows ${limit} product${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`,
    );
  }
}

/** `readForm` reads the multipart body, called only once the caller may write to the store. */
export async function createProduct(
  ctx: Ctx,
  requestedTenantId: number | undefined,
  readForm: () => Promise<MultipartForm>,
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, requestedTenantId, { write: true });
  const form = await readForm();
  const fields = productFieldsFromForm(form.fields);
  const category = await getProductCategory(ctx, tenantId, fields.category);
  const imageText = form.fields.image?.trim();
  if (!form.file && !imageText) throw new BadRequestError(imageMessages.missing);
  await checkProductLimit(ctx, tenantId);

  const image = form.file
    ? (await storeImage(ctx, tenantId, form.file)).imageUrl
    : await checkProductImageUrl(ctx, tenantId, imageText as string);

  return addProduct(ctx, tenantId, { ...productValuesFrom(fields), category, image });
}

/**
 * Adds a product whose fields the caller has checked, for a caller that may write to `tenantId`.
 * The per-store lock serialises additions, so two requests cannot both take the last plan slot.
 */
export async function addProduct(ctx: Ctx, tenantId: number, values: NewProductRow): Promise<AdminProduct> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockTenantProducts(tx, tenantId);
    await checkProductLimit({ ...ctx, db: tx }, tenantId);
    return insertProductRow(tx, tenantId, values);
  });
  return toAdminProduct(row);
}

export async function updateProduct(
  ctx: Ctx,
  requestedTenantId: number | undefined,
  id: number,
  readForm: () => Promise<MultipartForm>,
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, requestedTenantId, { write: true });
  const existing = await findProductRow(ctx.db, tenantId, id);
  if (!existing) throw new NotFoundError('Product not found');
  const form = await readForm();
  const fields = productFieldsFromForm(form.fields);
  const category = await getProductCategory(ctx, tenantId, fields.category);
  const image = await nextImage(ctx, tenantId, existing, form);

  const row = await updateProductRow(ctx.db, tenantId, id, { ...productValuesFrom(fields), category, image });
  if (!row) throw new NotFoundError('Product not found');
  return toAdminProduct(row);
}

/** Editing: a new file replaces the image, a URL must be the store's own, nothing keeps the current one. */
async function nextImage(ctx: Ctx, tenantId: number, existing: ProductRow, form: MultipartForm) {
  if (form.file) return (await storeImage(ctx, tenantId, form.file)).imageUrl;
  const text = form.fields.image?.trim();
  if (!text || text === existing.image) return existing.image;
  return checkProductImageUrl(ctx, tenantId, text);
}
