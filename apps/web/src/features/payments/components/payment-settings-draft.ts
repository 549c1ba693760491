// The form's state and how it becomes the PUT body: secrets are sent only when typed, so an empty
// secret field keeps the stored key; warnings are the shared prefix rules of spec admin §5.
import {
  type PaymentGateway,
  type PaymentKeys,
  type PaymentSettings,
  type PaymentSettingsInput,
  paymentKeyWarnings,
  paymentKeyWarningsFor,
} from '@storefleet/contracts';

export type PaymentSettingsDraft = {
  primaryPaymentGateway: PaymentGateway;
  stripePublicKey: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  sumupApiKey: string;
  sumupMerchantCode: string;
};

export type KeyName = keyof typeof paymentKeyWarnings;

export function draftFrom(settings: PaymentSettings): PaymentSettingsDraft {
  return {
    primaryPaymentGateway: settings.primaryPaymentGateway,
    stripePublicKey: settings.stripePublicKey ?? '',
    stripeSecretKey: '',
    stripeWebhookSecret: '',
    sumupApiKey: '',
    sumupMerchantCode: settings.sumupMerchantCode ?? '',
  };
}

export function toInput(draft: PaymentSettingsDraft): PaymentSettingsInput {
  const typed = (value: string) => (value ? value : undefined);
  return {
    primaryPaymentGateway: draft.primaryPaymentGateway,
    stripePublicKey: draft.stripePublicKey,
    stripeSecretKey: typed(draft.stripeSecretKey),
    stripeWebhookSecret: typed(draft.stripeWebhookSecret),
    sumupApiKey: typed(draft.sumupApiKey),
    sumupMerchantCode: draft.sumupMerchantCode,
  };
}

/** A typed key is judged as typed; an untouched secret keeps the server's verdict on the stored one. */
export function warningFor(
  key: KeyName,
  draft: PaymentSettingsDraft,
  saved: PaymentSettings,
): string | undefined {
  const message = paymentKeyWarnings[key];
  const value = draft[key];
  if (value)
    return paymentKeyWarningsFor({ [key]: value } as PaymentKeys).includes(message) ? message : undefined;
  return key !== 'stripePublicKey' && saved.warnings.includes(message) ? message : undefined;
}
