// Ninety days of a demo store's past (ADR 0083): orders with their lines, timeline, fulfilments,
// refunds and cancellations, and the store front's funnel counts, so the dashboard, the orders and
// customers screens and the analytics have something to show from the first minute. Planned by a
// seeded generator (the same store and day give the same rows), dated back from `now`, written in a
// few multi-row inserts into the tables real orders use. Order numbers come from the orders' own
// trigger in date order (#1001 upwards), so a real order placed next continues them; invoice numbers
// likewise, the store's invoice counter moved to the last. Stock is left as the catalogue has it: the
// history is past trade, as if restocked since.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  creditNoteSequences,
  creditNotes,
  discountRedemptions,
  discounts,
  funnelDays,
  invoiceSequences,
  orderEvents,
  orderFulfilmentLines,
  orderFulfilments,
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  products,
} from '../db/schema/index.ts';
import { creditNoteLinesOf } from '../modules/invoices/credit-notes.service.ts';
import { vatOf } from '../modules/vat/vat-pricing.service.ts';

const DAY_MS = 86_400_000;
export const DEMO_HISTORY_DAYS = 90;

/** A small, fast, seeded generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

export type HistoryProduct = { id: number; name: string; priceMinor: number; vatRate: number };
export type HistoryShipping = { name: string; costMinor: number };
export type HistoryStore = {
  slug: string;
  ownerName: string;
  /** The store's busiest weekday figure: orders on an ordinary weekday before the trend. */
  ordersPerDay: number;
  products: readonly HistoryProduct[];
  shipping: readonly HistoryShipping[];
  streets: readonly string[];
};

export type PlannedLine = {
  productId: number;
  productName: string;
  quantity: number;
  priceMinor: number;
  vatRate: number;
  vatMinor: number;
  discountMinor: number;
};
export type PlannedOrder = {
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingMethod: string;
  subtotalMinor: number;
  shippingMinor: number;
  discountCode: string | null;
  discountMinor: number;
  vatMinor: number;
  shippingVatMinor: number;
  totalMinor: number;
  paymentStatus: 'paid' | 'partially_refunded' | 'refunded' | 'voided';
  fulfillmentStatus: 'unfulfilled' | 'fulfilled';
  status: string;
  refundedMinor: number;
  lines: PlannedLine[];
  fulfilment: { createdAt: Date; deliveredAt: Date | null; trackingNumber: string } | null;
  refund: {
    createdAt: Date;
    amountMinor: number;
    shippingMinor: number;
    reason: string;
    /** Which lines (by index) and how many of each. */
    lines: { line: number; quantity: number; amountMinor: number }[];
  } | null;
};
export type PlannedDay = {
  day: string;
  sessions: number;
  productViews: number;
  addToCart: number;
  checkoutsStarted: number;
};
export type HistoryPlan = { orders: PlannedOrder[]; funnel: PlannedDay[] };

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Arthur',
  'Ivy',
  'Leo',
  'Freya',
  'Oscar',
  'Grace',
  'Harry',
  'Lily',
  'Jack',
  'Evie',
  'Charlie',
  'Sophie',
  'Theo',
  'Ella',
  'Alfie',
  'Ruby',
  'Finley',
  'Priya',
  'Omar',
  'Aisha',
  'Kwame',
  'Mei',
  'Tomasz',
  'Niamh',
  'Rhys',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Walker',
  'Thompson',
  'Evans',
  'Hughes',
  'Khan',
  'Clarke',
  'Murphy',
  "O'Neill",
  'Campbell',
  'Nowak',
  'Okafor',
  'Chen',
  'Lewis',
];
const DISCOUNT_CODES = [
  { code: 'WELCOME10', percent: 10 },
  { code: 'SPRING15', percent: 15 },
];
const REFUND_REASONS = ['Arrived damaged', 'Wrong size', 'Changed my mind', 'Not as pictured'];

