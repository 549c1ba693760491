// Inserts one demo store's catalogue: categories, products in display order, variant attributes and
// variant price rows (their combinations re-keyed from attribute names to attribute ids).
import type { Db } from '../db/database.ts';
import { categories, products, productVariants, variantAttributes } from '../db/schema/index.ts';
import { type DemoGerman, germanProductTranslations } from './demo-german.ts';
import type { DemoCatalogue, DemoVariantPrice } from './demo-products.ts';

export async function seedCatalogue(
  db: Db,
  tenantId: number,
  catalogue: DemoCatalogue,
  german?: DemoGerman,
): Promise<void> {
  await db.insert(categories).values(
    catalogue.categories.map((category) => {
      const de = german?.categories[category.name];
      return { tenantId, ...category, translations: de ? { de } : {} };
    }),
  );

  const productIds = new Map<string, number>();
  if (catalogue.products.length > 0) {
    const rows = await db
      .insert(products)
      .values(
        catalogue.products.map((product, index) => ({
          tenantId,
          ...product,
          isDraft: product.isDraft ?? false,
          sortOrder: index,
          translations: german ? germanProductTranslations(german, product.name, product.sizes) : {},
        })),
      )
      .returning({ id: products.id, name: products.name });
    for (const row of rows) productIds.set(row.name, row.id);
  }

  if (catalogue.variantAttributes.length === 0) return;
  const attributes = await db
    .insert(variantAttributes)
    .values(catalogue.variantAttributes.map((attribute) => ({ tenantId, ...attribute })))
    .returning({ id: variantAttributes.id, name: variantAttributes.name });
  const attributeIds = new Map(attributes.map((a) => [a.name, String(a.id)]));

  if (catalogue.variantPrices.length === 0) return;
  await db.insert(productVariants).values(
    catalogue.variantPrices.map((row) => ({
      tenantId,
      productId: lookup(productIds, row.product, 'product'),
      variantCombination: keyByAttributeId(row, attributeIds),
      priceMinor: row.priceMinor,
      stock: row.stock,
      sku: row.sku,
      isActive: true,
    })),
  );
}

function keyByAttributeId(row: DemoVariantPrice, attributeIds: Map<string, string>): Record<string, string> {
  const entries = Object.entries(row.combination).map(([name, value]) => [
    lookup(attributeIds, name, 'variant attribute'),
    value,
  ]);
  return Object.fromEntries(entries);
}

function lookup<T>(map: Map<string, T>, name: string, what: string): T {
  const found = map.get(name);
  if (found === undefined) throw new Error(`Demo data names an unknown ${what}: '${name}'`);
  return found;
}
