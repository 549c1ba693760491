// Billing History on the subscription page (spec admin §2): each bill's description, date,
// amount and status; 'No billing history available' when there are none. A paid bill offers its
// PDF invoice, and a refunded one its credit notes under it (ADR 0086).
import { formatMoney } from '@storefleet/contracts';
import { FileDown } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useBillingHistory } from '../api/get-billing-history.ts';
import { BillingStatusBadge } from './billing-status-badge.tsx';

export function BillingHistoryList({ tenantId }: { tenantId: number }) {
  const history = useBillingHistory(tenantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Billing History</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? <Spinner label="Loading billing history…" className="py-6" /> : null}
        {history.isError ? (
          <p role="alert" className="text-sm text-red-900">
            Failed to fetch billing history.
          </p>
        ) : null}
        {history.data?.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No billing history available</p>
        ) : null}
        <ul className="divide-y">
          {(history.data ?? []).map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{entry.description}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDate(entry.billingDate)}
                  {entry.status === 'paid' && entry.paidAt ? ` · paid ${formatDate(entry.paidAt)}` : ''}
                  {entry.status !== 'paid' && entry.dueDate ? ` · due ${formatDate(entry.dueDate)}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold tabular-nums">{formatMoney(entry.amount)}</span>
                <BillingStatusBadge status={entry.status} />
              </div>
              {entry.invoiceNumber ? (
                <div className="flex w-full flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                    href={`/api/billing/${entry.id}/invoice.pdf`}
                    download
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    Invoice {entry.invoiceNumber}
                  </a>
                  {entry.creditNotes.map((note) => (
                    <a
                      key={note.id}
                      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                      href={`/api/billing/${entry.id}/credit-notes/${note.id}/pdf`}
                      download
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      Credit note {note.number} ({formatMoney(note.amount)})
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