type Customer = { name: string; email: string; address: string };

function customerPool(store: HistoryStore, random: () => number, size: number): Customer[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: size }, (_, i) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      name: `${first} ${last}`,
      email: `${handle}${i}@example.com`,
      address: `${1 + Math.floor(random() * 120)} ${pick(store.streets)}`,
    };
  });
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The store's last DEMO_HISTORY_DAYS days (and today up to `now`): orders per day shaped by weekday
 * and weekend and a gentle upward trend, a third of them from returning customers, a few with a
 * discount, a few refunded or cancelled; older orders fulfilled and delivered; the funnel's counts
 * consistent with the orders (checkouts > orders, adds > checkouts, views > adds, sessions > views).
 */
export function planDemoHistory(store: HistoryStore, now: Date): HistoryPlan {
  const random = seededRandom(seedOf(store.slug));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const regulars = customerPool(store, random, 14);
  const newcomers = customerPool(store, random, 220);
  let nextNewcomer = 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const planned: PlannedOrder[] = [];
  const funnel: PlannedDay[] = [];

  for (let back = DEMO_HISTORY_DAYS; back >= 0; back -= 1) {
    const dayStart = today - back * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const trend = 0.8 + (0.4 * (DEMO_HISTORY_DAYS - back)) / DEMO_HISTORY_DAYS;
    const expected = store.ordersPerDay * (weekend ? 1.6 : weekday === 1 ? 0.8 : 1) * trend;
    const count = Math.max(0, Math.round(expected + (random() - 0.5) * 4));
    let placedToday = 0;
    for (let n = 0; n < count; n += 1) {
      // Between 07:00 and 23:00, more in the evening.
      const hour = 7 + Math.floor(16 * Math.sqrt(random()));
      const createdAt = new Date(dayStart + hour * 3_600_000 + Math.floor(random() * 3_600_000));
      if (createdAt.getTime() > now.getTime()) continue;
      placedToday += 1;
      const customer =
        random() < 0.33 || nextNewcomer >= newcomers.length ? pick(regulars) : newcomers[nextNewcomer++]!;
      planned.push(planOrder(store, random, customer, createdAt, now));
    }
    const checkouts = placedToday + Math.round(placedToday * (0.35 + random() * 0.3) + random() * 2);
    const adds = checkouts + Math.round(checkouts * (0.9 + random() * 0.6) + random() * 3);
    const views = adds + Math.round(adds * (2 + random() * 1.5) + random() * 5);
    const sessions = views + Math.round(views * (0.5 + random() * 0.4) + random() * 5);
    funnel.push({
      day: dayOf(new Date(dayStart)),
      sessions,
      productViews: views,
      addToCart: adds,
      checkoutsStarted: checkouts,
    });
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { orders: planned, funnel };
}

function planOrder(
  store: HistoryStore,
  random: () => number,
  customer: Customer,
  createdAt: Date,
  now: Date,
): PlannedOrder {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const lineCount = random() < 0.6 ? 1 : random() < 0.7 ? 2 : 3;
  const chosen = new Map<number, HistoryProduct>();
  while (chosen.size < Math.min(lineCount, store.products.length)) {
    const product = pick(store.products);
    chosen.set(product.id, product);
  }
  const lines: PlannedLine[] = [...chosen.values()].map((product) => ({
    productId: product.id,
    productName: product.name,
    quantity: random() < 0.8 ? 1 : 2,
    priceMinor: product.priceMinor,
    vatRate: product.vatRate,
    vatMinor: 0,
    discountMinor: 0,
  }));
  const subtotalMinor = lines.reduce((sum, line) => sum + line.quantity * line.priceMinor, 0);
  const discount = random() < 0.09 ? pick(DISCOUNT_CODES) : null;
  const discountMinor = discount ? Math.round((subtotalMinor * discount.percent) / 100) : 0;
  // The discount shared over the lines by their amounts, the rounding on the last (as checkout does).
  let shared = 0;
  lines.forEach((line, i) => {
    const amount = line.quantity * line.priceMinor;
    line.discountMinor =
      i === lines.length - 1 ? discountMinor - shared : Math.floor((discountMinor * amount) / subtotalMinor);
    shared += line.discountMinor;
    line.vatMinor = vatOf(amount - line.discountMinor, line.vatRate, true);
  });
  const shipping =
    subtotalMinor - discountMinor >= 5000 && store.shipping.length > 1
      ? store.shipping[0]!
      : pick(store.shipping);
  const shippingVatMinor = vatOf(shipping.costMinor, 20, true);
  const totalMinor = subtotalMinor - discountMinor + shipping.costMinor;
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;

  const order: PlannedOrder = {
    createdAt,
    customerName: customer.name,
    customerEmail: customer.email,
    shippingAddress: customer.address,
    shippingMethod: shipping.name,
    subtotalMinor,
    shippingMinor: shipping.costMinor,
    discountCode: discount?.code ?? null,
    discountMinor,
    vatMinor: lines.reduce((sum, line) => sum + line.vatMinor, 0) + shippingVatMinor,
    shippingVatMinor,
    totalMinor,
    paymentStatus: 'paid',
    fulfillmentStatus: 'unfulfilled',
    status: 'paid',
    refundedMinor: 0,
    lines,
    fulfilment: null,
    refund: null,
  };
  const fate = random();
  if (fate < 0.04) {
    // Cancelled before it was sent: the card's hold released, nothing taken.
    return { ...order, paymentStatus: 'voided', status: 'cancelled' };
  }
  if (ageDays < 1) return order;
  const sentAt = new Date(createdAt.getTime() + (4 + random() * 20) * 3_600_000);
  const delivered = ageDays >= 4;
  order.fulfillmentStatus = 'fulfilled';
  order.status = delivered ? 'delivered' : 'shipped';
  order.fulfilment = {
    createdAt: sentAt,
    deliveredAt: delivered ? new Date(sentAt.getTime() + (1 + random() * 2) * DAY_MS) : null,
    trackingNumber: `RM${String(Math.floor(random() * 1e9)).padStart(9, '0')}GB`,
  };
  if (delivered && fate < 0.1 && ageDays >= 7) {
    const refundAt = new Date(createdAt.getTime() + (5 + random() * 2) * DAY_MS);
    const reason = pick(REFUND_REASONS);
    if (fate < 0.06) {
      // The whole order back, shipping too.
      order.refund = {
        createdAt: refundAt,
        amountMinor: totalMinor,
        shippingMinor: shipping.costMinor,
        reason,
        lines: lines.map((line, i) => ({
          line: i,
          quantity: line.quantity,
          amountMinor: line.quantity * line.priceMinor - line.discountMinor,
        })),
      };
      return { ...order, paymentStatus: 'refunded', status: 'refunded', refundedMinor: totalMinor };
    }
    // One unit of the first line back.
    const line = lines[0]!;
    const amountMinor = line.priceMinor - Math.floor(line.discountMinor / line.quantity);
    order.refund = {
      createdAt: refundAt,
      amountMinor,
      shippingMinor: 0,
      reason,
      lines: [{ line: 0, quantity: 1, amountMinor }],
    };
    return { ...order, paymentStatus: 'partially_refunded', refundedMinor: amountMinor };
  }
  return order;
}

/**
 * The discount codes the history's orders used, as checkout records a use (ADR 0032): the code in
 * the store (made, active, if the store has none of that name), its use count raised by the orders
 * that used it, and one redemption per order, so the Discounts screen counts them.
 */
async function writeDiscountUses(db: Db, tenantId: number, planned: readonly PlannedOrder[], ids: number[]) {
  const used = planned.flatMap((o, i) => (o.discountCode ? [{ o, orderId: ids[i]! }] : []));
  if (used.length === 0) return;
  const redemptions: (typeof discountRedemptions.$inferInsert)[] = [];
  for (const { code, percent } of DISCOUNT_CODES) {
    const uses = used.filter(({ o }) => o.discountCode === code);
    if (uses.length === 0) continue;
    const [existing] = await db
      .select({ id: discounts.id })
      .from(discounts)
      .where(sql`${discounts.tenantId} = ${tenantId} and lower(${discounts.code}) = lower(${code})`);
    const [row] = existing
      ? await db
          .update(discounts)
          .set({ usedCount: sql`${discounts.usedCount} + ${uses.length}` })
          .where(eq(discounts.id, existing.id))
          .returning({ id: discounts.id })
      : await db
          .insert(discounts)
          .values({ tenantId, code, type: 'percentage', value: percent, usedCount: uses.length })
          .returning({ id: discounts.id });
    for (const { o, orderId } of uses) {
      redemptions.push({
        tenantId,
        discountId: row!.id,
        orderId,
        email: o.customerEmail.toLowerCase(),
        amountMinor: o.discountMinor,
        createdAt: o.createdAt,
      });
    }
  }
  for (const part of chunks(redemptions)) await db.insert(discountRedemptions).values(part);
}

const CHUNK = 400;
function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The store's live products as the history sells them. */
export async function historyProducts(db: Db, tenantId: number): Promise<HistoryProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      vatRate: products.vatRate,
      isDraft: products.isDraft,
      isSubscription: products.isSubscription,
    })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(products.id);
  return rows
    .filter((p) => !p.isDraft && !p.isSubscription)
    .map(({ id, name, priceMinor, vatRate }) => ({ id, name, priceMinor, vatRate }));
}

