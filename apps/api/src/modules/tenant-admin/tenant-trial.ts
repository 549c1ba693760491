// The operator's change to a store's trial end (ADR 0049): PUT /api/super-admin/tenants/{id} with
// `trialEndsAt`. A time not after now ends the trial now (Generate Monthly Billing bills the store
// from then on, modules/billing); a later one, up to TRIAL_EXTENSION_MAX_DAYS ahead, extends it. A
// store whose plan is paid or cancelled has no trial to move.
import { TRIAL_EXTENSION_MAX_DAYS } from '@storefleet/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type TrialOf = { name: string; subscriptionStatus: string; trialEndsAt: Date | null };

/** The trial end to store, or undefined when nothing changes (the same end, or an ended trial ended again). */
export function nextTrialEnd(tenant: TrialOf, requested: string | undefined, now: Date): Date | undefined {
  if (requested === undefined) return undefined;
  const wanted = new Date(requested);
  if (tenant.trialEndsAt?.getTime() === wanted.getTime()) return undefined;
  if (tenant.subscriptionStatus !== 'trial') {
    const plan = tenant.subscriptionStatus === 'active' ? 'is on a paid plan' : 'has cancelled its plan';
    throw new ConflictError(`${tenant.name} ${plan}: it has no trial to end or extend`);
  }
  if (wanted.getTime() <= now.getTime()) {
    const hasEnded = tenant.trialEndsAt !== null && tenant.trialEndsAt.getTime() <= now.getTime();
    return hasEnded ? undefined : now;
  }
  if (wanted.getTime() > now.getTime() + TRIAL_EXTENSION_MAX_DAYS * DAY_MS) {
    throw new BadRequestError(
      `A trial can be extended to at most ${TRIAL_EXTENSION_MAX_DAYS} days from today`,
    );
  }
  return wanted;
}
