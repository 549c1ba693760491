// Refused admin attempts (ADR 0049): a user refused again and again on one store becomes one entry
// in the platform's audit log, once per window, readable by the super admin only; anonymous
// refusals and a few refusals write nothing; the counter holds a bounded number of pairs.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTwoStores } from '../../../test/two-stores.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { REFUSAL_WINDOW_MS, REFUSALS_TO_REPORT, RefusalCounter } from './refused-access.ts';

const s = useTwoStores('refused', {
  users: ({ a }) => ({
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    ownerA: { username: 'owner-a', password: 'owner-a-password', memberOf: [a] },
    customer: { username: 'shopper', password: 'shopper-password' },
  }),
});

const refusalEntries = () => s.t.db.select().from(auditLog).where(eq(auditLog.entityType, 'refused-access'));
const userId = async (username: string) =>
  (await s.t.db.select().from(users).where(eq(users.username, username)))[0]!.id;
/** The entry is written once the answer is out (onResponse): give the last ones time to land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the refusal counter', () => {
  it('reports the fifth refusal of a window once, and counts again in the next window', () => {
    const counter = new RefusalCounter();
    const reports = Array.from({ length: 12 }, () => counter.count('7:2', 1000));
    expect(reports.filter((r) => r !== null)).toEqual([REFUSALS_TO_REPORT]);
    expect(reports[REFUSALS_TO_REPORT - 1]).toBe(REFUSALS_TO_REPORT);
    const later = 1000 + REFUSAL_WINDOW_MS;
    const next = Array.from({ length: REFUSALS_TO_REPORT }, () => counter.count('7:2', later));
    expect(next.at(-1)).toBe(REFUSALS_TO_REPORT);
  });

  it('holds at most its bound of pairs, and makes room as windows close', () => {
    const counter = new RefusalCounter({ report: 2, windowMs: 1000, maxTracked: 3 });
    for (const key of ['a', 'b', 'c', 'd']) counter.count(key, 0);
    expect(counter.tracked).toBe(3);
    expect(counter.count('d', 10)).toBeNull();
    counter.count('e', 1000);
    expect(counter.tracked).toBe(1);
    expect(counter.count('e', 1001)).toBe(2);
  });
});

describe('refused admin attempts in the platform audit log', () => {
  it('one entry when a member is refused five times on another store, none before, one per window', async () => {
    const tries = [
      () => s.call('GET', `/api/admin/products?tenantId=${s.b}`, 'ownerA'),
      () => s.call('PUT', `/api/super-admin/tenants/${s.b}`, 'ownerA', { name: 'Mine now' }),
    ];
    for (let i = 0; i < REFUSALS_TO_REPORT - 1; i += 1) {
      expect((await tries[i % 2]!()).statusCode).toBe(403);
    }
    await settle();
    expect(await refusalEntries()).toEqual([]);

    for (let i = 0; i < 20; i += 1) expect((await tries[0]!()).statusCode).toBe(403);
    await vi.waitFor(async () => expect(await refusalEntries()).toHaveLength(1));
    await settle();
    const [entry] = await refusalEntries();
    const ownerId = await userId('owner-a');
    expect(entry).toMatchObject({
      tenantId: null,
      actorUserId: ownerId,
      actorName: 'owner-a',
      entityType: 'refused-access',
      entityId: String(s.b),
      status: 403,
    });
    expect(entry!.after).toMatchObject({
      message: `Refused access: user owner-a (#${ownerId}) tried 5 times on store #${s.b}`,
      attempts: 5,
    });
  });

  it('the super admin reads it in the platform view; the member and their store do not', async () => {
    const platform = await s.call('GET', '/api/admin/audit-log?platform=true&entity=refused-access', 'admin');
    expect(platform.statusCode).toBe(200);
    expect(platform.json()).toEqual([
      expect.objectContaining({ entityType: 'refused-access', actorName: 'owner-a', entityId: String(s.b) }),
    ]);
    expect((await s.call('GET', '/api/admin/audit-log?platform=true', 'ownerA')).statusCode).toBe(403);
    const own = await s.call('GET', '/api/admin/audit-log', 'ownerA');
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('refused-access');
  });

  it("a customer probing the operator's routes is reported as on the platform's routes", async () => {
    for (let i = 0; i < REFUSALS_TO_REPORT; i += 1) {
      expect((await s.call('GET', '/api/super-admin/stats', 'customer')).statusCode).toBe(403);
    }
    await vi.waitFor(async () => expect(await refusalEntries()).toHaveLength(2));
    const entry = (await refusalEntries()).find((e) => e.actorName === 'shopper');
    expect(entry!.after).toMatchObject({
      message: `Refused access: user shopper (#${await userId('shopper')}) tried 5 times on the platform's routes`,
    });
    expect(entry!.entityId).toBeNull();
  });

  it('anonymous refusals and allowed calls write nothing', async () => {
    for (let i = 0; i < 2 * REFUSALS_TO_REPORT; i += 1) {
      expect((await s.call('GET', `/api/admin/products?tenantId=${s.a}`)).statusCode).toBe(401);
      expect((await s.call('GET', `/api/admin/products?tenantId=${s.a}`, 'ownerA')).statusCode).toBe(200);
    }
    await settle();
    expect(await refusalEntries()).toHaveLength(2);
  });
});
