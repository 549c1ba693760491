// The store owner's e-mail about a failing webhook endpoint (ADR 0075), to where the store's own
// notices go (the support address, else the owner's e-mail), queued with its 'email.send' job.
import type { Ctx } from '../../context.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { SEND_EMAIL_JOB } from './email.service.ts';
import { emailBrandOf } from './email-brand.service.ts';
import { insertStoreEmail } from './store-email.queries.ts';
import { type WebhookFailure, webhookFailureEmail } from './templates/webhook-failure-email.ts';

export type { WebhookFailure };

export async function queueWebhookFailureEmail(
  ctx: Pick<Ctx, 'db' | 'config'>,
  { tenant, failure }: { tenant: TenantRow; failure: WebhookFailure },
): Promise<void> {
  await insertStoreEmail(ctx.db, {
    tenantId: tenant.id,
    supportAddress: tenant.emailSupportAddress,
    ...webhookFailureEmail(emailBrandOf(tenant), failure, `${ctx.config.PUBLIC_URL}/settings`),
    status: ctx.config.SMTP_URL ? 'queued' : 'outbox',
    jobName: SEND_EMAIL_JOB,
  });
}
