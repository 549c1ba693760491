// What a shopper's choice on a product card or dialog means: its option groups, the price and stock
// of the chosen combination (DESIGN §6 through resolveVariantRow), and the card's texts.
import {
  type OptionGroup,
  parseOptionGroups,
  resolveVariantRow,
  type SelectedVariants,
  type StorefrontProduct,
} from '@storefleet/contracts';

export const DESCRIPTION_PREVIEW_WORDS = 15;
export const MIN_QUANTITY = 1;

export function optionGroupsOf(product: StorefrontProduct): OptionGroup[] {
  return parseOptionGroups(product.sizes);
}

/** The active price row for the choice, if any applies. */
function rowFor(product: StorefrontProduct, selected: SelectedVariants) {
  return resolveVariantRow(product.variants, product.variantAttributeNames, selected);
}

/** Unit price of the chosen combination as a decimal string ("24.99"). */
export function choicePrice(product: StorefrontProduct, selected: SelectedVariants): string {
  return rowFor(product, selected)?.price ?? product.price;
}

/**
 * The unit price a cart line of this product charges: a subscription's price per period (else the
 * one-off price), or the chosen combination's, as the product card sets it when adding.
 */
export function linePrice(
  product: StorefrontProduct,
  selected: SelectedVariants,
  purchaseType: 'one-off' | 'subscription',
): string {
  const oneOff = choicePrice(product, selected);
  return purchaseType === 'subscription' ? (product.subscriptionPrice ?? oneOff) : oneOff;
}

/**
 * The "was" price of the chosen combination: the applying row's compare-at price, else
 * the product's; null unless it is above what the choice costs.
 */
export function choiceWasPrice(product: StorefrontProduct, selected: SelectedVariants): string | null {
  const row = rowFor(product, selected);
  const price = row?.price ?? product.price;
  const was = row ? row.compareAtPrice : product.compareAtPrice;
  return was != null && Number(was) > Number(price) ? was : null;
}

/** How many of the chosen combination can be bought. */
export function choiceStock(product: StorefrontProduct, selected: SelectedVariants): number {
  return rowFor(product, selected)?.stock ?? product.inStock;
}

/** Nothing of the product can be bought in any combination. */
export function isSoldOut(product: StorefrontProduct): boolean {
  return product.inStock <= 0 && !product.variants.some((row) => row.stock > 0);
}

/** Spec §2: the first 15 words and an ellipsis; 'No description available' when there is none. */
/** A few entities sanitize-html writes into text; any other is left as it is. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/**
 * A description as the store front shows it: plain text. An imported one (Shopify's Body (HTML),
 * cleaned by the server's sanitiser on import, ADR 0079) is markup: its paragraphs, headings, list
 * items and line breaks become lines and its tags go, so the shopper never sees a tag.
 */
export function descriptionText(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (!/<\/?[a-z][^>]*>/i.test(text)) return text;
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote|pre|table|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function descriptionPreview(
  description: string | null | undefined,
  none = 'No description available',
): string {
  const words = descriptionText(description).split(/\s+/).filter(Boolean);
  if (words.length === 0) return none;
  if (words.length <= DESCRIPTION_PREVIEW_WORDS) return words.join(' ');
  return `${words.slice(0, DESCRIPTION_PREVIEW_WORDS).join(' ')}...`;
}

/** Spec §5: an integer of at least 1; anything else is ignored (null). */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= MIN_QUANTITY ? value : null;
}

/** The size guide is offered for an option whose name contains 'size'. */
export const isSizeOption = (groupName: string) => groupName.toLowerCase().includes('size');

/** Kids' chart when the product's category contains 'kids'. */
export const isKidsProduct = (product: Pick<StorefrontProduct, 'category'>) =>
  (product.category ?? '').toLowerCase().includes('kids');

/** Distinct categories in the order the products first use them (the filter buttons). */
export function categoriesOf(products: readonly StorefrontProduct[]): string[] {
  const seen = new Set<string>();
  for (const product of products) {
    const category = product.category?.trim();
    if (category) seen.add(category);
  }
  return [...seen];
}
