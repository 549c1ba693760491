// Spec storefront §4 Checkout 3-4: on submit, check the form and the shipping choice, keep the
// details with the checkout, confirm the card with the provider, then confirm-payment; a busy flag
// holds the button while this runs. Each thing is said once (ADR 0090): a field's error under the
// field (the first such field takes the focus), a payment error next to the card fields, and the
// finished order on its confirmation page; only a missing shipping choice, which has no place of
// its own on the form, is a toast.
import {
  type ConfirmPaymentResponse,
  type CreatePaymentIntentResponse,
  paymentIntentIdFromSecret,
} from '@storefleet/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { confirmPayment } from './api/confirm-payment.ts';
import { saveCheckoutDetails } from './api/save-checkout-details.ts';
import { type CheckoutCartLine, orderItems } from './checkout-cart.ts';
import {
  type CheckoutFieldErrors,
  type CheckoutFields,
  orderDataFrom,
  validateCheckoutFields,
} from './checkout-fields.ts';
import type { PaymentHandle } from './components/payment/payment-handle.ts';
import {
  CARD_DETAILS_NEEDED,
  CARD_ERROR_ID,
  CardError,
  paymentErrorTitle,
} from './components/payment/payment-handle.ts';
import { focusField } from './focus-field.ts';
import { forgetPendingOrder, savePendingOrder } from './pending-order.ts';

type SubmitInput = {
  fields: CheckoutFields;
  shippingChosen: boolean;
  intent: CreatePaymentIntentResponse | null;
  items: CheckoutCartLine[];
  tenantId: number;
  homeHref: string;
  paymentRef: RefObject<PaymentHandle | null>;
};

/** A payment problem shown next to the card fields, under its title. */
export type PaymentError = { title: string; message: string };

export function useCheckoutSubmit(
  onInvalid: (errors: CheckoutFieldErrors) => void,
  onPaymentError: (error: PaymentError | null) => void,
  onDone: (result: ConfirmPaymentResponse, email: string) => void,
) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const say = useApiMessage();
  /** Where the shopper goes once the form is enabled again after a failed payment. */
  const afterPayment = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (busy || !afterPayment.current) return;
    afterPayment.current();
    afterPayment.current = null;
  }, [busy]);

  async function submit({
    fields,
    shippingChosen,
    intent,
    items,
    tenantId,
    homeHref,
    paymentRef,
  }: SubmitInput) {
    const errors = validateCheckoutFields(fields);
    onInvalid(errors);
    const bad = Object.keys(errors) as (keyof CheckoutFieldErrors)[];
    if (bad.length > 0) {
      // Each field says what it needs under it, and the first takes the focus (ADR 0090: no toast).
      focusField(`checkout-${bad[0]}`);
      return;
    }
    if (!shippingChosen) {
      toast({
        title: 'Missing Shipping',
        description: 'Please select a shipping option.',
        variant: 'destructive',
      });
      return;
    }
    if (!intent || !paymentRef.current || busy) return;

    setBusy(true);
    onPaymentError(null);
    const orderData = orderDataFrom(fields);
    const paymentIntentId = paymentIntentIdFromSecret(intent.clientSecret);
    const confirmInput = {
      paymentIntentId,
      orderData: {
        ...orderData,
        status: 'paid',
        tenantId,
        shippingMethod: intent.shippingMethod,
        shippingCost: intent.shipping,
      },
      items: orderItems(items),
    };
    try {
      await saveCheckoutDetails(intent.paymentIntentId, orderData, tenantId);
      savePendingOrder({ ...confirmInput, tenantId, homeHref, discount: intent.discount });
      await paymentRef.current.confirm({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        billing: {
          name: orderData.customerName,
          email: orderData.customerEmail,
          address: fields.address,
          city: fields.city,
          postcode: orderData.zipCode ?? fields.zipCode,
        },
      });
      const result = await confirmPayment(confirmInput);
      forgetPendingOrder(paymentIntentId);
      onDone(result, orderData.customerEmail);
    } catch (error) {
      // Next to the card fields under its title (spec §8's 'Payment Failed'), said there once (ADR 0090).
      // In the page's language (docs/decisions/0095): the card forms throw their own texts in it.
      onPaymentError({
        title: paymentErrorTitle(error) === CARD_DETAILS_NEEDED ? t('card.detailsNeeded') : t('card.failed'),
        message: say(error, t('card.generic')),
      });
      const fieldId = error instanceof CardError ? error.fieldId : undefined;
      afterPayment.current = () =>
        fieldId
          ? focusField(fieldId)
          : document.getElementById(CARD_ERROR_ID)?.scrollIntoView({ block: 'center' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
