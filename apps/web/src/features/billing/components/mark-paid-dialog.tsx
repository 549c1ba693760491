// 'Mark Payment as Received' (spec admin §2, §5, §8): payment method (required) and notes.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingRecord,
  billingPaymentMethodLabels,
  billingPaymentMethods,
  formatMoney,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formatPeriod } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useMarkBillingPaid } from '../api/mark-billing-paid.ts';

const schema = z.object({
  paymentMethod: z.string().min(1, 'Payment method is required'),
  notes: z.string().max(2000, 'Notes must be at most 2000 characters'),
});
type Values = z.infer<typeof schema>;
const empty: Values = { paymentMethod: '', notes: '' };
const methodOptions = billingPaymentMethods.map((method) => ({
  value: method,
  label: billingPaymentMethodLabels[method],
}));

type Props = { bill: BillingRecord | null; onOpenChange: (open: boolean) => void };

export function MarkPaidDialog({ bill, onOpenChange }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;
  const markPaid = useMarkBillingPaid();

  const submit = async (values: Values) => {
    if (!bill) {
      toast({ title: 'Error', description: 'No billing record selected', variant: 'destructive' });
      return;
    }
    await markPaid.mutateAsync({
      id: bill.id,
      values: {
        paymentMethod: values.paymentMethod as (typeof billingPaymentMethods)[number],
        notes: values.notes.trim() || null,
      },
    });
    toast({ title: 'Payment marked as received' });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={bill !== null}
      onOpenChange={onOpenChange}
      title="Mark Payment as Received"
      description={
        bill
          ? `${bill.tenantName}: ${formatMoney(bill.amount)} for ${formatPeriod(bill.billingPeriodStart, bill.billingPeriodEnd)}`
          : 'No billing record selected'
      }
      form={form}
      defaultValues={empty}
      onSubmit={submit}
      submitLabel="Mark as Paid"
      pendingLabel="Saving..."
      errorFallback="Failed to mark payment"
    >
      <SelectField
        control={form.control}
        name="paymentMethod"
        id="paid-method"
        label="Payment Method"
        placeholder="Select a payment method"
        required
        error={errors.paymentMethod?.message}
        options={methodOptions}
      />
      <FormField id="paid-notes" label="Notes (optional)" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}
