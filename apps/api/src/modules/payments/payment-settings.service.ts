// Payment settings (spec admin §2, §4, §5): read with secrets masked, written with secrets sealed.
// Wrong key prefixes come back as warnings and never block saving.
import {
  changesPaymentRouting,
  isStripeConnected,
  isSumupConnected,
  maskSecret,
  type PaymentSettings,
  type PaymentSettingsInput,
  paymentKeyWarningsFor,
} from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';
import { actingTenant, type Ctx } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { requireCurrentPassword } from '../auth/session.service.ts';
import { type TenantSettingsValues, updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { readGatewayKeys, type SecretField, secretContext } from './gateway-keys.ts';

const unreadableWarning: Record<SecretField, string> = {
  stripeSecretKey: 'The stored Stripe secret key can no longer be read; please enter it again',
  stripeWebhookSecret: 'The stored Stripe webhook secret can no longer be read; please enter it again',
  sumupApiKey: 'The stored SumUp API key can no longer be read; please enter it again',
};

export function toPaymentSettings(config: Config, tenant: TenantRow): PaymentSettings {
  const keys = readGatewayKeys(config, tenant);
  const primary = tenant.primaryPaymentGateway === 'sumup' ? 'sumup' : 'stripe';
  const stripe = isStripeConnected(keys);
  const sumup = isSumupConnected(keys);
  const ready = primary === 'stripe' ? stripe : sumup;
  const gateway = (connected: boolean) =>
    ({ connected, label: connected ? 'Connected' : 'Not Setup' }) as const;
  return {
    tenantId: tenant.id,
    primaryPaymentGateway: primary,
    paymentMethodsEnabled: tenant.paymentMethodsEnabled,
    stripePublicKey: keys.stripePublicKey,
    stripeSecretKeyMasked: maskSecret(keys.stripeSecretKey),
    stripeWebhookSecretMasked: maskSecret(keys.stripeWebhookSecret),
    sumupApiKeyMasked: maskSecret(keys.sumupApiKey),
    sumupMerchantCode: keys.sumupMerchantCode,
    status: {
      overall: ready ? 'Connected' : 'Setup Required',
      stripe: gateway(stripe),
      sumup: gateway(sumup),
      readyForPayments: ready,
    },
    warnings: [...paymentKeyWarningsFor(keys), ...keys.unreadable.map((field) => unreadableWarning[field])],
    sandboxActive: !ready && config.SANDBOX_PAYMENTS,
    webhookUrls: {
      stripe: `${config.PUBLIC_URL}/api/webhooks/stripe/${tenant.id}`,
      sumup: `${config.PUBLIC_URL}/api/webhooks/sumup/${tenant.id}`,
    },
  };
}

/** The acting store's settings. */
export async function getPaymentSettings(ctx: Ctx): Promise<PaymentSettings> {
  return toPaymentSettings(ctx.config, await getTenant(ctx, actingTenant(ctx)));
}

/** Left out or null keeps a stored secret; '' removes it; anything else is sealed and stored. */
function secretColumn(ctx: Ctx, tenantId: number, field: SecretField, value: string | null | undefined) {
  if (value === undefined || value === null) return {};
  return {
    [field]: value === '' ? null : sealSecret(ctx.config.APP_SECRET, value, secretContext(tenantId, field)),
  };
}

/** Plain fields: left out keeps, null or '' clears. */
const plainColumn = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Of the acting store. */
export async function updatePaymentSettings(ctx: Ctx, input: PaymentSettingsInput): Promise<PaymentSettings> {
  const tenantId = actingTenant(ctx);
  // Keys, merchant code and gateway decide where the store's money goes: a borrowed session alone
  // cannot change them.
  if (changesPaymentRouting(input, await getPaymentSettings(ctx))) {
    await requireCurrentPassword(ctx, input.currentPassword);
  }
  const values: TenantSettingsValues = {
    ...secretColumn(ctx, tenantId, 'stripeSecretKey', input.stripeSecretKey),
    ...secretColumn(ctx, tenantId, 'stripeWebhookSecret', input.stripeWebhookSecret),
    ...secretColumn(ctx, tenantId, 'sumupApiKey', input.sumupApiKey),
    stripePublicKey: plainColumn(input.stripePublicKey),
    sumupMerchantCode: plainColumn(input.sumupMerchantCode),
    paymentMethodsEnabled: input.paymentMethodsEnabled?.length ? input.paymentMethodsEnabled : undefined,
    primaryPaymentGateway: input.primaryPaymentGateway,
  };
  const row = await updateTenantSettings({ ...ctx, tenantId }, values);
  if (!row) throw new NotFoundError('Tenant not found');
  return toPaymentSettings(ctx.config, row);
}

/** Gateway keys are the store's money: super admins, and owners or admins of the store (not staff). */
export async function requirePaymentSettingsAccess(
  ctx: Ctx,
  { requestedTenantId, write }: { requestedTenantId: number | undefined; write: boolean },
): Promise<number> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write });
  const actor = ctx.actor!;
  const role = actor.memberships.find((m) => m.tenantId === tenantId)?.role;
  if (!actor.isSuperAdmin && role !== 'owner' && role !== 'admin') {
    throw new ForbiddenError('Only the store owner can manage payment settings');
  }
  return tenantId;
}
