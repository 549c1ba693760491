// Writing the rollups (ADR 0082): a store's day is recomputed whole from its orders and refunds,
// so folding a day twice, or two folds at once, leaves the same rows (never a count added twice).
// The fold reads `order_events` after a cursor to learn which days moved.
import { type SQL, sql } from 'drizzle-orm';
import { baseAmountSql } from '../../db/base-amount.ts';
import type { Db } from '../../db/database.ts';

/** The payment statuses whose money was taken (as the dashboard counts, migration 0023). */
const MONEY_TAKEN = sql`('paid', 'partially_paid', 'partially_refunded', 'refunded')`;

/**
 * An amount of the order (or refund) aliased `of` in the store's base currency at the order's own
 * rate (docs/decisions/0105, 0106): `of` carries `currency` (the order's), `exchange_rate` (the
 * order's) and `base` (the store's base currency). Converted once per amount as stored (a line, an
 * order's discount, tax or shipping, a refund), half up, before anything is summed.
 */
function toBase(amount: SQL, of: string): SQL {
  return baseAmountSql(
    amount,
    sql.raw(`${of}.currency`),
    sql.raw(`${of}.base`),
    sql.raw(`${of}.exchange_rate`),
  );
}

/**
 * Serialises the writers of the rollups: the fold, a rebuild. The platform's lock first, then each
 * store's in id order, so two writers never wait on each other crosswise: `sales_daily`'s triggers
 * add to the platform's rows, which every writer shares (ADR 0091).
 */
export async function lockStoreRollups(db: Db, tenantIds: number | number[]): Promise<void> {
  const ids = [...new Set(Array.isArray(tenantIds) ? tenantIds : [tenantIds])].sort((a, b) => a - b);
  await db.execute(sql`select pg_advisory_xact_lock(727501)`);
  await db.execute(
    sql`select count(pg_advisory_xact_lock(727500, id)) from unnest(${`{${ids.join(',')}}`}::int[]) as id`,
  );
}

/**
 * Rebuilds the rollups of `tenantIds` from `from` to `to` (YYYY-MM-DD in each store's time zone,
 * both counted) in set-based statements: the range's rows deleted, then every store day with an
 * order or refund written, as `recomputeDays` would write it day by day (the property tests hold
 * the two equal). A returning customer's order is one whose e-mail has an earlier counted order:
 * the earliest counted order of that e-mail in the store was placed before it. Run inside a
 * transaction, after `lockStoreRollups`.
 */
export async function rebuildStoresRange(
  db: Db,
  input: { tenantIds: number[]; from: string; to: string },
): Promise<{ days: number }> {
  if (input.tenantIds.length === 0) return { days: 0 };
  const ids = sql`${`{${input.tenantIds.join(',')}}`}::int[]`;
  await deleteRollups(
    db,
    (table) =>
      sql`${table}.tenant_id = any(${ids}) and ${table}.day between ${input.from}::date and ${input.to}::date`,
  );
  const spans = sql`
    t as (
      select id as tenant_id, currency, time_zone,
        (${input.from}::date::timestamp at time zone time_zone) as lo,
        ((${input.to}::date + 1)::timestamp at time zone time_zone) as hi
      from tenants where id = any(${ids})
    ),
    ao as (
      select o.tenant_id, o.id, o.created_at, o.discount_minor, o.vat_minor, o.shipping_minor,
        o.discount_code, (o.created_at at time zone t.time_zone)::date as day,
        min(o.created_at) over (partition by o.tenant_id, o.customer_email_key) < o.created_at as is_returning,
        o.currency, o.exchange_rate, t.currency as base, t.lo, t.hi
      from t join orders o on o.tenant_id = t.tenant_id
      where o.payment_status in ${MONEY_TAKEN} and o.created_at < t.hi
    ),
    o as (
      select ao.tenant_id, ao.id, ao.day, ao.discount_code, ao.is_returning, ao.currency, ao.exchange_rate,
        ao.base, ${toBase(sql`ao.discount_minor`, 'ao')} as discount_minor,
        ${toBase(sql`ao.vat_minor`, 'ao')} as vat_minor, ${toBase(sql`ao.shipping_minor`, 'ao')} as shipping_minor
      from ao where ao.created_at >= ao.lo
    ),
    r as (
      select r.tenant_id, (r.created_at at time zone t.time_zone)::date as day, r.id,
        ro.currency, ro.exchange_rate, ro.base, ${toBase(sql`r.amount_minor - r.shipping_minor`, 'ro')} as goods_minor
      from t join order_refunds r on r.tenant_id = t.tenant_id
        join lateral (
          select ro.currency, ro.exchange_rate, t.currency as base from orders ro
          where ro.tenant_id = r.tenant_id and ro.id = r.order_id
        ) as ro on true
      where r.status = 'succeeded' and r.created_at >= t.lo and r.created_at < t.hi
    ),
    lines as (
      select o.tenant_id, o.day, oi.product_id, oi.product_name, oi.quantity as units,
        ${toBase(sql`oi.quantity * oi.price_minor`, 'o')} as gross_minor,
        ${toBase(sql`oi.quantity * oi.price_minor - oi.discount_minor`, 'o')} as net_minor
      from o join order_items oi on oi.tenant_id = o.tenant_id and oi.order_id = o.id
      union all
      select r.tenant_id, r.day, oi.product_id, oi.product_name, 0, 0, -${toBase(sql`rl.amount_minor`, 'r')}
      from r
        join order_refund_lines rl on rl.tenant_id = r.tenant_id and rl.refund_id = r.id
        join order_items oi on oi.tenant_id = r.tenant_id and oi.id = rl.order_item_id
    )`;
  return insertRollups(db, spans);
}

