// Deleting sandbox rows nothing will use again (the prune job's sweep across every store).
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  platformPaymentMethods,
  productSubscriptions,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
} from '../../db/schema/index.ts';

/**
 * Intents never paid (still awaiting a card, cancelled, or a failed off-session charge) created
 * before `before`. Paid ones stay: an order's refund goes through its intent.
 */
export async function deleteUnpaidSandboxIntents(platform: Db, before: Date): Promise<number> {
  const rows = await platform
    .delete(sandboxPaymentIntents)
    .where(
      and(
        inArray(sandboxPaymentIntents.status, ['requires_payment_method', 'canceled', 'failed']),
        lt(sandboxPaymentIntents.createdAt, before),
      ),
    )
    .returning({ id: sandboxPaymentIntents.id });
  return rows.length;
}

/**
 * Saved cards created before `before` that no subscription still renews with (none, or only
 * cancelled ones): a renewal never finds its card gone.
 */
export async function deleteUnusedSandboxPaymentMethods(platform: Db, before: Date): Promise<number> {
  const rows = await platform
    .delete(sandboxPaymentMethods)
    .where(
      and(
        lt(sandboxPaymentMethods.createdAt, before),
        sql`not exists (select 1 from ${productSubscriptions}
          where ${productSubscriptions.tenantId} = ${sandboxPaymentMethods.tenantId}
            and ${productSubscriptions.paymentProvider} = 'sandbox'
            and ${productSubscriptions.providerPaymentMethodId} = ${sandboxPaymentMethods.id}
            and ${productSubscriptions.status} <> 'cancelled')
          and not exists (select 1 from ${platformPaymentMethods}
            where ${platformPaymentMethods.provider} = 'sandbox'
              and ${platformPaymentMethods.paymentMethodId} = ${sandboxPaymentMethods.id})`,
      ),
    )
    .returning({ id: sandboxPaymentMethods.id });
  return rows.length;
}
