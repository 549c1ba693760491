// `npm run pods:simulate` (ADR 0022): the routing front's reading of a request, and, on PostgreSQL,
// the whole simulation: two pods, stores on each, store front and checkout through the front, a
// store moved between pods, a moving store's 503; it must exit 0 and leave no database behind.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { storeHintOfBody, storeHintOfUrl } from './pods-front.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;

describe('the front finds the store a request is for', () => {
  it('from the path or the query', () => {
    expect(storeHintOfUrl('/s/northwind/products/3')).toEqual({ slug: 'northwind' });
    expect(storeHintOfUrl('/store/7/checkout')).toEqual({ id: 7 });
    expect(storeHintOfUrl('/api/tenant/slug/demo')).toEqual({ slug: 'demo' });
    expect(storeHintOfUrl('/api/tenant/12/public')).toEqual({ id: 12 });
    expect(storeHintOfUrl('/api/webhooks/stripe/4')).toEqual({ id: 4 });
    expect(storeHintOfUrl('/api/products?tenantId=2')).toEqual({ id: 2 });
  });

  it('from a JSON body, and not from what only looks like a store', () => {
    expect(storeHintOfBody(Buffer.from('{"tenantId":3,"items":[]}'))).toEqual({ id: 3 });
    expect(storeHintOfBody(Buffer.from('{"orderData":{"tenantId":"5"}}'))).toEqual({ id: 5 });
    expect(storeHintOfBody(Buffer.from('{"username":"a","tenantSlug":"demo"}'))).toEqual({ slug: 'demo' });
    expect(storeHintOfBody(Buffer.from('{"tenantId":"1; drop"}'))).toBeNull();
    expect(storeHintOfBody(Buffer.from('not json'))).toBeNull();
    expect(storeHintOfUrl('/api/checkout/sbpi_1/details')).toBeNull();
    expect(storeHintOfUrl('/api/products?tenantId=abc')).toBeNull();
  });
});

describe.skipIf(!databaseUrl)('pods simulation on PostgreSQL (skipped: TEST_DATABASE_URL is unset)', () => {
  it("serves both pods' stores through the front, moves a store, and cleans up", {
    timeout: 120_000,
  }, async () => {
    const child = spawn(
      process.execPath,
      ['scripts/pods-simulation.mjs', '--database-url', databaseUrl ?? ''],
      {
        cwd: root,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output, output).not.toMatch(/FAIL/);
    expect(code, output).toBe(0);

    // A row of the table: the step, its store, the pod it should be on and the pod that answered, ok.
    const row = (step: string, pod: string) =>
      new RegExp(
        `^${step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\S+\\s+${pod}\\s+${pod}\\s+\\d+\\s+ok\\b`,
        'm',
      );
    expect(output).toMatch(row('store front /s/demo + products', 'a'));
    expect(output).toMatch(row('sandbox checkout (4 calls)', 'a'));
    expect(output).toMatch(row('store front /s/northwind + products', 'b'));
    expect(output).toMatch(row('sandbox checkout (4 calls)', 'b'));
    expect(output).toMatch(row('after move: store front /s/demo + products', 'b'));
    expect(output).toMatch(row('after move: sandbox checkout (4 calls)', 'b'));
    expect(output).toMatch(row('in the freeze: demo product list', 'b'));
    expect(output).toMatch(/order \d+ now in pod b's database only/);
    expect(output).toMatch(/503, Retry-After: 1 \(store_moving\)/);

    const run = /Pods simulation ([0-9a-f]+)/.exec(output)?.[1];
    expect(run).toBeDefined();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `pods_${run}_%`,
    ]);
    await client.end();
    expect(rows, output).toEqual([]);
  });
});
