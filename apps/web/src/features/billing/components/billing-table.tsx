// The bills table (spec admin §2 Payment Management): Store, Plan, Amount, Period, Due Date,
// Status, Payment Method, Actions. Unpaid and overdue bills can be marked paid by the operator
// (an overdue bill still gets paid in real life); paid ones show their paid date and their PDF
// invoice (ADR 0086). The operator also waives an open bill, refunds one paid by card, and opens the
// store's billing timeline (ADR 0085).
import { type BillingRecord, billingPaymentMethodLabels, formatMoney } from '@storefleet/contracts';
import { Ban, FileDown, History, Undo2 } from 'lucide-react';
import { RowAction } from '@/components/row-actions.tsx';
import { TableColumns, TableRowHeader } from '@/components/table-parts.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatDate, formatPeriod } from '@/lib/format-date.ts';
import { BillingStatusBadge } from './billing-status-badge.tsx';

/** The operator's other actions on a bill (ADR 0085): the store's timeline, refund, waive. */
export type OperatorBillActions = {
  onTimeline: (store: { id: number; name: string }) => void;
  onResolve: (bill: BillingRecord, action: 'refund' | 'waive') => void;
};

type BillingTableProps = {
  bills: BillingRecord[];
  /** Absent for a store owner: their bills are read-only. */
  onMarkPaid?: (bill: BillingRecord) => void;
  operatorActions?: OperatorBillActions;
};

const isOpen = (status: string) => ['unpaid', 'overdue', 'past_due'].includes(status);
/** Paid by a card through the platform (Stripe, or the sandbox's test cards): refundable here. */
const paidByCard = (bill: BillingRecord) =>
  bill.status === 'paid' && (bill.paymentMethod === 'stripe' || bill.paymentMethod === 'other');

const methodLabel = (method: string | null) =>
  method ? (billingPaymentMethodLabels[method as keyof typeof billingPaymentMethodLabels] ?? method) : '—';

export function BillingTable({ bills, onMarkPaid, operatorActions }: BillingTableProps) {
  return (
    <div className="rounded-lg border bg-background">
      <Table className="min-w-[880px]">
        <TableColumns
          titles={['Store', 'Plan', 'Amount', 'Period', 'Due Date', 'Status', 'Payment Method']}
          actions="Actions"
        />
        <TableBody>
          {bills.map((bill) => (
            <TableRow key={bill.id}>
              <TableRowHeader>{bill.tenantName}</TableRowHeader>
              <TableCell>{bill.planName ?? '—'}</TableCell>
              <TableCell className="font-semibold tabular-nums">{formatMoney(bill.amount)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatPeriod(bill.billingPeriodStart, bill.billingPeriodEnd)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(bill.dueDate)}</TableCell>
              <TableCell>
                <BillingStatusBadge status={bill.status} />
              </TableCell>
              <TableCell>{methodLabel(bill.paymentMethod)}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <div className="flex items-center justify-end gap-1">
                  {bill.status === 'paid' ? (
                    <span className="inline-flex items-center gap-3 text-sm text-muted-foreground">
                      Paid {formatDate(bill.paidAt)}
                      {bill.invoiceNumber ? (
                        <a
                          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                          href={`/api/billing/${bill.id}/invoice.pdf`}
                          download
                          aria-label={`Download invoice ${bill.invoiceNumber} of ${bill.tenantName}`}
                        >
                          <FileDown aria-hidden="true" className="size-4" />
                          Invoice
                        </a>
                      ) : null}
                    </span>
                  ) : isOpen(bill.status) && onMarkPaid ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onMarkPaid(bill)}
                      aria-label={`Mark ${bill.tenantName} bill as paid`}
                    >
                      Mark Paid
                    </Button>
                  ) : isOpen(bill.status) ? (
                    <span className="text-sm text-muted-foreground">Awaiting payment</span>
                  ) : null}
                  {operatorActions ? (
                    <>
                      {isOpen(bill.status) ? (
                        <RowAction
                          icon={Ban}
                          label={`Waive ${bill.tenantName} bill`}
                          onClick={() => operatorActions.onResolve(bill, 'waive')}
                        />
                      ) : null}
                      {paidByCard(bill) ? (
                        <RowAction
                          icon={Undo2}
                          label={`Refund ${bill.tenantName} bill`}
                          onClick={() => operatorActions.onResolve(bill, 'refund')}
                        />
                      ) : null}
                      <RowAction
                        icon={History}
                        label={`Billing timeline of ${bill.tenantName}`}
                        onClick={() =>
                          operatorActions.onTimeline({ id: bill.tenantId, name: bill.tenantName })
                        }
                      />
                    </>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
