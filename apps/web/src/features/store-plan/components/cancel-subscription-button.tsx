// Cancel the plan, after confirmation; it stays active until the end of the paid period.
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={disabled || cancel.isPending}>
          Cancel Subscription
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your {planName} plan?</AlertDialogTitle>
          <AlertDialogDescription>
            Your plan stays active until the end of the current billing period; nothing more is billed after
            that. You can choose a plan again at any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Plan</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => cancel.mutate({ action: 'cancel', tenantId })}
          >
            Cancel Subscription
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
