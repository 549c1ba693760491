// Step 5, notify: queues the order's e-mails and marks the snapshot 'notified' in one transaction,
// so however many finalizers reach this point, the e-mails go once.
import type { Ctx } from '../../context.ts';
import {
  createSetPasswordToken,
  SET_PASSWORD_TOKEN_TTL_MS,
  setPasswordUrl,
} from '../account/account.service.ts';
import { queueOrderEmails } from '../email/order-notifications.ts';
import { findOrder } from '../orders/order-payment.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { lockSnapshot, moveSnapshot } from './checkout-snapshots.queries.ts';
import { transactionWithRetry } from './transaction-retry.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function notifyOrder(ctx: Ctx, tenantId: number, snapshotId: number): Promise<void> {
  await transactionWithRetry(ctx.db, async (tx) => {
    const snapshot = await lockSnapshot(tx, tenantId, snapshotId);
    if (snapshot?.status !== 'ordered' || !snapshot.orderId) return;
    const txCtx = { ...ctx, db: tx };
    const order = await findOrder(txCtx, tenantId, snapshot.orderId);
    if (!order) return;
    const tenant = await getTenant(txCtx, tenantId);
    const setPassword =
      snapshot.newCustomer && order.userId
        ? {
            username: order.customerEmail,
            link: setPasswordUrl(ctx.config.PUBLIC_URL, await createSetPasswordToken(tx, order.userId)),
            validDays: SET_PASSWORD_TOKEN_TTL_MS / DAY_MS,
          }
        : undefined;
    await queueOrderEmails(txCtx, {
      tenant,
      setPassword,
      order: {
        orderId: order.id,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        shippingAddress: order.shippingAddress,
        shippingMethod: order.shippingMethod,
        subtotalMinor: order.subtotalMinor,
        shippingMinor: order.shippingMinor,
        totalMinor: order.totalMinor,
        lines: snapshot.items.map((line) => ({
          name: line.name,
          variantString: line.variantString,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
        })),
      },
    });
    await moveSnapshot(tx, tenantId, snapshotId, ['ordered'], { status: 'notified' });
  });
}
