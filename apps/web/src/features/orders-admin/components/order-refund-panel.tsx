// The order view's payment part: what the customer paid, what has been refunded and what
// is left, the refunds made, their credit notes to download (ADR 0068), and 'Refund' when
// something is left to give back.
import { formatMoney, orderStatusLabel } from '@storefleet/contracts';
import { FileText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { type OrderRef, useOrderRefunds } from '../api/get-order-refunds.ts';
import { creditNotePdfPath } from '../api/preview-refund.ts';
import { RefundDialog } from './refund-dialog.tsx';

export function OrderRefundPanel({ order }: { order: OrderRef }) {
  const refunds = useOrderRefunds(order);
  const [open, setOpen] = useState(false);
  const summary = refunds.data;

  return (
    <section aria-labelledby={`payment-${order.id}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`payment-${order.id}`} className="font-semibold">
          Payment
        </h3>
        {summary?.refundable ? (
          <Button write size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
        ) : null}
      </div>
      {refunds.isError ? (
        <p className="text-destructive">Could not load the payment details.</p>
      ) : summary ? (
        <>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Status</dt>
            <dd data-testid="payment-status">{orderStatusLabel(summary.status)}</dd>
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="tabular-nums">{formatMoney(summary.paid)}</dd>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd className="tabular-nums" data-testid="refunded-amount">
              {formatMoney(summary.refunded)}
            </dd>
          </dl>
          {summary.refunds.length ? (
            <ul className="divide-y rounded-md border" aria-label="Refunds">
              {summary.refunds.map((refund) => (
                <li key={refund.id} className="space-y-0.5 p-3">
                  <p className="flex justify-between gap-3">
                    <span>
                      {refund.status === 'succeeded'
                        ? 'Refunded'
                        : refund.status === 'pending'
                          ? 'Refund in progress'
                          : 'Refund failed'}
                      {refund.lines.length
                        ? `: ${refund.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}`
                        : ''}
                    </span>
                    <span className="tabular-nums">{formatMoney(refund.amount)}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {new Date(refund.createdAt).toLocaleString('en-GB')}
                    {refund.actorName ? ` · ${refund.actorName}` : ''}
                    {refund.restock ? ' · restocked' : ''}
                    {refund.reason ? ` · ${refund.reason}` : ''}
                    {refund.failureMessage ? ` · ${refund.failureMessage}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          {summary.creditNotes.length ? (
            <ul className="divide-y rounded-md border" aria-label="Credit notes">
              {summary.creditNotes.map((note) => (
                <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    <span className="font-medium">Credit note {note.number}</span>
                    <span className="block text-xs text-muted-foreground">
                      {new Date(note.createdAt).toLocaleDateString('en-GB')}
                      {note.invoiceNumber ? ` · for invoice ${note.invoiceNumber}` : ''}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="tabular-nums">{formatMoney(note.amount)}</span>
                    <a
                      href={creditNotePdfPath(order, note.id)}
                      download
                      className="inline-flex items-center gap-1 underline underline-offset-2"
                      aria-label={`Download credit note ${note.number} (PDF)`}
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      PDF
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">Loading payment…</p>
      )}
      {summary ? <RefundDialog order={order} summary={summary} open={open} onOpenChange={setOpen} /> : null}
    </section>
  );
}
