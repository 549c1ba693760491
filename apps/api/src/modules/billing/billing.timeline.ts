// The store's billing timeline (ADR 0084): each step of platform billing (a bill raised, a charge,
// a failure, a hold, a restore) as an event on the timeline and an entry in the store's audit log,
// and the plain e-mail from Storefleet that tells the owner.
import { formatMinor, formatMoney } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { recordSystemWrite } from '../audit-log/audit-log.service.ts';
import { findStoreOwnerEmail } from '../auth/users.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import type { BillRow } from './billing.queries.ts';
import { insertBillingEvent } from './card-on-file.queries.ts';
import { platformEmail } from './platform-email.ts';

/** The hourly billing job; the audit log names it as the route of the steps it records. */
export const CHARGE_DUE_JOB = 'billing.charge-due';
const ACTOR = 'Platform billing';

export const money = (minor: number) => formatMoney(formatMinor(minor));

export const cardLink = (ctx: Ctx) => `${ctx.config.PUBLIC_URL}/subscription`;

/** One step on the store's billing timeline, also written to its audit log. `ctx` acts for the store. */
export async function recordBillingStep(
  ctx: Ctx,
  step: {
    tenantId: number;
    kind: string;
    message: string;
    bill?: BillRow;
    now: Date;
    /** false when a person's request made the step: the audit hooks record it already. */
    audit?: boolean;
  },
): Promise<void> {
  const { tenantId, kind, message, bill, now } = step;
  await insertBillingEvent(ctx.db, {
    tenantId,
    billingId: bill?.id ?? null,
    kind,
    message,
    amountMinor: bill?.amountMinor ?? null,
    currency: bill?.currency ?? null,
    createdAt: now,
  });
  if (step.audit === false) return;
  await recordSystemWrite(ctx, {
    tenantId,
    actorName: ACTOR,
    entityType: 'billing',
    entityId: bill ? String(bill.id) : null,
    route: `job ${CHARGE_DUE_JOB}`,
    after: {
      event: kind,
      message,
      ...(bill ? { amount: formatMinor(bill.amountMinor), currency: bill.currency } : {}),
    },
  });
}

/** A plain e-mail from Storefleet to the owner of the store `ctx` acts for; none without an owner's address. */
export function emailStoreOwner(ctx: Ctx, { subject, lines }: { subject: string; lines: string[] }) {
  return emailOwner(ctx, actingTenant(ctx), subject, lines);
}

async function emailOwner(ctx: Ctx, tenantId: number, subject: string, lines: string[]) {
  const to = await findStoreOwnerEmail({ db: ctx.db, tenantId });
  if (!to) return;
  const tenant = await getTenant(ctx, tenantId);
  await queueEmail(ctx, { tenantId, to, ...platformEmail(subject, lines, tenant.name) });
}
