// Payment settings (spec admin §2 Payment settings, §4 gateway state, §5 payment keys, §7 calls).
// The key-prefix warnings and the gateway state are computed here once, for the screen and the API.
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { paymentGateways } from './tenants.ts';

export type PaymentGateway = (typeof paymentGateways)[number];

const optionalKey = z.string().trim().max(500, 'Key is too long').nullable().optional();

/**
 * PUT /api/tenant/payment-settings and PUT /api/admin/tenants/{id}/payment-settings.
 * A secret field left out or null keeps the stored secret (the screen only ever sees it masked);
 * an empty string removes it. Plain fields left out keep their value; null or '' clears them.
 * A save that changes where the store's money goes needs `currentPassword`, the signed-in user's
 * password typed again (`changesPaymentRouting`).
 */
export const paymentSettingsInputSchema = z.object({
  stripePublicKey: optionalKey,
  stripeSecretKey: optionalKey,
  stripeWebhookSecret: optionalKey,
  paymentMethodsEnabled: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  sumupApiKey: optionalKey,
  sumupMerchantCode: z.string().trim().max(100).nullable().optional(),
  primaryPaymentGateway: z.enum(paymentGateways, { error: 'Choose Stripe or SumUp' }).optional(),
  tenantId: idSchema('Tenant id').optional(),
  currentPassword: z.string().max(200, 'Password is too long').optional(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

export const SECRET_PAYMENT_KEYS = ['stripeSecretKey', 'stripeWebhookSecret', 'sumupApiKey'] as const;
/** Not secret, but each decides which account a payment is made to: changed only with the password. */
const ROUTING_PAYMENT_FIELDS = ['stripePublicKey', 'sumupMerchantCode', 'primaryPaymentGateway'] as const;

export type SavedPaymentRouting = Pick<PaymentSettings, (typeof ROUTING_PAYMENT_FIELDS)[number]>;

/**
 * Whether a save changes where the store's payments go, and so needs the current password: a
 * secret changed or removed, or the publishable key, the SumUp merchant code or the primary
 * gateway set to something other than what is saved. Sending a saved value back unchanged (as the
 * form does) needs none.
 */
export function changesPaymentRouting(input: PaymentSettingsInput, saved: SavedPaymentRouting): boolean {
  if (SECRET_PAYMENT_KEYS.some((field) => input[field] !== undefined && input[field] !== null)) return true;
  return ROUTING_PAYMENT_FIELDS.some((field) => {
    const value = input[field];
    return value !== undefined && (value || null) !== saved[field];
  });
}

export const gatewayStatusSchema = z.object({
  connected: z.boolean(),
  label: z.enum(['Connected', 'Not Setup']),
});

export const paymentSettingsSchema = z.object({
  tenantId: z.number().int(),
  primaryPaymentGateway: z.enum(paymentGateways),
  paymentMethodsEnabled: z.array(z.string()),
  stripePublicKey: z.string().nullable(),
  /** Masked, e.g. 'sk_test_…4242'; never the secret itself. */
  stripeSecretKeyMasked: z.string().nullable(),
  stripeWebhookSecretMasked: z.string().nullable(),
  sumupApiKeyMasked: z.string().nullable(),
  sumupMerchantCode: z.string().nullable(),
  status: z.object({
    overall: z.enum(['Connected', 'Setup Required']),
    stripe: gatewayStatusSchema,
    sumup: gatewayStatusSchema,
    readyForPayments: z.boolean(),
  }),
  warnings: z.array(z.string()),
  /** True when checkout falls back to sandbox test cards (DESIGN §6 SANDBOX_PAYMENTS). */
  sandboxActive: z.boolean(),
  webhookUrls: z.object({ stripe: z.string(), sumup: z.string() }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export type PaymentKeys = {
  stripePublicKey?: string | null;
  stripeSecretKey?: string | null;
  stripeWebhookSecret?: string | null;
  sumupApiKey?: string | null;
  sumupMerchantCode?: string | null;
};

export const paymentKeyWarnings = {
  stripePublicKey: 'Stripe publishable key should start with "pk_"',
  stripeSecretKey: 'Stripe secret key should start with "sk_"',
  stripeWebhookSecret: 'Stripe webhook secret should start with "whsec_"',
  sumupApiKey: 'SumUp API key should start with "sup_sk_"',
} as const;

/** Spec admin §5: warnings in red that do not block saving. One per key that is set but wrongly prefixed. */
export function paymentKeyWarningsFor(keys: PaymentKeys): string[] {
  const warnings: string[] = [];
  const bad = (value: string | null | undefined, prefix: string) => !!value && !value.startsWith(prefix);
  if (bad(keys.stripePublicKey, 'pk_')) warnings.push(paymentKeyWarnings.stripePublicKey);
  if (bad(keys.stripeSecretKey, 'sk_')) warnings.push(paymentKeyWarnings.stripeSecretKey);
  if (bad(keys.stripeWebhookSecret, 'whsec_')) warnings.push(paymentKeyWarnings.stripeWebhookSecret);
  if (bad(keys.sumupApiKey, 'sup_sk_')) warnings.push(paymentKeyWarnings.sumupApiKey);
  return warnings;
}

/** Spec admin §4: Stripe is connected when both keys are present, rightly prefixed and nothing warns. */
export function isStripeConnected(keys: PaymentKeys): boolean {
  return (
    !!keys.stripePublicKey?.startsWith('pk_') &&
    !!keys.stripeSecretKey?.startsWith('sk_') &&
    (!keys.stripeWebhookSecret || keys.stripeWebhookSecret.startsWith('whsec_'))
  );
}

/** Spec admin §4: SumUp is connected when the API key has its prefix and a merchant code is present. */
export function isSumupConnected(keys: PaymentKeys): boolean {
  return !!keys.sumupApiKey?.startsWith('sup_sk_') && !!keys.sumupMerchantCode?.trim();
}

/** 'sk_test_…4242': enough to recognise a key, never enough to use it. */
export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return null;
  const prefix = /^(sk_(test|live)_|rk_(test|live)_|whsec_|sup_sk_)/.exec(secret)?.[0] ?? '';
  const tail = secret.length >= prefix.length + 8 ? secret.slice(-4) : '';
  return `${prefix}…${tail}`;
}
