// Creating and editing a product from the admin's multipart form (spec admin §5 product form, §7),
// and the one way any product is added: the Product Subscriptions screen adds its products through
// addProduct too, so one lock and one plan-limit check guard every new product.
// Order matters: every check that can refuse runs before an image is stored, so a refused form
// leaves no file behind.
import type { AdminProduct } from '@storefleet/contracts';
import { imageMessages, productHandleMessages } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { MultipartForm } from '../../plugins/multipart-form.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { getTenantPlanLimits, limitOf } from '../plans/plan-limits.service.ts';
import { isTenantUpload, storeImage } from '../uploads/uploads.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import { ensureCategoryRow } from './categories.queries.ts';
import { productFieldsFromForm, productValuesFrom } from './product-form.ts';
import { isProductHandleTaken } from './product-handles.queries.ts';
import {
  deleteReleasedImages,
  droppedImageUrls,
  galleryOf,
  imageColumns,
  parseDiscardedField,
  parseImagesField,
  releaseImagesNow,
  releaseProductImages,
  withFirstImage,
} from './product-images.ts';
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

/**
 * The category a product is filed under, as the store spells it: a name matching one of
 * the store's categories (trimmed, ignoring case) takes that one's spelling; a new name makes the
 * category, so the spec's free-text category field works. Called in the save's own transaction,
 * once nothing else can refuse the save.
 */
async function getProductCategory(db: Db, tenantId: number, name: string): Promise<string> {
  return (await ensureCategoryRow(db, tenantId, name.trim())).name;
}

/** An image named by URL (a clone keeps the original's) must already belong to this store. */
export async function checkProductImageUrl(ctx: Ctx, url: string): Promise<string> {
  const tenantId = actingTenant(ctx);
  const owned = (await isProductImageOfTenant(ctx.db, tenantId, url)) || (await isTenantUpload(ctx, url));
  if (!owned) throw new BadRequestError(imageMessages.invalid);
  return url;
}

async function checkProductLimit(ctx: Ctx, tenantId: number): Promise<void> {
  const { planName, limits } = await getTenantPlanLimits({ ...ctx, tenantId });
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
  {
    requestedTenantId,
    readForm,
  }: { requestedTenantId: number | undefined; readForm: () => Promise<MultipartForm> },
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const form = await readForm();
  const fields = productFieldsFromForm(form.fields);
  // As typed: addProduct files it under the store's category of that name, made when new.
  const category = fields.category;
  // `images` (the gallery, in order) or the spec's single `image`, as a file or a URL.
  const gallery = parseImagesField(form.fields.images);
  const discarded = parseDiscardedField(form.fields.discardedImages);
  const imageText = form.fields.image?.trim();
  if (gallery && form.file) throw new BadRequestError(FILE_AND_GALLERY_MESSAGE);
  if (!form.file && !imageText && !gallery) throw new BadRequestError(imageMessages.missing);
  await checkProductLimit(ctx, tenantId);

  if (gallery) {
    for (const { url } of gallery) await checkProductImageUrl(ctx, url);
    const product = await addProduct(ctx, {
      ...productValuesFrom(fields),
      category,
      images: gallery,
    });
    await releaseImagesNow(ctx, tenantId, discarded);
    return product;
  }
  const image = form.file
    ? (await storeImage({ ...ctx, tenantId }, form.file)).imageUrl
    : await checkProductImageUrl(ctx, imageText as string);

  return addProduct(ctx, { ...productValuesFrom(fields), category, image });
}

const FILE_AND_GALLERY_MESSAGE = 'Send either an image file or the images list, not both';

/**
 * Adds a product whose fields the caller has checked, for a caller that may write to the acting store.
 * The per-store lock serialises additions, so two requests cannot both take the last plan slot.
 */
