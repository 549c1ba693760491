// Step 3 of the product CSV import, apply: the writes of a file whose every row was accepted, in one
// transaction (all of it or nothing). Images to fetch are downloaded first, outside it; inside, under
// the store's product lock, the plan's product limit is checked again, then categories, variant
// options, images, products and price rows are written in bulk, and a `product.created` or
// `product.updated` webhook event per product (ADR 0075) in the same transaction.
import { normalizeOptionStrings } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError } from '../../lib/errors.ts';
import { storeImage } from '../uploads/uploads.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import type { TranslationColumn } from './product-csv.format.ts';
import { type ImageFetcher, readImageAt } from './product-csv.images.ts';
import { messageOf, type PlannedProduct } from './product-csv.judge.ts';
import { mergeTranslations } from './product-csv.product.judge.ts';
import {
  countStoreProducts,
  insertMissingCategories,
  insertProductRows,
  insertVariantAttribute,
  insertVariantRows,
  listProductsById,
  setVariantAttributeValues,
  updateProductRows,
  updateVariantRows,
} from './product-csv.queries.ts';
import { imageColumns } from './product-images.ts';
import type { ProductVariantValues } from './product-variants.queries.ts';
import { toAdminProduct } from './product-view.ts';
import { lockTenantProducts, type ProductRow } from './products.queries.ts';
import type { VariantAttributeRow } from './variant-attributes.queries.ts';

export type ApplyPlan = {
  planned: PlannedProduct[];
  /** Categories to create, as the file spells them. */
  categories: string[];
  attributes: VariantAttributeRow[];
  attributeByName: Map<string, VariantAttributeRow>;
  /** Option values to add, per option name (lower case): value in lower case → as spelt. */
  newValues: Map<string, Map<string, string>>;
  /** The file's option columns: column → option name. */
  optionNames: Map<string, string>;
  /** The file's translation columns (ADR 0096): the only translations it changes. */
  translationColumns: TranslationColumn[];
  limit: number | null;
  limitMessage: string;
  fetchImage: ImageFetcher;
};

/** An image whose download failed: the product is imported without it. */
export type FailedImage = { url: string; record: number; reason: string };

const attributeTypeFor = (name: string): string => {
  const lower = name.toLowerCase();
  if (/colou?r/.test(lower)) return 'color';
  if (/material|fabric/.test(lower)) return 'material';
  if (/size/.test(lower)) return 'size';
  return 'style';
};

/**
 * Images are downloaded before the transaction (no lock held while waiting on the network), each
 * URL once; they are stored inside it, so a failed import records no upload. A download that fails
 * leaves that image out (with its reason), never its product.
 */
async function downloadImages(
  ctx: Ctx,
  planned: PlannedProduct[],
  fetcher: ImageFetcher,
): Promise<{ bytesByUrl: Map<string, Buffer>; failed: FailedImage[] }> {
  const bytesByUrl = new Map<string, Buffer>();
  const refused = new Map<string, string>();
  const failed: FailedImage[] = [];
  for (const image of planned.flatMap((p) => p.images)) {
    if (image.action !== 'fetch') continue;
    if (!bytesByUrl.has(image.url) && !refused.has(image.url)) {
      try {
        bytesByUrl.set(image.url, await readImageAt(ctx, image.url, fetcher));
      } catch (error) {
        refused.set(image.url, messageOf(error));
      }
    }
    const reason = refused.get(image.url);
    if (reason !== undefined) {
      image.action = undefined;
      image.error = reason;
      failed.push({ url: image.url, record: image.record, reason });
    }
  }
  return { bytesByUrl, failed };
}

/**
 * Variant attributes: new ones, and new values on known ones (in the order the file named them).
 * The id of every option the file names, by name in lower case.
 */
async function writeVariantAttributes(
  db: Db,
  tenantId: number,
  plan: ApplyPlan,
): Promise<Map<string, string>> {
  const attributeIdByName = new Map(plan.attributes.map((a) => [a.name.toLowerCase(), String(a.id)]));
  for (const name of new Set([...plan.optionNames.values()])) {
    const key = name.toLowerCase();
    const added = [...(plan.newValues.get(key)?.values() ?? [])];
    const existing = plan.attributeByName.get(key);
    if (!existing) {
      if (added.length === 0) continue;
      const row = await insertVariantAttribute(db, tenantId, {
        name,
        type: attributeTypeFor(name),
        values: normalizeOptionStrings(added),
      });
      attributeIdByName.set(key, String(row.id));
    } else if (added.length > 0) {
      await setVariantAttributeValues(
        db,
        tenantId,
        existing.id,
        normalizeOptionStrings([...existing.values, ...added]),
      );
    }
  }
  return attributeIdByName;
}

/**
 * The file's images become each product's gallery, in order (each URL stored once); `image` and
 * `images` move together. A product whose file names no image that could be used keeps its gallery
 * (a new one has none: the store front shows a placeholder).
 */
