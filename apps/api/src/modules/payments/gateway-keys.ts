// A store's gateway keys, opened from their encrypted columns, and which provider its checkout uses
// (DESIGN §6): the chosen gateway when its keys are valid, else sandbox while SANDBOX_PAYMENTS is on.
import { isStripeConnected, isSumupConnected, type PaymentProviderName } from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';
import { openSecret } from '../../lib/secret-box.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';

export type SecretField = 'stripeSecretKey' | 'stripeWebhookSecret' | 'sumupApiKey';

export type GatewayKeys = {
  stripePublicKey: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  sumupApiKey: string | null;
  sumupMerchantCode: string | null;
  /** Stored secrets that no longer open (APP_SECRET changed): the owner must enter them again. */
  unreadable: SecretField[];
};

/** Binds a sealed secret to its store and column (see lib/secret-box.ts). */
export const secretContext = (tenantId: number, field: SecretField) => `tenant:${tenantId}:${field}`;

export function readGatewayKeys(config: Config, tenant: TenantRow): GatewayKeys {
  const unreadable: SecretField[] = [];
  const open = (field: SecretField) => {
    const sealed = tenant[field];
    const plain = openSecret(config.APP_SECRET, sealed, secretContext(tenant.id, field));
    if (sealed && plain === null) unreadable.push(field);
    return plain;
  };
  return {
    stripePublicKey: tenant.stripePublicKey,
    stripeSecretKey: open('stripeSecretKey'),
    stripeWebhookSecret: open('stripeWebhookSecret'),
    sumupApiKey: open('sumupApiKey'),
    sumupMerchantCode: tenant.sumupMerchantCode,
    unreadable,
  };
}

/** The provider a new checkout of this store uses, or null when it cannot take payments. */
export function checkoutGatewayFor(
  config: Config,
  tenant: TenantRow,
  keys: GatewayKeys,
): PaymentProviderName | null {
  if (tenant.primaryPaymentGateway === 'stripe' && isStripeConnected(keys)) return 'stripe';
  if (tenant.primaryPaymentGateway === 'sumup' && isSumupConnected(keys)) return 'sumup';
  return config.SANDBOX_PAYMENTS ? 'sandbox' : null;
}
