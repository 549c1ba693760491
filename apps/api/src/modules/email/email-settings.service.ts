// Email Settings (spec admin §2, §5, §9): save a store's sender identity and branding, and send a
// test message now (over SMTP when SMTP_URL is set, else into the outbox) so the owner sees the result.
import {
  type EmailSettings,
  type emailSettingsInputSchema,
  type TestEmailResult,
  unacceptedLanguages,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { BadRequestError, errorClass, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { findEmail } from './email.queries.ts';
import { queueEmail, sendQueuedEmail } from './email.service.ts';
import { emailBrandOf, emailSettingsOf } from './email-brand.service.ts';
import { testEmail } from './templates/test-email.ts';

type Input = z.output<typeof emailSettingsInputSchema>;

export async function updateEmailSettings(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: Input },
): Promise<EmailSettings> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (input.translations) {
    // Only the store's enabled languages other than its default (docs/decisions/0094).
    const tenant = await getTenant(ctx, acting);
    const refused = unacceptedLanguages(input.translations, tenant);
    if (refused.length > 0) {
      throw new BadRequestError(
        `Translations are only kept for the store's languages other than its default (${tenant.defaultLanguage}): ` +
          `${refused.join(', ')} is not one of them. Enable it in Store Settings → Languages first.`,
      );
    }
  }
  const saved = await updateTenantSettings(ctx, {
    emailStoreName: input.emailStoreName,
    emailFromAddress: input.emailFromAddress,
    emailSupportAddress: input.emailSupportAddress,
    emailProcessingTime: input.emailProcessingTime,
    emailBrandColor: input.emailBrandColor.toLowerCase(),
    emailLogoUrl: input.emailLogoUrl,
    emailCustomMessage: input.emailCustomMessage,
    ...(input.translations ? { emailTranslations: input.translations } : {}),
  });
  if (!saved) throw new NotFoundError('Tenant not found');
  return emailSettingsOf(await getTenant(ctx, acting));
}

/** The mail server refused or could not be reached: the owner needs to know, in words. */
class MailDeliveryError extends errorClass(502, 'internal_error') {}

export async function sendTestEmail(
  ctx: Ctx,
  requestedTenantId: number | undefined,
): Promise<TestEmailResult> {
  const actor = requireUser(ctx);
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, acting);
  const to = actor.email || tenant.emailSupportAddress;
  if (!to) {
    throw new BadRequestError(
      'Add an e-mail address to your account or a support address to send a test email to',
    );
  }
  const settings = emailSettingsOf(tenant);
  const email = testEmail(emailBrandOf(tenant), settings.emailSupportAddress);
  const id = await queueEmail(ctx, { tenantId: acting, to, ...email });
  if (!ctx.config.SMTP_URL) {
    return {
      success: true,
      to,
      status: 'outbox',
      message: `No mail server is configured, so the test email to ${to} was kept in the email log.`,
    };
  }
  try {
    await sendQueuedEmail(ctx, id);
  } catch {
    const failed = await findEmail(ctx.db, acting, id);
    const reason = /\b[45]\d\d\b.*/.exec(failed?.error ?? '')?.[0];
    throw new MailDeliveryError(
      `The mail server did not accept the test email${reason ? `: ${reason}` : ''}. It will be retried; see the email log.`,
    );
  }
  return { success: true, to, status: 'sent', message: `Test email sent to ${to}.` };
}