/** The fold's cursor, locked until the transaction ends: a second fold waits here, then reads on. */
export async function lockCursor(db: Db, name: string): Promise<number> {
  await db.execute(sql`insert into analytics_cursors (name) values (${name}) on conflict (name) do nothing`);
  const result = (await db.execute(
    sql`select last_event_id::text as id from analytics_cursors where name = ${name} for update`,
  )) as { rows: { id: string }[] };
  return Number(result.rows[0]?.id ?? 0);
}

export async function advanceCursor(db: Db, name: string, lastEventId: number): Promise<void> {
  await db.execute(
    sql`update analytics_cursors set last_event_id = ${lastEventId}, updated_at = now() where name = ${name}`,
  );
}

/**
 * The events after the cursor (at most `batch`), and the store days their orders touch: the day
 * each order was placed and the days of its refunds. Events up to `lookback` ids before the cursor
 * and younger than five minutes are read again: an order's transaction may commit after a later
 * id's, and recomputing a day twice is harmless.
 */
export async function daysTouchedAfter(
  db: Db,
  input: { cursor: number; batch: number; lookback: number },
): Promise<{ lastEventId: number; days: { tenantId: number; day: string }[] }> {
  const head = (await db.execute(sql`
    select coalesce(max(id), ${input.cursor})::text as id
    from (select id from order_events where id > ${input.cursor} order by id limit ${input.batch}) as e`)) as {
    rows: { id: string }[];
  };
  const lastEventId = Number(head.rows[0]?.id ?? input.cursor);
  const result = (await db.execute(sql`
    with ev as (
      select distinct tenant_id, order_id from order_events
      where id > ${input.cursor - input.lookback} and id <= ${lastEventId}
        and (id > ${input.cursor} or created_at > now() - interval '5 minutes')
    )
    select distinct o.tenant_id as "tenantId", (o.created_at at time zone t.time_zone)::date::text as day
    from ev join orders o on o.tenant_id = ev.tenant_id and o.id = ev.order_id join tenants t on t.id = o.tenant_id
    union
    select distinct r.tenant_id, (r.created_at at time zone t.time_zone)::date::text
    from ev join order_refunds r on r.tenant_id = ev.tenant_id and r.order_id = ev.order_id
      join tenants t on t.id = r.tenant_id`)) as { rows: { tenantId: number; day: string }[] };
  return { lastEventId, days: result.rows };
}

const ROLLUP_TABLES = [
  'sales_daily',
  'sales_daily_products',
  'sales_daily_categories',
  'sales_daily_discounts',
];

/**
 * Deletes the rows of the four daily rollups that `where` picks (given each table's name), in one
 * statement; `ctes` defines what `where` reads, if anything.
 */
