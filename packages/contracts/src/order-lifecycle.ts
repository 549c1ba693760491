// An order's two statuses and the moves each may make (spec admin §4 order statuses; migration
// 0023): where the money is and where the goods are, apart, so a partly refunded order can still
// be shipped, shipping never touches the money and refunding never touches the parcel. The spec's
// single status is derived from them; the manual override moves it alone, forwards freely and
// backwards only with a reason. Pure: the server checks with it, the admin screen offers with it.

export const paymentStatuses = [
  'pending',
  'authorized',
  'paid',
  'partially_paid',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const fulfillmentStatuses = [
  'unfulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_returned',
  'returned',
] as const;
export type FulfillmentStatus = (typeof fulfillmentStatuses)[number];

/** Where each status may go next; a status missing from its own list cannot repeat. */
export const paymentMoves: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['authorized', 'paid', 'voided'],
  authorized: ['paid', 'voided'],
  paid: ['partially_paid', 'partially_refunded', 'refunded'],
  /** Paid, then edited or exchanged dearer: the difference is due (orders.amount_due_minor). */
  partially_paid: ['paid', 'partially_paid', 'partially_refunded', 'refunded'],
  partially_refunded: ['partially_paid', 'partially_refunded', 'refunded'],
  refunded: [],
  voided: [],
};

export const fulfillmentMoves: Record<FulfillmentStatus, readonly FulfillmentStatus[]> = {
  unfulfilled: ['partially_fulfilled', 'fulfilled'],
  partially_fulfilled: ['partially_fulfilled', 'fulfilled'],
  fulfilled: ['partially_returned', 'returned'],
  partially_returned: ['partially_returned', 'returned'],
  returned: [],
};

export type MoveCheck = { ok: true } | { ok: false; message: string };

const words = (status: string) => status.replaceAll('_', ' ');

/** Why a payment cannot move, in words a store owner reads. */
function paymentRefusal(from: PaymentStatus, to: PaymentStatus): string {
  if (from === 'refunded') return 'This order has already been refunded in full';
  if (from === 'voided') return 'This order’s payment was voided; nothing was taken';
  if (to === 'partially_refunded' || to === 'refunded')
    return `Only a paid order can be refunded; this order’s payment is ${words(from)}`;
  if (to === 'partially_paid')
    return `Only a paid order can owe a difference; this order’s payment is ${words(from)}`;
  return `An order’s payment cannot go from ${words(from)} to ${words(to)}`;
}

function fulfillmentRefusal(from: FulfillmentStatus, to: FulfillmentStatus): string {
  if ((to === 'fulfilled' || to === 'partially_fulfilled') && from !== 'unfulfilled')
    return from === 'partially_fulfilled'
      ? `An order’s goods cannot go from ${words(from)} to ${words(to)}`
      : `This order has already been ${words(from)}`;
  if (to === 'returned' || to === 'partially_returned')
    return `Only goods that were sent can come back; this order is ${words(from)}`;
  return `An order’s goods cannot go from ${words(from)} to ${words(to)}`;
}

export function checkPaymentMove(from: PaymentStatus, to: PaymentStatus): MoveCheck {
  return paymentMoves[from].includes(to) ? { ok: true } : { ok: false, message: paymentRefusal(from, to) };
}

export function checkFulfillmentMove(from: FulfillmentStatus, to: FulfillmentStatus): MoveCheck {
  return fulfillmentMoves[from].includes(to)
    ? { ok: true }
    : { ok: false, message: fulfillmentRefusal(from, to) };
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (paymentStatuses as readonly string[]).includes(value);
}

/** What a provider's or checkout's status says of the money (undefined: nothing, as 'disputed'). */
export function paymentStatusOfEvent(status: string): PaymentStatus | undefined {
  if (status === 'cancelled') return 'voided';
  return isPaymentStatus(status) ? status : undefined;
}

/**
 * The spec's single status from the two: a void is a cancelled order, a full refund a refunded
 * one; otherwise where the goods are wins (a partly refunded parcel is still shipped), then the
 * money. `current` keeps the workflow's finer steps (confirmed, processing, delivered, completed).
 */
