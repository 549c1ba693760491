// Which attributes and values a product's price rows can name: the store's attributes whose name is
// one of the product's option groups, limited to the values the product offers. A row naming
// anything else would never match a shopper's choice (resolveVariantRow, DESIGN §6).
import { type AdminProduct, parseOptionGroups, type VariantAttribute } from '@storefleet/contracts';

export type PricingAttribute = { id: string; name: string; values: string[] };

export function pricingAttributes(
  product: Pick<AdminProduct, 'sizes'>,
  attributes: readonly VariantAttribute[],
): PricingAttribute[] {
  const groups = parseOptionGroups(product.sizes);
  return attributes.flatMap((attribute) => {
    const group = groups.find((g) => g.name.toLowerCase() === attribute.name.toLowerCase());
    if (!group) return [];
    const offered = attribute.values.filter((v) =>
      group.values.some((gv) => gv.toLowerCase() === v.toLowerCase()),
    );
    return offered.length ? [{ id: String(attribute.id), name: attribute.name, values: offered }] : [];
  });
}

/** "Size: XL, Colour: Navy" for a row's combination, in the store's attribute order. */
export function combinationLabel(
  combination: Record<string, string>,
  attributes: readonly VariantAttribute[],
): string {
  const known = attributes
    .filter((a) => combination[String(a.id)] !== undefined)
    .map((a) => `${a.name}: ${combination[String(a.id)]}`);
  const unknown = Object.keys(combination).filter((id) => !attributes.some((a) => String(a.id) === id));
  return [...known, ...unknown.map((id) => `Removed attribute: ${combination[id]}`)].join(', ');
}
