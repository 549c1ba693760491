// POST /api/admin/products/import (ADR 0029), composed of steps like checkout: read the file and what
// the store has (product-csv.read.ts), judge every row — create, update or reject with the reason —
// with pure functions (product-csv.judge.ts), and, when not a dry run and no row is rejected, apply
// it in one transaction: all of it or nothing (product-csv.apply.ts). The images a file names are
// looked up between two judgements (their rows decide which need a look), and the plan's product
// limit is read last, then checked again under the store's product lock when applying.
import type { ProductImportResult } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { applyImport } from './product-csv.apply.ts';
import { imageFailureMessage, imageUrlsToRead, judgeImages } from './product-csv.images.judge.ts';
import type { ImageFetcher } from './product-csv.images.ts';
import { judgeOutcome, limitMessageOf } from './product-csv.outcome.judge.ts';
import {
  checkTranslationColumns,
  readImageSources,
  readProductLimit,
  readStoreCatalogue,
  readUploadedFile,
} from './product-csv.read.ts';
import { judgeRows } from './product-csv.rows.judge.ts';

export type ImportOptions = {
  dryRun: boolean;
  /** How images named by an outside URL are checked and fetched (tests pass their own). */
  fetchImage: ImageFetcher;
};

export async function importProductsCsv(
  ctx: Ctx,
  requestedTenantId: number | undefined,
  text: string,
  options: ImportOptions,
): Promise<ProductImportResult> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const file = await readUploadedFile(text);
  if (file.translationColumns.length > 0) checkTranslationColumns(file, await getTenant(ctx, tenantId));
  const store = await readStoreCatalogue(ctx, tenantId, file);
  const judgement = judgeRows(file, store);
  const imageSources = await readImageSources(
    ctx,
    tenantId,
    imageUrlsToRead(judgement.planned),
    options.fetchImage,
  );
  judgeImages(judgement.planned, imageSources);
  const productLimit = await readProductLimit(ctx, tenantId);
  const { result, rejected } = judgeOutcome(judgement, productLimit, options.dryRun);
  if (options.dryRun || rejected > 0) return result;

  const failed = await applyImport(ctx, tenantId, {
    planned: judgement.planned,
    categories: [...judgement.newCategories.values()],
    attributes: store.attributes,
    attributeByName: store.attributeByName,
    newValues: judgement.newValues,
    optionNames: file.optionNames,
    translationColumns: file.translationColumns,
    limit: productLimit.limit,
    limitMessage: limitMessageOf(productLimit),
    fetchImage: options.fetchImage,
  });
  noteFailedDownloads(result, failed);
  return { ...result, applied: true };
}

/** Images whose download failed while applying: left out, the reason on the row that named them. */
function noteFailedDownloads(
  result: ProductImportResult,
  failed: Array<{ url: string; record: number; reason: string }>,
) {
  for (const { url, record, reason } of failed) {
    const row = result.rows.find((r) => r.row === record);
    if (!row) continue;
    const note = imageFailureMessage(url, reason);
    row.message = row.message ? `${row.message}. ${note}` : note;
    result.images.create--;
    result.images.reject++;
  }
}
