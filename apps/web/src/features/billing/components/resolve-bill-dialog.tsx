// Refund a paid bill or waive an open one (ADR 0085), confirmed with the operator's reason. Refund:
// the whole amount goes back to the card through the platform's provider. Waive: the bill is never
// charged, dunning stops, and a store held for it is restored as when it is paid.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { type BillResolution, useResolveBill } from '../api/resolve-bill.ts';
import { billMoney } from './bill-money.ts';

const schema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason').max(500, 'Reason must be at most 500 characters'),
});
type Values = z.infer<typeof schema>;
const empty: Values = { reason: '' };

export type BillToResolve = {
  id: number;
  tenantName: string;
  amount: string;
  currency: string;
  action: BillResolution;
};

const texts = {
  refund: {
    title: (name: string) => `Refund ${name}’s bill`,
    what: 'goes back to the card it was charged to. The bill no longer counts as revenue.',
    submit: 'Refund bill',
    pending: 'Refunding...',
    done: 'Bill refunded',
  },
  waive: {
    title: (name: string) => `Waive ${name}’s bill`,
    what: 'is forgiven: it is never charged, reminders stop, and a store held for it is restored.',
    submit: 'Waive bill',
    pending: 'Waiving...',
    done: 'Bill waived',
  },
} as const;

export function ResolveBillDialog({
  bill,
  onOpenChange,
}: {
  bill: BillToResolve | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const resolve = useResolveBill();
  const text = texts[bill?.action ?? 'waive'];

  const submit = async (values: Values) => {
    if (!bill) return;
    await resolve.mutateAsync({ id: bill.id, action: bill.action, reason: values.reason });
    toast({ title: text.done });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={bill !== null}
      onOpenChange={onOpenChange}
      title={text.title(bill?.tenantName ?? 'the store')}
      description={bill ? `${billMoney(bill.amount, bill.currency)} ${text.what}` : undefined}
      form={form}
      defaultValues={empty}
      onSubmit={submit}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      errorFallback={`Failed to ${bill?.action ?? 'change'} the bill`}
    >
      <FormField id="resolve-reason" label="Reason" error={form.formState.errors.reason?.message}>
        <Textarea
          rows={3}
          placeholder="Kept on the bill and the store’s billing timeline"
          {...form.register('reason')}
        />
      </FormField>
    </FormDialog>
  );
}
