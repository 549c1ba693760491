// The app's runtime role (ADR 0045, docs/deployment.md "Two database roles"): it owns nothing, so it
// cannot switch off row-level security or the audit log's trigger, nor empty or delete from the
// audit log; old entries still leave through the owner's prune_audit_log(). On PostgreSQL this runs
// when the app connects as a second role (TEST_DATABASE_APP_USER, as CI does); on PGlite always.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { auditLog, users, userTenants } from '../src/db/schema/index.ts';
import { pruneAuditLog } from '../src/modules/audit-log/audit-log.service.ts';
import { createTenant, testConfig } from './app.ts';
import { testDatabaseAppRole, testDatabaseUrl } from './config.ts';
import { createTestDatabase, executeAsOwner } from './database.ts';

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error in `cause`), or 'ok'. */
async function stateOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    return String(error);
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(testDatabaseUrl && !testDatabaseAppRole)('the runtime role', () => {
  let database: Database;
  let tenantId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    tenantId = (await createTenant(database.scopes.platform, { slug: 'roles', name: 'Roles' })).id;
  });
  afterAll(() => database?.close());

  /** A statement as the schema's owner: PostgreSQL's other role, PGlite's superuser session. */
  const asOwner = (statement: string) => executeAsOwner(database, statement);

  const entry = (actorName: string, createdAt = new Date()) => ({
    tenantId,
    actorName,
    action: 'update',
    entityType: 'product',
    route: 'PUT /x',
    status: 200,
    createdAt,
  });

  it('is no superuser, bypasses no policy and owns no table', async () => {
    expect(await database.role()).toMatchObject({ bypassesRowSecurity: false });
    const result = await database.db.execute(
      sql`select count(*)::int as owned from pg_tables where schemaname = 'public' and tableowner = current_user`,
    );
    expect((result as unknown as { rows: Array<{ owned: number }> }).rows[0]!.owned).toBe(0);
  });

  it('cannot switch off row-level security, a policy or the audit log’s trigger', async () => {
    const refused = (statement: string) => stateOf(database.db.execute(sql.raw(statement)));
    expect(await refused('alter table products no force row level security')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refused('alter table audit_log disable row level security')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refused('drop policy tenant_isolation on orders')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refused('alter table audit_log disable trigger audit_log_no_update')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await refused('alter table audit_log disable trigger all')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refused('drop trigger audit_log_no_update on audit_log')).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('may add audit entries and read them, but not truncate, delete or rewrite them', async () => {
    const platform = database.scopes.platform;
    await platform.insert(auditLog).values(entry('kept'));
    expect(await stateOf(platform.execute(sql`truncate audit_log`))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await stateOf(platform.execute(sql`delete from audit_log`))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await stateOf(platform.execute(sql`update audit_log set actor_name = 'someone else'`))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    const rows = await platform.select({ actorName: auditLog.actorName }).from(auditLog);
    expect(rows).toEqual([{ actorName: 'kept' }]);
    // Other tables keep their ordinary writes, but no TRUNCATE either.
    expect(await stateOf(platform.execute(sql`truncate products`))).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('prunes old entries only through prune_audit_log, and only past at least a day', async () => {
    const platform = database.scopes.platform;
    await platform
      .insert(auditLog)
      .values([entry('old', new Date(Date.now() - 400 * DAY_MS)), entry('fresh')]);
    const deleted = await pruneAuditLog({ scopes: database.scopes, config: testConfig() });
    expect(deleted).toBe(1);
    const names = (await platform.select({ actorName: auditLog.actorName }).from(auditLog)).map(
      (row) => row.actorName,
    );
    expect(names).not.toContain('old');
    expect(names).toContain('fresh');
    // The runtime role cannot widen it into emptying the log.
    expect(await stateOf(platform.execute(sql`select prune_audit_log(0)`))).toBe('22023');
    expect(await stateOf(platform.execute(sql`select prune_audit_log(-36500)`))).toBe('22023');
  });

  it("learns whether an account is staff of any store through account_is_staff, and the caller's store stays its scope", async () => {
    const other = await createTenant(database.scopes.platform, { slug: 'roles-other', name: 'Other' });
    const [staff, customer] = await database.db
      .insert(users)
      .values([
        { username: 'staff@roles.test', email: 'staff@roles.test', password: null, isAdmin: false },
        { username: 'shopper@roles.test', email: 'shopper@roles.test', password: null, isAdmin: false },
      ])
      .returning({ id: users.id });
    await database.scopes.platform
      .insert(userTenants)
      .values({ tenantId: other.id, userId: staff!.id, role: 'staff', joinedAt: new Date() });
    const answers = await database.scopes.tenant(tenantId).transaction(async (tx) => {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows;
      return {
        staff: await rows(sql`select account_is_staff(${staff!.id}) as staff`),
        customer: await rows(sql`select account_is_staff(${customer!.id}) as staff`),
        // The other store's membership stays hidden from this store's statements after the call.
        memberships: await rows(sql`select user_id from user_tenants`),
      };
    });
    expect(answers).toEqual({ staff: [{ staff: true }], customer: [{ staff: false }], memberships: [] });
  });

  it('is granted the rows of a table a later migration adds, at the next start', async () => {
    await asOwner('create table later_things (id serial primary key, name text not null)');
    expect(await stateOf(database.db.execute(sql`select * from later_things`))).toBe(INSUFFICIENT_PRIVILEGE);
    await database.migrate(); // what every start does after migrating: the owner grants again
    await database.db.execute(sql`insert into later_things (name) values ('granted')`);
    const result = await database.db.execute(sql`select name from later_things`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'granted' }]);
    expect(await stateOf(database.db.execute(sql`truncate later_things`))).toBe(INSUFFICIENT_PRIVILEGE);
  });
});
