// Stripe Elements for the card on file (ADR 0084): a SetupIntent on the platform's own account
// (never a store's), confirmed in the browser; the server then reads the saved card back from Stripe.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { createCardSetup } from '../api/billing-account.ts';
import { CardForBillsForm } from './card-for-bills-form.tsx';

type Props = {
  tenantId: number;
  pending: boolean;
  onSaved: (setupIntentId: string) => void;
  onCancel?: () => void;
};

export default function StripeCardSetup({ publishableKey, ...props }: Props & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ tenantId, pending, onSaved, onCancel }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return setProblem('The card form is still loading. Please try again in a moment.');
    setBusy(true);
    setProblem(null);
    try {
      const setup = await createCardSetup(tenantId);
      const result = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? 'Your card could not be saved.');
      onSaved(setup.setupIntentId);
    } catch (error) {
      setProblem(errorMessage(error, 'Your card could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CardForBillsForm onSubmit={submit} problem={problem} pending={busy || pending} onCancel={onCancel}>
      <div className="rounded-md border p-3">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
    </CardForBillsForm>
  );
}
