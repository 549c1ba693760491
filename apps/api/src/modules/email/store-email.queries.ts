// One e-mail to a store, queued in ONE statement (the low-stock notice, sent from inside the
// order's transaction after the stock is taken, where every round trip holds the stock rows): the
// caller's guard (the low-stock flags), the address (the support address, else the owner's
// e-mail, as the new-order notice does), the outbox row and its 'email.send' job. Nothing is
// queued when the store has no address or the guard's condition fails. Nothing waits for its
// answer, so in a transaction on PostgreSQL it goes with the next statement (ADR 0113).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailOutbox, jobs, users, userTenants } from '../../db/schema/index.ts';
import { sendWithNext } from '../../db/send-with-next.ts';

export type StoreEmailRow = {
  tenantId: number;
  supportAddress: string | null;
  subject: string;
  html: string;
  text: string;
  status: 'queued' | 'outbox';
  jobName: string;
};

/**
 * `guard`: more common table expressions run first in the same statement, and a condition on them
 * without which nothing is queued (the low-stock flags, raised conditionally).
 */
export async function insertStoreEmail(
  db: Db,
  email: StoreEmailRow,
  guard: { ctes: SQL; anyFlagged: SQL } = { ctes: sql`nothing as (select 1)`, anyFlagged: sql`true` },
): Promise<void> {
  await sendWithNext(
    db,
    sql`
    with ${guard.ctes}, address as (
      select coalesce(nullif(${email.supportAddress ?? ''}, ''), (
        select ${users.email} from ${userTenants} join ${users} on ${users.id} = ${userTenants.userId}
        where ${userTenants.tenantId} = ${email.tenantId} and ${userTenants.role} = 'owner'
        order by ${userTenants.id} limit 1)) as to_address
    ), mail as (
      insert into ${emailOutbox} (tenant_id, to_address, subject, html, text, status)
      select ${email.tenantId}, address.to_address, ${email.subject.slice(0, 255)}, ${email.html}, ${email.text}, ${email.status}
      from address where address.to_address is not null and ${guard.anyFlagged}
      returning id
    )
    insert into ${jobs} (name, payload)
    select ${email.jobName}, jsonb_build_object('tenantId', ${email.tenantId}::int, 'emailId', mail.id)
    from mail`,
  );
}
