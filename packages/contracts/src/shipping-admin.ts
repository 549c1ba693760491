// Shipping options as the store admin edits them (spec admin §2 Shipping options page, §3, §5, §7).
import { z } from 'zod';
import { moneyInputSchema, moneySchema } from './catalogue.ts';
import { bodyTenantIdSchema, optionalDescriptionSchema, requiredNameSchema } from './fields.ts';
import { SHIPPING_TRANSLATED_FIELDS, translationsInputSchema, translationsSchema } from './translations.ts';

const optionalInt = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
        return null;
      const n = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isInteger(n) || n < 0 || n > 100_000) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

export const shippingOptionInputSchema = z.object({
  name: requiredNameSchema('Shipping method name', 255),
  description: optionalDescriptionSchema,
  /** Pounds, a number (step 0.01) or numeric text; stored in pence. */
  cost: moneyInputSchema('Cost is required'),
  estimatedDays: optionalInt('Estimated days must be a whole number'),
  sortOrder: optionalInt('Sort order must be a whole number').transform((value) => value ?? 0),
  isActive: z.boolean().optional().default(true),
  /** Name and description in the store's other languages (docs/decisions/0093); absent: unchanged. */
  translations: translationsInputSchema(SHIPPING_TRANSLATED_FIELDS).optional(),
  tenantId: bodyTenantIdSchema,
});
export type ShippingOptionInput = z.input<typeof shippingOptionInputSchema>;

export const adminShippingOptionSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  cost: moneySchema,
  estimatedDays: z.number().int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  translations: translationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShippingOption = z.infer<typeof adminShippingOptionSchema>;
