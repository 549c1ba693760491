// The product CSV judge's last pass, once every row and image is judged and the plan's product
// limit is known: each row's final answer (create, update, or rejected with its product) and the
// import's counts. A new product past the plan's room is refused here rather than row by row,
// because whether a product is new is only known once all its rows are read.
import type { ProductImportResult } from '@storefleet/contracts';
import { imageFailureMessage } from './product-csv.images.judge.ts';
import type { PlannedProduct, RowJudgement } from './product-csv.judge.ts';
import type { ProductLimit } from './product-csv.read.ts';

export function limitMessageOf({ limit, planName }: ProductLimit): string {
  return limit === null
    ? ''
    : `${planName ? `Your ${planName} plan` : 'Your plan'} allows ${limit} product${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`;
}

/** Products refused (index → why): a new product beyond the plan's room. */
function refusedProducts(planned: PlannedProduct[], productLimit: ProductLimit): Map<number, string> {
  const { limit, existingCount } = productLimit;
  const creates = planned.filter((p) => !p.existing).length;
  let room = limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - existingCount);
  const refused = new Map<number, string>();
  if (creates > room) {
    const limitMessage = limitMessageOf(productLimit);
    for (const [index, product] of planned.entries()) {
      if (product.existing || refused.has(index)) continue;
      if (room > 0) room--;
      else refused.set(index, limitMessage);
    }
  }
  return refused;
}

/** Each accepted row's final answer: rejected with its product, else create or update. */
function settleRowActions(judgement: RowJudgement, refused: Map<number, string>): void {
  for (const item of judgement.judged) {
    if (item.productIndex === undefined || item.row.action === 'reject') continue;
    const product = judgement.planned[item.productIndex] as PlannedProduct;
    const why = refused.get(item.productIndex);
    if (why !== undefined) {
      item.row.action = 'reject';
      item.row.message =
        item.row.kind === 'product' ? why : `The product on row ${product.record} was rejected`;
      continue;
    }
    if (item.row.kind === 'product') {
      item.row.action = product.existing ? 'update' : 'create';
      if (!product.existing && product.existingIdGiven) {
        item.row.message = `Product ${product.existingIdGiven} is not in this store: it will be added as a new product`;
      }
    } else {
      const variant = product.variants.find((v) => v.record === item.row.row);
      item.row.action =
        variant?.existingId !== undefined || (!variant && product.existing) ? 'update' : 'create';
    }
    for (const image of product.images) {
      if (image.record === item.row.row && image.error) {
        const note = imageFailureMessage(image.url, image.error);
        item.row.message = item.row.message ? `${item.row.message}. ${note}` : note;
      }
    }
  }
}

/** The answer: counts of products and variants by action, rejected rows first (by row), then the rest. */
function summarise(judgement: RowJudgement, refused: Map<number, string>, dryRun: boolean) {
  const rows = judgement.judged.map((j) => j.row);
  const rejected = rows.filter((r) => r.action === 'reject');
  const ok = judgement.planned.filter((_, i) => !refused.has(i));
  const allVariants = ok.flatMap((p) => p.variants);
  const result: ProductImportResult = {
    dryRun,
    applied: false,
    products: {
      create: ok.filter((p) => !p.existing).length,
      update: ok.filter((p) => p.existing).length,
      reject: rows.filter((r) => r.kind === 'product' && r.action === 'reject').length,
    },
    variants: {
      create: allVariants.filter((v) => v.existingId === undefined).length,
      update: allVariants.filter((v) => v.existingId !== undefined).length,
      reject: rows.filter((r) => r.kind === 'variant' && r.action === 'reject').length,
    },
    images: {
      create: ok.flatMap((p) => p.images).filter((image) => image.action !== undefined).length,
      reject: ok.flatMap((p) => p.images).filter((image) => image.error !== undefined).length,
    },
    rows: [...rejected.sort((a, b) => a.row - b.row), ...rows.filter((r) => r.action !== 'reject')],
  };
  return { result, rejected: rejected.length };
}

/**
 * Each row's final answer and the import's result (not yet applied); `rejected` counts the rows
 * refused, any of which stops the import.
 */
export function judgeOutcome(
  judgement: RowJudgement,
  productLimit: ProductLimit,
  dryRun: boolean,
): { result: ProductImportResult; rejected: number } {
  const refused = refusedProducts(judgement.planned, productLimit);
  settleRowActions(judgement, refused);
  return summarise(judgement, refused, dryRun);
}
