// Storing a store's images: checked and re-encoded, saved under a server-made name, recorded in
// `uploads` so the plan's maxStorage (MB) can be enforced and usage shown.
import { imageMessages } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { MultipartForm } from '../../plugins/multipart-form.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { getTenantPlanLimits, limitOf } from '../plans/plan-limits.service.ts';
import { processImage } from './image-processing.ts';
import { storageFor } from './storage/storage.ts';
import {
  deleteUploadRowsByUrl,
  findUploadByUrl,
  insertUpload,
  lockTenantStorage,
  sumUploadBytes,
} from './uploads.queries.ts';

export const UPLOADS_PATH = '/uploads';
export const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}\.webp$/;

const MB = 1024 * 1024;

/** 'Your Basic plan allows 1 GB of image storage…': the limit named in the plan's own terms. */
function storageLimitMessage(planName: string | null, limitMb: number): string {
  const size = limitMb >= 1024 && limitMb % 1024 === 0 ? `${limitMb / 1024} GB` : `${limitMb} MB`;
  const plan = planName ? `Your ${planName} plan` : 'Your plan';
  return `${plan} allows ${size} of image storage. Upgrade your plan to add more.`;
}

/** Refuses (409) when `bytes` more would take the store past its plan's storage. */
async function checkStorageQuota(ctx: Ctx, bytes: number): Promise<void> {
  const { planName, limits } = await getTenantPlanLimits(ctx);
  const limitMb = limitOf(limits, 'maxStorage');
  if (limitMb === null) return;
  const used = await sumUploadBytes(ctx.db, actingTenant(ctx));
  if (used + bytes > limitMb * MB) throw new ConflictError(storageLimitMessage(planName, limitMb));
}

/**
 * The quota is checked once before the file is written (most refusals cost nothing) and again when
 * its row is recorded, under the store's storage lock in one transaction, so the check and the
 * insert are one step: parallel uploads take turns and never share the last free megabytes.
 */
export async function storeImage(ctx: Ctx, bytes: Buffer): Promise<{ imageUrl: string }> {
  const tenantId = actingTenant(ctx);
  const image = await processImage(bytes);
  await checkStorageQuota(ctx, image.data.length);

  const key = `${randomText(16, 'hex')}.webp`;
  const storage = storageFor(ctx.config);
  await storage.put(key, image.data, image.contentType);
  const imageUrl = `${UPLOADS_PATH}/${key}`;
  try {
    await ctx.db.transaction(async (db) => {
      await lockTenantStorage(db, tenantId);
      await checkStorageQuota({ ...ctx, db }, image.data.length);
      await insertUpload(db, {
        tenantId,
        storageKey: key,
        url: imageUrl,
        bytes: image.data.length,
        contentType: image.contentType,
      });
    });
  } catch (error) {
    // No row, no file: an unrecorded file would use storage nobody is charged for.
    await storage.delete(key).catch(() => {});
    throw error;
  }
  return { imageUrl };
}

/** POST /api/upload-image, /api/upload/image: the form is read only once the caller may write. */
export async function uploadImage(
  ctx: Ctx,
  {
    requestedTenantId,
    readForm,
  }: { requestedTenantId: number | undefined; readForm: () => Promise<MultipartForm> },
): Promise<{ imageUrl: string }> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const form = await readForm();
  if (!form.file) throw new BadRequestError(imageMessages.missing);
  return storeImage(ctx, form.file);
}

/** Whether the URL is an image this store uploaded (a product may reuse it, e.g. when cloned). */
export async function isTenantUpload(ctx: Ctx, url: string): Promise<boolean> {
  return (await findUploadByUrl(ctx.db, actingTenant(ctx), url)) !== undefined;
}

/**
 * The store no longer uses these uploads (a product's gallery dropped them): their rows go in the
 * caller's transaction (`ctx.db`), so the quota frees up when it commits. An upload a content entry
 * still names is kept. Returns the storage keys to hand to deleteStoredUploads after the commit.
 */
export async function forgetUploads(ctx: Ctx, urls: string[]): Promise<string[]> {
  return deleteUploadRowsByUrl(ctx.db, actingTenant(ctx), urls);
}

/**
 * After the commit that forgot them: the files go. A failure is logged and never undoes the save;
 * the worst case is a file nobody is charged for, never a row without its file.
 */
export async function deleteStoredUploads(ctx: Ctx, storageKeys: string[]): Promise<void> {
  const storage = storageFor(ctx.config);
  for (const key of storageKeys) {
    if (!STORAGE_KEY_PATTERN.test(key)) continue;
    await storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, storageKey: key }, 'could not delete a released upload');
    });
  }
}

export async function readUpload(ctx: Ctx, key: string) {
  if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
  return storageFor(ctx.config).get(key);
}
