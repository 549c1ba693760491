// Moves one store from one pod's database to another's (ADR 0022, "Moving a store"), the simple way
// the simulation can afford: one copy inside a short freeze. The store is marked 'moving' in the
// directory (the front, nginx, reloads its map and answers the store's requests 503 with
// Retry-After), requests already on their way are drained (the old workers exit), the
// store's queued jobs are taken off the old pod, every row of the store is copied in one snapshot
// and checked, the directory is flipped, and then the old pod's copy is checked again and deleted.
// A large store would be copied before the freeze with logical replication; see the ADR.
import pg from 'pg';

/** The tables whose rows belong to a store, parents before children (from the catalog, so a new table is moved too). */
async function storeTables(client) {
  const { rows: tables } = await client.query(`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
      and c.table_name <> 'sessions'`);
  const { rows: edges } = await client.query(`
    select conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`);
  const names = tables.map((t) => t.name);
  const ordered = [];
  const visit = (name, path = []) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const e of edges)
      if (e.child === name && e.parent !== name && names.includes(e.parent)) visit(e.parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names.sort()) visit(name);
  const userColumns = (
    await client.query(`
      select kcu.table_name, kcu.column_name from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu using (constraint_schema, constraint_name)
      join information_schema.constraint_column_usage ccu using (constraint_schema, constraint_name)
      where ccu.table_name = 'users' and kcu.table_schema = 'public'`)
  ).rows.filter((r) => names.includes(r.table_name));
  return { tables: ['tenants', ...ordered], userColumns };
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`;
/**
 * Store tables that a trigger fills from another table's rows: order_search_words from orders
 * (migration 0020, ADR 0044). They are not copied, because copying orders writes them again, but
 * they are fingerprinted like the rest, which proves the new pod rebuilt the same rows.
 */
const KEPT_BY_TRIGGERS = new Set(['order_search_words']);

const keyOf = (table) => (table === 'tenants' ? 'id' : 'tenant_id');

async function platformTransaction(client, isolation, fn) {
  await client.query(`begin isolation level ${isolation}`);
  try {
    await client.query(`select set_config('app.scope', 'platform', true)`);
    const result = await fn();
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** One fingerprint per table of the store's rows, to prove a copy whole and an old copy untouched. */
async function fingerprints(client, tables, storeId) {
  const out = {};
  for (const table of tables) {
    const { rows } = await client.query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
       from ${ident(table)} t where ${keyOf(table)} = $1`,
      [storeId],
    );
    out[table] = `${rows[0].n}:${rows[0].sum}`;
  }
  return out;
}

const differing = (a, b) => Object.keys(a).filter((table) => a[table] !== b[table]);

/**
 * Moves `storeId` from pod `from` to pod `to` ({ name, databaseUrl }). `directoryUrl` is the
 * directory database; `directory` the front's cache and `front` the front (its settle() resolves
 * once nginx routes by the directory as it is and the old map's requests are answered); `onFrozen`
 * runs once the store is frozen (the simulation sends a request then, to see it held). Returns what
 * happened, with the freeze's length in milliseconds.
 */
export async function moveStore({
  storeId,
  from,
  to,
  directoryUrl,
  directory,
  front,
  onFrozen,
  log = () => {},
}) {
  const source = new pg.Client({ connectionString: from.databaseUrl, application_name: 'pods-move' });
  const target = new pg.Client({ connectionString: to.databaseUrl, application_name: 'pods-move' });
  const dir = new pg.Client({ connectionString: directoryUrl, application_name: 'pods-move' });
  await Promise.all([source.connect(), target.connect(), dir.connect()]);
  try {
    const { tables, userColumns } = await storeTables(source);
    // Plans are platform data every pod holds a copy of (billing rows point at them by id).
    const plans = `select md5(string_agg((to_jsonb(p) - 'created_at')::text, '|' order by id)) as sum from subscription_plans p`;
    const [sourcePlans, targetPlans] = await Promise.all([source.query(plans), target.query(plans)]);
    if (sourcePlans.rows[0].sum !== targetPlans.rows[0].sum)
      throw new Error('the pods hold different subscription plans: fix that before moving stores');

    // The freeze: from here the front answers the store's requests 503 with Retry-After.
    const frozenAt = performance.now();
    const marked = await dir.query(
      `update stores set state = 'moving', updated_at = now() where store_id = $1 and pod = $2 and state = 'active'`,
      [storeId, from.name],
    );
    if (marked.rowCount !== 1) throw new Error(`store ${storeId} is not an active store of pod ${from.name}`);
    let copied;
    try {
      if (!(await directory.waitFor(storeId, (e) => e?.state === 'moving', 5000)))
        throw new Error('the front never saw the store as moving');
      // nginx has reloaded with the store mapped to `moving`, and every worker of the old map
      // (which could still be passing one of its requests to the old pod) has exited.
      await front.settle();
      log(`  freeze: store ${storeId} marked moving, nginx reloaded, in-flight requests drained`);
      await onFrozen?.();
      copied = await copyRows({ source, target, storeId, tables, userColumns });
    } catch (error) {
      // Abandoned before the flip: the old pod still has everything, the new one nothing.
      await dir.query(`update stores set state = 'active' where store_id = $1`, [storeId]);
      throw error;
    }
    await dir.query(`update stores set pod = $2, state = 'active', updated_at = now() where store_id = $1`, [
      storeId,
      to.name,
    ]);
    await directory.waitFor(storeId, (e) => e?.pod === to.name && e.state === 'active', 5000);
    await front.settle();
    const freezeMs = performance.now() - frozenAt;
    log(`  flipped: store ${storeId} now on pod ${to.name} (freeze ${freezeMs.toFixed(0)} ms)`);

    // Clean-up on the old pod, once nothing there has changed since the copy.
    const after = await platformTransaction(source, 'repeatable read', () =>
      fingerprints(source, tables, storeId),
    );
    await source.query('commit');
    const changed = differing(copied.fingerprints, after);
    if (changed.length)
      throw new Error(`the old pod's copy changed after the freeze: ${changed.join(', ')}; not deleted`);
    await platformTransaction(source, 'read committed', async () => {
      await source.query('delete from sessions where tenant_id = $1', [storeId]);
      await source.query('delete from tenants where id = $1', [storeId]);
    });
    await source.query('commit');
    return { freezeMs, rows: copied.rows, users: copied.users, jobs: copied.jobs };
  } finally {
    await Promise.all([source.end(), target.end(), dir.end()]);
  }
}

