// An order's lines as its buyer reads them in the e-mails after the order (docs/decisions/0095):
// each product's name and options in the order's language, from the product's translations when the
// e-mail is queued, else the line's stored words (the store's default language), per field.
import { lineInLanguage } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { listProductsForCheckout } from '../catalogue/checkout-products.service.ts';
import type { OrderItemRow } from './customer-orders.queries.ts';

export type LineWords = { name: string; variantString: string };
type Line = Pick<OrderItemRow, 'id' | 'productId' | 'productName' | 'selectedVariants' | 'variantString'>;

/**
 * `lines`' names and options by order item id, in `language`. One read of their products, none when
 * the order is in the store's default language (the stored words are already in it).
 */
export async function orderLinesInLanguage(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { language, defaultLanguage, lines }: { language: string; defaultLanguage: string; lines: readonly Line[] },
): Promise<Map<number, LineWords>> {
  const stored = (l: Line): LineWords => ({ name: l.productName, variantString: l.variantString ?? '' });
  const productIds = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  if (language === defaultLanguage || productIds.length === 0) {
    return new Map(lines.map((l) => [l.id, stored(l)]));
  }
  const products = new Map((await listProductsForCheckout(ctx, productIds)).map((p) => [p.id, p]));
  return new Map(
    lines.map((l) => {
      const product = l.productId === null ? undefined : products.get(l.productId);
      const shown =
        product &&
        lineInLanguage(
          language,
          { name: l.productName, translations: product.translations },
          l.selectedVariants,
        );
      // A line with no options keeps its stored options text (a draft order's custom line may have one).
      const options = Object.keys(l.selectedVariants).length > 0 ? shown?.variantString : undefined;
      return [
        l.id,
        shown ? { name: shown.name, variantString: options ?? stored(l).variantString } : stored(l),
      ];
    }),
  );
}