async function deleteRollups(db: Db, where: (table: SQL) => SQL, ctes?: SQL): Promise<void> {
  const deletes = ROLLUP_TABLES.map((table, i) => {
    const name = sql`${sql.identifier(table)}`;
    return sql`${sql.raw(`d${i}`)} as (delete from ${name} where ${where(name)})`;
  });
  await db.execute(sql`with ${ctes ? sql`${ctes}, ` : sql``}${sql.join(deletes, sql`, `)} select 1`);
}

/**
 * Writes the rollup rows of every store day that `spans` names, in one statement (so the orders of
 * those days are read once, not once per table): `spans` defines `o` (the counted orders: tenant_id,
 * day, id, discount_minor, vat_minor, shipping_minor, discount_code, is_returning), `r` (the
 * succeeded refunds: tenant_id, day, id, goods_minor) and `lines` (tenant_id, day, product_id,
 * product_name, units, gross_minor, net_minor), every amount already in the store's base currency
 * at its order's rate (`toBase`). Returns how many store days it wrote. The products'
 * categories are looked up once per product sold, not joined to every product of every store.
 */
async function insertRollups(db: Db, spans: SQL): Promise<{ days: number }> {
  const written = (await db.execute(sql`
    with ${spans},
    oa as (
      select tenant_id, day, count(*)::int as orders, sum(discount_minor) as discounts,
        sum(vat_minor) as tax, sum(shipping_minor) as shipping,
        count(*) filter (where is_returning)::int as returning_orders,
        count(*) filter (where not is_returning)::int as new_orders,
        count(*) filter (where discount_minor > 0)::int as discounted
      from o group by tenant_id, day
    ),
    ia as (
      select tenant_id, day, sum(gross_minor) as gross, sum(units)::int as units from lines group by tenant_id, day
    ),
    ra as (select tenant_id, day, sum(goods_minor) as refunds, count(*)::int as n from r group by tenant_id, day),
    k as (select tenant_id, day from oa union select tenant_id, day from ra),
    category_of as (
      select l.tenant_id, l.product_id, p.category
      from (select distinct tenant_id, product_id from lines where product_id is not null) as l
        cross join lateral (
          select category from products p where p.tenant_id = l.tenant_id and p.id = l.product_id offset 0
        ) as p
    ),
    ins as (
      insert into sales_daily (tenant_id, day, currency, orders, gross_minor, discounts_minor, refunds_minor,
        net_minor, tax_minor, shipping_minor, units, new_customer_orders, returning_customer_orders,
        discounted_orders, refund_count)
      select k.tenant_id, k.day, tn.currency, coalesce(oa.orders, 0), coalesce(ia.gross, 0),
        coalesce(oa.discounts, 0), coalesce(ra.refunds, 0),
        coalesce(ia.gross, 0) - coalesce(oa.discounts, 0) - coalesce(ra.refunds, 0),
        coalesce(oa.tax, 0), coalesce(oa.shipping, 0), coalesce(ia.units, 0),
        coalesce(oa.new_orders, 0), coalesce(oa.returning_orders, 0), coalesce(oa.discounted, 0),
        coalesce(ra.n, 0)
      from k join tenants tn on tn.id = k.tenant_id
        left join oa on oa.tenant_id = k.tenant_id and oa.day = k.day
        left join ia on ia.tenant_id = k.tenant_id and ia.day = k.day
        left join ra on ra.tenant_id = k.tenant_id and ra.day = k.day
      order by k.tenant_id, k.day
      returning 1
    ),
    product_rows as (
      insert into sales_daily_products (tenant_id, day, product_id, product_name, units, net_minor)
      select tenant_id, day, coalesce(product_id, 0), product_name, sum(units)::int, sum(net_minor)
      from lines group by tenant_id, day, coalesce(product_id, 0), product_name
    ),
    category_rows as (
      insert into sales_daily_categories (tenant_id, day, category, units, net_minor)
      select lines.tenant_id, lines.day, coalesce(c.category, ''), sum(lines.units)::int, sum(lines.net_minor)
      from lines left join category_of c on c.tenant_id = lines.tenant_id and c.product_id = lines.product_id
      group by lines.tenant_id, lines.day, coalesce(c.category, '')
    ),
    discount_rows as (
      insert into sales_daily_discounts (tenant_id, day, code, orders, discount_minor)
      select o.tenant_id, o.day, upper(o.discount_code), count(*)::int, sum(o.discount_minor)
      from o where o.discount_code is not null and o.discount_code <> ''
      group by o.tenant_id, o.day, upper(o.discount_code)
    )
    select count(*)::int as n from ins`)) as { rows: { n: number }[] };
  return { days: written.rows[0]?.n ?? 0 };
}

