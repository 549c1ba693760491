// A product's gallery (ADR 0034): `images` in order, the first also stored as `image`, the
// spec's field, which its client sends and reads alone. Every save goes through these helpers so the
// two columns never disagree; what a save drops is released by releaseProductImages.
import {
  type ProductGalleryImage,
  productImageMessages,
  productImagesInputSchema,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { deleteStoredUploads, forgetUploads } from '../uploads/uploads.service.ts';
import { isImageUsedByProducts } from './products.queries.ts';

type ImageColumns = { image: string | null; images: ProductGalleryImage[]; name: string };

/** The gallery a row shows: its images or, for a row written without them (seeds, old rows), its image. */
export function galleryOf(row: ImageColumns): ProductGalleryImage[] {
  if (row.images.length > 0) return row.images;
  return row.image ? [{ url: row.image, alt: row.name }] : [];
}

/** Both columns from a gallery: `image` is always the first image's URL (or null). */
export function imageColumns(gallery: ProductGalleryImage[]) {
  return { image: gallery[0]?.url ?? null, images: gallery };
}

/** A save naming only `image` (the spec's client): it replaces the first image, or starts the gallery. */
export function withFirstImage(
  gallery: ProductGalleryImage[],
  url: string,
  alt: string,
): ProductGalleryImage[] {
  if (gallery[0]?.url === url) return gallery;
  return [{ url, alt }, ...gallery.slice(1).filter((image) => image.url !== url)];
}

/** The multipart field `images` (JSON text), or undefined when the form does not send it. */
export function parseImagesField(value: string | undefined): ProductGalleryImage[] | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new BadRequestError(productImageMessages.notAList);
  }
  return parseOrThrow(productImagesInputSchema, parsed);
}

const DISCARDED_MAX = 50;

/**
 * `discardedImages` (JSON text): URLs the editor uploaded during this edit and removed before saving.
 * They are released like dropped images: only the store's own uploads that nothing shows go.
 */
export function parseDiscardedField(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length <= DISCARDED_MAX &&
    parsed.every((url) => typeof url === 'string' && url.length <= 2048);
  if (!valid) throw new BadRequestError('Discarded images must be a list of image URLs');
  return parsed as string[];
}

/** URLs the product showed before a save and no longer shows after it. */
export function droppedImageUrls(before: ImageColumns, after: ProductGalleryImage[]): string[] {
  const kept = new Set(after.map((image) => image.url));
  const was = new Set([...galleryOf(before).map((image) => image.url), before.image ?? '']);
  return [...was].filter((url) => url !== '' && !kept.has(url));
}

/**
 * In the saving transaction (`ctx.db` is it): of the URLs a save or delete dropped, the store's
 * uploads that no product (and no content entry) uses any more lose their `uploads` row, so the
 * quota frees up at commit. Returns what to pass to deleteStoredUploads once the transaction commits.
 */
export async function releaseProductImages(ctx: Ctx, tenantId: number, urls: string[]): Promise<string[]> {
  const unused: string[] = [];
  for (const url of urls) {
    if (!(await isImageUsedByProducts(ctx.db, tenantId, url))) unused.push(url);
  }
  return forgetUploads({ ...ctx, tenantId }, unused);
}

/** After commit: the released files go (a failure is logged, never fails the save that committed). */
export function deleteReleasedImages(ctx: Ctx, storageKeys: string[]): Promise<void> {
  return deleteStoredUploads(ctx, storageKeys);
}

/** Releases in a transaction of its own (a create's discarded uploads), then deletes the files. */
export async function releaseImagesNow(ctx: Ctx, tenantId: number, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const keys = await ctx.db.transaction((tx) => releaseProductImages({ ...ctx, db: tx }, tenantId, urls));
  await deleteReleasedImages(ctx, keys);
}
