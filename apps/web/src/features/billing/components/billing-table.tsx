// The bills table (spec admin §2 Payment Management): Store, Plan, Amount, Period, Due Date,
// Status, Payment Method, Actions. Unpaid and overdue bills can be marked paid by the operator
// (an overdue bill still gets paid in real life); paid ones show their paid date and their PDF
// invoice (ADR 0086).
import { type BillingRecord, billingPaymentMethodLabels, formatMoney } from '@storefleet/contracts';
import { FileDown } from 'lucide-react';
import { TableColumns, TableRowHeader } from '@/components/table-parts.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatDate, formatPeriod } from '@/lib/format-date.ts';
import { BillingStatusBadge } from './billing-status-badge.tsx';

type BillingTableProps = {
  bills: BillingRecord[];
  /** Absent for a store owner: their bills are read-only. */
  onMarkPaid?: (bill: BillingRecord) => void;
};

const methodLabel = (method: string | null) =>
  method ? (billingPaymentMethodLabels[method as keyof typeof billingPaymentMethodLabels] ?? method) : '—';

export function BillingTable({ bills, onMarkPaid }: BillingTableProps) {
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
                ) : onMarkPaid ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onMarkPaid(bill)}
                    aria-label={`Mark ${bill.tenantName} bill as paid`}
                  >
                    Mark Paid
                  </Button>
                ) : (
                  <span className="text-sm text-muted-foreground">Awaiting payment</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
