// /subscription (spec admin §2 Subscription Management): the store owner's plan with its status,
// the trial banner, usage from real figures, the plans to upgrade or switch to, and billing history.
// Choosing a plan opens a dialog with the server's quote (ADR 0036) and changes only on Confirm.
import type { SubscriptionPlan } from '@storefleet/contracts';
import { useState } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { BillingHistoryList } from '@/features/billing/components/billing-history-list.tsx';
import { CardOnFile } from '@/features/billing/components/card-on-file.tsx';
import { useSubscriptionPlans } from '@/features/plans/api/get-subscription-plans.ts';
import { PlanChooser } from '@/features/plans/components/plan-chooser.tsx';
import { useChangeStorePlan } from '@/features/store-plan/api/change-store-plan.ts';
import { CurrentPlanCard } from '@/features/store-plan/components/current-plan-card.tsx';
import { PlanChangeDialog } from '@/features/store-plan/components/plan-change-dialog.tsx';
import { formatChangeDate } from '@/features/store-plan/components/plan-dates.ts';
import { ScheduledChangeNotice } from '@/features/store-plan/components/scheduled-change-notice.tsx';
import { TrialBanner } from '@/features/store-plan/components/trial-banner.tsx';
import { UsageBoxes } from '@/features/store-plan/components/usage-boxes.tsx';
import { useTenantAccount } from '@/features/tenants/api/get-tenant-account.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** The spec's fallback store when the user has none (a super admin without a membership). */
const FALLBACK_TENANT_ID = 1;

export function SubscriptionRoute() {
  useDocumentTitle('Subscription Plans');
  const { data: user } = useUser();
  const tenantId = user?.memberships[0]?.tenantId ?? FALLBACK_TENANT_ID;
  const account = useTenantAccount(tenantId);
  const plans = useSubscriptionPlans();
  const [pendingPlanId, setPendingPlanId] = useState<number | null>(null);
  const [chosenPlan, setChosenPlan] = useState<SubscriptionPlan | null>(null);
  const change = useChangeStorePlan({
    onSuccess: (summary, request) => {
      // A dearer plan starts when its bill is paid (ADR 0012); the bill shows in Billing History.
      const chosen =
        request.action === 'upgrade' ? plans.data?.find((plan) => plan.id === request.planId) : undefined;
      toast({
        title: 'Subscription Updated',
        description: summary.pendingPlan
          ? `Your ${chosen?.name ?? 'new'} plan starts once its bill is paid. You can find the bill under Billing History.`
          : summary.billingId !== null &&
              summary.subscriptionPlan === chosen?.slug &&
              request.action === 'upgrade'
            ? `Your ${chosen.name} plan applies now: its bill was charged to your card.`
            : summary.scheduledPlan
              ? `Your plan changes to ${chosen?.name ?? summary.scheduledPlan} on ${formatChangeDate(summary.scheduledPlanAt)}.`
              : summary.subscriptionStatus === 'trial'
                ? `Your ${chosen?.name ?? 'new'} plan applies now. You will not be charged until your trial ends on ${formatChangeDate(summary.trialEndsAt)}.`
                : 'Your store’s plan has been changed.',
      });
    },
    onError: (error) =>
      toast({ title: 'Upgrade Failed', description: errorMessage(error), variant: 'destructive' }),
  });

  if (account.isPending) return <PageSpinner label="Loading your subscription…" />;
  if (account.isError) return <LoadError what="your subscription" onRetry={() => account.refetch()} />;
  const a = account.data;
  const readOnly = a.readOnlyReason !== null && user?.isAdmin !== 'true';
  const confirm = (plan: SubscriptionPlan) => {
    setChosenPlan(null);
    setPendingPlanId(plan.id);
    change.mutate(
      { action: 'upgrade', tenantId, planId: plan.id },
      { onSettled: () => setPendingPlanId(null) },
    );
  };

  return (
    <div className="space-y-8">
      <PageHeading title="Subscription Management" description={`Your plan for ${a.name}.`} />
      {/* An inactive or suspended store's reason shows in the admin frame's banner (store-read-only). */}
      {a.subscriptionStatus === 'trial' ? <TrialBanner trialEndsAt={a.trialEndsAt} /> : null}
      <CurrentPlanCard account={a} readOnly={readOnly} />
      <ScheduledChangeNotice account={a} readOnly={readOnly} />
      <CardOnFile tenantId={tenantId} />
      <UsageBoxes usage={a.usage} />
      {plans.isError ? <LoadError what="subscription plans" onRetry={() => plans.refetch()} /> : null}
      {plans.data ? (
        <PlanChooser
          plans={plans.data.filter((plan) => plan.isActive)}
          currentPlan={a.plan}
          // A running trial counts as the current plan too: choosing it again would change nothing.
          currentIsActive={['active', 'ending', 'trial'].includes(a.subscriptionState)}
          currentIsEnding={a.subscriptionState === 'ending' || a.scheduledChange !== null}
          pendingPlanId={pendingPlanId}
          disabled={readOnly}
          onChoose={setChosenPlan}
        />
      ) : null}
      <PlanChangeDialog
        tenantId={tenantId}
        plan={chosenPlan}
        onClose={() => setChosenPlan(null)}
        onConfirm={confirm}
      />
      <BillingHistoryList tenantId={tenantId} />
    </div>
  );
}
