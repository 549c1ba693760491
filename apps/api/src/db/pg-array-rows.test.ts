// db/pg-array-rows.ts replaces pg's Result#addFields for results whose rows are arrays (pg's
// internals, pinned with pg's version by scopes.pg-internals.test.ts). These fail when an upgrade
// changes what that method is given or keeps, so the replacement is looked at again on purpose.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { arrayRowsWithoutEmptyRow, pgAddFields } from './pg-array-rows.ts';

type Field = { name: string; dataTypeID: number; format: string };
type ResultLike = {
  rows: unknown[];
  fields: Field[];
  _prebuiltEmptyResultObject: object | null;
  addFields(fields: Field[]): void;
  parseRow(row: unknown[]): unknown;
  addRow(row: unknown): void;
};
const Result = (pg as unknown as { Result: new (rowMode: string | undefined, types?: unknown) => ResultLike })
  .Result;

const fields: Field[] = [
  { name: 'id', dataTypeID: 23, format: 'text' },
  { name: 'name', dataTypeID: 25, format: 'text' },
  { name: 'created_at', dataTypeID: 1184, format: 'text' },
  { name: 'data', dataTypeID: 3802, format: 'text' },
];
const raw = ['7', 'Grace', '2026-12-01 10:00:00+00', '{"a":[1,2]}'];

function parsed(
  rowMode: string | undefined,
  types?: unknown,
  addFields?: ResultLike['addFields'],
): ResultLike {
  const result = new Result(rowMode, types);
  (addFields ?? result.addFields).call(
    result,
    fields.map((field) => ({ ...field })),
  );
  result.addRow(result.parseRow([...raw]));
  return result;
}

describe("pg's Result for rows as arrays", () => {
  // What pg itself does (another test file may have replaced it already in this process), and
  // what the replacement saves.
  const pgOwn = pgAddFields as ResultLike['addFields'];
  const pgArrays = parsed('array', undefined, pgOwn);
  const pgObjects = parsed(undefined, undefined, pgOwn);
  const custom = { getTypeParser: (oid: number) => (text: string) => `${oid}:${text}` };
  const pgCustom = parsed('array', custom, pgOwn);

  it("is given each column's name, type and format, and builds an empty row of objects for it", () => {
    expect(pgArrays._prebuiltEmptyResultObject).toEqual({
      id: null,
      name: null,
      created_at: null,
      data: null,
    });
    expect(pgArrays.rows).toEqual([[7, 'Grace', new Date('2026-12-01T10:00:00Z'), { a: [1, 2] }]]);
  });

  it('keeps the columns and gives the same rows without that empty row once replaced', () => {
    arrayRowsWithoutEmptyRow();
    const arrays = parsed('array');
    expect(arrays._prebuiltEmptyResultObject).toBeNull();
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'name', 'created_at', 'data']);
    expect(arrays.rows).toEqual(pgArrays.rows);
    // A statement's own parsers (drizzle passes its types) still decide each column's value.
    expect(parsed('array', custom).rows).toEqual(pgCustom.rows);
    expect(pgCustom.rows).toEqual([['23:7', '25:Grace', '1184:2026-12-01 10:00:00+00', '3802:{"a":[1,2]}']]);
  });

  it('leaves rows as objects as pg makes them', () => {
    arrayRowsWithoutEmptyRow();
    const objects = parsed(undefined);
    expect(objects._prebuiltEmptyResultObject).toEqual(pgObjects._prebuiltEmptyResultObject);
    expect(objects.rows).toEqual(pgObjects.rows);
    expect(objects.rows).toEqual([
      { id: 7, name: 'Grace', created_at: new Date('2026-12-01T10:00:00Z'), data: { a: [1, 2] } },
    ]);
  });
});
