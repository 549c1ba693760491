// Charging bills to the card on file (ADR 0084): claiming an attempt, recording its outcome, and
// the sweeps of the hourly job. Bills are claimed one at a time under a row lock, so a retried job
// and a second instance use the same attempt (and so the same idempotency key).
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billing, platformPaymentMethods, subscriptionPlans, tenants } from '../../db/schema/index.ts';
import type { BillRow } from './billing.queries.ts';

export const CHARGEABLE = ['unpaid', 'past_due'] as const;

/**
 * Claims the next charge of a bill: the attempt in flight when one is (a job that stopped between
 * claiming and recording), else a new attempt when the bill is due to be charged (or `force`).
 * Undefined when the bill is paid or not due.
 */
export async function claimChargeAttempt(
  db: Db,
  { billId, tenantId, now, force }: { billId: number; tenantId: number; now: Date; force: boolean },
): Promise<{ bill: BillRow; attempt: number } | undefined> {
  return db.transaction(async (tx) => {
    const [bill] = await tx
      .select()
      .from(billing)
      .where(and(eq(billing.id, billId), eq(billing.tenantId, tenantId)))
      .for('update');
    if (!bill || !(CHARGEABLE as readonly string[]).includes(bill.status)) return undefined;
    if (bill.chargingAttempt !== null) return { bill, attempt: bill.chargingAttempt };
    if (!force && (bill.nextChargeAt === null || bill.nextChargeAt > now)) return undefined;
    const attempt = bill.chargeAttempts + 1;
    const [claimed] = await tx
      .update(billing)
      .set({ chargeAttempts: attempt, chargingAttempt: attempt, updatedAt: now })
      .where(eq(billing.id, billId))
      .returning();
    return { bill: claimed!, attempt };
  });
}

/** paid by the card; undefined when it was paid already (a webhook or another job got there first). */
export async function recordBillPaidByCard(
  db: Db,
  values: { billId: number; tenantId: number; paymentId: string; method: string; notes: string; now: Date },
): Promise<BillRow | undefined> {
  const [row] = await db
    .update(billing)
    .set({
      status: 'paid',
      paidAt: values.now,
      paymentMethod: values.method,
      notes: values.notes,
      providerPaymentId: values.paymentId || null,
      chargingAttempt: null,
      nextChargeAt: null,
      lastChargeError: null,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(billing.id, values.billId),
        eq(billing.tenantId, values.tenantId),
        inArray(billing.status, ['unpaid', 'past_due', 'overdue']),
      ),
    )
    .returning();
  return row;
}

/** The attempt failed: past due from the first failure on (when `pastDue`), next try at `nextChargeAt`. */
export async function recordChargeFailed(
  db: Db,
  values: {
    billId: number;
    tenantId: number;
    error: string;
    nextChargeAt: Date | null;
    pastDue: boolean;
    now: Date;
  },
): Promise<BillRow | undefined> {
  const [row] = await db
    .update(billing)
    .set({
      ...(values.pastDue
        ? { status: 'past_due', pastDueAt: sql`coalesce(${billing.pastDueAt}, ${values.now})` }
        : {}),
      chargingAttempt: null,
      nextChargeAt: values.nextChargeAt,
      lastChargeError: values.error.slice(0, 500),
      updatedAt: values.now,
    })
    .where(
      and(
        eq(billing.id, values.billId),
        eq(billing.tenantId, values.tenantId),
        inArray(billing.status, [...CHARGEABLE]),
      ),
    )
    .returning();
  return row;
}

/** Sets when an open bill is charged next (null: not charged automatically). */
export async function scheduleCharge(db: Db, tenantId: number, billId: number, at: Date | null) {
  await db
    .update(billing)
    .set({ nextChargeAt: at, updatedAt: new Date() })
    .where(
      and(eq(billing.id, billId), eq(billing.tenantId, tenantId), inArray(billing.status, [...CHARGEABLE])),
    );
}

/** Every store's bills due to be charged now (or with an attempt left in flight), oldest first. */
export function listBillsToCharge(platform: Db, now: Date) {
  return platform
    .select({ id: billing.id, tenantId: billing.tenantId })
    .from(billing)
    .innerJoin(tenants, eq(tenants.id, billing.tenantId))
    .innerJoin(platformPaymentMethods, eq(platformPaymentMethods.tenantId, billing.tenantId))
    .where(
      and(
        inArray(billing.status, [...CHARGEABLE]),
        eq(tenants.paysByTransfer, false),
        or(lte(billing.nextChargeAt, now), isNotNull(billing.chargingAttempt)),
      ),
    )
    .orderBy(asc(billing.id))
    .limit(500);
}

/** The store's open bills the card should pay (a new card retries them at once). */
export function listChargeableBills(db: Db, tenantId: number): Promise<BillRow[]> {
  return db
    .select()
    .from(billing)
    .where(and(eq(billing.tenantId, tenantId), inArray(billing.status, [...CHARGEABLE])))
    .orderBy(asc(billing.id));
}

/** The store's past-due bills, oldest failure first. */
export function listPastDueBills(db: Db, tenantId: number): Promise<BillRow[]> {
  return db
    .select()
    .from(billing)
    .where(and(eq(billing.tenantId, tenantId), eq(billing.status, 'past_due')))
    .orderBy(asc(billing.pastDueAt));
}

/**
 * Stores that owe a period bill now: an active paid plan not ending, or a trial that has ended with
 * a card on file (its first charge ends it). `payable`: a card on file and not paying by transfer.
 */
export function listStoresToBill(platform: Db, now: Date) {
  return platform
    .select({
      tenantId: tenants.id,
      tenantName: tenants.name,
      subscriptionStatus: tenants.subscriptionStatus,
      trialEndsAt: tenants.trialEndsAt,
      paysByTransfer: tenants.paysByTransfer,
      planId: subscriptionPlans.id,
      planName: subscriptionPlans.name,
      priceMinor: subscriptionPlans.priceMinor,
      hasCard: sql<boolean>`${platformPaymentMethods.id} is not null`,
    })
    .from(tenants)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.slug, tenants.subscriptionPlan))
    .leftJoin(platformPaymentMethods, eq(platformPaymentMethods.tenantId, tenants.id))
    .where(
      and(
        sql`${subscriptionPlans.priceMinor} > 0`,
        or(
          and(
            eq(tenants.subscriptionStatus, 'active'),
            or(isNull(tenants.subscriptionEndsAt), sql`${tenants.subscriptionEndsAt} > ${now}`),
          ),
          and(
            eq(tenants.subscriptionStatus, 'trial'),
            lte(tenants.trialEndsAt, now),
            isNotNull(platformPaymentMethods.id),
            eq(tenants.paysByTransfer, false),
          ),
        ),
      ),
    );
}

/** Stores with a bill past due or a billing hold: the dunning sweep looks at each. */
export function listStoresInDunning(platform: Db) {
  return platform
    .select({ tenantId: tenants.id })
    .from(tenants)
    .where(
      or(
        isNotNull(tenants.billingHold),
        sql`exists (select 1 from ${billing} where ${billing.tenantId} = ${tenants.id} and ${billing.status} = 'past_due')`,
      ),
    );
}
