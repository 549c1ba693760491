// The trial banner (spec admin §4): shown while the subscription is a trial; days remaining until
// trialEndsAt (at least 0), progress over the 14-day trial, and 'Your trial has expired' at zero.
import { TRIAL_DAYS, trialDaysRemaining, trialProgress } from '@storefleet/contracts';
import { Clock, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function TrialBanner({ trialEndsAt, now = new Date() }: { trialEndsAt: string | null; now?: Date }) {
  const days = trialDaysRemaining(trialEndsAt, now);
  const progress = trialProgress(days);
  const expired = days === 0;
  const Icon = expired ? TriangleAlert : Clock;
  return (
    <section
      aria-label="Trial"
      className={cn(
        'space-y-3 rounded-xl border p-5',
        expired ? 'border-red-300 bg-red-50 text-red-950' : 'border-sky-200 bg-sky-50 text-sky-950',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <h2 className="font-semibold">
            {expired
              ? 'Your trial has expired'
              : `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`}
          </h2>
          <p className="text-sm">
            {expired
              ? 'Your store front stays open for now. Choose a plan below to keep your store running.'
              : 'Choose a plan before the trial ends to keep your store running without interruption.'}
          </p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label="Trial used"
        aria-valuemin={0}
        aria-valuemax={TRIAL_DAYS}
        aria-valuenow={TRIAL_DAYS - Math.min(days, TRIAL_DAYS)}
        aria-valuetext={`${Math.round(progress * 100)}% of the ${TRIAL_DAYS}-day trial used`}
        className="h-2 overflow-hidden rounded-full bg-white/70"
      >
        <div
          className={cn('h-full rounded-full', expired ? 'bg-red-600' : 'bg-sky-600')}
          style={{ width: `${progress * 100}%` }}
        />
      </div>
    </section>
  );
}
