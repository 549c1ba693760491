// Checking a store's own domain (ADR 0070): its TXT record proves the store controls it; a check
// writes verified, or failed with the reason and when to try again. The recurring job checks the
// due ones with back-off and gives up after a week; "Check now" (domains.service.ts) restarts it.
import { isVerifiedState } from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { checkDomainDns, type DnsCheck } from './domain-dns.ts';
import { storeSubdomain } from './domain-names.ts';
import { forgetDomainCaches } from './domains.cache.ts';
import {
  type DomainCheckValues,
  listDueChecks,
  type StoreDomainRow,
  updateStoreDomain,
} from './domains.queries.ts';

/** The recurring check gives up after a week; "Check now" still works (ADR 0070). */
const CHECK_FOR_MS = 7 * 24 * 3_600_000;
/** 1, 2, 4, … minutes after each failed check, at most 6 hours. */
const checkBackoffMs = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
/** How many due checks one run of the job makes. */
const CHECKS_PER_RUN = 50;

/** Looks up `host`'s DNS records for the acting store: its TXT token, then where the host points. */
export async function checkStoreDns(
  ctx: Ctx,
  { host, token }: { host: string; token: string },
): Promise<DnsCheck> {
  const { slug } = await getTenant(ctx, actingTenant(ctx));
  return checkDomainDns(ctx.config, { host, token, cnameTarget: storeSubdomain(ctx.config, slug) });
}

/** The values a check writes: verified, or failed with its reason and the next try (back-off). */
function checkOutcome(row: StoreDomainRow, check: DnsCheck, now: Date, restart: boolean): DomainCheckValues {
  if (check.verified) {
    return {
      state: isVerifiedState(row.state) ? row.state : 'verified',
      failureReason: null,
      routingProblem: check.routingProblem,
      lastCheckedAt: now,
      verifiedAt: row.verifiedAt ?? now,
      nextCheckAt: null,
    };
  }
  // A verified domain stays verified when its TXT record is later taken away: it proved control once.
  if (isVerifiedState(row.state)) return { lastCheckedAt: now };
  const attempts = restart ? 1 : row.checkAttempts + 1;
  const giveUp = !restart && now.getTime() - row.createdAt.getTime() > CHECK_FOR_MS;
  return {
    state: 'failed',
    failureReason: check.reason,
    checkAttempts: attempts,
    lastCheckedAt: now,
    nextCheckAt: giveUp ? null : new Date(now.getTime() + checkBackoffMs(attempts)),
  };
}

/**
 * Checks the domain `row` of the acting store and writes the outcome; resolves to the row as written.
 * `restart` (Check now) starts the back-off afresh and never gives up.
 */
export async function updateDomainCheck(
  ctx: Ctx,
  { row, restart }: { row: StoreDomainRow; restart: boolean },
): Promise<StoreDomainRow> {
  const check = await checkStoreDns(ctx, { host: row.host, token: row.verificationToken });
  const updated = await updateStoreDomain(
    ctx.db,
    row.tenantId,
    row.id,
    checkOutcome(row, check, new Date(), restart),
  );
  forgetDomainCaches(ctx);
  return updated ?? row;
}

/** Checks the unverified domains that are due, each acting for its store; resolves to the counts. */
export async function verifyDueDomains(ctx: Ctx): Promise<{ checked: number; verified: number }> {
  const due = await listDueChecks(platformDb(ctx), new Date(), CHECKS_PER_RUN);
  let verified = 0;
  for (const row of due) {
    const after = await updateDomainCheck(tenantCtx(ctx, row.tenantId), { row, restart: false });
    if (isVerifiedState(after.state)) verified += 1;
  }
  return { checked: due.length, verified };
}
