// Which store an order call acts for (DESIGN §4): the store named by ?tenantId or the body, the
// member's own store, or, for a super admin naming none, the order's own store (one narrow look on
// the platform path). Membership and read-only checks apply as everywhere in the admin.
import { type Actor, type Ctx, platformDb } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { findOrderTenantId } from './admin-orders.queries.ts';

export async function actForOrder(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    write,
  }: { orderId: number; requestedTenantId: number | undefined; write?: boolean },
): Promise<{ tenantId: number; actor: Actor }> {
  const actor = requireUser(ctx);
  let tenantId = requestedTenantId;
  if (tenantId === undefined && actor.isSuperAdmin) {
    tenantId = await findOrderTenantId(platformDb(ctx), orderId);
    if (tenantId === undefined) throw new NotFoundError('Order not found');
  }
  return { tenantId: await requireTenantAdmin(ctx, { requestedTenantId: tenantId, write }), actor };
}

/** How the timeline names a member of staff: their user id and username as they are now. */
export const staffActor = (actor: Actor) => ({ userId: actor.userId, name: actor.username });