/** Copies the store's rows in one snapshot of the old pod; its queued jobs leave the old pod in the same transaction. */
async function copyRows({ source, target, storeId, tables, userColumns }) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 100) throw new Error('a job of the store kept running');
    // Locked, the store's jobs are skipped by every runner's claim (FOR UPDATE SKIP LOCKED); one
    // running now would still write to the old copy, so wait for it to end.
    const idle = await platformTransaction(source, 'repeatable read', async () => {
      const { rows } = await source.query(
        `select status from jobs where payload->>'tenantId' = $1::text and status in ('queued', 'running') for update`,
        [storeId],
      );
      return rows.every((row) => row.status !== 'running');
    }).catch((error) => {
      if (error.code === '40001') return false; // a runner changed one of them under our snapshot
      throw error;
    });
    if (idle) break;
    await source.query('rollback').catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    const jobs = await source.query(
      `delete from jobs where payload->>'tenantId' = $1::text and status in ('queued', 'failed') returning *`,
      [storeId],
    );
    const data = {};
    for (const table of tables) {
      if (KEPT_BY_TRIGGERS.has(table)) continue;
      data[table] = (
        await source.query(`select row_to_json(t) as r from ${ident(table)} t where ${keyOf(table)} = $1`, [
          storeId,
        ])
      ).rows.map((r) => r.r);
    }
    const userIds = new Set();
    for (const { table_name: table, column_name: column } of userColumns)
      for (const row of data[table]) if (row[column] != null) userIds.add(row[column]);
    const sessions = (
      await source.query('select row_to_json(s) as r from sessions s where tenant_id = $1', [storeId])
    ).rows.map((r) => r.r);
    for (const s of sessions) userIds.add(s.user_id);
    const users = (
      await source.query('select row_to_json(u) as r from users u where id = any($1)', [[...userIds]])
    ).rows.map((r) => r.r);
    const tokens = (
      await source.query('select row_to_json(a) as r from account_tokens a where user_id = any($1)', [
        [...userIds],
      ])
    ).rows.map((r) => r.r);
    const fingerprintsBefore = await fingerprints(source, tables, storeId);

    await platformTransaction(target, 'read committed', async () => {
      const clash = await target.query(
        `select id, username from users where id = any($1) or lower(username) = any($2)`,
        [users.map((u) => u.id), users.map((u) => u.username.toLowerCase())],
      );
      // Users are per pod here: the same person known to both pods would need a global users table (ADR 0022).
      if (clash.rows.length)
        throw new Error(`users already on the new pod: ${clash.rows.map((r) => r.username).join(', ')}`);
      // Generated columns (orders.search_text) are computed again on the new pod; identity columns keep their values.
      const insert = async (table, rows) => {
        if (!rows.length) return;
        const { rows: columns } = await target.query(
          `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          [ident(table)],
        );
        const list = columns.map((c) => ident(c.attname)).join(', ');
        await target.query(
          `insert into ${ident(table)} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
          [JSON.stringify(rows)],
        );
      };
      await insert('users', users);
      await insert('account_tokens', tokens);
      for (const table of tables) if (!KEPT_BY_TRIGGERS.has(table)) await insert(table, data[table]);
      await insert('sessions', sessions);
      await insert('jobs', jobs.rows);
      const copiedPrints = await fingerprints(target, tables, storeId);
      const changed = differing(fingerprintsBefore, copiedPrints);
      if (changed.length) throw new Error(`the copy differs from the original in ${changed.join(', ')}`);
    });
    await target.query('commit');
    await source.query('commit');
    const rows = Object.values(data).reduce((n, list) => n + list.length, 0);
    return { fingerprints: fingerprintsBefore, rows, users: users.length, jobs: jobs.rows.length };
  } catch (error) {
    await source.query('rollback').catch(() => {});
    throw error;
  }
}
