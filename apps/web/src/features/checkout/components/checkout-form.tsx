// The checkout form's sections (spec storefront §2 Checkout): Shipping Information, Shipping Options,
// Payment Information, and 'Complete Order - {total}' that reads 'Processing...' while busy.
import type { PublicShippingOption, PublicTenant } from '@storefleet/contracts';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import type {
  CheckoutFieldErrors,
  CheckoutFieldName,
  CheckoutFields,
  SavedShippingAddress,
} from '../checkout-fields.ts';
import type { PaymentError } from '../use-checkout-submit.ts';
import type { usePaymentIntent } from '../use-payment-intent.ts';
import { BuyerVatNumberField } from './buyer-vat-number-field.tsx';
import { CARD_ERROR_ID, type PaymentHandle } from './payment/payment-handle.ts';
import { PaymentSection } from './payment/payment-section.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';
import { ShippingFields } from './shipping-fields.tsx';
import { ShippingOptionsField } from './shipping-options-field.tsx';

type CheckoutFormProps = {
  tenant: PublicTenant;
  fields: CheckoutFields;
  errors: CheckoutFieldErrors;
  onField(name: CheckoutFieldName, value: string): void;
  onFieldBlur(name: CheckoutFieldName, value: string): void;
  onCountry(country: string): void;
  /** The store does not ship to the chosen country: its message instead of the options. */
  notShipped: string | null;
  /** A signed-in customer's saved addresses (none for a guest), and the one filled in. */
  savedAddresses: SavedShippingAddress[];
  savedAddressId: number | null;
  onSavedAddress(address: SavedShippingAddress): void;
  /** The last payment attempt's problem, shown next to the card fields. */
  paymentError: PaymentError | null;
  shippingOptions: PublicShippingOption[];
  shippingId: number | null;
  onShipping(id: number): void;
  payment: ReturnType<typeof usePaymentIntent>;
  paymentRef: RefObject<PaymentHandle | null>;
  busy: boolean;
  ready: boolean;
  total: string;
  /** The currency of `total` and of the checkout's answer (docs/decisions/0105). */
  currency?: string | undefined;
  onSubmit(event: FormEvent): void;
  /** A business buyer's VAT number, applied when the field is left (docs/decisions/0101). */
  onVatNumber(value: string): void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function CheckoutForm(props: CheckoutFormProps) {
  const t = useT();
  const money = useMoney();
  const { payment, busy } = props;
  const { intent, problem } = payment;
  return (
    <form onSubmit={props.onSubmit} noValidate className="space-y-6" aria-label={t('checkout.title')}>
      <Section title={t('checkout.shippingInformation')}>
        {props.savedAddresses.length > 0 ? (
          <SavedAddressPicker
            addresses={props.savedAddresses}
            value={props.savedAddressId}
            onChange={props.onSavedAddress}
          />
        ) : null}
        <ShippingFields
          values={props.fields}
          errors={props.errors}
          onChange={props.onField}
          onBlur={props.onFieldBlur}
          onCountry={props.onCountry}
        />
        <BuyerVatNumberField
          onApply={props.onVatNumber}
          error={problem?.kind === 'vatNumber' ? problem.message : null}
        />
      </Section>
      <Section title={t('checkout.shippingOptions')}>
        {props.notShipped ? (
          <p
            role="alert"
            data-testid="not-shipped"
            className="flex items-start gap-2 text-sm text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {props.notShipped}
          </p>
        ) : (
          <ShippingOptionsField
            options={props.shippingOptions}
            value={props.shippingId}
            onChange={props.onShipping}
            currency={props.currency}
            chosenCost={intent && props.ready ? intent.shipping : null}
          />
        )}
      </Section>
      <Section title={t('checkout.paymentInformation')}>
        {intent ? (
          <PaymentSection
            provider={intent.provider}
            clientSecret={intent.clientSecret}
            stripePublicKey={props.tenant.stripePublicKey}
            paymentRef={props.paymentRef}
            disabled={busy}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('checkout.fixItems')}</p>
        )}
        {props.paymentError ? (
          <div
            id={CARD_ERROR_ID}
            role="alert"
            data-testid="card-error"
            className="mt-4 flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">{props.paymentError.title}</p>
              <p>{props.paymentError.message}</p>
            </div>
          </div>
        ) : null}
        {problem?.kind === 'failed' ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-destructive">
            {problem.message}
            <Button type="button" size="sm" variant="outline" onClick={payment.retry}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : null}
      </Section>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={busy || !props.ready}
        aria-busy={busy || payment.isCreating || undefined}
      >
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            {t('checkout.processing')}
          </>
        ) : (
          t('checkout.complete', { total: money(props.total, props.currency) })
        )}
      </Button>
    </form>
  );
}
