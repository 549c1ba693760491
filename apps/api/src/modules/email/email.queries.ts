// The e-mail outbox: the only file that reads or writes email_outbox rows one by one.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Prepared, preparedByShape, preparedOnceByShape, UNNAMED } from '../../db/prepared.ts';
import { emailOutbox, jobs } from '../../db/schema/index.ts';

export type EmailRow = typeof emailOutbox.$inferSelect;

export async function insertEmail(db: Db, values: typeof emailOutbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Several outbox rows and ONE job per store that sends them all (payload `emailIds`), in one
 * statement: an order's e-mails cost its transaction one statement and the job runner one job.
 * It answers the rows' ids in the order given. `list` is not empty. Built once per number of
 * e-mails (db/prepared.ts); `values` fill it.
 */
export function emailsWithJobStatement(
  list: (typeof emailOutbox.$inferInsert)[],
  jobName: string,
): { statement: (db: Db) => Prepared; values: Record<string, unknown> } {
  const values: Record<string, unknown> = { jobName };
  list.forEach((row, at) => {
    Object.assign(values, {
      [`tenantId${at}`]: row.tenantId,
      [`toAddress${at}`]: row.toAddress,
      [`subject${at}`]: row.subject,
      [`html${at}`]: row.html,
      [`text${at}`]: row.text ?? null,
      [`status${at}`]: row.status ?? 'queued',
      [`orderId${at}`]: row.orderId ?? null,
      [`attachments${at}`]: row.attachments ? JSON.stringify(row.attachments) : null,
    });
  });
  const statement = emailsWithJob(String(list.length), () => emailsWithJobSql(list.length));
  return { statement, values };
}

const emailsWithJob = preparedByShape();

function emailsWithJobSql(count: number): SQL {
  const value = (name: string, at: number) => sql.placeholder(`${name}${at}`);
  const rows = Array.from(
    { length: count },
    (_, at) =>
      sql`(${sql.raw(String(at))}::int, ${value('tenantId', at)}::int, ${value('toAddress', at)}, ${value('subject', at)}, ${value('html', at)}, ${value('text', at)}, ${value('status', at)}, ${value('orderId', at)}::int, ${value('attachments', at)}::jsonb)`,
  );
  return sql`
    with given (at, tenant_id, to_address, subject, html, text, status, order_id, attachments) as (values ${sql.join(rows, sql`, `)}),
    mail as (
      insert into ${emailOutbox} (tenant_id, to_address, subject, html, text, status, order_id, attachments)
      select tenant_id, to_address, subject, html, text, status, order_id, attachments from given order by at
      returning id, tenant_id
    ), job as (
      insert into ${jobs} (name, payload)
      select ${sql.placeholder('jobName')}, jsonb_build_object('tenantId', tenant_id, 'emailIds', jsonb_agg(id order by id))
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
  const { statement, values } = emailsWithJobStatement(list, jobName);
  const result = (await statement(db).execute(values)) as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** findEmails' statement, built once per number of ids (db/prepared.ts): every order's e-mail job reads its e-mails. */
const emailsByIds = preparedOnceByShape();

/** The rows of `ids` of one store that still exist, in the order of `ids`. */
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
