// The checkout screen (spec storefront §2, §4, §5, §8): the form beside the Order Summary. A spinner
// shows until the first payment intent is ready; a store that cannot take payments says so instead;
// an empty cart goes back to the store home; a finished order opens its confirmation page
// (/order-confirmation?order=…), which alone says so ('Payment Successful!' is left for a browser
// that cannot keep the order's page). Field errors show under each field (on submit, then on
// blur), card errors next to the card fields, each said once (ADR 0090). On phones the
// Order Summary comes first, above the Pay button, folded to its total. A signed-in customer's
// form starts from their default saved address (and e-mail), and they may pick another; a guest's
// starts empty.
import type {
  CheckoutDiscount,
  ConfirmPaymentResponse,
  PublicShippingOption,
  PublicTenant,
} from '@storefleet/contracts';
import { localeOf } from '@storefleet/contracts';
import { ArrowLeft, ChevronDown, CircleAlert, Coins, Store } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { currencyName } from '@/lib/shopper-currency.ts';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
import type { CheckoutCart } from '../checkout-cart.ts';
import {
  type CheckoutFieldErrors,
  type CheckoutFieldName,
  checkoutFieldError,
  emptyCheckoutFields,
  fieldsFromAddress,
  isUntouched,
  type SavedShippingAddress,
} from '../checkout-fields.ts';
import { rememberConfirmedOrder } from '../confirmed-orders.ts';
import { useCheckoutPricing } from '../use-checkout-pricing.ts';
import { type PaymentError, useCheckoutSubmit } from '../use-checkout-submit.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import type { PaymentHandle } from './payment/payment-handle.ts';
import { SuccessDialog } from './success-dialog.tsx';

type CheckoutPageProps = {
  tenant: PublicTenant;
  cart: CheckoutCart;
  /** The options offered in the chosen country, priced for the cart; undefined while they load. */
  shippingOptions: PublicShippingOption[] | undefined;
  /** The store's word that it does not ship to the chosen country ("We don't ship to Italy yet"). */
  notShipped?: string | null;
  /** Told the country the shopper chose (the first, GB, too), so the route fetches its options. */
  onCountry?(country: string): void;
  homeHref: string;
  /** The order's confirmation page (/order-confirmation?order=…, with the store carried). */
  orderHref(orderId: number): string;
  /** The signed-in customer's saved addresses in this store (undefined: a guest, or not loaded yet). */
  savedAddresses?: SavedShippingAddress[] | undefined;
  /** The signed-in customer's e-mail, put in when the field is empty. */
  accountEmail?: string | null | undefined;
};

