// What an order still owes after a dearer edit or exchange ("Due £25.00") and the action that
// e-mails the customer a link to pay it (ADR 0077). Shown only while something is due.
import { formatMoneyIn } from '@storefleet/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import type { OrderRow } from '../api/get-orders.ts';
import { useSendPaymentLink } from '../api/send-payment-link.ts';

export function OrderAmountDue({ order }: { order: OrderRow }) {
  const send = useSendPaymentLink();
  // The button is off while the link is sent, which takes the focus from it (to the page, behind
  // the order's dialog): once sent or refused it gets the focus back, unless it has gone elsewhere.
  const section = useRef<HTMLElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasSending.current && !send.isPending && lost) section.current?.querySelector('button')?.focus();
    wasSending.current = send.isPending;
  }, [send.isPending]);
  if (!(Number(order.amountDue) > 0)) return null;
  return (
    <section
      ref={section}
      aria-label="Amount due"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <p className="font-semibold">Due {formatMoneyIn('en', order.amountDue, order.currency)}</p>
      <Button
        size="sm"
        variant="outline"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() =>
          send.mutate(
            { orderId: order.id, tenantId: order.tenantId },
            {
              onSuccess: (sent) =>
                toast({
                  title: 'Payment link sent',
                  description: `E-mailed to ${sent.to} for ${formatMoneyIn('en', sent.amountDue, order.currency)}`,
                }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Failed to send the payment link'),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        {send.isPending ? 'Sending…' : 'Send payment link'}
      </Button>
    </section>
  );
}
