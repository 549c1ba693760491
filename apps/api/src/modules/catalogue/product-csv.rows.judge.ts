// The product CSV judge's first pass: every row of the file in order, against what the store has.
// A product is matched by its Product ID or one of its variant SKUs; a handle's rows belong to the
// product its first row starts, so a rejected first row rejects them all. Each accepted row is
// answered 'create' for now: create or update is settled only once every row is read
// (product-csv.outcome.judge.ts), since a later row's SKU can match the product to the store's.
import type { ProductImportRow } from '@storefleet/contracts';
import { type CsvRecord, VARIANT_COLUMNS } from './product-csv.format.ts';
import { addImage } from './product-csv.images.judge.ts';
import {
  type Cells,
  cellsOf,
  messageOf,
  type PlannedProduct,
  type PlannedVariant,
  type RowJudgement,
} from './product-csv.judge.ts';
import { startProduct } from './product-csv.product.judge.ts';
import type { ImportFile, StoreCatalogue } from './product-csv.read.ts';
import { matchVariantsByOptions, planRowVariant } from './product-csv.variants.judge.ts';

type RowState = RowJudgement & {
  /** Handle in lower case → its product (null: rejected) and the row that started it. */
  productByHandle: Map<string, { index: number | null; record: number }>;
  /** SKU in lower case → the row that gave it. */
  skuRows: Map<string, number>;
};

/** Why a row cannot be read at all, if it cannot. */
function shapeErrorOf(record: CsvRecord, columns: string[], handle: string): string | undefined {
  if (record.error) return record.error;
  if (record.cells.length !== columns.length) {
    return `This row has ${record.cells.length} cells; the header has ${columns.length}`;
  }
  if (!handle) return 'Handle is required: rows of one product share its handle';
  return undefined;
}

function rowHasVariant(cell: Cells, file: ImportFile): boolean {
  return (
    VARIANT_COLUMNS.some((c) => cell(c).trim() !== '') ||
    [...file.optionNames.keys()].some((c) => cell(c).trim() !== '')
  );
}

/**
 * One row: a handle's first row starts a product (a rejected one rejects the handle's later rows),
 * and any row may carry a variant. Accepted rows are answered 'create' here; judgeOutcome settles
 * create or update once every row is read.
 */
function judgeRecord(record: CsvRecord, file: ImportFile, store: StoreCatalogue, state: RowState): void {
  const cell = cellsOf(record, file.columns);
  const handle = cell('Handle').trim();
  const name = cell('Name').trim();
  const handleKey = handle.toLowerCase();
  const reject = (kind: ProductImportRow['kind'], message: string) => {
    state.judged.push({ row: { row: record.row, handle, kind, name, action: 'reject', message } });
  };
  const shapeError = shapeErrorOf(record, file.columns, handle);
  if (shapeError !== undefined) {
    reject('product', shapeError);
    return;
  }

  const owner = state.productByHandle.get(handleKey);
  const imageUrl = cell('Image URL').trim();
  const kind = owner ? (imageUrl && !rowHasVariant(cell, file) ? 'image' : 'variant') : 'product';
  if (owner?.index === null) {
    reject(kind, `The product on row ${owner.record} was rejected`);
    return;
  }
  let product: PlannedProduct | undefined;
  let variant: PlannedVariant | undefined;
  try {
    if (!owner) {
      product = startProduct(cell, handle, record.row, store, state.newCategories, file.translationColumns);
    }
    const target = product ?? (state.planned[owner?.index as number] as PlannedProduct);
    if (rowHasVariant(cell, file)) variant = planRowVariant(cell, record.row, target, file, store, state);
  } catch (error) {
    if (!owner) state.productByHandle.set(handleKey, { index: null, record: record.row });
    reject(kind, messageOf(error));
    return;
  }
  const targetIndex = product ? state.planned.length : (owner?.index as number);
  const target = product ?? (state.planned[targetIndex] as PlannedProduct);
  if (product) {
    state.planned.push(product);
    state.productByHandle.set(handleKey, { index: targetIndex, record: record.row });
  }
  if (variant) {
    if (variant.sku) state.skuRows.set(variant.sku.toLowerCase(), record.row);
    target.variants.push(variant);
  }
  if (imageUrl) addImage(target, imageUrl, cell, record.row);
  state.judged.push({
    row: { row: record.row, handle, kind, name: target.values.name, action: 'create', message: null },
    productIndex: targetIndex,
  });
}

/** Every row of the file, in order, against what the store has. */
export function judgeRows(file: ImportFile, store: StoreCatalogue): RowJudgement {
  const state: RowState = {
    judged: [],
    planned: [],
    newCategories: new Map(),
    newValues: new Map(),
    productByHandle: new Map(),
    skuRows: new Map(),
  };
  for (const record of file.rows) judgeRecord(record, file, store, state);
  matchVariantsByOptions(state.planned, store);
  const { judged, planned, newCategories, newValues } = state;
  return { judged, planned, newCategories, newValues };
}
