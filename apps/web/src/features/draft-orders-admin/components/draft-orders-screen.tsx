// The Draft Orders screen: the store's drafts with customer, total and status (open, invoiced, paid,
// expired), create and edit in a dialog, send the invoice e-mail, delete after confirmation. A paid
// draft shows the order it became and can no longer be changed.
import type { DraftOrder, DraftOrderStatus } from '@storefleet/contracts';
import { FilePen, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListTable } from '@/components/list-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { RowAction } from '@/components/row-actions.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteDraftOrder } from '../api/delete-draft-order.ts';
import { useDraftOrders } from '../api/get-draft-orders.ts';
import { useSendDraftInvoice } from '../api/send-draft-invoice.ts';
import { type DraftOrderEditing, DraftOrderFormDialog } from './draft-order-form-dialog.tsx';
import type { DraftProductChoice } from './draft-order-lines.tsx';

const STATUS: Record<DraftOrderStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'neutral' },
  invoiced: { label: 'Invoice sent', variant: 'info' },
  paid: { label: 'Paid', variant: 'success' },
  expired: { label: 'Expired', variant: 'warning' },
};

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function DraftOrdersScreen({
  tenantId,
  products,
  productsUnavailable,
}: {
  tenantId?: number;
  products: DraftProductChoice[];
  /** Why the store's products cannot be picked (the member's role), if they cannot. */
  productsUnavailable?: string;
}) {
  const drafts = useDraftOrders(tenantId);
  const remove = useDeleteDraftOrder(tenantId);
  const send = useSendDraftInvoice(tenantId);
  const [editing, setEditing] = useState<DraftOrderEditing>(null);
  const [deleting, setDeleting] = useState<DraftOrder | null>(null);

  const sendInvoice = (draft: DraftOrder) =>
    send.mutate(draft.id, {
      onSuccess: (answer) => toast({ title: 'Invoice sent', description: `E-mailed to ${answer.to}` }),
      onError: (error) =>
        toast({
          title: 'Could not send the invoice',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  const createButton = (
    <Button write onClick={() => setEditing({})}>
      <Plus aria-hidden="true" /> New draft order
    </Button>
  );
  const list = drafts.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex justify-end">{createButton}</div>
      <Card className="overflow-hidden">
        {drafts.isPending ? (
          <Spinner label="Loading draft orders…" className="py-12" />
        ) : drafts.isError ? (
          <LoadError
            layout="centered"
            message={errorMessage(drafts.error)}
            onRetry={() => drafts.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={FilePen} title="No draft orders yet" titleAs="p" action={createButton}>
            Build an order for a customer with your own prices, then e-mail them an invoice to pay online.
          </EmptyState>
        ) : (
          <ListTable
            label="Draft orders"
            columns={
              <>
                <TableHead>Draft</TableHead>
                <TableHead className="hidden sm:table-cell">Customer</TableHead>
                <TableHead>Total</TableHead>
                <TableHead className="hidden sm:table-cell">Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </>
            }
          >
            {list.map((draft) => {
              const paid = draft.status === 'paid';
              return (
                <TableRow key={draft.id} data-testid={`draft-order-${draft.id}`}>
                  <TableCell>
                    <p className="font-semibold">D{draft.id}</p>
                    <p className="text-xs text-muted-foreground sm:hidden">{draft.customerName}</p>
                    <p className="text-xs text-muted-foreground">
                      {draft.lines.length} {draft.lines.length === 1 ? 'line' : 'lines'}
                      {paid ? '' : ` · link until ${shortDate(draft.expiresAt)}`}
                    </p>
                    <Badge variant={STATUS[draft.status].variant} className="mt-1 sm:hidden">
                      {STATUS[draft.status].label}
                    </Badge>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <p>{draft.customerName}</p>
                    <p className="text-xs text-muted-foreground break-all">{draft.customerEmail}</p>
                  </TableCell>
                  <TableCell className="tabular-nums">£{draft.total}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <Badge variant={STATUS[draft.status].variant}>{STATUS[draft.status].label}</Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      {paid ? (
                        <span className="text-xs text-muted-foreground">Order placed</span>
                      ) : (
                        <>
                          <RowAction
                            icon={Mail}
                            label={`Send invoice for D${draft.id}`}
                            write
                            disabled={
                              draft.status === 'expired' || (send.isPending && send.variables === draft.id)
                            }
                            onClick={() => sendInvoice(draft)}
                          />
                          <RowAction
                            icon={Pencil}
                            label={`Edit D${draft.id}`}
                            write
                            onClick={() => setEditing({ draft })}
                          />
                          <RowAction
                            icon={Trash2}
                            label={`Delete D${draft.id}`}
                            write
                            onClick={() => setDeleting(draft)}
                          />
                        </>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </ListTable>
        )}
      </Card>
      <DraftOrderFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        tenantId={tenantId}
        products={products}
        productsUnavailable={productsUnavailable}
      />
      <ConfirmMutationDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={(draft) => `Delete draft order D${draft.id}?`}
        message="Its payment link stops working. This cannot be undone."
        confirmLabel="Delete"
        mutation={remove}
        variables={(draft) => draft.id}
        done="Draft order deleted"
        failed="Error deleting draft order"
      />
    </div>
  );
}
