// The product CSV judge's images: each product's gallery as the file gives it, row by row, and what
// becomes of each image once the read step has looked up where the new ones come from (the
// fetching itself is product-csv.images.ts). A refused image leaves its product importable.
import { PRODUCT_IMAGES_MAX } from '@storefleet/contracts';
import { IMAGE_ALT_COLUMN, IMAGE_POSITION_COLUMN } from './product-csv.format.ts';
import type { Cells, PlannedProduct } from './product-csv.judge.ts';
import type { ImageSource } from './product-csv.read.ts';

/** A row's image joins its product's gallery (a URL the gallery already has is named once). */
export function addImage(target: PlannedProduct, url: string, cell: Cells, record: number): void {
  if (target.images.some((image) => image.url === url)) return;
  const position = Number.parseInt(cell(IMAGE_POSITION_COLUMN).trim(), 10);
  target.images.push({
    url,
    alt: cell(IMAGE_ALT_COLUMN).trim().slice(0, 250),
    position: Number.isFinite(position) ? position : target.images.length + 1,
    record,
  });
}

/** URLs the product already shows: kept as they are, without a look-up. */
function shownUrls(product: PlannedProduct): Set<string> {
  if (!product.existing) return new Set();
  return new Set([product.existing.image ?? '', ...product.existing.images.map((image) => image.url)]);
}

/** The image URLs whose source the read step must look up: those the product does not show already. */
export function imageUrlsToRead(planned: PlannedProduct[]): string[] {
  return planned.flatMap((p) => {
    const shown = shownUrls(p);
    return p.images.filter((image) => !shown.has(image.url)).map((image) => image.url);
  });
}

/**
 * Each product's gallery in `Image position` order (rows break ties), and each image's action: one
 * the store already has, or one to fetch (checked now, read when applying). A refused image, or one
 * past the gallery's limit, is left out with its reason on its row; the product is imported without it.
 */
export function judgeImages(planned: PlannedProduct[], sources: Map<string, ImageSource>): void {
  for (const product of planned) {
    product.images.sort((a, b) => a.position - b.position || a.record - b.record);
    const shown = shownUrls(product);
    let placed = 0;
    for (const image of product.images) {
      const source = shown.has(image.url) ? { action: 'own' as const } : sources.get(image.url);
      if (!source) throw new Error(`The source of the image ${image.url} was not read`);
      if ('error' in source) image.error = source.error;
      else if (placed >= PRODUCT_IMAGES_MAX)
        image.error = `A product shows at most ${PRODUCT_IMAGES_MAX} images`;
      else {
        image.action = source.action;
        placed++;
      }
    }
  }
}

/** The row message of an image left out. */
export function imageFailureMessage(url: string, reason: string): string {
  return `Image ${url} not imported: ${reason}`;
}