export function deriveOrderStatus(
  payment: PaymentStatus,
  fulfillment: FulfillmentStatus,
  current: string,
): string {
  if (payment === 'voided') return 'cancelled';
  if (payment === 'refunded') return 'refunded';
  if (fulfillment === 'fulfilled')
    return current === 'delivered' || current === 'completed' ? current : 'shipped';
  if (fulfillment === 'partially_fulfilled') return 'processing';
  if (payment === 'partially_refunded') return 'partially_refunded';
  if (fulfillment !== 'unfulfilled') return current;
  // Paid with a difference still due (an edit or exchange made it dearer): the spec knows it as paid.
  if (payment === 'paid' || payment === 'partially_paid')
    return current === 'confirmed' || current === 'processing' ? current : 'paid';
  return 'pending';
}

/**
 * The payment status once a difference due is settled (paid: `dueMinor` 0) or raised: owing makes a
 * paid or partly refunded order partially paid; paying it makes it paid, or partly refunded again
 * when something was refunded before. Other statuses (nothing was paid yet) are kept.
 */
export function paymentStatusWithDue(
  current: PaymentStatus,
  { dueMinor, refundedMinor }: { dueMinor: number; refundedMinor: number },
): PaymentStatus {
  if (current !== 'paid' && current !== 'partially_paid' && current !== 'partially_refunded') return current;
  if (dueMinor > 0) return 'partially_paid';
  return refundedMinor > 0 ? 'partially_refunded' : 'paid';
}

/** A manual status move: forwards, backwards (a reason and a confirmation needed), or refused. */
export type ManualMove =
  | { kind: 'same' }
  | { kind: 'forward' }
  | { kind: 'backward' }
  | { kind: 'refused'; message: string };

/** How far along an order is; the money's side statuses (refunds, disputes, cancelled) stand apart. */
const progress: Record<string, number> = {
  pending: 0,
  confirmed: 1,
  paid: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
  completed: 5,
};
const moneySideStatuses = new Set(['refunded', 'partially_refunded', 'disputed']);

export function checkManualStatusMove(from: string, to: string): ManualMove {
  if (from === to) return { kind: 'same' };
  const [a, b] = [progress[from], progress[to]];
  if (to === 'cancelled') {
    if (a !== undefined && a >= progress.shipped!)
      return {
        kind: 'refused',
        message: `A ${words(from)} order cannot be cancelled; refund it or record its return instead`,
      };
    return moneySideStatuses.has(from)
      ? { kind: 'refused', message: `A ${words(from)} order cannot be cancelled` }
      : { kind: 'forward' };
  }
  if (from === 'cancelled') return { kind: 'backward' };
  if (moneySideStatuses.has(to)) return { kind: 'forward' };
  if (moneySideStatuses.has(from)) return { kind: 'backward' };
  if (a === undefined || b === undefined)
    return { kind: 'refused', message: `An order cannot go from ${words(from)} to ${words(to)}` };
  if (b === a && from !== to) return { kind: 'forward' };
  return b > a ? { kind: 'forward' } : { kind: 'backward' };
}

/** The statuses a manual change may offer from `from`, each with its kind (refused ones left out). */
export function manualStatusTargets(
  from: string,
  offered: readonly string[],
): { status: string; backward: boolean }[] {
  return offered.flatMap((status) => {
    const move = checkManualStatusMove(from, status);
    return move.kind === 'forward' || move.kind === 'backward'
      ? [{ status, backward: move.kind === 'backward' }]
      : [];
  });
}

/** Why an order cannot be cancelled (POST /api/admin/orders/{id}/cancel), or undefined when it can. */
export function cancellationRefusal(order: {
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
}): string | undefined {
  if (order.status === 'cancelled' || order.paymentStatus === 'voided')
    return 'This order is already cancelled';
  if (order.fulfillmentStatus !== 'unfulfilled')
    return 'This order has been fulfilled, so it cannot be cancelled; refund it or record its return instead';
  return undefined;
}
