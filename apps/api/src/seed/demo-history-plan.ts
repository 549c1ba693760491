// The plan of a demo store's ninety days of history (ADR 0083): a seeded generator (the same store
// and day give the same plan) of orders with their lines, discounts, fulfilments, refunds and
// cancellations, and the store front's funnel counts per day. Pure: demo-history.ts writes it.
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
export const DISCOUNT_CODES = [
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
