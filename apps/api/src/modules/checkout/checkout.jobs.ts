// Background work of checkout: finalize a paid intent nobody confirmed (the sandbox's "webhook",
// and the safety net after every commit), and finish the refund of a checkout that ended without
// an order. Both are safe to repeat.
import type { Ctx } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { finalizeCheckout } from './finalize-checkout.service.ts';
import { REFUND_JOB, refundClosedCheckout } from './refund.step.ts';
import { FINALIZE_JOB } from './write-order.step.ts';

type PaymentJob = { provider: string; paymentId: string; tenantId: number };

function readPayload(payload: Record<string, unknown>): PaymentJob {
  const { provider, paymentId, tenantId } = payload;
  if (typeof provider !== 'string' || typeof paymentId !== 'string' || typeof tenantId !== 'number') {
    throw new Error('Malformed checkout job payload');
  }
  return { provider, paymentId, tenantId };
}

/** Finalize from a job: a payment that is not (yet) there, or a closed checkout, is not a failure. */
export async function finalizeFromJob(ctx: Ctx, job: PaymentJob): Promise<void> {
  try {
    await finalizeCheckout(ctx, {
      paymentIntentId: job.paymentId,
      tenantId: job.tenantId,
      provider: job.provider,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      ctx.log.info({ paymentId: job.paymentId, reason: error.message }, 'checkout not finalized by job');
      return;
    }
    throw error;
  }
}

export const checkoutJobHandlers: Record<string, JobHandler> = {
  [FINALIZE_JOB]: (payload, _job, ctx) => finalizeFromJob(ctx, readPayload(payload)),
  [REFUND_JOB]: (payload, _job, ctx) => {
    const { tenantId, provider, paymentId } = readPayload(payload);
    return refundClosedCheckout(ctx, tenantId, provider, paymentId);
  },
};
