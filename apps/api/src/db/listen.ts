// LISTEN on a channel, for the store-front cache's invalidations (DESIGN §8). On PostgreSQL the
// listener has a connection of its own, outside the pool (a pooled or PgBouncer connection would
// lose it); on PGlite it shares the one session, and a notification arrives as the statement that
// sent it commits.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type ListenHandlers = {
  onMessage(payload: string): void;
  /**
   * Notifications may have been missed (first connect, reconnect, connection lost); `live` says
   * whether they are being received from now on.
   */
  onReset(live: boolean): void;
};

export type Listener = {
  /** True while notifications are being received; while false nothing may be trusted to be current. */
  readonly connected: boolean;
  /**
   * Resolves once every notification committed before the call has been handed to onMessage. On
   * PostgreSQL one round trip on the listening connection: the server delivers pending
   * notifications before it answers (the writer's commit has already signalled this backend).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
};

const RETRY_MS = { first: 250, max: 10_000 };

/**
 * One round trip at a time on the listening connection, shared: a call made while one is under
 * way waits for the next, which starts when that one ends and answers every call made meanwhile.
 * The one under way may have been sent before the caller's commit, so it cannot answer that call;
 * the next is sent after it. Under load (every write request syncs) this sends one `select 1` per
 * turn instead of one per request, and never queues statements on the connection (which pg 9
 * will refuse).
 */
export function syncInTurns(roundTrip: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const turn = roundTrip().finally(() => {
      if (current === turn) current = undefined;
    });
    current = turn;
    return turn;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => {})
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'storefleet-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${quoteIdentifier(channel)}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MS.first;
    handlers.onReset(true);
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    handlers.onReset(false);
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, RETRY_MS.max);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  await connect();
  return {
    get connected() {
      return client !== undefined;
    },
    sync: syncInTurns(async () => {
      const current = client;
      if (!current) return;
      // A failure here is a lost connection: 'error' has already switched the cache off.
      await current.query('select 1').catch(() => {});
    }),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  handlers.onReset(true);
  return {
    connected: true,
    // PGlite hands a notification over before the statement that committed it resolves.
    sync: async () => {},
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}
