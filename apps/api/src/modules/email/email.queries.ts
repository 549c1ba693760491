// The e-mail outbox: the only file that reads or writes email_outbox rows one by one.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedOnceByShape, UNNAMED } from '../../db/prepared.ts';
import { emailOutbox, jobs } from '../../db/schema/index.ts';

export type EmailRow = typeof emailOutbox.$inferSelect;

export async function insertEmail(db: Db, values: typeof emailOutbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Several outbox rows and ONE job per store that sends them all (payload `emailIds`), in one
 * statement: an order's e-mails cost its transaction one statement and the job runner one job.
 * It answers the rows' ids in the order given. `list` is not empty.
 */
export function emailsWithJobStatement(list: (typeof emailOutbox.$inferInsert)[], jobName: string): SQL {
  const values = sql.join(
    list.map(
      (row, at) =>
        sql`(${at}::int, ${row.tenantId}::int, ${row.toAddress}, ${row.subject}, ${row.html}, ${row.text ?? null}, ${row.status ?? 'queued'}, ${row.orderId ?? null}::int, ${row.attachments ? JSON.stringify(row.attachments) : null}::jsonb)`,
    ),
    sql`, `,
  );
  return sql`
    with given (at, tenant_id, to_address, subject, html, text, status, order_id, attachments) as (values ${values}),
    mail as (
      insert into ${emailOutbox} (tenant_id, to_address, subject, html, text, status, order_id, attachments)
      select tenant_id, to_address, subject, html, text, status, order_id, attachments from given order by at
      returning id, tenant_id
    ), job as (
      insert into ${jobs} (name, payload)
      select ${jobName}, jsonb_build_object('tenantId', tenant_id, 'emailIds', jsonb_agg(id order by id))
      from mail group by tenant_id
    )
    select id from mail order by id`;
}

/** emailsWithJobStatement's rows now: their ids, in the order given. */
export async function insertEmailsWithJob(
  db: Db,
  list: (typeof emailOutbox.$inferInsert)[],
  jobName: string,
): Promise<number[]> {
  if (list.length === 0) return [];
  const result = (await db.execute(emailsWithJobStatement(list, jobName))) as unknown as {
    rows: { id: number | string }[];
  };
  return result.rows.map((row) => Number(row.id));
}

/** The rows of `ids` of one store that still exist, in the order of `ids`. */
/** findEmails' statement, built once per number of ids (db/prepared.ts): every order's e-mail job reads its e-mails. */
const emailsByIds = preparedOnceByShape();

export async function findEmails(db: Db, tenantId: number, ids: number[]): Promise<EmailRow[]> {
  if (ids.length === 0) return [];
  const values: Record<string, number> = { tenantId };
  ids.forEach((id, at) => {
    values[`id${at}`] = id;
  });
  const statement = emailsByIds(String(ids.length), (handle) =>
    handle
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.tenantId, sql.placeholder('tenantId')),
          inArray(
            emailOutbox.id,
            ids.map((_, at) => sql.placeholder(`id${at}`)),
          ),
        ),
      )
      .prepare(UNNAMED),
  );
  const rows = await statement(db).execute(values);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findEmail(db: Db, tenantId: number, id: number): Promise<EmailRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)));
  return row;
}

export async function updateEmailStatus(
  db: Db,
  tenantId: number,
  id: number,
  values: Pick<Partial<EmailRow>, 'status' | 'error' | 'sentAt'>,
) {
  await db
    .update(emailOutbox)
    .set(values)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)));
}
