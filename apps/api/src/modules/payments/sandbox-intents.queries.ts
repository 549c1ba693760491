// The sandbox provider's payment intents: the only file that reads or writes that table.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedOnce, preparedSql, UNNAMED, valuePlaceholder } from '../../db/prepared.ts';
import { anyRow } from '../../db/rows.ts';
import { sandboxPaymentIntents } from '../../db/schema/index.ts';
import { sendPreparedWithNext } from '../../db/send-with-next.ts';

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

type NewSandboxIntent = Pick<
  typeof sandboxPaymentIntents.$inferInsert,
  'id' | 'tenantId' | 'amountMinor' | 'currency' | 'clientSecret' | 'metadata'
>;

/** Nothing waits for its answer: in a transaction on PostgreSQL it goes with the next statement (ADR 0113). */
export async function insertSandboxIntent(db: Db, values: NewSandboxIntent) {
  await sendPreparedWithNext(db, newSandboxIntent(db), values);
}

/** Every checkout's intent: built once per handle (db/prepared.ts). */
const newSandboxIntent = preparedOnce((db) =>
  db
    .insert(sandboxPaymentIntents)
    .values({
      id: valuePlaceholder('id'),
      tenantId: valuePlaceholder('tenantId'),
      amountMinor: valuePlaceholder('amountMinor'),
      currency: valuePlaceholder('currency'),
      clientSecret: valuePlaceholder('clientSecret'),
      metadata: valuePlaceholder('metadata'),
    })
    .prepare(UNNAMED),
);

/** Sandbox intent ids are random and global; callers that know the store pass it too. */
export async function findSandboxIntent(db: Db, id: string, tenantId?: number) {
  if (tenantId !== undefined) {
    const [row] = await sandboxIntentOfStore(db).execute({ id, tenantId });
    return row;
  }
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

/** The card's and the confirm's read: built once per store's handle (db/prepared.ts). */
const sandboxIntentOfStore = preparedOnce((db) =>
  db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.id, sql.placeholder('id')),
        eq(sandboxPaymentIntents.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .prepare(UNNAMED),
);

/**
 * A sandbox intent by its id alone, on the platform path: the card form names only the intent, so
 * its store is learnt from the row (its secret is then checked by the caller). One read.
 */
export async function findSandboxIntentAnyStore(
  platform: Db,
  id: string,
): Promise<SandboxIntentRow | undefined> {
  const [row] = await sandboxIntentAnyStore(platform).execute({ id });
  return row;
}

const sandboxIntentAnyStore = preparedOnce((platform) =>
  platform
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, sql.placeholder('id')))
    .prepare(UNNAMED),
);

/** Moves an intent from one status to another only if it is still in `from`; false otherwise. */
export async function transitionSandboxIntent(
  db: Db,
  id: string,
  tenantId: number,
  from: string[],
  values: Partial<Pick<SandboxIntentRow, 'status' | 'lastError' | 'cardLast4' | 'refundedMinor'>>,
): Promise<boolean> {
  return anyRow(
    db
      .update(sandboxPaymentIntents)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(sandboxPaymentIntents.id, id),
          eq(sandboxPaymentIntents.tenantId, tenantId),
          inArray(sandboxPaymentIntents.status, from),
        ),
      )
      .returning({ id: sandboxPaymentIntents.id }),
  );
}

/**
 * The card's success and its "webhook" in one statement (`queueWebhook`, the jobs module's, queues
 * the job only when the intent moved): from 'requires_payment_method' only; false when another
 * confirm got there first. Apart, a crash between them would leave a paid intent that no job ever
 * turns into an order. Built once per store's handle (db/prepared.ts).
 */
export function succeedSandboxIntentWithWebhook(queueWebhook: (moved: SQL) => SQL) {
  const statement = preparedSql((db) => {
    const update = db
      .update(sandboxPaymentIntents)
      .set({
        status: 'succeeded',
        lastError: null,
        cardLast4: valuePlaceholder('cardLast4'),
        updatedAt: valuePlaceholder('updatedAt'),
      })
      .where(
        and(
          eq(sandboxPaymentIntents.id, sql.placeholder('id')),
          eq(sandboxPaymentIntents.tenantId, sql.placeholder('tenantId')),
          eq(sandboxPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning({ id: sandboxPaymentIntents.id });
    const queued = queueWebhook(sql`exists (select 1 from moved)`);
    return sql`with moved as (${update.getSQL()}), queued as (${queued}) select id from moved`;
  });
  return async (db: Db, id: string, tenantId: number, cardLast4: string): Promise<boolean> => {
    const { rows } = (await statement(db).execute({ id, tenantId, cardLast4, updatedAt: new Date() })) as {
      rows: unknown[];
    };
    return rows.length > 0;
  };
}

/** Adds to the refunded amount without passing the intent's total; returns the row after. */
export async function addSandboxRefund(db: Db, id: string, tenantId: number, amountMinor: number) {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({
      refundedMinor: sql`least(${sandboxPaymentIntents.amountMinor}, ${sandboxPaymentIntents.refundedMinor} + ${amountMinor})`,
      status: sql`case when ${sandboxPaymentIntents.refundedMinor} + ${amountMinor} >= ${sandboxPaymentIntents.amountMinor} then 'refunded' else 'partially_refunded' end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sandboxPaymentIntents.id, id),
        eq(sandboxPaymentIntents.tenantId, tenantId),
        sql`${sandboxPaymentIntents.status} in ('succeeded', 'partially_refunded')`,
      ),
    )
    .returning();
  return row;
}
