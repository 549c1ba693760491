// The operator ends or extends a store's trial (ADR 0049) through PUT /api/super-admin/tenants/{id}:
// readable refusals, super admin only, one store at a time, in the platform's audit log, and a
// store whose trial was ended is billed by Generate Monthly Billing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans, tenants } from '../../db/schema/index.ts';
import { call, createPlatformFixture, type PlatformFixture } from './platform.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('ending and extending a trial', () => {
  let t: PlatformFixture;
  const edit = (trialEndsAt?: string) => ({
    name: 'Alpha Store',
    slug: 'alpha',
    domain: '',
    status: 'active',
    subscriptionPlan: 'basic',
    ...(trialEndsAt === undefined ? {} : { trialEndsAt }),
  });
  const put = (id: number, body: unknown, cookie = t.admin) =>
    call(t.app, 'PUT', `/api/super-admin/tenants/${id}`, cookie, body);
  const trialEndOf = async (id: number) =>
    (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0]!.trialEndsAt;

  beforeAll(async () => {
    t = await createPlatformFixture();
  });
  afterAll(() => t.close());

  it('extends a trial, leaves it as it is when omitted, and records it in the platform audit log', async () => {
    const later = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const res = await put(t.storeA.id, edit(later));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trialEndsAt: later, subscriptionState: 'trial' });
    expect((await put(t.storeA.id, edit())).json().trialEndsAt).toBe(later);

    const log = await call(t.app, 'GET', '/api/admin/audit-log?platform=true&entity=tenant', t.admin);
    const entry = (log.json() as Array<{ entityId: string; after: Record<string, unknown> | null }>).find(
      (e) => e.entityId === String(t.storeA.id) && e.after?.trialEndsAt === later,
    );
    expect(entry).toBeDefined();
  });

  it('refuses a date that is not one, and one more than 365 days ahead, with readable messages', async () => {
    const before = await trialEndOf(t.storeA.id);
    const notADate = await put(t.storeA.id, edit('next week'));
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toBe('Trial end must be a date and time such as 2026-12-31T00:00:00Z');
    const tooFar = await put(t.storeA.id, edit(new Date(Date.now() + 400 * DAY_MS).toISOString()));
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('A trial can be extended to at most 365 days from today');
    expect(await trialEndOf(t.storeA.id)).toEqual(before);
  });

  it('is the super admin’s alone: anonymous 401, an owner 403, even for their own store', async () => {
    const body = edit('2000-01-01T00:00:00Z');
    const anonymous = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect((await put(t.storeA.id, body, t.ownerA)).statusCode).toBe(403);
    expect((await put(t.storeA.id, body, t.ownerB)).statusCode).toBe(403);
    expect((await trialEndOf(t.storeA.id))!.getTime()).toBeGreaterThan(Date.now());
  });

  it('ends a trial now for a time in the past; Generate Monthly Billing then bills the store', async () => {
    const [plan] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'basic'));
    const generate = () =>
      call(t.app, 'POST', '/api/billing/generate-monthly', t.admin, {
        tenantId: t.storeA.id,
        subscriptionPlanId: plan!.id,
        amount: 29.99,
      });
    const refused = await generate();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Alpha Store is in its trial until /);

    const bravoTrial = await trialEndOf(t.storeB.id);
    const before = Date.now();
    const ended = await put(t.storeA.id, edit('2000-01-01T00:00:00Z'));
    expect(ended.statusCode).toBe(200);
    expect(ended.json().subscriptionState).toBe('expired');
    const endedAt = Date.parse(ended.json().trialEndsAt);
    expect(endedAt).toBeGreaterThanOrEqual(before);
    expect(endedAt).toBeLessThanOrEqual(Date.now());
    // Another store's trial is not touched.
    expect(await trialEndOf(t.storeB.id)).toEqual(bravoTrial);
    // Ending an ended trial again changes nothing.
    expect((await put(t.storeA.id, edit('2001-01-01T00:00:00Z'))).json().trialEndsAt).toBe(
      ended.json().trialEndsAt,
    );

    const bill = await generate();
    expect(bill.statusCode).toBe(201);
    expect(bill.json()).toMatchObject({ tenantId: t.storeA.id, status: 'unpaid', amount: '29.99' });
  });

  it('refuses a store on a paid plan: it has no trial', async () => {
    await t.db.update(tenants).set({ subscriptionStatus: 'active' }).where(eq(tenants.id, t.storeB.id));
    const res = await put(t.storeB.id, {
      ...edit(new Date(Date.now() + 10 * DAY_MS).toISOString()),
      name: 'Bravo Store',
      slug: 'bravo',
      subscriptionPlan: 'pro',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bravo Store is on a paid plan: it has no trial to end or extend');
  });
});
