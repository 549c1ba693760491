// Step 2 of the product CSV import, judge: pure functions (no database, no network) that decide
// for each row, from the file and what the read step found, whether it creates, updates or is
// rejected, and why. This file owns what the judgement produces (the planned products, variants
// and images, and each row's answer) and how a row's cells are read; the steps that produce it are
// product-csv.rows.judge.ts (every row in file order), product-csv.product.judge.ts (a product's
// fields), product-csv.variants.judge.ts (price rows and their options), product-csv.images.judge.ts
// (each product's gallery) and product-csv.outcome.judge.ts (the final answer and the counts).
import type { ProductImportRow } from '@storefleet/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { type CsvRecord, readCell } from './product-csv.format.ts';
import type { NewProductRow, ProductRow } from './products.queries.ts';

/** A row's cell by column name ('' when the file has no such column); `has`: whether it has it. */
export type Cells = ((column: string) => string) & { has(column: string): boolean };

export type PlannedVariant = {
  record: number;
  /** Option name in lower case → value, as the store or else the file spells it. */
  options: Map<string, string>;
  sku: string | null;
  priceMinor: number;
  /** Undefined: the file has no variant compare-at column (the row's stays as it is). */
  compareAtPriceMinor?: number | null;
  /** Undefined: the file has no variant weight column (the row's stays as it is). */
  weightGrams?: number | null;
  stock: number;
  isActive: boolean;
  existingId?: number;
};

/** An image a row names: where it goes in the gallery, and what becomes of it. */
export type PlannedImage = {
  url: string;
  alt: string;
  /** `Image position` when the file gives it, else the row's place among the handle's images. */
  position: number;
  record: number;
  action?: 'own' | 'fetch';
  /** Why this image is left out (its product is imported without it). */
  error?: string;
};

export type PlannedProduct = {
  handle: string;
  record: number;
  existing?: ProductRow;
  values: NewProductRow;
  /** The gallery the file gives, in file order (none: a new product has no image, the store's keeps its). */
  images: PlannedImage[];
  variants: PlannedVariant[];
  /** A Product ID the file gave that is not this store's (the product is added as new). */
  existingIdGiven?: number;
};

/** A row's answer, and the product it adds to (absent when the row is rejected on its own). */
export type Judged = { row: ProductImportRow; productIndex?: number };

/** Every row judged: the answers in file order, the products to write, and what the store lacks. */
export type RowJudgement = {
  judged: Judged[];
  planned: PlannedProduct[];
  /** Categories to create: lower case → as first spelt in the file. */
  newCategories: Map<string, string>;
  /** Option values to add, per option name (lower case): value in lower case → as spelt. */
  newValues: Map<string, Map<string, string>>;
};

/** The message of an error that refuses a row (400 or 409); anything else is not the row's fault. */
export function messageOf(error: unknown): string {
  if (error instanceof BadRequestError || error instanceof ConflictError) return error.message;
  throw error;
}

export function cellsOf(record: CsvRecord, columns: string[]): Cells {
  return Object.assign(
    (column: string) => {
      const index = columns.indexOf(column);
      return index === -1 ? '' : readCell(record.cells[index]);
    },
    { has: (column: string) => columns.includes(column) },
  );
}
