// How the operator and the owner see a tenant row: dates as ISO text, the plan's display name and
// the subscription state (an expired trial, a cancellation waiting for the period end), and the
// store's settings with gateway secrets masked.
import { type AdminTenant, subscriptionStateOf, type TenantSettingsFields } from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';
import { toPaymentSettings } from '../payments/payment-settings.service.ts';
import type { PlanRow } from '../plans/plans.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminTenant(row: TenantRow, plan: PlanRow | undefined, now = new Date()): AdminTenant {
  const dates = { trialEndsAt: iso(row.trialEndsAt), subscriptionEndsAt: iso(row.subscriptionEndsAt) };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    domain: row.domain,
    status: row.status,
    subscriptionPlan: row.subscriptionPlan,
    planName: plan?.name ?? null,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionState: subscriptionStateOf({ subscriptionStatus: row.subscriptionStatus, ...dates }, now),
    ...dates,
    paysByTransfer: row.paysByTransfer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The settings fields of the tenant record; secrets masked by the payment settings' own reader. */
export function toTenantSettingsFields(config: Config, row: TenantRow): TenantSettingsFields {
  const payment = toPaymentSettings(config, row);
  return {
    colorTemplate: row.colorTemplate,
    currency: row.currency,
    emailStoreName: row.emailStoreName,
    emailFromAddress: row.emailFromAddress,
    emailSupportAddress: row.emailSupportAddress,
    emailProcessingTime: row.emailProcessingTime,
    emailCustomMessage: row.emailCustomMessage,
    emailBrandColor: row.emailBrandColor,
    emailLogoUrl: row.emailLogoUrl,
    emailTranslations: (row.emailTranslations ?? {}) as TenantSettingsFields['emailTranslations'],
    paymentMethodsEnabled: row.paymentMethodsEnabled,
    primaryPaymentGateway: row.primaryPaymentGateway,
    stripePublicKey: row.stripePublicKey,
    stripeSecretKeyMasked: payment.stripeSecretKeyMasked,
    stripeWebhookSecretMasked: payment.stripeWebhookSecretMasked,
    sumupApiKeyMasked: payment.sumupApiKeyMasked,
    sumupMerchantCode: row.sumupMerchantCode,
  };
}

/** Finds a tenant's plan in a list by slug or name, ignoring case (as plan-limits does). */
export function planNamedBy(plans: PlanRow[], reference: string): PlanRow | undefined {
  const ref = reference.toLowerCase();
  return plans.find((p) => p.slug.toLowerCase() === ref) ?? plans.find((p) => p.name.toLowerCase() === ref);
}
