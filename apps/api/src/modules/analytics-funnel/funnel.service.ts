// The store front's conversion funnel (ADR 0083): the beacon's events counted per store and day,
// and the owner's view of a span of days with its orders and conversion rate, as JSON or CSV.
import {
  FUNNEL_DEFAULT_DAYS,
  type Funnel,
  type FunnelCounts,
  type FunnelEventType,
  type FunnelQuery,
  funnelRate,
  funnelSteps,
} from '@storefleet/contracts';
import { isbot } from 'isbot';
import { actingTenant, type Ctx, readDb } from '../../context.ts';
import { csvCell } from '../../lib/csv-cell.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import {
  bumpFunnelDay,
  type FunnelColumn,
  funnelCountsByDay,
  ordersByDay,
  storeTimeZone,
} from './funnel.queries.ts';
import { addDays, daysBetween, funnelDay } from './funnel-day.ts';

const COLUMN: Record<FunnelEventType, FunnelColumn> = {
  session: 'sessions',
  product_view: 'productViews',
  add_to_cart: 'addToCart',
  checkout_started: 'checkoutsStarted',
};

/** What of a beacon request decides whether it may be counted at all. */
export type BeaconHeaders = { dnt?: string; gpc?: string; userAgent?: string };

/**
 * Why an event is not counted, or null when it is: the shopper asked not to be tracked (`DNT: 1`,
 * `Sec-GPC: 1`), or the caller is no browser a person uses (a bot's user agent, or none).
 */
export function uncountedReason(headers: BeaconHeaders): 'do-not-track' | 'bot' | null {
  if (headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1') return 'do-not-track';
  if (!headers.userAgent?.trim() || isbot(headers.userAgent)) return 'bot';
  return null;
}

/**
 * POST /api/events: one step of the funnel in the store the address names (`?tenantId`, else the
 * Host), never one the body names. Counted only as the day's counter: nothing of the shopper is
 * kept. Not counted (still answered 204): do-not-track, global privacy control, bots.
 */
export async function recordFunnelEvent(
  ctx: Ctx,
  input: { type: FunnelEventType; store: { tenantId?: number; host?: string }; headers: BeaconHeaders },
): Promise<{ counted: boolean }> {
  if (uncountedReason(input.headers)) return { counted: false };
  const tenant = await resolveStorefrontTenant(ctx, input.store);
  // The store's own day (its time zone): the row the sales reports' day would put it in.
  await bumpFunnelDay(ctx.db, tenant.id, funnelDay(new Date(), tenant.timeZone), COLUMN[input.type]);
  return { counted: true };
}

type FunnelDayRow = FunnelCounts & { day: string };

async function readFunnelDays(ctx: Ctx, query: FunnelQuery) {
  await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const tenantId = actingTenant(ctx);
  // Read-heavy: from the replica when it holds the caller's own writes (ADR 0018).
  const db = readDb(ctx);
  const timeZone = await storeTimeZone(db, tenantId);
  const to = query.to ?? funnelDay(new Date(), timeZone);
  const from = query.from ?? addDays(to, -(FUNNEL_DEFAULT_DAYS - 1));
  const [counts, orders] = await Promise.all([
    funnelCountsByDay(db, tenantId, from, to),
    ordersByDay(db, tenantId, { from, to, timeZone }),
  ]);
  const countsOf = new Map(counts.map((row) => [row.day, row]));
  const ordersOf = new Map(orders.map((row) => [row.day, row.orders]));
  const days: FunnelDayRow[] = daysBetween(from, to).map((day) => {
    const row = countsOf.get(day);
    return {
      day,
      sessions: row?.sessions ?? 0,
      productViews: row?.productViews ?? 0,
      addToCart: row?.addToCart ?? 0,
      checkoutsStarted: row?.checkoutsStarted ?? 0,
      orders: ordersOf.get(day) ?? 0,
    };
  });
  return { from, to, days };
}

function total(days: readonly FunnelDayRow[]): FunnelCounts {
  const sum: FunnelCounts = { sessions: 0, productViews: 0, addToCart: 0, checkoutsStarted: 0, orders: 0 };
  for (const day of days) for (const { key } of funnelSteps) sum[key] += day[key];
  return sum;
}

/** GET /api/admin/analytics/funnel: the span's counts (default: the last 30 days) and orders per session. */
export async function getFunnel(ctx: Ctx, query: FunnelQuery): Promise<Funnel> {
  const { from, to, days } = await readFunnelDays(ctx, query);
  const counts = total(days);
  return { from, to, ...counts, conversionRate: funnelRate(counts.orders, counts.sessions) };
}

/** GET /api/admin/analytics/funnel.csv: one row per day, then the span's total. */
export async function exportFunnelCsv(ctx: Ctx, query: FunnelQuery): Promise<string> {
  const { days } = await readFunnelDays(ctx, query);
  const header = ['Date', ...funnelSteps.map((step) => step.label), 'Conversion rate'];
  const line = (label: string, counts: FunnelCounts) =>
    [
      csvCell(label),
      ...funnelSteps.map((step) => String(counts[step.key])),
      String(funnelRate(counts.orders, counts.sessions)),
    ].join(',');
  return `${[header.join(','), ...days.map((day) => line(day.day, day)), line('Total', total(days))].join('\r\n')}\r\n`;
}
