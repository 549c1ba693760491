// The recurring payments.prune-sandbox job: anyone may open sandbox payment intents, so the unpaid
// ones, and saved test cards no subscription uses, do not pile up for ever. A sweep across every
// store, so it runs on the platform path.
import { type Ctx, platformDb } from '../../context.ts';
import { deleteUnpaidSandboxIntents, deleteUnusedSandboxPaymentMethods } from './sandbox-prune.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Like a checkout snapshot, an intent not paid within a week is abandoned. */
export const UNPAID_SANDBOX_INTENT_DAYS = 7;

export async function pruneSandboxPayments(
  ctx: Pick<Ctx, 'scopes'>,
  now = new Date(),
): Promise<{ intents: number; paymentMethods: number }> {
  const before = new Date(now.getTime() - UNPAID_SANDBOX_INTENT_DAYS * DAY_MS);
  const platform = platformDb(ctx);
  return {
    intents: await deleteUnpaidSandboxIntents(platform, before),
    paymentMethods: await deleteUnusedSandboxPaymentMethods(platform, before),
  };
}
