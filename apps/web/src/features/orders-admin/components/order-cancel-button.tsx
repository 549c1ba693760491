// Cancel an order from its dialog: asks first, then refunds what was paid, restocks and e-mails the
// customer (POST /api/admin/orders/{id}/cancel). Offered while nothing has been sent.
import { cancellationRefusal } from '@storefleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import type { OrderRow } from '../api/get-orders.ts';
import { orderLabel } from './order-label.ts';

export function OrderCancelButton({ order }: { order: OrderRow }) {
  const cancel = useCancelOrder();
  if (cancellationRefusal(order) !== undefined) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button write variant="destructive" size="sm">
          Cancel order
        </Button>
      }
      title={`Cancel order ${orderLabel(order)}?`}
      message="Everything paid is refunded to the customer's card, the items go back into stock and the customer is e-mailed. This cannot be undone."
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(
          { orderId: order.id, tenantId: order.tenantId },
          {
            onSuccess: () => toast({ title: `Order ${orderLabel(order)} cancelled` }),
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'Failed to cancel the order'),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}
