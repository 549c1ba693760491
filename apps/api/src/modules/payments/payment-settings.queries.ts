// The payment columns of a store's tenant row: the only writes this module makes to tenants.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';

export type PaymentColumns = Partial<
  Pick<
    typeof tenants.$inferInsert,
    | 'stripePublicKey'
    | 'stripeSecretKey'
    | 'stripeWebhookSecret'
    | 'sumupApiKey'
    | 'sumupMerchantCode'
    | 'paymentMethodsEnabled'
    | 'primaryPaymentGateway'
  >
>;

export async function updatePaymentColumns(db: Db, tenantId: number, values: PaymentColumns) {
  const [row] = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning();
  return row;
}
