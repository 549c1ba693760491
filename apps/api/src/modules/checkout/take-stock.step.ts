// The stock an order takes, inside commit's transaction (write-order.step.ts): each row its lines
// need, in a fixed order, taken in the round trip of the snapshot's lock (ADR 0128) or in one of
// its own before the order's statement (ADR 0120), or sent ahead of that statement in its round
// trip and read once the order is written (ADR 0114).
// A row that could not give its quantity throws StockRanOut, and commit rolls the whole transaction
// back (ADR 0109); rows the sale made low are told to the store in one e-mail.
import { type Ctx, markStorefrontChanged } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import {
  flagLowStockCtes,
  type StockTarget,
  takeStock,
  takeStockAhead,
} from '../catalogue/product-stock.service.ts';
import { queueLowStockEmail } from '../email/low-stock-notifications.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import type { SnapshotRow } from './checkout-snapshots.queries.ts';
import type { MadeLow } from './order-webhook-events.ts';

/** A stock row that could not give the quantity: the whole order is undone (its transaction rolls back). */
export class StockRanOut extends Error {
  constructor(
    readonly productName: string,
    readonly productId: number,
  ) {
    super(`Not enough stock of "${productName}"`);
  }
}

type StockNeed = { target: StockTarget; quantity: number; name: string; productId: number; label: string };

/** Stock rows in a fixed order, quantities of lines sharing a row added up: no deadlocks, no double counting. */
export function stockNeeds(snapshot: SnapshotRow): StockNeed[] {
  const needs = new Map<string, StockNeed>();
  for (const line of snapshot.items) {
    if (!line.stock) continue;
    const key = `${line.stock.kind}:${String(line.stock.id).padStart(12, '0')}`;
    const need = needs.get(key) ?? {
      target: line.stock,
      quantity: 0,
      name: line.name,
      productId: line.productId,
      // The low-stock e-mail names a variant row by its choice.
      label:
        line.stock.kind === 'variant' && line.variantString
          ? `${line.name} (${line.variantString})`
          : line.name,
    };
    need.quantity += line.quantity;
    needs.set(key, need);
  }
  return [...needs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, need]) => need);
}

/** The stock rows sent ahead, each with what it will say it took. */
export type StockSent = {
  tenantId: number;
  rows: { need: StockNeed; taking: Awaited<ReturnType<typeof takeStockAhead>> }[];
};

/** Sends each stock row the snapshot's lines need ahead of the transaction's next statement. */
export function sendStockAhead(txCtx: { db: Db; tenantId: number }, snapshot: SnapshotRow) {
  return sendStock(txCtx, snapshot, false);
}

/**
 * Takes each stock row the snapshot's lines need in one round trip of their own (the last row's,
 * the others sent ahead of it): for an order whose statement then goes with the COMMIT (ADR 0120).
 */
export function takeStockNow(txCtx: { db: Db; tenantId: number }, snapshot: SnapshotRow) {
  return sendStock(txCtx, snapshot, true);
}

/**
 * Takes the stock rows in the round trip of the snapshot's lock, sent ahead just before (ADR 0128):
 * ahead of the account's statement when one follows (it carries them), else the last row now.
 */
export function takeStockWithLock(
  txCtx: { db: Db; tenantId: number },
  snapshot: SnapshotRow,
  accountStatementFollows: boolean,
) {
  return sendStock(txCtx, snapshot, !accountStatementFollows);
}

async function sendStock(txCtx: { db: Db; tenantId: number }, snapshot: SnapshotRow, lastNow: boolean) {
  const sent: StockSent = { tenantId: snapshot.tenantId, rows: [] };
  const needs = stockNeeds(snapshot);
  for (const [at, need] of needs.entries()) {
    const row = { target: need.target, quantity: need.quantity };
    const taking =
      lastNow && at === needs.length - 1
        ? { taken: Promise.resolve(await takeStock(txCtx, row)) }
        : await takeStockAhead(txCtx, row);
    sent.rows.push({ need, taking });
  }
  return sent;
}

/**
 * What the rows took: StockRanOut for the first that could not give its quantity. A sale that takes
 * a row to or below its low-stock level while the row's e-mail is not yet sent raises the rows'
 * flags and queues ONE e-mail to the store for all it made low, in one statement.
 */
export async function readTakenStock(
  tx: Db,
  sent: StockSent,
  store: { ctx: Ctx; tenant: TenantRow | undefined },
): Promise<MadeLow[]> {
  const low: MadeLow[] = [];
  for (const { need, taking } of sent.rows) {
    const taken = await taking.taken;
    if (!taken.taken) throw new StockRanOut(need.name, need.productId);
    // The store front shows a row sold out, and the flag below is a product's column: either
    // notifies its cache (migration 0006), so the confirm's answer waits for the sync (ADR 0117).
    if (taken.stock === 0 || taken.becameLow) markStorefrontChanged(store.ctx);
    if (taken.becameLow) {
      low.push({
        target: need.target,
        productId: need.productId,
        name: need.label,
        stock: taken.stock,
        threshold: taken.threshold,
      });
    }
  }
  if (low.length) {
    const tenant = store.tenant ?? (await getTenant({ ...store.ctx, db: tx }, sent.tenantId));
    await queueLowStockEmail(
      { db: tx, config: store.ctx.config },
      {
        tenant,
        lines: low,
        flags: flagLowStockCtes(
          tenant.id,
          low.map((line) => line.target),
        ),
      },
    );
  }
  return low;
}
