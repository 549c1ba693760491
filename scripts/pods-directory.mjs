// The tenant directory of the pods simulation (ADR 0022): which pod holds each store, kept in a
// database of its own and cached in the memory of every process that routes requests (here the one
// that writes nginx's stores map, scripts/pods-front.mjs). A change
// to a row sends NOTIFY store_directory from a trigger, in the changing transaction, so every
// cache hears of it exactly when it commits (the pattern of the store-front cache, ADR 0013).
import pg from 'pg';

export const DIRECTORY_CHANNEL = 'store_directory';

/** The directory's tables: pods (where each one's app instances answer) and stores. */
export const directorySchema = `
  create table pods (
    name text primary key,
    app_url text not null
  );
  create table stores (
    store_id integer primary key,
    slug text not null unique,
    domain text unique,
    pod text not null references pods (name),
    -- 'moving': the store's rows are being copied; its requests wait, then get a 503.
    state text not null default 'active' check (state in ('active', 'moving')),
    updated_at timestamptz not null default now()
  );
  create function stores_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('${DIRECTORY_CHANNEL}', coalesce(new.store_id, old.store_id)::text);
    return null;
  end $$;
  create trigger stores_notify after insert or update or delete on stores
    for each row execute function stores_notify();
`;

/**
 * The directory as one process sees it: everything loaded at start (a directory row is a few
 * dozen bytes: a million stores fit in memory), then one row re-read per notification.
 * LISTEN comes before the first load, so no change can fall between the two.
 */
export async function openDirectoryCache(url) {
  const byId = new Map();
  const bySlug = new Map();
  const byDomain = new Map();
  const pods = new Map();
  const waiters = new Set();
  const listeners = new Set();
  const listener = new pg.Client({ connectionString: url, application_name: 'pods-directory' });
  const reader = new pg.Client({ connectionString: url, application_name: 'pods-directory-read' });
  await Promise.all([listener.connect(), reader.connect()]);

  function forget(storeId) {
    const old = byId.get(storeId);
    if (!old) return;
    byId.delete(storeId);
    bySlug.delete(old.slug);
    if (old.domain) byDomain.delete(old.domain);
  }
  function remember(row) {
    forget(row.storeId);
    byId.set(row.storeId, row);
    bySlug.set(row.slug, row);
    if (row.domain) byDomain.set(row.domain, row);
  }
  const toEntry = (r) => ({
    storeId: r.store_id,
    slug: r.slug,
    domain: r.domain,
    pod: r.pod,
    state: r.state,
  });

  // Notifications are applied one at a time, in the order they arrived.
  let applying = Promise.resolve();
  listener.on('notification', (message) => {
    const storeId = Number(message.payload);
    applying = applying.then(async () => {
      const { rows } = await reader.query('select * from stores where store_id = $1', [storeId]);
      if (rows[0]) remember(toEntry(rows[0]));
      else forget(storeId);
      for (const waiter of waiters) waiter();
      for (const listener of listeners) listener(storeId);
    });
  });
  await listener.query(`listen ${DIRECTORY_CHANNEL}`);
  for (const row of (await reader.query('select * from pods')).rows) pods.set(row.name, row.app_url);
  for (const row of (await reader.query('select * from stores')).rows) remember(toEntry(row));

  return {
    byId: (id) => byId.get(id),
    bySlug: (slug) => bySlug.get(slug),
    byDomain: (host) => byDomain.get(host),
    podUrl: (name) => pods.get(name),
    podNames: () => [...pods.keys()],
    /** Every store's entry, as the cache holds it now. */
    entries: () => [...byId.values()],
    /** Calls `listener(storeId)` after each change the cache applies; returns the unsubscribe. */
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves when `test(entry)` holds for the store, or false after `ms`. */
    waitFor(storeId, test, ms) {
      if (test(byId.get(storeId))) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (result) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(result);
        };
        const check = () => test(byId.get(storeId)) && done(true);
        const timer = setTimeout(() => done(false), ms);
        waiters.add(check);
      });
    },
    async close() {
      await applying;
      await Promise.all([listener.end(), reader.end()]);
    },
  };
}
