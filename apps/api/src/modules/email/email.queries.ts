// The e-mail outbox: the only file that reads or writes email_outbox rows one by one.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type Prepared,
  preparedByShape,
  preparedOnceByShape,
  type StatementPart,
  UNNAMED,
} from '../../db/prepared.ts';
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
  const statement = emailsWithJob(String(list.length), () => {
    const parts = emailsWithJobParts(list.length, '', { given: 'given', mail: 'mail', job: 'job' });
    return sql`with ${parts.sql} select id from mail order by id`;
  });
  return { statement, values: emailRowValues(list, jobName, '') };
}

const emailsWithJob = preparedByShape();

/** A part of a new order's statement (the orders module's), given the order's id and number there. */
export type OrderEmailsPart = StatementPart<{ id: SQL; orderNumber: SQL }>;

/**
 * emailsWithJobStatement's rows as parts of a new order's statement (ADR 0120), for e-mails written
 * before the order had its number: `marker` stands where the number goes in each subject and text,
 * and the statement writes the order's number there, and its id on each row.
 */
export function orderEmailsWithJobPart(
  list: (typeof emailOutbox.$inferInsert)[],
  jobName: string,
  marker: string,
): OrderEmailsPart {
  return {
    shape: `order e-mails ${list.length}`,
    sql: (_db, placed) => {
      const fill = (text: SQL) =>
        sql`replace(${text}, ${sql.placeholder('mail_marker')}, (${placed.orderNumber})::text)`;
      return emailsWithJobParts(
        list.length,
        'mail_',
        { given: 'order_mail_given', mail: 'order_mail', job: 'order_mail_job' },
        {
          subject: sql`left(${fill(sql`subject`)}, 255)`,
          html: fill(sql`html`),
          text: fill(sql`text`),
          orderId: placed.id,
        },
      ).sql;
    },
    values: { ...emailRowValues(list, jobName, 'mail_'), mail_marker: marker },
  };
}

/** The placeholders' values of the e-mail rows, named `prefix` + field + position. */
function emailRowValues(
  list: (typeof emailOutbox.$inferInsert)[],
  jobName: string,
  prefix: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = { [`${prefix}jobName`]: jobName };
  list.forEach((row, at) => {
    Object.assign(values, {
      [`${prefix}tenantId${at}`]: row.tenantId,
      [`${prefix}toAddress${at}`]: row.toAddress,
      [`${prefix}subject${at}`]: row.subject,
      [`${prefix}html${at}`]: row.html,
      [`${prefix}text${at}`]: row.text ?? null,
      [`${prefix}status${at}`]: row.status ?? 'queued',
      [`${prefix}orderId${at}`]: row.orderId ?? null,
      [`${prefix}attachments${at}`]: row.attachments ? JSON.stringify(row.attachments) : null,
    });
  });
  return values;
}

/**
 * The CTE parts that write `count` e-mail rows (placeholders `prefix` + field + position) and one
 * job per store that sends them: `names` names the parts, `written` what is written instead of a
 * given column. The e-mails' part answers their ids and stores.
 */
function emailsWithJobParts(
  count: number,
  prefix: string,
  names: { given: string; mail: string; job: string },
  written: { subject?: SQL; html?: SQL; text?: SQL; orderId?: SQL } = {},
): { sql: SQL } {
  const value = (name: string, at: number) => sql.placeholder(`${prefix}${name}${at}`);
  const rows = Array.from(
    { length: count },
    (_, at) =>
      sql`(${sql.raw(String(at))}::int, ${value('tenantId', at)}::int, ${value('toAddress', at)}, ${value('subject', at)}, ${value('html', at)}, ${value('text', at)}, ${value('status', at)}, ${value('orderId', at)}::int, ${value('attachments', at)}::jsonb)`,
  );
  const given = sql.identifier(names.given);
  const mail = sql.identifier(names.mail);
  return {
    sql: sql`${given} (at, tenant_id, to_address, subject, html, text, status, order_id, attachments) as (values ${sql.join(rows, sql`, `)}),
    ${mail} as (
      insert into ${emailOutbox} (tenant_id, to_address, subject, html, text, status, order_id, attachments)
      select tenant_id, to_address, ${written.subject ?? sql`subject`}, ${written.html ?? sql`html`}, ${written.text ?? sql`text`}, status, ${written.orderId ?? sql`order_id`}, attachments from ${given} order by at
      returning id, tenant_id
    ), ${sql.identifier(names.job)} as (
      insert into ${jobs} (name, payload)
      select ${sql.placeholder(`${prefix}jobName`)}, jsonb_build_object('tenantId', tenant_id, 'emailIds', jsonb_agg(id order by id))
      from ${mail} group by tenant_id
    )`,
  };
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
