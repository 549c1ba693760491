// Background work of refunds: finish a refund whose request stopped between claim and settle.
import { actAsTenant } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { resumeRefund } from './order-refunds.service.ts';
import { RESUME_REFUND_JOB } from './refund-claim.step.ts';

export const refundJobHandlers: Record<string, JobHandler> = {
  [RESUME_REFUND_JOB]: (payload, _job, ctx) => {
    const { tenantId, refundId } = payload;
    if (typeof tenantId !== 'number' || typeof refundId !== 'number') {
      throw new Error('Malformed refunds.resume job payload');
    }
    actAsTenant(ctx, tenantId);
    return resumeRefund(ctx, refundId);
  },
};
