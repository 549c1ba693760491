// db/postgres-scopes.ts opens a store's scope in the same round trip as the statement by extending pg's
// Query (ADR 0050): it overrides `requiresPreparation`, `prepare`, `handleRowDescription`,
// `handleDataRow` and `handleCommandComplete`, sends leads' parameters through `prepareValue`
// (pg/lib/utils.js) and reads a lead's rows with pg's Result and the statement's `_result._types`
// (ADR 0114), which are pg's internals, not its documented API. pg is pinned to one
// exact version for that; this test fails when an upgrade changes the version or the methods the
// override relies on, so the upgrade is made on purpose, with the row-level-security suite
// (test/row-level-security.test.ts, on PostgreSQL) run against it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const apiPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('the pg internals the scoped statement extends', () => {
  it('are those of the one pinned pg version', () => {
    const installed = require('pg/package.json').version;
    expect(apiPackage.dependencies.pg).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(apiPackage.dependencies.pg);
  });

  it('still has the methods the scoped statement overrides or calls, with their arities', () => {
    const query = pg.Query.prototype as unknown as Record<string, unknown>;
    const arities = Object.fromEntries(
      [
        'requiresPreparation',
        'prepare',
        'handleRowDescription',
        'handleDataRow',
        'handleCommandComplete',
      ].map((name) => [
        name,
        typeof query[name] === 'function' ? (query[name] as (...args: unknown[]) => unknown).length : null,
      ]),
    );
    expect(arities).toEqual({
      requiresPreparation: 0,
      prepare: 1,
      handleRowDescription: 1,
      handleDataRow: 1,
      handleCommandComplete: 2,
    });
  });

  it("still reads a lead's rows with its Result, typed by the statement's own parsers", () => {
    const types = { getTypeParser: () => (text: string) => `parsed ${text}` };
    const statement = new pg.Query({ text: 'select 1', types } as unknown as pg.QueryConfig) as unknown as {
      _result: { _types: unknown };
    };
    expect(statement._result._types).toBe(types);
    const { Result } = pg as unknown as {
      Result: new (
        rowMode: undefined,
        types: unknown,
      ) => {
        rows: unknown[];
        addFields(fields: unknown[]): void;
        parseRow(fields: unknown[]): unknown;
        addRow(row: unknown): void;
      };
    };
    const result = new Result(undefined, statement._result._types);
    result.addFields([{ name: 'at', dataTypeID: 1184, format: 'text' }]);
    result.addRow(result.parseRow(['2026-11-30 10:00:00+00']));
    expect(result.rows).toEqual([{ at: 'parsed 2026-11-30 10:00:00+00' }]);
  });

  it("still turns a parameter into its text the way a lead's Bind needs (pg/lib/utils.js)", () => {
    expect([42, null, 'text', [1, 2], { a: 1 }].map((value) => pgUtils.prepareValue(value))).toEqual([
      '42',
      null,
      'text',
      '{"1","2"}',
      '{"a":1}',
    ]);
  });
});
