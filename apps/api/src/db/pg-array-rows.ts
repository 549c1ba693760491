// pg's Result, on each row description it receives (pg/lib/result.js `addFields`, pg pinned by
// scopes.pg-internals.test.ts), builds an empty row of the result's columns for `parseRow` to copy
// into each row it returns as an object: a null-prototype object grown one column at a time, which
// V8 keeps as a dictionary, then spread into a copy. A result whose rows come as arrays (rowMode
// 'array': every read drizzle builds) never copies it, yet paid for it on every statement: about
// 13–20 µs for 30 columns against 2 µs for the columns and their parsers alone, the largest single
// function of the app's checkout profile (ADR 0122; docs/performance.md, "pg's empty row per result").
// Such a result now takes only its columns and their parsers; a result of objects is untouched.
import pg from 'pg';

type FieldDescription = { name: string; dataTypeID: number; format?: string };
type TypeParsers = { getTypeParser(oid: number, format: string): (value: unknown) => unknown };
type PgResult = {
  fields: FieldDescription[];
  rowAsArray: boolean;
  _parsers: ((value: unknown) => unknown)[] | undefined;
  _types: TypeParsers | undefined;
  addFields(fields: FieldDescription[]): void;
};

const prototype = (pg as unknown as { Result: { prototype: PgResult } }).Result.prototype;
/** pg's own `addFields`, as loaded (before this replaces it). */
export const pgAddFields = prototype.addFields;

function addFields(this: PgResult, fields: FieldDescription[]): void {
  if (!this.rowAsArray) {
    pgAddFields.call(this, fields);
    return;
  }
  this.fields = fields;
  if (fields.length > 0) this._parsers = new Array(fields.length);
  const types = this._types ?? (pg.types as unknown as TypeParsers);
  for (let at = 0; at < fields.length; at++) {
    const field = fields[at] as FieldDescription;
    (this._parsers as ((value: unknown) => unknown)[])[at] = types.getTypeParser(
      field.dataTypeID,
      field.format || 'text',
    );
  }
}

/** Results of array rows stop building pg's empty row of objects (once per process; idempotent). */
export function arrayRowsWithoutEmptyRow(): void {
  prototype.addFields = addFields;
}