export async function addProduct(ctx: Ctx, values: NewProductRow): Promise<AdminProduct> {
  const tenantId = actingTenant(ctx);
  // `images` wins; a caller naming only `image` gets it as the whole gallery.
  const gallery = values.images ?? galleryOf({ image: values.image ?? null, images: [], name: values.name });
  const row = await withHandleConflict(values.handle, () =>
    ctx.db.transaction(async (tx) => {
      await lockTenantProducts(tx, tenantId);
      await checkProductLimit({ ...ctx, db: tx }, tenantId);
      await checkHandleFree(tx, tenantId, values.handle);
      const category = values.category ? await getProductCategory(tx, tenantId, values.category) : null;
      const inserted = await insertProductRow(tx, tenantId, {
        ...values,
        category,
        ...imageColumns(gallery),
      });
      await queueWebhookEvents(
        { db: tx, tenantId },
        { events: [{ type: 'product.created', data: toAdminProduct(inserted) }] },
      );
      return inserted;
    }),
  );
  return toAdminProduct(row);
}

export async function updateProduct(
  ctx: Ctx,
  {
    requestedTenantId,
    id,
    readForm,
  }: { requestedTenantId: number | undefined; id: number; readForm: () => Promise<MultipartForm> },
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const existing = await findProductRow(ctx.db, tenantId, id);
  if (!existing) throw new NotFoundError('Product not found');
  const form = await readForm();
  const fields = productFieldsFromForm(form.fields);
  const discarded = parseDiscardedField(form.fields.discardedImages);
  const images = await nextGallery(ctx, tenantId, existing, form, fields.name);

  // The images the save dropped are released in its transaction (rows, so the quota frees at
  // commit) and their files deleted after it, when no other product of the store shows them.
  const released: string[] = [];
  const row = await withHandleConflict(fields.handle, () =>
    ctx.db.transaction(async (tx) => {
      await checkHandleFree(tx, tenantId, fields.handle, id);
      const category = await getProductCategory(tx, tenantId, fields.category);
      const values = { ...productValuesFrom(fields), category, ...imageColumns(images) };
      const updated = await updateProductRow(tx, tenantId, id, values);
      if (!updated) throw new NotFoundError('Product not found');
      await queueWebhookEvents(
        { db: tx, tenantId },
        { events: [{ type: 'product.updated', data: toAdminProduct(updated) }] },
      );
      released.push(
        ...(await releaseProductImages({ ...ctx, db: tx }, tenantId, [
          ...droppedImageUrls(existing, images),
          ...discarded,
        ])),
      );
      return updated;
    }),
  );
  await deleteReleasedImages(ctx, released);
  return toAdminProduct(row);
}

/** A handle the owner typed must not be another product's in the store (ADR 0037). */
async function checkHandleFree(db: Db, tenantId: number, handle: string | undefined, exceptId?: number) {
  if (handle && (await isProductHandleTaken(db, tenantId, handle, exceptId))) {
    throw new ConflictError(productHandleMessages.taken(handle));
  }
}

/** A concurrent save that took the same handle first: the same 409 as the check's. */
async function withHandleConflict<T>(handle: string | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'products_tenant_handle')) {
      throw new ConflictError(productHandleMessages.taken(handle ?? 'this one'));
    }
    throw error;
  }
}

/**
 * Editing: `images` is the new gallery (URLs it did not have must be the store's own); without it,
 * the spec's `image` (a new file, or a URL) replaces the first image, and nothing keeps the gallery.
 */
async function nextGallery(
  ctx: Ctx,
  tenantId: number,
  existing: ProductRow,
  form: MultipartForm,
  name: string,
) {
  const current = galleryOf(existing);
  const sent = parseImagesField(form.fields.images);
  if (sent) {
    if (form.file) throw new BadRequestError(FILE_AND_GALLERY_MESSAGE);
    const known = new Set(current.map((image) => image.url));
    for (const { url } of sent) if (!known.has(url)) await checkProductImageUrl(ctx, url);
    return sent;
  }
  if (form.file)
    return withFirstImage(current, (await storeImage({ ...ctx, tenantId }, form.file)).imageUrl, name);
  const text = form.fields.image?.trim();
  if (!text || text === existing.image) return current;
  return withFirstImage(current, await checkProductImageUrl(ctx, text), name);
}