/**
 * The fold's recompute of the store days its events touched, every store at once: their rows
 * deleted (one statement), then rewritten from the orders and refunds of each day (one statement),
 * bounded by the day's first instants in the store's time zone. On the platform path row-level
 * security hides the tables' sizes from the planner, which joined every order of every store to
 * the store days when it could (a hash join over a scan of `orders`): each day's orders and refunds
 * are therefore read by a LATERAL subquery the planner may not flatten (`offset 0`), an index range
 * of (tenant, created_at) per store day. A returning customer's order is one whose e-mail has an
 * earlier counted order in the store: an index probe of (tenant, customer_email_key, created_at),
 * as text equality is leakproof where lower() is not (migration 0055, ADR 0099).
 */
export async function recomputeStoreDays(db: Db, days: { tenantId: number; day: string }[]): Promise<void> {
  if (days.length === 0) return;
  const keys = sql`unnest(${`{${days.map((d) => d.tenantId).join(',')}}`}::int[],
    ${`{${days.map((d) => d.day).join(',')}}`}::date[]) as x(tenant_id, day)`;
  await deleteRollups(
    db,
    (table) => sql`(${table}.tenant_id, ${table}.day) in (select tenant_id, day from k)`,
    sql`k as (select distinct tenant_id, day from ${keys})`,
  );
  const spans = sql`
    t as materialized (
      select x.tenant_id, x.day, (x.day::timestamp at time zone tn.time_zone) as lo,
        ((x.day + 1)::timestamp at time zone tn.time_zone) as hi, tn.currency as base
      from ${keys} join tenants tn on tn.id = x.tenant_id
    ),
    o as materialized (
      select o.tenant_id, t.day, o.id, o.discount_code, o.currency, o.exchange_rate, t.base,
        ${toBase(sql`o.discount_minor`, 'o')} as discount_minor, ${toBase(sql`o.vat_minor`, 'o')} as vat_minor,
        ${toBase(sql`o.shipping_minor`, 'o')} as shipping_minor,
        exists (
          select 1 from orders p
          where p.tenant_id = o.tenant_id and p.customer_email_key = o.customer_email_key
            and p.created_at < o.created_at and p.payment_status in ${MONEY_TAKEN}
        ) as is_returning
      from t cross join lateral (
        select *, t.base from orders o
        where o.tenant_id = t.tenant_id and o.created_at >= t.lo and o.created_at < t.hi
          and o.payment_status in ${MONEY_TAKEN}
        offset 0
      ) as o
    ),
    r as materialized (
      select r.tenant_id, t.day, r.id, ro.currency, ro.exchange_rate, ro.base,
        ${toBase(sql`r.amount_minor - r.shipping_minor`, 'ro')} as goods_minor
      from t cross join lateral (
        select * from order_refunds r
        where r.tenant_id = t.tenant_id and r.created_at >= t.lo and r.created_at < t.hi
          and r.status = 'succeeded'
        offset 0
      ) as r
        cross join lateral (
          select ro.currency, ro.exchange_rate, t.base from orders ro
          where ro.tenant_id = r.tenant_id and ro.id = r.order_id offset 0
        ) as ro
    ),
    lines as (
      select o.tenant_id, o.day, oi.product_id, oi.product_name, oi.quantity as units,
        ${toBase(sql`oi.quantity * oi.price_minor`, 'o')} as gross_minor,
        ${toBase(sql`oi.quantity * oi.price_minor - oi.discount_minor`, 'o')} as net_minor
      from o cross join lateral (
        select * from order_items oi where oi.tenant_id = o.tenant_id and oi.order_id = o.id offset 0
      ) as oi
      union all
      select r.tenant_id, r.day, oi.product_id, oi.product_name, 0, 0, -${toBase(sql`rl.amount_minor`, 'r')}
      from r
        cross join lateral (
          select * from order_refund_lines rl where rl.tenant_id = r.tenant_id and rl.refund_id = r.id offset 0
        ) as rl
        cross join lateral (
          select * from order_items oi where oi.tenant_id = r.tenant_id and oi.id = rl.order_item_id offset 0
        ) as oi
    )`;
  await insertRollups(db, spans);
}
