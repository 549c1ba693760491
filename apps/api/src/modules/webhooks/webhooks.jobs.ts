// The 'webhooks.deliver' job (registered in background-jobs.ts): sends the deliveries it names.
import type { JobHandler } from '../jobs/jobs.types.ts';
import { DELIVER_WEBHOOKS_JOB } from './webhook-events.service.ts';
import { deliverWebhooks } from './webhooks.service.ts';

export const webhookJobHandlers: Record<string, JobHandler> = {
  [DELIVER_WEBHOOKS_JOB]: async (payload, _job, ctx) => {
    const { tenantId, deliveryIds } = payload;
    if (
      typeof tenantId !== 'number' ||
      !Array.isArray(deliveryIds) ||
      !deliveryIds.every((id) => typeof id === 'number')
    ) {
      throw new Error('Malformed webhooks.deliver payload');
    }
    await deliverWebhooks(ctx, { tenantId, deliveryIds: deliveryIds as number[] });
  },
};
