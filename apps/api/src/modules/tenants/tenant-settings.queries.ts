// A store's settings columns on its tenant row (colour template, e-mail sender and branding, payment
// gateways, the store front's launch and password): the one place they are written. The themes, email and payments modules decide the
// values and call tenant-settings.service.ts.
import type { Db } from '../../db/database.ts';
import type { tenants } from '../../db/schema/index.ts';
import { updateTenantRow } from './tenants.admin.queries.ts';

export type TenantSettingsValues = Partial<
  Pick<
    typeof tenants.$inferInsert,
    | 'colorTemplate'
    | 'emailStoreName'
    | 'emailFromAddress'
    | 'emailSupportAddress'
    | 'emailProcessingTime'
    | 'emailBrandColor'
    | 'emailLogoUrl'
    | 'emailCustomMessage'
    | 'stripePublicKey'
    | 'stripeSecretKey'
    | 'stripeWebhookSecret'
    | 'sumupApiKey'
    | 'sumupMerchantCode'
    | 'paymentMethodsEnabled'
    | 'primaryPaymentGateway'
    | 'pricesIncludeVat'
    | 'vatNumber'
    | 'taxHomeCountry'
    | 'taxOss'
    | 'taxRegisteredIn'
    | 'launchedAt'
    | 'storefrontPassword'
    | 'timeZone'
    | 'defaultLanguage'
    | 'languages'
  >
>;

/** The tenant-row update, narrowed to the settings columns. */
export function updateTenantSettingsRow(db: Db, tenantId: number, values: TenantSettingsValues) {
  return updateTenantRow(db, tenantId, values);
}
