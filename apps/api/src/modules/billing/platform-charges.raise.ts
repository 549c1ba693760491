// Raising each period's bill (ADR 0084): the plan's price for the month, or, for a trial that has
// ended with a card on file, the rest of its month prorated as in ADR 0012. A store with a card has
// the bill charged by the job; one without is sent the bill by e-mail.
import { BILLING_DUE_DAYS } from '@storefleet/contracts';
import { type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { calendarMonthOf, monthLabel } from '../../lib/calendar-month.ts';
import { type BillRow, insertBill, listBillsCovering } from './billing.queries.ts';
import { cardLink, emailStoreOwner, money, recordBillingStep } from './billing.timeline.ts';
import { listStoresToBill } from './platform-charges.queries.ts';
import { prorate } from './proration.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Raises each store's period bill when one is owed; resolves to the bills raised. */
export async function raiseDueBills(ctx: Ctx, now: Date): Promise<BillRow[]> {
  const raised: BillRow[] = [];
  for (const store of await listStoresToBill(platformDb(ctx), now)) {
    const storeCtx = tenantCtx(ctx, store.tenantId);
    if ((await listBillsCovering(storeCtx.db, store.tenantId, now)).length > 0) continue;
    const month = calendarMonthOf(now);
    const trialEnding = store.subscriptionStatus === 'trial';
    // A trial that has ended pays for the rest of this month (ADR 0012's start, old price 0); a paid
    // plan pays the month from its first day.
    const amountMinor = trialEnding
      ? prorate({ oldPriceMinor: 0, newPriceMinor: store.priceMinor, period: month, at: now }).dueMinor
      : store.priceMinor;
    const payable = store.hasCard && !store.paysByTransfer;
    let bill: BillRow;
    try {
      bill = await insertBill(storeCtx.db, {
        tenantId: store.tenantId,
        subscriptionPlanId: store.planId,
        status: 'unpaid',
        amountMinor,
        currency: 'GBP',
        description: trialEnding
          ? `${store.planName} plan from the end of the trial, ${monthLabel(now)}`
          : `${store.planName} plan, ${monthLabel(now)}`,
        billingPeriodStart: trialEnding ? now : month.start,
        billingPeriodEnd: month.end,
        dueDate: new Date(now.getTime() + BILLING_DUE_DAYS * DAY_MS),
        nextChargeAt: payable ? now : null,
      });
    } catch (error) {
      // Another instance raised it first (the unique month bill, ADR 0005).
      if ((error as { code?: string }).code === '23505' || String(error).includes('duplicate key')) continue;
      throw error;
    }
    raised.push(bill);
    await recordBillingStep(storeCtx, {
      tenantId: store.tenantId,
      kind: 'bill_raised',
      message: `Bill of ${money(amountMinor)} raised for "${bill.description}"${payable ? ', to be charged to the card on file' : ', sent by e-mail'}.`,
      bill,
      now,
    });
    if (!payable) {
      await emailStoreOwner(storeCtx, {
        subject: `Your Storefleet bill of ${money(amountMinor)}`,
        lines: [
          `Your bill for "${bill.description}" is ${money(amountMinor)}, due by ${bill.dueDate!.toUTCString().slice(0, 16)}.`,
          store.paysByTransfer
            ? 'Please pay it by bank transfer as agreed with the platform.'
            : `Add a card to have your bills paid automatically: ${cardLink(ctx)}`,
        ],
      });
    }
  }
  return raised;
}
