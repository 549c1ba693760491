// Products as the admin screens see them (spec admin §3 products, §7 Products): drafts included,
// the list's filters and bounds, publishing a draft and the store's product order.
import { z } from 'zod';
import { idSchema, jsonIdSchema } from './fields.ts';
import { storefrontProductSchema } from './products.ts';
import { productSearchSchema } from './storefront.ts';
import { translationsSchema } from './translations.ts';

/** A product as the admin screens see it, drafts included. */
export const adminProductSchema = storefrontProductSchema
  .omit({ variants: true, variantAttributeNames: true, optionLabels: true })
  .extend({
    /** The product's texts in the store's other languages (docs/decisions/0093). */
    translations: translationsSchema,
    isDraft: z.boolean(),
    /** VAT rate in per cent: 20, 5 or 0 (ADR 0025). */
    vatRate: z.number().int(),
    /** At or below this the product is low on stock. */
    lowStockThreshold: z.number().int(),
    /** 'low' (0 < stock ≤ threshold) or 'out' (0); with variant rows, any row counts. */
    stockAlert: z.enum(['low', 'out']).nullable(),
    /** The product's weight in grams; null: none (docs/decisions/0102). */
    weightGrams: z.number().int().nullable(),
    /**
     * No weight for weight-rated shipping to weigh: the product has none and it has no variant
     * rows, or one of its active variant rows has none of its own either. (A save's answer judges
     * the product's own weight only; the list counts the rows.)
     */
    weightMissing: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productStatusFilters = ['all', 'live', 'draft'] as const;
export type ProductStatusFilter = (typeof productStatusFilters)[number];

export const productStockFilters = ['all', 'low', 'out'] as const;
export type ProductStockFilter = (typeof productStockFilters)[number];

/** Only products weight-rated shipping cannot weigh (`weightMissing`). */
export const productWeightFilters = ['all', 'missing'] as const;
export type ProductWeightFilter = (typeof productWeightFilters)[number];

export const PRODUCT_LIST_MAX = 1000;

/** GET /api/admin/products query (DESIGN §5 bounded lists). */
export const adminProductListQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  status: z.enum(productStatusFilters, { error: 'Status must be all, live or draft' }).default('all'),
  category: z.string().trim().max(255).optional(),
  search: productSearchSchema,
  /** Only products low on stock, or sold out (counting their variant rows). */
  stock: z.enum(productStockFilters, { error: 'Stock must be all, low or out' }).default('all'),
  /** `missing`: only the products without a weight (docs/decisions/0102). */
  weight: z.enum(productWeightFilters, { error: 'Weight must be all or missing' }).default('all'),
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX).default(PRODUCT_LIST_MAX),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const productDraftInputSchema = z.object({
  isDraft: z.boolean({ error: 'isDraft must be true or false' }),
});

export const reorderProductsInputSchema = z.object({
  productIds: z
    .array(jsonIdSchema('Product id'), { error: 'Send the product ids in their new order' })
    .min(1, 'Send the product ids in their new order')
    .max(PRODUCT_LIST_MAX * 10)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product may appear only once'),
});
export type ReorderProductsInput = z.infer<typeof reorderProductsInputSchema>;
