// What the catalogue asks of product subscriptions before it deletes a product: deleting it would
// delete its customers' subscriptions (cascade), so a product with live ones is refused.
import { actingTenant, type Ctx } from '../../context.ts';
import { countLiveSubscriptionsOfProduct } from './product-subscriptions.queries.ts';

export function countLiveSubscriptions(ctx: Pick<Ctx, 'db' | 'tenantId'>, productId: number) {
  return countLiveSubscriptionsOfProduct(ctx.db, actingTenant(ctx), productId);
}
