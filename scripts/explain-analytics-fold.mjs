// node scripts/explain-analytics-fold.mjs --reuse <database a `bench:analytics --keep` run left> [--stores 1000]
// Shows where one fold's time goes: in one transaction on the platform path (the job's own path,
// row-level security and all), writes one new paid order with its 'placed' event in each of the
// first `--stores` stores, then runs the fold's own statements (analytics-fold.queries.ts) one by
// one, each as EXPLAIN (ANALYZE, BUFFERS), printing its plan and time; then rolls everything back,
// so the database is left as it was and can be explained or measured again.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { benchDatabaseOptions, root, withBenchDatabase } from './bench-database.mjs';

const { values } = parseArgs({
  options: { ...benchDatabaseOptions(), stores: { type: 'string', default: '1000' } },
});
if (!values.reuse) throw new Error('Give --reuse <database>: a database a `bench:analytics --keep` run left');
values.keep = true;
const { sql } = await import('drizzle-orm');
const fold = await import(path.join(root, 'apps/api/src/modules/analytics/analytics-fold.queries.ts'));
const stores = Number(values.stores);
const ROLLED_BACK = new Error('rolled back');

await withBenchDatabase(values, async ({ db }) => {
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`with o as (
        insert into orders (tenant_id, customer_name, customer_email, subtotal_minor, total_minor, status, payment_status)
        select i, 'New', 'new' || i || '@example.com', 2000, 2000, 'paid', 'paid'
        from generate_series(1, ${stores}::int) as i
        returning id, tenant_id)
      insert into order_events (tenant_id, order_id, kind, message)
      select tenant_id, id, 'placed', 'Order placed' from o`);
      let n = 0;
      let total = 0;
      // The fold's statements see this handle: each is explained (which runs it), and a read's rows
      // are read again for the next statement.
      const explaining = {
        async execute(query) {
          n += 1;
          const started = performance.now();
          const plan = await tx.execute(sql`explain (analyze, buffers) ${query}`);
          const ms = performance.now() - started;
          total += ms;
          const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
          console.log(`\n── statement ${n}: ${ms.toFixed(0)} ms ──────────────────────────────\n${text}`);
          const writes = /\b(insert into|delete from|update \w+ set)\b/i;
          return writes.test(tx.dialect.sqlToQuery(query).sql) ? { rows: [] } : tx.execute(query);
        },
      };
      const cursor = await fold.lockCursor(explaining, 'sales');
      const touched = await fold.daysTouchedAfter(explaining, { cursor, batch: 5000, lookback: 1000 });
      console.log(`\n${touched.days.length} store days touched`);
      await fold.lockStoreRollups(
        explaining,
        touched.days.map((d) => d.tenantId),
      );
      await fold.recomputeStoreDays(explaining, touched.days);
      console.log(`\n${n} statements, ${(total / 1000).toFixed(1)} s explained (then rolled back)`);
      throw ROLLED_BACK;
    })
    .catch((error) => {
      if (error !== ROLLED_BACK) throw error;
    });
});