export function CheckoutPage({
  tenant,
  cart,
  shippingOptions,
  notShipped = null,
  onCountry,
  homeHref,
  orderHref,
  savedAddresses,
  accountEmail,
}: CheckoutPageProps) {
  const t = useT();
  const money = useMoney();
  const [, navigate] = useLocation();
  const [fields, setFields] = useState(emptyCheckoutFields);
  const [savedAddressId, setSavedAddressId] = useState<number | null>(null);
  const prefilled = useRef(false);
  // Once, when the saved addresses arrive: the default fills an untouched form.
  useEffect(() => {
    if (prefilled.current || !savedAddresses || savedAddresses.length === 0) return;
    prefilled.current = true;
    const chosen = savedAddresses.find((a) => a.isDefault) ?? savedAddresses[0]!;
    setFields((current) =>
      isUntouched(current) ? fieldsFromAddress(current, chosen, accountEmail) : current,
    );
    setSavedAddressId(chosen.id);
  }, [savedAddresses, accountEmail]);
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  /** After the first submit, a field is checked again when the shopper leaves it or fixes it. */
  const [submitted, setSubmitted] = useState(false);
  const [paymentError, setPaymentError] = useState<PaymentError | null>(null);
  const [completed, setCompleted] = useState<{
    result: ConfirmPaymentResponse;
    email: string;
    discount: CheckoutDiscount | null;
    currency: string | undefined;
    /** Gone on to the order's confirmation page, which shows the dialog itself. */
    moved: boolean;
  } | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  /** The VAT number applied to the pricing (docs/decisions/0101): set when the field is left. */
  const [vatNumber, setVatNumber] = useState('');
  const paymentRef = useRef<PaymentHandle>(null);
  // The route fetches the options offered where the order goes (docs/decisions/0100).
  useEffect(() => onCountry?.(fields.country), [fields.country, onCountry]);
  const pricing = useCheckoutPricing({
    tenantId: tenant.id,
    cart,
    shippingOptions,
    country: fields.country,
    finished: completed !== null,
    vatNumber,
  });
  const { payment } = pricing;
  const { intent } = payment;

  // Until the shopper picks a currency, where the order goes picks it (docs/decisions/0105), and the
  // summary says so; a choice of their own is never overridden.
  const { shipTo, currency: shopperCurrency } = useShopperCurrency();
  const { language } = useLanguage();
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  useEffect(() => {
    const next = shipTo(fields.country);
    if (next !== null) setSwitchedTo(next);
  }, [fields.country, shipTo]);
  const currencyNotice = pricing.currencyRefused ? (
    <p
      role="alert"
      data-testid="currency-notice"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {pricing.currencyRefused}
    </p>
  ) : switchedTo !== null && switchedTo === shopperCurrency ? (
    <p
      role="status"
      data-testid="currency-notice"
      className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm"
    >
      <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('checkout.currencyFromCountry', { currency: currencyName(localeOf(language), switchedTo) })}
    </p>
  ) : null;

  // Spec §2: an empty cart goes back to the store home (not after a finished order).
  useEffect(() => {
    if (cart.items.length === 0 && !completed) navigate(homeHref, { replace: true });
  }, [cart.items.length, completed, homeHref, navigate]);

  const { busy, submit } = useCheckoutSubmit(
    (found) => {
      setSubmitted(true);
      setErrors(found);
    },
    setPaymentError,
    (result, email) => {
      const discount = intent?.discount ?? null;
      // The order's own page, which a reload keeps; without one, the success dialog says it.
      const kept = rememberConfirmedOrder(result, { tenantId: tenant.id, email, homeHref, discount });
      setCompleted({ result, email, discount, currency: intent?.currency, moved: kept !== null });
      cart.clear();
      if (kept) navigate(orderHref(kept.orderId));
    },
  );

  // A refused line needs the shopper's hand, so the summary unfolds for it on phones.
  const summaryShown = summaryOpen || payment.problem?.kind === 'line';
  const recheck = (name: CheckoutFieldName, value: string) =>
    setErrors((current) => ({ ...current, [name]: checkoutFieldError(name, value, fields.country) }));

  const successDialog = (
    <SuccessDialog
      open={completed !== null && !completed.moved}
      orderNumber={completed?.result.orderNumber ?? null}
      email={completed?.email ?? ''}
      newCustomer={completed?.result.newCustomer ?? false}
      discount={completed?.discount}
      currency={completed?.currency}
      homeHref={homeHref}
      onContinue={() => navigate(homeHref)}
    />
  );
  if (completed) return <div className="min-h-[60vh]">{successDialog}</div>;
  if (cart.items.length === 0) return null;
  if (payment.problem?.kind === 'unavailable') {
    return (
      <StatusPanel
        icon={Store}
        title={payment.problem.message}
        actions={
          <Link href={homeHref} className={buttonVariants({ variant: 'outline' })}>
            {t('checkout.back')}
          </Link>
        }
      >
        {t('checkout.cartSaved')}
      </StatusPanel>
    );
  }
  // Spec §2: a spinner while the payment intent (and so the provider) is not known yet.
  if (!intent && !payment.problem) return <PageSpinner label={t('checkout.preparing')} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      fields,
      shippingChosen: !!pricing.shipping || (shippingOptions?.length === 0 && !notShipped),
      intent: pricing.ready ? intent : null,
      items: cart.items,
      tenantId: tenant.id,
      homeHref,
      paymentRef,
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
        <Link href={homeHref} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden="true" />
          {t('checkout.back')}
        </Link>
      </div>
      {pricing.pricesChanged && intent ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checkout.pricesChanged', { total: money(intent.amount, intent.currency) })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <CheckoutForm
          tenant={tenant}
          fields={fields}
          errors={errors}
          onField={(name, value) => {
            setFields((current) => ({ ...current, [name]: value }));
            // A message goes as soon as the field is right; a new one waits for blur.
            if (errors[name] && !checkoutFieldError(name, value, fields.country)) recheck(name, value);
          }}
          onCountry={(country) => {
            setFields((current) => ({ ...current, country }));
            // The postcode and state are checked again for the new country when next left or sent.
            setErrors((current) => ({ ...current, zipCode: undefined, state: undefined }));
          }}
          notShipped={notShipped}
          onFieldBlur={(name, value) => submitted && recheck(name, value)}
          savedAddresses={savedAddresses ?? []}
          savedAddressId={savedAddressId}
          onSavedAddress={(address) => {
            setSavedAddressId(address.id);
            setFields((current) => fieldsFromAddress(current, address, accountEmail));
            setErrors({});
          }}
          paymentError={paymentError}
          shippingOptions={shippingOptions ?? []}
          shippingId={pricing.shippingId}
          onShipping={pricing.setShippingId}
          payment={payment}
          paymentRef={paymentRef}
          busy={busy}
          ready={pricing.ready}
          total={pricing.total}
          currency={pricing.currency}
          onSubmit={onSubmit}
          onVatNumber={setVatNumber}
        />
        {/* First on phones, so the summary is read before the Pay button; beside the form on desktop. */}
        <div className="-order-1 lg:sticky lg:top-24 lg:order-none lg:self-start">
          <button
            type="button"
            className="flex w-full items-center justify-between rounded-md border bg-muted/40 px-4 py-3 text-left text-sm font-medium lg:hidden"
            aria-expanded={summaryShown}
            aria-controls="checkout-summary"
            onClick={() => setSummaryOpen((open) => !open)}
          >
            <span className="flex items-center gap-2">
              <ChevronDown
                aria-hidden="true"
                className={
                  summaryShown ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'
                }
              />
              {summaryShown ? t('checkout.hideSummary') : t('checkout.showSummary')}
            </span>
            <span data-testid="summary-toggle-total">{money(pricing.total, pricing.currency)}</span>
          </button>
          {currencyNotice ? <div className="mt-3 lg:mt-0 lg:mb-3">{currencyNotice}</div> : null}
          <div id="checkout-summary" className={summaryShown ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
            <CheckoutSummary
              cart={cart}
              intent={pricing.ready ? intent : null}
              problem={payment.problem}
              shipping={pricing.shipping}
              discount={pricing.discount}
              onEditCart={cart.openDrawer}
              country={fields.country}
              currency={pricing.currency}
            />
          </div>
        </div>
      </div>
      {successDialog}
    </div>
  );
}
