// A store's e-mail identity with the defaults of spec admin §9 filled in: the store name, orders@
// and support@ on its domain (or a placeholder domain), green #16a34a, '1-2 business days'. Every
// e-mail's header is drawn in the store's colour: the primary colour of its colour template (spec
// admin §3), unless the owner chose an e-mail brand colour of their own in Email Settings.
import {
  DEFAULT_EMAIL_BRAND_COLOR,
  DEFAULT_EMAIL_PROCESSING_TIME,
  defaultEmailAddresses,
  type EmailSettings,
  getColorTheme,
  type Translations,
  translateField,
} from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';
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
    translations: (tenant.emailTranslations ?? {}) as EmailSettings['translations'],
  };
}

/**
 * The header's colours: the e-mail brand colour the owner chose (white text on it), else, while it
 * is the default green, the primary colour of the store's colour template and that template's text
 * colour on it (the Dark template's light blue takes dark text).
 */
export function emailHeaderColours(tenant: Pick<TenantRow, 'emailBrandColor' | 'colorTemplate'>): {
  brandColor: string;
  brandTextColor: string;
} {
  const chosen = tenant.emailBrandColor?.toLowerCase();
  if (chosen && chosen !== DEFAULT_EMAIL_BRAND_COLOR)
    return { brandColor: chosen, brandTextColor: '#ffffff' };
  const { variables } = getColorTheme(tenant.colorTemplate);
  return { brandColor: variables.primary, brandTextColor: variables['primary-foreground'] };
}

/**
 * What an e-mail shows of the store. With `language` (the order's, docs/decisions/0095) the owner's
 * custom message and processing time are that language's translation when it has a non-blank one,
 * else the owner's own (docs/decisions/0094).
 */
export function emailBrandOf(tenant: TenantRow, language?: string): EmailBrand & { processingTime: string } {
  const settings = emailSettingsOf(tenant);
  const translations = tenant.emailTranslations as Translations | null;
  const inLanguage = <T extends string | null>(own: T, field: string) =>
    language ? translateField(own, translations, language, field) : own;
  return {
    storeName: settings.emailStoreName,
    ...emailHeaderColours(tenant),
    logoUrl: settings.emailLogoUrl,
    customMessage: inLanguage(settings.emailCustomMessage, 'emailCustomMessage'),
    processingTime: inLanguage(settings.emailProcessingTime, 'emailProcessingTime'),
  };
}

/**
 * The platform's sending address: MAIL_FROM (`no-reply@example.com` or `Name <no-reply@example.com>`),
 * else no-reply@ the PUBLIC_URL's host. Every store's mail leaves from it.
 */
export function platformSender(config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>): {
  name: string;
  address: string;
} {
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(config.MAIL_FROM ?? '');
  if (named) return { name: named[1]?.replace(/^"|"$/g, '') || 'Storefleet', address: named[2]! };
  if (config.MAIL_FROM) return { name: 'Storefleet', address: config.MAIL_FROM };
  return { name: 'Storefleet', address: `no-reply@${new URL(config.PUBLIC_URL).hostname}` };
}

/** A display name that cannot pass for an address or break the header ("a@b.com" → "a at b.com"). */
function displayName(name: string): string {
  return name
    .replace(/[\p{Cc}"<>]/gu, ' ')
    .replace(/@/g, ' at ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/**
 * The sender of a store's mail: the platform's address (a store cannot send as any domain it
 * likes, nor as the platform's own people), with the store's name as the display name; replies
 * go to the store's own address, its support address first.
 */
export function senderOf(
  tenant: Pick<TenantRow, 'name' | 'emailStoreName' | 'emailFromAddress' | 'emailSupportAddress'> | undefined,
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>,
): { from: { name: string; address: string }; replyTo?: string } {
  const platform = platformSender(config);
  if (!tenant) return { from: platform };
  return {
    from: {
      name: displayName(tenant.emailStoreName || tenant.name) || platform.name,
      address: platform.address,
    },
    replyTo: tenant.emailSupportAddress || tenant.emailFromAddress || undefined,
  };
}
