// Cancel the plan, after confirmation; it stays active until the end of the paid period.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useChangeStorePlan } from '../api/change-store-plan.ts';

type Props = { tenantId: number; planName: string; disabled: boolean };

export function CancelSubscriptionButton({ tenantId, planName, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const cancel = useChangeStorePlan({
    onSuccess: (summary) =>
      toast({
        title: 'Subscription Canceled',
        description: `Your ${planName} plan stays active until ${formatDate(summary.subscriptionEndsAt)}.`,
      }),
    onError: (error) =>
      toast({ title: 'Cancellation Failed', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" disabled={disabled || cancel.isPending}>
          Cancel Subscription
        </Button>
      }
      title={`Cancel your ${planName} plan?`}
      message="Your plan stays active until the end of the current billing period; nothing more is billed after that. You can choose a plan again at any time."
      cancelLabel="Keep Plan"
      confirmLabel="Cancel Subscription"
      onConfirm={() => cancel.mutate({ action: 'cancel', tenantId })}
    />
  );
}
