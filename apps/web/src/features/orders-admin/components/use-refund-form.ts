// The refund dialog's state and its two submits: the lines' quantities, the shipping, the extra
// amount, 'Restock items' and the reason; the browser's running total and its refusals; 'Review
// refund' asking the server for its preview, and the confirmed refund with its Idempotency-Key.
import {
  type CreateRefundInput,
  decimalToMinor,
  formatMinorIn,
  formatMoneyIn,
  minorDigits,
  minorToDecimal,
  type OrderRefundSummary,
  type RefundPreview,
} from '@storefleet/contracts';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import type { OrderRef } from '../api/get-order-refunds.ts';
import { usePreviewRefund } from '../api/preview-refund.ts';
import { newIdempotencyKey, useRefundOrder } from '../api/refund-order.ts';

export type RefundFormState = ReturnType<typeof useRefundForm>;

export function useRefundForm(order: OrderRef, summary: OrderRefundSummary, onDone: () => void) {
  const refund = useRefundOrder(order);
  const preview = usePreviewRefund(order);
  // Every amount is in the order's currency, with its own minor digits (docs/decisions/0105).
  const currency = summary.currency;
  const money = (minor: number) => formatMinorIn(minor, currency);
  const parseMinor = (text: string) => decimalToMinor(text, currency);
  const formatMinor = (minor: number) => minorToDecimal(minor, currency);
  const [planned, setPlanned] = useState<RefundPreview | null>(null);
  const shippingMinor = summary.shipping.refunded ? 0 : (parseMinor(summary.shipping.paid) ?? 0);
  const [shipping, setShipping] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  // Once 'Review refund' has been pressed, the browser's own checks follow every change: a refusal
  // goes as soon as the form is put right. The server's refusal stays until the next submit.
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per refund being confirmed; a new one once the server has answered with a refusal.
  const key = useRef<string | null>(null);

  const remainingMinor = parseMinor(summary.remaining) ?? 0;
  const chosen = summary.lines.flatMap((line) => {
    const quantity = Number(quantities[line.orderItemId] || 0);
    return quantity > 0
      ? [{ line, quantity, amountMinor: quantity * (parseMinor(line.unitPrice) ?? 0) }]
      : [];
  });
  const extraMinor = amount.trim() ? parseMinor(amount) : 0;
  const linesMinor = chosen.reduce((sum, c) => sum + c.amountMinor, 0);
  const totalMinor = linesMinor + (extraMinor ?? 0) + (shipping ? shippingMinor : 0);

  const problem = (() => {
    for (const line of summary.lines) {
      const text = quantities[line.orderItemId];
      if (!text) continue;
      const left = line.quantity - line.refundedQuantity;
      if (!/^\d+$/.test(text)) return `Enter a whole number for "${line.name}"`;
      if (Number(text) > left) return `Only ${left} of "${line.name}" can still be refunded`;
    }
    if (extraMinor === null)
      return minorDigits(currency) === 0
        ? `Enter the amount in ${currency} as a whole number, such as 500`
        : 'Enter an amount such as 12.50';
    if (totalMinor > remainingMinor) {
      return `That refund is ${money(totalMinor)}, but only ${money(remainingMinor)} of this order is left to refund${currency === 'GBP' ? '' : ` (${currency})`}`;
    }
    if (totalMinor <= 0) return 'Choose the lines or enter an amount to refund';
    return null;
  })();
  const error = serverError ?? (checked ? problem : null);

  const body: CreateRefundInput = {
    lines: chosen.map((c) => ({ orderItemId: c.line.orderItemId, quantity: c.quantity })),
    amount: extraMinor ? formatMinor(extraMinor) : undefined,
    shipping: shipping || undefined,
    restock: chosen.length > 0 && restock,
    reason: reason.trim() || undefined,
  };

  // The confirm step shows the server's plan of exactly this body, never the browser's sum.
  const review = () => {
    setServerError(null);
    setChecked(true);
    if (problem) return;
    preview.mutate(body, {
      onSuccess: (plan) => {
        setPlanned(plan);
        key.current ??= newIdempotencyKey();
        setStep('confirm');
      },
      onError: (failure) => setServerError(errorMessage(failure, 'The refund could not be worked out')),
    });
  };

  const confirm = () => {
    setServerError(null);
    const idempotencyKey = key.current ?? newIdempotencyKey();
    key.current = idempotencyKey;
    refund.mutate(
      { idempotencyKey, body },
      {
        onSuccess: (result) => {
          toast({ title: `Refunded ${formatMoneyIn('en', result.refund.amount, currency)}` });
          onDone();
        },
        onError: (failure) => {
          // The server answered (a refusal is final for its key): the next attempt is a new refund.
          // Without an answer the same key is sent again, so a refund that did go through is not repeated.
          if (isApiError(failure)) key.current = null;
          setServerError(errorMessage(failure, 'The refund could not be made'));
        },
      },
    );
  };

  return {
    currency,
    money,
    formatMinor,
    shippingMinor,
    shipping,
    setShipping,
    quantities,
    setQuantities,
    amount,
    setAmount,
    restock,
    setRestock,
    reason,
    setReason,
    step,
    setStep,
    planned,
    error,
    chosen,
    totalMinor,
    isPreviewing: preview.isPending,
    isRefunding: refund.isPending,
    review,
    confirm,
  };
}
