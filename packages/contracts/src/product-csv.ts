// Product CSV import and export (ADR 0029): the import's query and its answer.
import { z } from 'zod';
import { adminProductListQuerySchema } from './catalogue.ts';
import { idSchema } from './fields.ts';

/** GET /api/admin/products/export: the product list's filters, without paging. */
export const productExportQuerySchema = adminProductListQuerySchema.omit({ limit: true, offset: true });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

/** The largest CSV body the import reads (bytes). */
export const PRODUCT_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Data rows one import may hold. */
export const PRODUCT_IMPORT_MAX_ROWS = 50_000;

export const productImportQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const productImportActions = ['create', 'update', 'reject'] as const;
export type ProductImportAction = (typeof productImportActions)[number];

export const productImportRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  handle: z.string(),
  /**
   * 'product' on a handle's first row (which may also carry its first variant and image), 'image' on
   * a further row carrying only an image, else 'variant'.
   */
  kind: z.enum(['product', 'variant', 'image']),
  name: z.string(),
  action: z.enum(productImportActions),
  /** Why a row is rejected; on an accepted row, a note (such as an image left out, and why). */
  message: z.string().nullable(),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

const counts = z.object({ create: z.number().int(), update: z.number().int(), reject: z.number().int() });

export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** True only when every row was accepted and the changes were saved (all or nothing). */
  applied: z.boolean(),
  products: counts,
  variants: counts,
  /** Gallery images to add, and those left out (their products are imported without them). */
  images: z.object({ create: z.number().int(), reject: z.number().int() }),
  /** Rows rejected, then the others, each in file order. */
  rows: z.array(productImportRowSchema),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
