// Stripe's card element (spec storefront §2 "the provider's card element") for stores on Stripe:
// Stripe's script is loaded with the store's publishable key; confirming uses Stripe's own 3-D Secure
// handling, so the shopper is only sent away when their bank requires it. Loaded on first use.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useImperativeHandle, useMemo } from 'react';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { CardError, type PaymentFormProps } from './payment-handle.ts';

/** Statuses after which the server can finish the order (it verifies with Stripe itself). */
const settled = new Set(['succeeded', 'requires_capture', 'processing']);

export function StripeCardPayment({
  publishableKey,
  ...props
}: PaymentFormProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  // Stripe writes its own field texts and refusals in the page's language (docs/decisions/0095).
  const { language } = useLanguage();
  return (
    <Elements stripe={stripePromise} options={{ locale: language }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

/** Stripe's validation errors are a card not filled in; card errors are the bank's refusal. */
function stripeCardError(error: { type?: string; message?: string }, generic: string): Error {
  const message = error.message ?? generic;
  if (error.type === 'validation_error') return new CardError('incomplete', message);
  if (error.type === 'card_error') return new CardError('declined', message);
  return new Error(message);
}

function StripeCardForm({ ref, disabled }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const t = useT();

  useImperativeHandle(ref, () => ({
    async confirm({ clientSecret, billing }) {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new Error(t('card.formLoading'));
      const paymentMethod = {
        card,
        billing_details: {
          name: billing.name,
          email: billing.email,
          address: {
            line1: billing.address,
            city: billing.city,
            postal_code: billing.postcode,
            country: 'GB',
          },
        },
      };
      // A £0 checkout (every subscription line in its trial) is a SetupIntent: it only saves the card.
      if (clientSecret.startsWith('seti_')) {
        const setup = await stripe.confirmCardSetup(clientSecret, { payment_method: paymentMethod });
        if (setup.error) throw stripeCardError(setup.error, t('card.generic'));
        if (setup.setupIntent?.status !== 'succeeded') throw new Error(t('card.notSaved'));
        return;
      }
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethod });
      if (result.error) throw stripeCardError(result.error, t('card.generic'));
      if (!result.paymentIntent || !settled.has(result.paymentIntent.status)) {
        throw new Error(t('card.notCompleted'));
      }
    },
  }));

  return (
    <div className="rounded-md border border-input bg-background px-3 py-3 focus-within:ring-2 focus-within:ring-ring/40">
      <CardElement options={{ hidePostalCode: true, disabled, style: { base: { fontSize: '16px' } } }} />
    </div>
  );
}
