// Product options and the price/stock rule of a chosen combination (DESIGN §6), written once for the
// store front, the checkout and the admin.

export type OptionGroup = { name: string; values: string[] };
/** Option group name → chosen value, e.g. { Size: 'M', Colour: 'Red' }. */
export type SelectedVariants = Record<string, string>;

/** 'Group:Value' puts Value under Group; a plain string goes under 'Size'. Order is kept. */
export function parseOptionGroups(sizes: readonly string[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const raw of sizes) {
    const colon = raw.indexOf(':');
    const name = (colon > 0 ? raw.slice(0, colon) : 'Size').trim();
    const value = (colon > 0 ? raw.slice(colon + 1) : raw).trim();
    if (!name || !value) continue;
    let group = groups.find((g) => g.name.toLowerCase() === name.toLowerCase());
    if (!group) {
      group = { name, values: [] };
      groups.push(group);
    }
    if (!group.values.some((v) => v.toLowerCase() === value.toLowerCase())) group.values.push(value);
  }
  return groups;
}

/** Spec storefront §2: a dropdown instead of buttons with more than one group or more than 4 values. */
export function usesDropdowns(groups: readonly OptionGroup[]): boolean {
  return groups.length > 1 || groups.some((g) => g.values.length > 4);
}

/** The groups that have no choice yet, for 'Please select: …'. */
export function missingOptionGroups(groups: readonly OptionGroup[], selected: SelectedVariants): string[] {
  return groups.filter((g) => !findChoice(selected, g.name)).map((g) => g.name);
}

/** Whether every chosen value is one the product offers (names and values ignoring case). */
export function isValidSelection(groups: readonly OptionGroup[], selected: SelectedVariants): boolean {
  return Object.entries(selected).every(([name, value]) => {
    const group = groups.find((g) => g.name.toLowerCase() === name.toLowerCase());
    return !!group && group.values.some((v) => v.toLowerCase() === value.toLowerCase());
  });
}

/** "Size: M, Colour: Red" in the product's group order. */
export function variantString(selected: SelectedVariants): string {
  return Object.entries(selected)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** The product id alone, or with the serialised choice (and purchase type when not one-off). */
export function cartKey(
  productId: number,
  selected: SelectedVariants = {},
  purchaseType = 'one-off',
): string {
  const entries = Object.entries(selected).sort(([a], [b]) => a.localeCompare(b));
  const suffix = purchaseType === 'one-off' ? '' : `|${purchaseType}`;
  return entries.length
    ? `${productId}-${JSON.stringify(Object.fromEntries(entries))}${suffix}`
    : `${productId}${suffix}`;
}

export type VariantPriceRow = {
  id: number;
  isActive: boolean;
  /** Variant-attribute id (as a string key) → value. */
  variantCombination: Record<string, string>;
};

/**
 * DESIGN §6: a row applies when it is active and every attribute in it has the same chosen value
 * (names and values ignoring case); the row naming the most attributes wins, then the lowest id.
 * `attributeNames` maps attribute id → attribute name. Undefined: use the product's price and stock.
 */
export function resolveVariantRow<Row extends VariantPriceRow>(
  rows: readonly Row[],
  attributeNames: Readonly<Record<string, string>>,
  selected: SelectedVariants,
): Row | undefined {
  let best: Row | undefined;
  let bestSize = 0;
  for (const row of rows) {
    if (!row.isActive) continue;
    const entries = Object.entries(row.variantCombination);
    if (entries.length === 0) continue;
    const applies = entries.every(([attributeId, value]) => {
      const name = attributeNames[attributeId];
      const chosen = name === undefined ? undefined : findChoice(selected, name);
      return chosen !== undefined && chosen.toLowerCase() === String(value).toLowerCase();
    });
    if (!applies) continue;
    if (entries.length > bestSize || (entries.length === bestSize && best && row.id < best.id)) {
      best = row;
      bestSize = entries.length;
    }
  }
  return best;
}

function findChoice(selected: SelectedVariants, groupName: string): string | undefined {
  const key = Object.keys(selected).find((k) => k.toLowerCase() === groupName.toLowerCase());
  const value = key === undefined ? undefined : selected[key];
  return value === undefined || value === '' ? undefined : value;
}
