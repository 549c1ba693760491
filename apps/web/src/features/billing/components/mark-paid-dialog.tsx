// 'Mark Payment as Received' (spec admin §2, §5, §8): payment method (required) and notes.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingRecord,
  billingPaymentMethodLabels,
  billingPaymentMethods,
  formatMoney,
} from '@storefleet/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField, fieldA11y } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatPeriod } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useMarkBillingPaid } from '../api/mark-billing-paid.ts';

const schema = z.object({
  paymentMethod: z.string().min(1, 'Payment method is required'),
  notes: z.string().max(2000, 'Notes must be at most 2000 characters'),
});
type Values = z.infer<typeof schema>;

type Props = { bill: BillingRecord | null; onOpenChange: (open: boolean) => void };

export function MarkPaidDialog({ bill, onOpenChange }: Props) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { paymentMethod: '', notes: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (bill) form.reset({ paymentMethod: '', notes: '' });
  }, [bill, form]);

  const markPaid = useMarkBillingPaid({
    onSuccess: () => {
      toast({ title: 'Payment marked as received' });
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to mark payment'),
        variant: 'destructive',
      }),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!bill) {
      toast({ title: 'Error', description: 'No billing record selected', variant: 'destructive' });
      return;
    }
    markPaid.mutate({
      id: bill.id,
      values: {
        paymentMethod: values.paymentMethod as (typeof billingPaymentMethods)[number],
        notes: values.notes.trim() || null,
      },
    });
  });

  return (
    <Dialog open={bill !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark Payment as Received</DialogTitle>
          <DialogDescription>
            {bill
              ? `${bill.tenantName}: ${formatMoney(bill.amount)} for ${formatPeriod(bill.billingPeriodStart, bill.billingPeriodEnd)}`
              : 'No billing record selected'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="paid-method" label="Payment Method" error={errors.paymentMethod?.message}>
            <Controller
              control={form.control}
              name="paymentMethod"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger
                    {...fieldA11y('paid-method', errors.paymentMethod?.message)}
                    aria-required="true"
                  >
                    <SelectValue placeholder="Select a payment method" />
                  </SelectTrigger>
                  <SelectContent>
                    {billingPaymentMethods.map((method) => (
                      <SelectItem key={method} value={method}>
                        {billingPaymentMethodLabels[method]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="paid-notes" label="Notes (optional)" error={errors.notes?.message}>
            <Textarea
              {...fieldA11y('paid-notes', errors.notes?.message)}
              rows={3}
              {...form.register('notes')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={markPaid.isPending} aria-busy={markPaid.isPending || undefined}>
              {markPaid.isPending ? 'Saving...' : 'Mark as Paid'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