async function placeImages(
  tx: Ctx,
  tenantId: number,
  planned: PlannedProduct[],
  bytesByUrl: Map<string, Buffer>,
): Promise<void> {
  const imageByUrl = new Map<string, string>();
  for (const product of planned) {
    const gallery = [];
    for (const image of product.images) {
      if (image.action === 'own') gallery.push({ url: image.url, alt: image.alt });
      if (image.action !== 'fetch') continue;
      let stored = imageByUrl.get(image.url);
      if (!stored) {
        stored = (await storeImage({ ...tx, tenantId }, bytesByUrl.get(image.url) as Buffer)).imageUrl;
        imageByUrl.set(image.url, stored);
      }
      gallery.push({ url: stored, alt: image.alt });
    }
    if (gallery.length > 0) Object.assign(product.values, imageColumns(gallery));
  }
}

/** The products: new ones inserted, the store's updated; the ids of the new ones, in plan order. */
async function writeProducts(
  db: Db,
  tenantId: number,
  planned: PlannedProduct[],
  translationColumns: TranslationColumn[],
): Promise<number[]> {
  for (const product of planned) {
    if (product.existing && product.values.translations) {
      product.values.translations = mergeTranslations(
        product.existing.translations,
        product.values.translations,
        translationColumns,
      );
    }
  }
  const newIds = await insertProductRows(
    db,
    tenantId,
    planned.filter((p) => !p.existing).map((p) => p.values),
  );
  await updateProductRows(
    db,
    tenantId,
    planned.filter((p) => p.existing).map((p) => ({ id: (p.existing as ProductRow).id, values: p.values })),
  );
  return newIds;
}

/** The price rows: new ones inserted under their product, the store's updated. */
async function writeVariants(
  db: Db,
  tenantId: number,
  planned: PlannedProduct[],
  newIds: number[],
  attributeIdByName: Map<string, string>,
): Promise<void> {
  const toCombination = (options: Map<string, string>) =>
    Object.fromEntries(
      [...options.entries()].map(([name, value]) => [attributeIdByName.get(name) as string, value]),
    );
  const inserts: Array<ProductVariantValues & { productId: number }> = [];
  const updates: Array<ProductVariantValues & { id: number }> = [];
  let created = 0;
  for (const product of planned) {
    const productId = product.existing ? product.existing.id : (newIds[created++] as number);
    for (const v of product.variants) {
      const values: ProductVariantValues = {
        variantCombination: toCombination(v.options),
        priceMinor: v.priceMinor,
        ...(v.compareAtPriceMinor === undefined ? {} : { compareAtPriceMinor: v.compareAtPriceMinor }),
        ...(v.weightGrams === undefined ? {} : { weightGrams: v.weightGrams }),
        stock: v.stock,
        sku: v.sku,
        isActive: v.isActive,
      };
      if (v.existingId === undefined) inserts.push({ ...values, productId });
      else updates.push({ ...values, id: v.existingId });
    }
  }
  await insertVariantRows(db, tenantId, inserts);
  await updateVariantRows(db, tenantId, updates);
}

/** Writes the plan; the images left out because their download failed. */
export async function applyImport(ctx: Ctx, tenantId: number, plan: ApplyPlan): Promise<FailedImage[]> {
  const { bytesByUrl, failed } = await downloadImages(ctx, plan.planned, plan.fetchImage);
  await ctx.db.transaction(async (db) => {
    await lockTenantProducts(db, tenantId);
    const creates = plan.planned.filter((p) => !p.existing).length;
    if (plan.limit !== null && (await countStoreProducts(db, tenantId)) + creates > plan.limit) {
      throw new ConflictError(plan.limitMessage);
    }
    await insertMissingCategories(db, tenantId, plan.categories);
    const attributeIdByName = await writeVariantAttributes(db, tenantId, plan);
    await placeImages({ ...ctx, db }, tenantId, plan.planned, bytesByUrl);
    const newIds = await writeProducts(db, tenantId, plan.planned, plan.translationColumns);
    await writeVariants(db, tenantId, plan.planned, newIds, attributeIdByName);
    await queueProductEvents(db, tenantId, plan.planned, newIds);
  });
  return failed;
}

/** Each product the file created or changed, as its webhook event (none written when no endpoint wants them). */
async function queueProductEvents(db: Db, tenantId: number, planned: PlannedProduct[], newIds: number[]) {
  const created = new Set(newIds);
  const changed = planned.flatMap((p) => (p.existing ? [p.existing.id] : []));
  const rows = await listProductsById(db, tenantId, [...newIds, ...changed]);
  await queueWebhookEvents(
    { db, tenantId },
    {
      events: rows.map((row) => ({
        type: created.has(row.id) ? 'product.created' : 'product.updated',
        data: toAdminProduct(row),
      })),
    },
  );
}
