// Spec storefront §4 Checkout 2: a payment intent is created 500 ms after the cart, the total or the
// store changes (here also the shipping choice, which changes the total). Older answers are dropped.
import type { CreatePaymentIntentInput, CreatePaymentIntentResponse } from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { createPaymentIntent } from './api/create-payment-intent.ts';
import { isDiscountRefusal } from './discount-refusal.ts';

export const PAYMENT_INTENT_DELAY_MS = 500;

/**
 * Why there is no usable intent: the store cannot be paid, a cart line was refused, the discount
 * code was refused (ADR 0032), the currency is no longer sold, or a failure.
 */
export type IntentProblem =
  | { kind: 'unavailable'; message: string }
  | { kind: 'line'; message: string; productName?: string }
  | { kind: 'discount'; message: string }
  | { kind: 'vatNumber'; message: string }
  /** The store no longer sells in the shopper's currency (docs/decisions/0105): back to the base. */
  | { kind: 'currency'; message: string }
  | { kind: 'failed'; message: string };

export function classifyIntentError(
  error: unknown,
  lineNames: readonly string[],
  /** The API's message in the page's language (docs/decisions/0095); as it is by default. */
  say: (error: ApiError) => string = (e) => e.detail,
): IntentProblem {
  if (error instanceof ApiError) {
    if (error.status === 404 || (error.status === 409 && /cannot take payments/i.test(error.detail))) {
      return { kind: 'unavailable', message: error.detail };
    }
    // A business buyer's VAT number refused by its format (docs/decisions/0101): shown under its field.
    if (error.status === 400 && error.reason?.startsWith('vat_number_')) {
      return { kind: 'vatNumber', message: say(error) };
    }
    // contracts currencyNotSoldMessage: "This store does not sell in USD. It sells in GBP, EUR."
    if (error.status === 400 && /^This store does not sell in [A-Z]{3}\b/.test(error.detail)) {
      return { kind: 'currency', message: say(error) };
    }
    if (error.status === 400 && isDiscountRefusal(error.detail)) {
      return { kind: 'discount', message: say(error) };
    }
    if (error.status === 400 || error.status === 409) {
      // The server quotes the product's name: '"Tee" is out of stock', 'Only 2 of "Tee" left'.
      const productName = lineNames.find((name) => error.detail.includes(`"${name}"`));
      return { kind: 'line', message: say(error), productName };
    }
    // Rate limited: the server says how long to wait ('… try again in 40 seconds').
    if (error.status === 429) return { kind: 'failed', message: error.detail };
  }
  return { kind: 'failed', message: 'We could not set up the payment. Please try again.' };
}

type IntentState = {
  intent: CreatePaymentIntentResponse | null;
  problem: IntentProblem | null;
  isCreating: boolean;
};

export function usePaymentIntent(request: CreatePaymentIntentInput | null) {
  const signature = request ? JSON.stringify(request) : null;
  const [attempt, setAttempt] = useState(0);
  const say = useApiMessage();
  const [state, setState] = useState<IntentState>({ intent: null, problem: null, isCreating: false });

  useEffect(() => {
    if (!signature) return;
    const input = JSON.parse(signature) as CreatePaymentIntentInput;
    setState((current) => ({ ...current, isCreating: true, problem: null }));
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const intent = await createPaymentIntent(input, controller.signal);
        if (!controller.signal.aborted) setState({ intent, problem: null, isCreating: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Payment intent creation failed', error);
        const names = input.items.map((item) => item.name ?? '');
        const problem = classifyIntentError(error, names, (e) => say(e));
        // A refused code leaves the last intent in place while the checkout re-prices without it.
        setState((current) => ({
          intent: problem.kind === 'discount' ? current.intent : null,
          problem,
          isCreating: false,
        }));
      }
    }, PAYMENT_INTENT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [signature, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
