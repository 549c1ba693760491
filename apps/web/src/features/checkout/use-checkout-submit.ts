// Spec storefront §4 Checkout 3-4: on submit, check the form and the shipping choice, keep the
// details with the checkout, confirm the card with the provider, then confirm-payment; a busy flag
// holds the button while this runs. Errors end as the spec's toasts (one at a time), and each also
// shows where it is: under the field, or next to the card fields.
import {
  type ConfirmPaymentResponse,
  type CreatePaymentIntentResponse,
  paymentIntentIdFromSecret,
} from '@storefleet/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { confirmPayment } from './api/confirm-payment.ts';
import { saveCheckoutDetails } from './api/save-checkout-details.ts';
import { type CheckoutCartLine, orderItems } from './checkout-cart.ts';
import {
  type CheckoutFieldErrors,
  type CheckoutFields,
  orderDataFrom,
  REQUIRED_MESSAGES,
  validateCheckoutFields,
} from './checkout-fields.ts';
import type { PaymentHandle } from './components/payment/payment-handle.ts';
import {
  CARD_ERROR_ID,
  CardError,
  GENERIC_PAYMENT_ERROR,
  paymentErrorTitle,
} from './components/payment/payment-handle.ts';
import { NEW_CUSTOMER_MESSAGE } from './components/success-dialog.tsx';
import { focusField } from './focus-field.ts';
import { forgetPendingOrder, savePendingOrder } from './pending-order.ts';

export const NEW_CUSTOMER_TOAST_MS = 8000;

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
      // Spec §5: 'Missing Information' (one toast); each field says what it needs under it.
      const anyMissing = bad.some((name) => errors[name] === REQUIRED_MESSAGES[name]);
      toast({
        title: 'Missing Information',
        description: anyMissing
          ? 'Please fill in all required fields.'
          : bad.length === 1 && bad[0] === 'email'
            ? 'Please enter a valid email address.'
            : 'Please check the highlighted fields.',
        variant: 'destructive',
      });
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
      await saveCheckoutDetails(intent.paymentIntentId, orderData);
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
      announceOrder(result);
      onDone(result, orderData.customerEmail);
    } catch (error) {
      // Next to the card fields under its title, and the spec's toast once (§8).
      const problem = {
        title: paymentErrorTitle(error),
        message: errorMessage(error, GENERIC_PAYMENT_ERROR),
      };
      onPaymentError(problem);
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
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

/** 'Order Complete!'; a new customer reads about their account for 8 s (spec storefront §8, §9). */
export function announceOrder(result: ConfirmPaymentResponse): void {
  toast(
    result.newCustomer
      ? {
          title: 'Order Complete!',
          description: `Thank you for your purchase! ${NEW_CUSTOMER_MESSAGE}`,
          duration: NEW_CUSTOMER_TOAST_MS,
        }
      : { title: 'Order Complete!', description: 'Thank you for your purchase!' },
  );
}