/**
 * Writes a plan for the store in bulk: orders (numbered by their trigger in date order), lines,
 * timeline, fulfilments, refunds, the invoice counter, the funnel's days. Returns the orders written.
 */
export async function writeDemoHistory(db: Db, tenantId: number, store: HistoryStore, plan: HistoryPlan) {
  const planned = plan.orders;
  const ids: number[] = [];
  for (const part of chunks(planned)) {
    const offset = ids.length;
    const rows = await db
      .insert(orders)
      .values(
        part.map((o, k) => ({
          tenantId,
          customerEmail: o.customerEmail,
          customerName: o.customerName,
          shippingAddress: o.shippingAddress,
          shippingMethod: o.shippingMethod,
          subtotalMinor: o.subtotalMinor,
          shippingMinor: o.shippingMinor,
          totalMinor: o.totalMinor,
          refundedMinor: o.refundedMinor,
          discountCode: o.discountCode,
          discountMinor: o.discountMinor,
          vatMinor: o.vatMinor,
          shippingVatMinor: o.shippingVatMinor,
          shippingVatRate: 20,
          pricesIncludeVat: true,
          currency: 'GBP',
          status: o.status,
          paymentStatus: o.paymentStatus,
          fulfillmentStatus: o.fulfillmentStatus,
          paymentProvider: 'sandbox',
          paymentIntentId: `pi_demo_${store.slug}_${offset + k + 1}`,
          invoiceNumber: offset + k + 1,
          createdAt: o.createdAt,
          updatedAt:
            o.refund?.createdAt ?? o.fulfilment?.deliveredAt ?? o.fulfilment?.createdAt ?? o.createdAt,
        })),
      )
      .returning({ id: orders.id });
    ids.push(...rows.map((r) => r.id));
  }
  const invoice = planned.length;
  if (invoice > 0) {
    await db
      .insert(invoiceSequences)
      .values({ tenantId, lastNumber: invoice })
      .onConflictDoUpdate({
        target: invoiceSequences.tenantId,
        set: { lastNumber: sql`greatest(${invoiceSequences.lastNumber}, ${invoice})` },
      });
  }

  const lineRows = planned.flatMap((o, i) =>
    o.lines.map((line) => ({ tenantId, orderId: ids[i]!, ...line })),
  );
  const lineIds: number[] = [];
  for (const part of chunks(lineRows)) {
    const rows = await db.insert(orderItems).values(part).returning({ id: orderItems.id });
    lineIds.push(...rows.map((r) => r.id));
  }
  // The lines' ids per order, in the order written.
  const linesOf: number[][] = [];
  let at = 0;
  for (const o of planned) {
    linesOf.push(lineIds.slice(at, at + o.lines.length));
    at += o.lines.length;
  }

  const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
  const events = planned.flatMap((o, i) => {
    const orderId = ids[i]!;
    const list: (typeof orderEvents.$inferInsert)[] = [
      {
        tenantId,
        orderId,
        kind: 'placed',
        source: 'customer',
        message: `Order placed by ${o.customerName} for ${money(o.totalMinor)}`,
        data: { totalMinor: o.totalMinor },
        createdAt: o.createdAt,
      },
    ];
    if (o.paymentStatus !== 'voided') {
      list.push({
        tenantId,
        orderId,
        kind: 'paid',
        source: 'provider',
        message: `Payment of ${money(o.totalMinor)} received (sandbox)`,
        data: { totalMinor: o.totalMinor },
        createdAt: o.createdAt,
      });
    } else {
      list.push({
        tenantId,
        orderId,
        kind: 'status_changed',
        source: 'staff',
        actorName: store.ownerName,
        message: 'Order cancelled: the payment was released',
        data: { from: 'paid', to: 'cancelled' },
        createdAt: new Date(o.createdAt.getTime() + 3_600_000),
      });
    }
    if (o.fulfilment) {
      list.push({
        tenantId,
        orderId,
        kind: 'fulfilled',
        source: 'staff',
        actorName: store.ownerName,
        message: `Sent with Royal Mail, tracking ${o.fulfilment.trackingNumber}`,
        data: { carrier: 'Royal Mail', trackingNumber: o.fulfilment.trackingNumber },
        createdAt: o.fulfilment.createdAt,
      });
      if (o.fulfilment.deliveredAt) {
        list.push({
          tenantId,
          orderId,
          kind: 'delivered',
          source: 'system',
          message: 'Delivered',
          data: {},
          createdAt: o.fulfilment.deliveredAt,
        });
      }
    }
    if (o.refund) {
      list.push({
        tenantId,
        orderId,
        kind: 'refunded',
        source: 'staff',
        actorName: store.ownerName,
        message: `Refunded ${money(o.refund.amountMinor)}: ${o.refund.reason}`,
        data: { amountMinor: o.refund.amountMinor },
        createdAt: o.refund.createdAt,
      });
    }
    return list;
  });
  for (const part of chunks(events)) await db.insert(orderEvents).values(part);

  const sent = planned.flatMap((o, i) => (o.fulfilment ? [{ o, i }] : []));
  const fulfilmentIds: number[] = [];
  for (const part of chunks(sent)) {
    const rows = await db
      .insert(orderFulfilments)
      .values(
        part.map(({ o, i }) => ({
          tenantId,
          orderId: ids[i]!,
          carrier: 'Royal Mail',
          trackingNumber: o.fulfilment!.trackingNumber,
          notifiedCustomer: true,
          createdByName: store.ownerName,
          deliveredAt: o.fulfilment!.deliveredAt,
          createdAt: o.fulfilment!.createdAt,
        })),
      )
      .returning({ id: orderFulfilments.id });
    fulfilmentIds.push(...rows.map((r) => r.id));
  }
  const fulfilmentLines = sent.flatMap(({ o, i }, n) =>
    o.lines.map((line, l) => ({
      tenantId,
      fulfilmentId: fulfilmentIds[n]!,
      orderItemId: linesOf[i]![l]!,
      quantity: line.quantity,
    })),
  );
  for (const part of chunks(fulfilmentLines)) await db.insert(orderFulfilmentLines).values(part);

  const refunded = planned.flatMap((o, i) => (o.refund ? [{ o, i, refund: o.refund }] : []));
  const refundIds: number[] = [];
  if (refunded.length > 0) {
    const refundRows = await db
      .insert(orderRefunds)
      .values(
        refunded.map(({ i, refund }) => ({
          tenantId,
          orderId: ids[i]!,
          idempotencyKey: `demo-history-${ids[i]}`,
          requestHash: 'demo-history',
          status: 'succeeded',
          amountMinor: refund.amountMinor,
          shippingMinor: refund.shippingMinor,
          refundedBeforeMinor: 0,
          restock: false,
          reason: refund.reason,
          actorName: store.ownerName,
          leaseUntil: refund.createdAt,
          createdAt: refund.createdAt,
          updatedAt: refund.createdAt,
        })),
      )
      .returning({ id: orderRefunds.id });
    refundIds.push(...refundRows.map((r) => r.id));
    await db.insert(orderRefundLines).values(
      refunded.flatMap(({ i, refund }, n) =>
        refund.lines.map((line) => ({
          tenantId,
          refundId: refundRows[n]!.id,
          orderItemId: linesOf[i]![line.line]!,
          quantity: line.quantity,
          amountMinor: line.amountMinor,
        })),
      ),
    );
  }

  await writeDiscountUses(db, tenantId, planned, ids);
  if (refunded.length > 0) {
    // Each refund's credit note, as a real refund's settling writes it (ADR 0068): numbered 1, 2, 3…
    // in the order the refunds were made, the store's counter moved to the last, so the next real
    // refund's note continues the series.
    const byDate = refundIds
      .map((refundId, n) => ({ refundId, ...refunded[n]! }))
      .sort((x, y) => x.refund.createdAt.getTime() - y.refund.createdAt.getTime() || x.refundId - y.refundId);
    const notes = byDate.map(({ o, i, refund, refundId }, n) => {
      const lines = creditNoteLinesOf(
        {
          pricesIncludeVat: true,
          shippingMethod: o.shippingMethod,
          shippingVatRate: 20,
          shippingVatMinor: o.shippingVatMinor,
        },
        o.lines.map((line, l) => ({
          id: linesOf[i]![l]!,
          productName: line.productName,
          variantString: null,
          quantity: line.quantity,
          priceMinor: line.priceMinor,
          vatRate: line.vatRate,
          vatMinor: line.vatMinor,
        })),
        {
          amountMinor: refund.amountMinor,
          shippingMinor: refund.shippingMinor,
          lines: refund.lines.map((line) => ({
            orderItemId: linesOf[i]![line.line]!,
            quantity: line.quantity,
            amountMinor: line.amountMinor,
          })),
          refundedBefore: new Map(),
        },
      );
      return {
        tenantId,
        orderId: ids[i]!,
        refundId,
        number: n + 1,
        invoiceNumber: i + 1,
        currency: 'GBP',
        amountMinor: refund.amountMinor,
        vatMinor: lines.reduce((sum, l) => sum + l.vatMinor, 0),
        pricesIncludeVat: true,
        lines,
        createdAt: refund.createdAt,
      };
    });
    for (const part of chunks(notes)) await db.insert(creditNotes).values(part);
    await db
      .insert(creditNoteSequences)
      .values({ tenantId, lastNumber: notes.length })
      .onConflictDoUpdate({
        target: creditNoteSequences.tenantId,
        set: { lastNumber: sql`greatest(${creditNoteSequences.lastNumber}, ${notes.length})` },
      });
  }

  if (plan.funnel.length > 0) {
    await db
      .insert(funnelDays)
      .values(plan.funnel.map((day) => ({ tenantId, ...day })))
      .onConflictDoNothing();
  }
  return ids;
}
