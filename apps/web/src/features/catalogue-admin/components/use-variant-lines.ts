// The product form's Variants section state: the lines to show, what the owner typed into them,
// and their validation errors.
import type { VariantAttribute } from '@storefleet/contracts';
import { useMemo, useState } from 'react';
import { useProductVariants } from '../api/get-product-variants.ts';
import {
  combinationCount,
  MAX_VARIANT_LINES,
  type VariantLine,
  type VariantLineErrors,
  variantLines,
} from '../lib/variant-combinations.ts';
import { pricingAttributes } from '../lib/variant-pricing.ts';
import type { ProductDialogMode } from './product-form-values.ts';

/**
 * The Variants section's lines: the combinations of the ticked options, filled from the product's
 * rows (a clone starts from the original's figures as new rows), then from what the owner typed.
 */
export function useVariantLines(
  mode: ProductDialogMode,
  tenantId: number | undefined,
  sizes: string[],
  attributes: VariantAttribute[],
) {
  const rows = useProductVariants(tenantId, mode.kind === 'create' ? null : mode.product.id);
  const [typed, setTyped] = useState<VariantLine[]>([]);
  const [errors, setErrors] = useState<VariantLineErrors>({});
  const choices = useMemo(() => pricingAttributes({ sizes }, attributes), [sizes, attributes]);
  const count = combinationCount(choices);
  const lines = useMemo(() => {
    if (count > MAX_VARIANT_LINES) return [];
    const built = variantLines(choices, rows.data ?? [], typed);
    return mode.kind === 'clone' ? built.map(({ row: _original, ...line }) => line) : built;
  }, [choices, count, rows.data, typed, mode.kind]);
  return {
    lines,
    count,
    choices,
    errors,
    setErrors,
    loading: rows.isLoading,
    loadFailed: rows.isError,
    edit: (key: string, field: keyof VariantLine, value: string) => {
      setTyped(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
      setErrors(({ [key]: _fixed, ...rest }) => rest);
    },
    replace: setTyped,
    edited: typed.length > 0,
  };
}
