// A store's settings columns on its tenant row (colour template, e-mail sender and branding, payment
// gateways): the one place they are written. The themes, email and payments modules decide the
// values and call tenant-settings.service.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';
import type { TenantRow } from './tenants.queries.ts';

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
  >
>;

export async function updateTenantSettingsRow(
  db: Db,
  tenantId: number,
  values: TenantSettingsValues,
): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning();
  return row;
}
