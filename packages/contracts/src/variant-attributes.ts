// Variant attributes (spec admin §3 variant_attributes, §5 Variant attribute, §9 variant types).
import { z } from 'zod';
import { normalizeOptionStrings } from './catalogue.ts';
import {
  bodyTenantIdSchema,
  optionalDescriptionSchema,
  requiredNameSchema,
  storeRecordFields,
} from './fields.ts';

export const variantTypes = ['size', 'color', 'material', 'style'] as const;
export type VariantType = (typeof variantTypes)[number];

export const VARIANT_VALUES_MAX = 100;

export const variantAttributeInputSchema = z.object({
  name: requiredNameSchema('Attribute name', 100),
  type: z.enum(variantTypes, { error: 'Choose a type: size, color, material or style' }),
  /** Trimmed, empty ones ignored, duplicates (ignoring case) not kept; at least one. */
  values: z
    .array(z.string().max(100, 'Each value must be at most 100 characters'), {
      error: 'Please add at least one value',
    })
    .transform(normalizeOptionStrings)
    .refine((values) => values.length > 0, 'Please add at least one value')
    .refine((values) => values.length <= VARIANT_VALUES_MAX, `At most ${VARIANT_VALUES_MAX} values`),
  description: optionalDescriptionSchema,
  tenantId: bodyTenantIdSchema,
});
export type VariantAttributeInput = z.input<typeof variantAttributeInputSchema>;

export const variantAttributeSchema = z.object({
  ...storeRecordFields,
  type: z.enum(variantTypes),
  values: z.array(z.string()),
});
export type VariantAttribute = z.infer<typeof variantAttributeSchema>;

/**
 * Adds a typed value the way the dialog does (spec admin §5): trimmed, empty ignored, a duplicate
 * (ignoring case) not added. Returns the same array when nothing changes.
 */
export function addVariantValue(values: readonly string[], typed: string): readonly string[] {
  const value = typed.trim();
  if (!value || values.some((v) => v.toLowerCase() === value.toLowerCase())) return values;
  return [...values, value];
}
