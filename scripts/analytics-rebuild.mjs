// npm run analytics:rebuild -- --tenant <id> --from YYYY-MM-DD --to YYYY-MM-DD
// Rebuilds one store's daily sales rollups (ADR 0082) from its orders and refunds for the days from
// `from` to `to` (in the store's time zone, both counted): after data written around the fold (an
// import, a seed) or a change of the store's time zone. Reads the server's own configuration from
// the environment (DATABASE_URL, or DATA_DIR for PGlite: stop the server first, it holds the
// folder's lock). Rebuilding twice gives the same rows.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
});
const tenantId = Number(values.tenant);
if (!Number.isInteger(tenantId) || tenantId < 1 || !values.from || !values.to) {
  console.error('Usage: npm run analytics:rebuild -- --tenant <store id> --from YYYY-MM-DD --to YYYY-MM-DD');
  process.exit(2);
}
const { parseConfig } = await import(path.join(root, 'apps/api/src/config/config.ts'));
const { openDatabase } = await import(path.join(root, 'apps/api/src/db/open-database.ts'));
const { tenantCtx } = await import(path.join(root, 'apps/api/src/context.ts'));
const { rebuildSalesRollups } = await import(
  path.join(root, 'apps/api/src/modules/analytics/analytics-rollups.service.ts')
);

const config = parseConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await openDatabase(config);
try {
  const ctx = { db: database.db, scopes: database.scopes, tenantId: null, actor: null, config, log: console };
  const started = Date.now();
  const { days } = await rebuildSalesRollups(tenantCtx(ctx, tenantId), { from: values.from, to: values.to });
  console.log(
    `Store ${tenantId}: rebuilt ${days} day(s) with sales from ${values.from} to ${values.to} in ${Date.now() - started} ms`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
