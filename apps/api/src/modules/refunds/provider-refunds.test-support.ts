// Shared by the refund tests against a payment provider's local fake (Stripe, SumUp): the store on
// that provider with its owner signed in, and a double submit of one refund.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInUsers } from '../../../test/app.ts';
import { type CheckoutTestApp, seedShop, storeGatewayKeys } from '../checkout/checkout.test-support.ts';
import { newKey, postRefund } from './refunds.test-support.ts';

/**
 * The store `refund-{provider}` with the provider's `keys` sealed in and the provider as its primary
 * gateway (Stripe is by default), and the cookie of its owner `{provider}-owner`, signed in.
 */
export async function seedProviderShop(
  t: CheckoutTestApp,
  provider: 'stripe' | 'sumup',
  keys: Parameters<typeof storeGatewayKeys>[3],
) {
  const shop = await seedShop(t.db, `refund-${provider}`);
  await storeGatewayKeys(t.db, t.config, shop.tenant.id, keys);
  if (provider !== 'stripe') {
    await t.db.execute(
      sql`update tenants set primary_payment_gateway = ${provider} where id = ${shop.tenant.id}`,
    );
  }
  const { owner } = await signInUsers(t, {
    owner: { username: `${provider}-owner`, password: `${provider}-owner-pass`, memberOf: [shop.tenant.id] },
  });
  return { shop, owner };
}

/** The same refund posted twice at once under one Idempotency-Key, as a double click sends it: both answers. */
export function doubleSubmit(app: FastifyInstance, cookie: string, orderId: number, body: unknown) {
  const key = newKey();
  return Promise.all([
    postRefund(app, cookie, orderId, body, { key }),
    postRefund(app, cookie, orderId, body, { key }),
  ]);
}
