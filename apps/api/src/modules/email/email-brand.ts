// A store's e-mail identity with the defaults of spec admin §9 filled in: the store name, orders@
// and support@ on its domain (or a placeholder domain), green #16a34a, '1-2 business days'.
import {
  DEFAULT_EMAIL_BRAND_COLOR,
  DEFAULT_EMAIL_PROCESSING_TIME,
  defaultEmailAddresses,
  type EmailSettings,
} from '@storefleet/contracts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { EmailBrand } from './templates/layout.ts';

export function emailSettingsOf(tenant: TenantRow): EmailSettings {
  const defaults = defaultEmailAddresses(tenant.domain, tenant.slug);
  return {
    tenantId: tenant.id,
    emailStoreName: tenant.emailStoreName || tenant.name,
    emailFromAddress: tenant.emailFromAddress || defaults.from,
    emailSupportAddress: tenant.emailSupportAddress || defaults.support,
    emailProcessingTime: tenant.emailProcessingTime || DEFAULT_EMAIL_PROCESSING_TIME,
    emailBrandColor: tenant.emailBrandColor || DEFAULT_EMAIL_BRAND_COLOR,
    emailLogoUrl: tenant.emailLogoUrl,
    emailCustomMessage: tenant.emailCustomMessage,
  };
}

export function emailBrandOf(tenant: TenantRow): EmailBrand & { processingTime: string } {
  const settings = emailSettingsOf(tenant);
  return {
    storeName: settings.emailStoreName,
    brandColor: settings.emailBrandColor,
    logoUrl: settings.emailLogoUrl,
    customMessage: settings.emailCustomMessage,
    processingTime: settings.emailProcessingTime,
  };
}

/**
 * The sender of a store's mail: its name, and its own from address only once the owner has set
 * one (a placeholder-domain address would be refused by any real mail server), else MAIL_FROM's.
 */
export function senderOf(
  tenant: Pick<TenantRow, 'name' | 'emailStoreName' | 'emailFromAddress' | 'emailSupportAddress'>,
  mailFrom: string | undefined,
): { from: { name: string; address: string }; replyTo?: string } {
  const platform = /<([^>]+)>/.exec(mailFrom ?? '')?.[1] ?? mailFrom ?? 'no-reply@storefleet.local';
  return {
    from: { name: tenant.emailStoreName || tenant.name, address: tenant.emailFromAddress || platform },
    replyTo: tenant.emailSupportAddress || undefined,
  };
}
