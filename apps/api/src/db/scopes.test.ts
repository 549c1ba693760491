// A store's transaction (db/scopes.ts, db/postgres-scopes.ts): on PostgreSQL its BEGIN and the store's scope wait for its
// first statement and go in that statement's round trip. Whatever the database, the transaction
// is still one: its writes commit together or not at all, a refused first statement ends it, and
// the scope holds in it and in its savepoints from the first statement on. A write sent with the
// next statement (db/send-with-next.ts, ADR 0113) commits and rolls back with it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/config.ts';
import { createTestDatabase, databaseUrlOf } from '../../test/database.ts';
import { type Recorder, recordDriverQueue, recordStatements } from '../../test/statements.ts';
import type { Database, Db } from './database.ts';
import { openPostgres } from './postgres.ts';
import { preparedSql } from './prepared.ts';
import { tableRowOf } from './rows.ts';
import { categories } from './schema/index.ts';
import { sendAhead, sendPreparedAhead, sendWithNext } from './send-with-next.ts';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const categoriesNamed = async (db: Db, name: string) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from categories where name = ${name}`))[0]!
    .n;

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

let database: Database;
let store: Db;
let storeId: number;
let recorder: Recorder | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const [made] = await rowsOf<{ id: number }>(
    database.scopes.platform,
    sql`insert into tenants (name, slug) values ('Scoped', 'scoped') returning id`,
  );
  storeId = made!.id;
  store = database.scopes.tenant(storeId);
});
afterAll(() => database.close());
afterEach(() => {
  recorder?.stop();
  recorder = undefined;
});

describe("a store's transaction", () => {
  it('writes nothing when it fails after its first statement wrote', async () => {
    const failed = store.transaction(async (tx) => {
      await tx.execute(sql`insert into categories (tenant_id, name)
        values (nullif(current_setting('app.tenant_id', true), '')::int, 'Undone')`);
      expect(await categoriesNamed(tx, 'Undone')).toBe(1);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await categoriesNamed(store, 'Undone')).toBe(0);
  });

  it('commits its writes together, in its store', async () => {
    await store.transaction(async (tx) => {
      for (const name of ['Kept one', 'Kept two']) {
        await tx.execute(sql`insert into categories (tenant_id, name)
          values (nullif(current_setting('app.tenant_id', true), '')::int, ${name})`);
      }
    });
    expect(await categoriesNamed(store, 'Kept one')).toBe(1);
    expect(await categoriesNamed(store, 'Kept two')).toBe(1);
    // Nothing of it outside the store.
    expect(await categoriesNamed(database.db, 'Kept one')).toBe(0);
  });

  it('ends when its first statement is refused, and the connections serve the next ones', async () => {
    const refused = store.transaction((tx) => tx.execute(sql`select 1 / 0`));
    expect(sqlState(await refused.catch((error: unknown) => error))).toBe('22012');
    // More transactions than the pool has connections: none is left inside the failed one.
    const seen = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.transaction(async (tx) =>
          rowsOf<{ tenant: string }>(tx, sql`select current_setting('app.tenant_id', true) as tenant`),
        ),
      ),
    );
    for (const [row] of seen) expect(row).toMatchObject({ tenant: expect.stringMatching(/^[1-9]\d*$/) });
  });

  it('has its store in a savepoint that is its first statement', async () => {
    const counted = await store.transaction((tx) =>
      tx.transaction((savepoint) => categoriesNamed(savepoint, 'Kept one')),
    );
    expect(counted).toBe(1);
  });

  it.skipIf(!testDatabaseUrl)(
    'sends its BEGIN with its first statement on PostgreSQL, and nothing when it has none',
    async () => {
      recorder = recordStatements('postgres');
      await store.transaction(async (tx) => {
        await categoriesNamed(tx, 'Kept one');
        await categoriesNamed(tx, 'Kept two');
      });
      expect(recorder.statements).toEqual([
        expect.stringMatching(/^begin; select count/),
        expect.stringMatching(/^select count/),
        'commit',
      ]);
      recorder.statements.length = 0;
      await store.transaction(async () => {});
      await expect(
        store.transaction(async () => Promise.reject(new Error('before any statement'))),
      ).rejects.toThrow('before any statement');
      expect(recorder.statements).toEqual([]);
    },
  );
});

/** A category of the acting store named `name`, by a statement of its own. */
const addCategory = (name: string | null) => sql`insert into categories (tenant_id, name)
  values (nullif(current_setting('app.tenant_id', true), '')::int, ${name})`;

/** A category added by a statement built once, its name a placeholder. */
const namedAhead = preparedSql(
  () => sql`insert into categories (tenant_id, name)
  values (nullif(current_setting('app.tenant_id', true), '')::int, ${sql.placeholder('name')}) returning name`,
);

describe("a transaction's connection", () => {
  it.skipIf(!testDatabaseUrl)(
    'is taken from the pool at its first round trip: one waiting before it holds none',
    async () => {
      // A pool of one that gives up on a wait after 300 ms.
      const single = openPostgres(databaseUrlOf(database)!, { max: 1, waitMs: 300 });
      try {
        const storeId = Number(
          (
            await rowsOf<{ id: number }>(
              store,
              sql`select nullif(current_setting('app.tenant_id', true), '')::int as id`,
            )
          )[0]!.id,
        );
        const own = single.scopes.tenant(storeId);
        let answer!: () => void;
        const provider = new Promise<void>((resolve) => {
          answer = resolve;
        });
        const waiting = own.transaction(async (tx) => {
          await provider; // a payment provider's answer, say
          return categoriesNamed(tx, 'Kept one');
        });
        try {
          // Meanwhile the pool's one connection serves others.
          expect(await categoriesNamed(own, 'Kept one')).toBe(1);
        } finally {
          answer(); // the transaction ends either way, and gives its connection back
        }
        expect(await waiting).toBe(1);
      } finally {
        await single.close();
      }
    },
  );
});

describe("a transaction's statements asked for together", () => {
  it.skipIf(!testDatabaseUrl)('are sent one after the other, never queued in the driver', async () => {
    // pg queues a statement asked for while another waits, and says that pg 9 will not.
    const queue = recordDriverQueue();
    try {
      const counts = await store.transaction((tx) =>
        Promise.all(['Kept one', 'Kept two', 'Nothing', 'Kept one'].map((name) => categoriesNamed(tx, name))),
      );
      expect(counts).toEqual([1, 1, 0, 1]);
    } finally {
      queue.stop();
    }
    const { queuedBehind } = queue;
    expect(queuedBehind.length).toBeGreaterThanOrEqual(5); // the four reads and the COMMIT
    expect(queuedBehind.every((n) => n === 0)).toBe(true);
  });
});

describe('a write sent with the next statement', () => {
  it('is written before that statement runs, and commits with the transaction', async () => {
    if (testDatabaseUrl) recorder = recordStatements('postgres');
    const seen = await store.transaction(async (tx) => {
      await sendWithNext(tx, addCategory('Sent ahead'));
      const counted = await categoriesNamed(tx, 'Sent ahead');
      await sendWithNext(tx, addCategory('Sent with commit'));
      return counted;
    });
    const sent = [...(recorder?.statements ?? [])];
    expect(seen).toBe(1);
    expect(await categoriesNamed(store, 'Sent with commit')).toBe(1);
    // On PostgreSQL each goes in the round trip of what follows it: the count, then the COMMIT.
    if (recorder) {
      expect(sent).toEqual([
        expect.stringMatching(/^begin; insert into categories.*; select count/s),
        expect.stringMatching(/^insert into categories.*; commit$/s),
      ]);
    }
  });

  it('is not written when the transaction fails after it, nor when a savepoint it is in rolls back', async () => {
    if (testDatabaseUrl) recorder = recordStatements('postgres');
    await expect(
      store.transaction(async (tx) => {
        await sendWithNext(tx, addCategory('Never sent'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // On PostgreSQL nothing at all went to the server: not the write, not even the BEGIN.
    expect(recorder?.statements ?? []).toEqual([]);
    await store.transaction(async (tx) => {
      await sendWithNext(tx, addCategory('Before the savepoint'));
      await expect(
        tx.transaction(async (savepoint) => {
          await sendWithNext(savepoint, addCategory('In the savepoint'));
          throw new Error('undo the savepoint');
        }),
      ).rejects.toThrow('undo the savepoint');
    });
    expect(await categoriesNamed(store, 'Never sent')).toBe(0);
    expect(await categoriesNamed(store, 'Before the savepoint')).toBe(1);
    expect(await categoriesNamed(store, 'In the savepoint')).toBe(0);
  });

  it('fails the transaction when it is refused, with its own error, and undoes the writes before it', async () => {
    const refused = store.transaction(async (tx) => {
      await tx.execute(addCategory('Written before the refusal'));
      await sendWithNext(tx, addCategory(null)); // a category has a name: not-null violation
    });
    expect(sqlState(await refused.catch((error: unknown) => error))).toBe('23502');
    expect(await categoriesNamed(store, 'Written before the refusal')).toBe(0);
    // The connection serves the next transaction.
    expect(await store.transaction((tx) => categoriesNamed(tx, 'Kept one'))).toBe(1);
  });

  it.skipIf(!testDatabaseUrl)(
    'leaves its statement usable by name on its connection when it was parsed and then refused',
    async () => {
      // One connection, which names its statements (ADR 0108): PostgreSQL keeps a name that was
      // parsed even when its statement then fails, so it must not be parsed again under that name.
      const single = openPostgres(databaseUrlOf(database)!, { max: 1 });
      try {
        const own = single.scopes.tenant(storeId);
        const first = own.transaction(async (tx) => {
          await sendWithNext(tx, addCategory(null));
          await categoriesNamed(tx, 'Kept one');
        });
        expect(sqlState(await first.catch((error: unknown) => error))).toBe('23502');
        await own.transaction(async (tx) => {
          await sendWithNext(tx, addCategory('Named after a refusal'));
          await sendWithNext(tx, addCategory('Named twice in one round trip'));
        });
        expect(await categoriesNamed(own, 'Named after a refusal')).toBe(1);
        expect(await categoriesNamed(own, 'Named twice in one round trip')).toBe(1);
      } finally {
        await single.close();
      }
    },
  );

  it('runs at once outside a transaction', async () => {
    await sendWithNext(store, addCategory('At once'));
    expect(await categoriesNamed(store, 'At once')).toBe(1);
  });
});

describe('a statement sent ahead of the next, its rows read after it', () => {
  const addReturning = (name: string | null) => sql`${addCategory(name)} returning id, name, now() as at`;

  it("gives its rows, parsed as any statement's, after going in the round trip of the next statement", async () => {
    if (testDatabaseUrl) recorder = recordStatements('postgres');
    const { ahead, counted } = await store.transaction(async (tx) => {
      const ahead = await sendAhead<{ id: number; name: string; at: string }>(tx, addReturning('Ahead'));
      const counted = await categoriesNamed(tx, 'Ahead');
      return { ahead: await ahead.rows, counted };
    });
    const sent = [...(recorder?.statements ?? [])];
    expect(counted).toBe(1);
    // Parsed as the statement's own rows are: a timestamp as its text, as drizzle reads it.
    expect(ahead).toEqual([{ id: expect.any(Number), name: 'Ahead', at: expect.any(String) }]);
    expect(new Date(ahead[0]!.at).getTime()).not.toBeNaN();
    expect(await categoriesNamed(store, 'Ahead')).toBe(1);
    // On PostgreSQL the insert went with the count, in one round trip.
    if (recorder) {
      expect(sent).toEqual([
        expect.stringMatching(/^begin; insert into categories.*returning.*; select count/s),
        'commit',
      ]);
    }
  });

  it('sends a statement built once the same way, each call with its own values', async () => {
    if (testDatabaseUrl) recorder = recordStatements('postgres');
    const added = await store.transaction(async (tx) => {
      const first = await sendPreparedAhead<{ name: string }>(tx, namedAhead(tx), { name: 'Built once, A' });
      const second = await sendPreparedAhead<{ name: string }>(tx, namedAhead(tx), { name: 'Built once, B' });
      const counted = await categoriesNamed(tx, 'Built once, B');
      return { rows: [...(await first.rows), ...(await second.rows)], counted };
    });
    const sent = [...(recorder?.statements ?? [])];
    expect(added).toEqual({ rows: [{ name: 'Built once, A' }, { name: 'Built once, B' }], counted: 1 });
    if (recorder) {
      expect(sent).toEqual([
        expect.stringMatching(/^begin; insert into categories.*; insert into categories.*; select count/s),
        'commit',
      ]);
    }
  });

  it('fails with the statement it went with when it is refused, and the transaction writes nothing', async () => {
    let rows: Promise<unknown> | undefined;
    const refused = store.transaction(async (tx) => {
      await tx.execute(addCategory('Before the ahead refusal'));
      // On PGlite it runs at once, and is refused here.
      rows = (await sendAhead(tx, addReturning(null))).rows;
      await categoriesNamed(tx, 'Kept one');
    });
    expect(sqlState(await refused.catch((error: unknown) => error))).toBe('23502');
    // On PostgreSQL its rows are refused with the statement it went with.
    if (rows) expect(sqlState(await rows.catch((error: unknown) => error))).toBe('23502');
    expect(await categoriesNamed(store, 'Before the ahead refusal')).toBe(0);
  });

  it.skipIf(!testDatabaseUrl)(
    'rejects its rows when the transaction rolls back before it was sent',
    async () => {
      let rows: Promise<unknown> | undefined;
      await expect(
        store.transaction(async (tx) => {
          rows = (await sendAhead(tx, addReturning('Never ahead'))).rows;
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await expect(rows!).rejects.toThrow('Rolled back before it was sent');
      expect(await categoriesNamed(store, 'Never ahead')).toBe(0);
    },
  );

  it('runs at once outside a transaction', async () => {
    const { rows } = await sendAhead<{ name: string }>(store, addReturning('Ahead at once'));
    expect(await categoriesNamed(store, 'Ahead at once')).toBe(1);
    expect((await rows).map((row) => row.name)).toEqual(['Ahead at once']);
  });
});

describe('a row sent ahead, mapped by its table', () => {
  it('reads as drizzle reads the same row', async () => {
    const [made] = await store
      .insert(categories)
      .values({ tenantId: storeId, name: 'Mapped' })
      .returning({ id: categories.id });
    const selected = await store.select().from(categories).where(eq(categories.id, made!.id));
    const raw = await store.transaction(async (tx) => {
      const { rows } = await sendAhead(tx, sql`select * from ${categories} where id = ${made!.id}`);
      await categoriesNamed(tx, 'Mapped');
      return rows;
    });
    expect(raw.map((row) => tableRowOf(categories, row))).toEqual(selected);
  });
});
