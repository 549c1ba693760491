// Refused admin attempts surfaced in the platform's audit log (ADR 0049): when one user is refused
// REFUSALS_TO_REPORT times on one store (or on the platform's routes) within REFUSAL_WINDOW_MS, one
// platform entry says so: "Refused access: user X tried 5 times on store 7". Refusals are counted in
// memory, per instance, so a caller cannot make the database write for each refused call: at most
// one entry per user, store and window, and the counter holds at most MAX_TRACKED pairs (past that,
// new pairs go uncounted until old windows close; the request log still names every refusal).
import type { Ctx } from '../../context.ts';
import type { RefusedAccess } from '../../plugins/refused-access.ts';
import { recordAdminWrite } from './audit-log.service.ts';

export const REFUSALS_TO_REPORT = 5;
export const REFUSAL_WINDOW_MS = 10 * 60 * 1000;
const MAX_TRACKED = 10_000;

type Window = { since: number; attempts: number };

export class RefusalCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits = {
      report: REFUSALS_TO_REPORT,
      windowMs: REFUSAL_WINDOW_MS,
      maxTracked: MAX_TRACKED,
    },
  ) {}

  /** Counts one refusal; answers the count when it reaches the report threshold (once per window), else null. */
  count(key: string, now: number): number | null {
    let window = this.windows.get(key);
    if (window && now - window.since >= this.limits.windowMs) {
      this.windows.delete(key);
      window = undefined;
    }
    if (!window) {
      if (this.windows.size >= this.limits.maxTracked) this.forgetClosed(now);
      if (this.windows.size >= this.limits.maxTracked) return null;
      window = { since: now, attempts: 0 };
      this.windows.set(key, window);
    }
    window.attempts += 1;
    return window.attempts === this.limits.report ? window.attempts : null;
  }

  get tracked(): number {
    return this.windows.size;
  }

  private forgetClosed(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.since >= this.limits.windowMs) this.windows.delete(key);
    }
  }
}

export function refusalMessage(refusal: RefusedAccess, attempts: number): string {
  const who = `user ${refusal.username} (#${refusal.userId})`;
  const where = refusal.tenantId === null ? "the platform's routes" : `store #${refusal.tenantId}`;
  return `Refused access: ${who} tried ${attempts} times on ${where}`;
}

/**
 * Counts a signed-in user's refusal and, the time it reaches the threshold, records the platform
 * entry. An anonymous 401 has no user to name: the request log holds it.
 */
export async function noteRefusedAccess(
  ctx: Pick<Ctx, 'scopes'>,
  counter: RefusalCounter,
  refusal: RefusedAccess,
  now = Date.now(),
): Promise<void> {
  if (refusal.userId === null || refusal.username === null) return;
  const attempts = counter.count(`${refusal.userId}:${refusal.tenantId ?? 'platform'}`, now);
  if (attempts === null) return;
  await recordAdminWrite(ctx, {
    tenantId: null,
    actor: { userId: refusal.userId, username: refusal.username },
    action: 'other',
    entityType: 'refused-access',
    entityId: refusal.tenantId === null ? null : String(refusal.tenantId),
    route: refusal.route,
    status: refusal.status,
    before: null,
    after: {
      message: refusalMessage(refusal, attempts),
      attempts,
      store: refusal.tenantId,
      withinMinutes: REFUSAL_WINDOW_MS / 60_000,
    },
  });
}
