// Spec storefront §4 Checkout 3-4: on submit, check the form and the shipping choice, keep the
// details with the checkout, confirm the card with the provider, then confirm-payment; a busy flag
// holds the button while this runs. Errors end as the spec's toasts.
import {
  type ConfirmPaymentResponse,
  type CreatePaymentIntentResponse,
  paymentIntentIdFromSecret,
} from '@storefleet/contracts';
import { type RefObject, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { confirmPayment } from './api/confirm-payment.ts';
import { saveCheckoutDetails } from './api/save-checkout-details.ts';
import { type CheckoutCartLine, orderItems } from './checkout-cart.ts';
import {
  type CheckoutFieldName,
  type CheckoutFields,
  looksLikeEmail,
  missingCheckoutFields,
  orderDataFrom,
} from './checkout-fields.ts';
import type { PaymentHandle } from './components/payment/payment-handle.ts';
import { GENERIC_PAYMENT_ERROR } from './components/payment/payment-handle.ts';
import { NEW_CUSTOMER_MESSAGE } from './components/success-dialog.tsx';
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

export function useCheckoutSubmit(
  onInvalid: (fields: Set<CheckoutFieldName>) => void,
  onDone: (result: ConfirmPaymentResponse, email: string) => void,
) {
  const [busy, setBusy] = useState(false);

  async function submit({
    fields,
    shippingChosen,
    intent,
    items,
    tenantId,
    homeHref,
    paymentRef,
  }: SubmitInput) {
    const missing = new Set(missingCheckoutFields(fields));
    if (missing.size === 0 && !looksLikeEmail(fields.email)) missing.add('email');
    onInvalid(missing);
    if (missing.size > 0) {
      const onlyEmail = missing.size === 1 && missing.has('email') && fields.email.trim() !== '';
      toast(
        onlyEmail
          ? {
              title: 'Missing Information',
              description: 'Please enter a valid email address.',
              variant: 'destructive',
            }
          : {
              title: 'Missing Information',
              description: 'Please fill in all required fields.',
              variant: 'destructive',
            },
      );
      document.getElementById(`checkout-${[...missing][0]}`)?.focus();
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
          postcode: fields.zipCode,
        },
      });
      const result = await confirmPayment(confirmInput);
      forgetPendingOrder(paymentIntentId);
      announceOrder(result);
      onDone(result, orderData.customerEmail);
    } catch (error) {
      toast({
        title: 'Payment Failed',
        description: errorMessage(error, GENERIC_PAYMENT_ERROR),
        variant: 'destructive',
      });
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
