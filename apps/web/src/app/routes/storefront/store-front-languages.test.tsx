// The store front in six languages (docs/decisions/0092): every catalogue has exactly the English
// keys and placeholders, and every store-front screen rendered in each language shows its own
// catalogue's texts: no key left untranslated, no English text left on a non-English page. The account's
// address book, returns, subscriptions and the pay-by-link pages too (docs/decisions/0095).
import {
  type AccountOrder,
  type CustomerAddress,
  type DraftOrderPaymentView,
  discountMessages,
  type OrderPaymentLinkView,
  type OrderReturn,
  type OrderReturnOptions,
  type ProductSubscription,
  STORE_LANGUAGES,
  type StorefrontProduct,
  type StoreLanguage,
  shopperMessageTemplates,
} from '@storefleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ForgotPasswordRoute } from '@/app/routes/auth/forgot-password.tsx';
import { LoginRoute } from '@/app/routes/auth/login.tsx';
import { ResetPasswordRoute } from '@/app/routes/auth/reset-password.tsx';
import { PayInvoiceRoute } from '@/app/routes/storefront/pay.tsx';
import { PayOrderRoute } from '@/app/routes/storefront/pay-order.tsx';
import { SetPasswordRoute } from '@/app/routes/storefront/set-password.tsx';
import { localCountryName } from '@/components/country-names.ts';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { renderStorePage, type StorePageData } from '@/entry-server.tsx';
import { accountKeys } from '@/features/account/api/keys.ts';
import { AddressBook } from '@/features/account/components/address-book.tsx';
import { AddressFormDialog } from '@/features/account/components/address-form-dialog.tsx';
import { ChangePasswordCard } from '@/features/account/components/change-password-form.tsx';
import { OrderInvoice } from '@/features/account/components/order-invoice.tsx';
import { OrderList } from '@/features/account/components/order-list.tsx';
import { OrderReturns, ReturnRequestDialog } from '@/features/account/components/order-returns.tsx';
import { OrderStatusBadge } from '@/features/account/components/order-status-badge.tsx';
import { OrderTracking } from '@/features/account/components/order-tracking.tsx';
import { SignInRequired } from '@/features/account/components/sign-in-required.tsx';
import { SignOutEverywhereButton } from '@/features/auth/components/sign-out-everywhere-button.tsx';
import { OrderConfirmationView } from '@/features/checkout/components/order-confirmation-view.tsx';
import { OrderSummary } from '@/features/checkout/components/order-summary.tsx';
import { SandboxCardForm } from '@/features/checkout/components/payment/sandbox-card-form.tsx';
import { draftPaymentKeys } from '@/features/draft-orders/api/get-draft-payment.ts';
import { orderPaymentKeys } from '@/features/order-payment/api/order-payment-link.ts';
import { productSubscriptionKeys } from '@/features/product-subscriptions/api/keys.ts';
import { MySubscriptions } from '@/features/product-subscriptions/components/my-subscriptions.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { apiMessageIn } from '@/lib/i18n/api-message.ts';
import { catalogues } from '@/lib/i18n/catalogues.ts';
import { formatMoneyIn } from '@/lib/i18n/format.ts';
import { createTranslator, LanguageProvider } from '@/lib/i18n/language.tsx';
import en from '@/lib/i18n/locales/en.ts';

// A dialog's portal waits for the browser's document (and its focus trap for the browser's events); on
// the server it draws nothing. Here its content is drawn in place, so the add/edit address and return
// dialogs are read like any screen: their title, description, fields and buttons are the app's own.
vi.mock('@radix-ui/react-dialog', async (original) => {
  const radix = await original<typeof import('@radix-ui/react-dialog')>();
  const { createContext, useContext } = await import('react');
  const Open = createContext(false);
  return {
    ...radix,
    Root: (props: Parameters<typeof radix.Root>[0]) => (
      <Open.Provider value={props.open === true}>
        <radix.Root {...props} />
      </Open.Provider>
    ),
    Portal: ({ children }: { children: ReactNode }) => children,
    Overlay: () => null,
    Content: ({ children, className }: { children: ReactNode; className?: string }) =>
      useContext(Open) ? (
        <div role="dialog" className={className}>
          {children}
        </div>
      ) : null,
  };
});

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  for (const language of STORE_LANGUAGES) {
    it(`${language} has every English key, no other, and the same placeholders`, () => {
      const catalogue = catalogues[language] as Record<string, string>;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        expect(catalogue[key]?.trim(), `${language}: ${key}`).toBeTruthy();
        expect(placeholders(catalogue[key] ?? ''), `${language}: ${key}`).toEqual(placeholders(english));
      }
    });
  }
});

const product = (id: number, name: string, price: string, extra: Partial<StorefrontProduct> = {}) =>
  ({
    id,
    tenantId: 1,
    name,
    handle: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: null,
    price,
    compareAtPrice: null,
    image: `/demo/${id}.svg`,
    images: [
      { url: `/demo/${id}.svg`, alt: name },
      { url: `/demo/${id}b.svg`, alt: name },
    ],
    category: 'Kiosk',
    sizes: [],
    inStock: 5,
    sortOrder: id,
    isSubscription: false,
    hasSubscription: false,
    subscriptionPrice: null,
    subscriptionInterval: null,
    subscriptionTrialDays: 0,
    variants: [],
    variantAttributeNames: {},
    ...extra,
  }) as StorefrontProduct;

// Store content in no language at all, so any English on the page is the store front's own.
const tenant = {
  id: 1,
  name: 'Kiosk',
  slug: 'demo',
  colorTemplate: 'default',
  primaryPaymentGateway: 'stripe',
  stripePublicKey: null,
  currency: 'GBP',
};
const content = [
  { key: 'site_title', value: 'Kiosk' },
  { key: 'hero_title', value: 'Kiosk' },
  { key: 'hero_subtitle', value: 'Kiosk 2025' },
  { key: 'hero_button_text', value: '→' },
  { key: 'footer_company_name', value: 'Kiosk' },
  { key: 'footer_address', value: '1 Kioskplatz' },
];
const products = [
  product(1, 'Polo 7', '19.99'),
  product(2, 'Zip 9', '42.5', { compareAtPrice: '50.00' }),
  product(3, 'Cap 3', '9', { inStock: 0 }),
];

const pageData = (language: StoreLanguage, extra: Partial<StorePageData>): StorePageData => ({
  tenant,
  content,
  language,
  languages: [...STORE_LANGUAGES],
  defaultLanguage: 'en',
  ...extra,
});
const prefix = (language: StoreLanguage) => (language === 'en' ? '' : `/${language}`);

const address = (id: number, extra: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id,
  firstName: 'Kim',
  lastName: 'Kiosk',
  address: `${id} Kioskplatz`,
  city: 'Kiosk',
  zipCode: 'SW1A 1AA',
  country: 'GB',
  state: '',
  isDefault: false,
  createdAt: '2026-03-05T10:00:00Z',
  ...extra,
});
// The default one, one abroad (its country named in the page's language), one in the US.
const addresses = [
  address(1, { isDefault: true }),
  address(2, { country: 'DE', zipCode: '10115' }),
  address(3, { country: 'US', state: 'NY', zipCode: '10001' }),
];
const returnLine = { orderItemId: 1, name: 'Polo 7', variantString: '', quantity: 1, unitPrice: '19.99' };
const orderReturn = (
  id: number,
  status: OrderReturn['status'],
  extra: Partial<OrderReturn> = {},
): OrderReturn => ({
  id,
  orderId: 7,
  orderNumber: 1007,
  status,
  reason: 'Kiosk',
  declineReason: null,
  customerName: 'Kiosk',
  customerEmail: 'kiosk@example.com',
  currency: 'GBP',
  lines: [{ ...returnLine, restockedQuantity: 0, exchange: null }],
  itemsTotal: '19.99',
  exchangeDifference: '0',
  refunded: '0',
  amountDue: '0',
  createdAt: '2026-03-08T10:00:00Z',
  approvedAt: null,
  receivedAt: null,
  closedAt: null,
  ...extra,
});
const returnableOrder = {
  id: 7,
  fulfilments: [{ id: 1 }],
  returns: [
    orderReturn(1, 'approved'),
    orderReturn(2, 'declined', { declineReason: 'Kiosk 42' }),
    orderReturn(3, 'refunded', { refunded: '19.99' }),
    orderReturn(4, 'exchanged', { amountDue: '5' }),
  ],
  returnWindow: { canReturn: true, deadline: '2026-04-05T10:00:00Z', windowDays: 30, refusal: null },
} as unknown as AccountOrder;
const closedWindow = { canReturn: false, deadline: null, windowDays: 30, refusal: null };
const returnOptions: OrderReturnOptions = {
  orderId: 7,
  windowDays: 30,
  deadline: '2026-04-05T10:00:00Z',
  refusal: null,
  policy: '<p>30 Kiosk</p>',
  lines: [
    {
      ...returnLine,
      returnable: 1,
      selectedVariants: { Size: 'M' },
      exchangeOptions: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    },
  ],
  returns: [],
};
const subscription = (id: number, extra: Partial<ProductSubscription> = {}): ProductSubscription => ({
  id,
  tenantId: 1,
  productId: 1,
  productName: 'Polo 7',
  customerEmail: 'kiosk@example.com',
  customerName: 'Kiosk',
  status: 'active',
  amount: '19.99',
  interval: 'monthly',
  quantity: 1,
  variantString: '',
  startDate: '2026-03-05T10:00:00Z',
  nextBillingDate: '2026-04-05T10:00:00Z',
  canceledAt: null,
  failedAttempts: 0,
  createdAt: '2026-03-05T10:00:00Z',
  ...extra,
});
const subscriptions = [
  subscription(1),
  subscription(2, { failedAttempts: 2, interval: 'weekly' }),
  subscription(3, { status: 'paused', interval: 'quarterly' }),
  subscription(4, { status: 'past_due', interval: 'yearly' }),
  subscription(5, { status: 'cancelled', canceledAt: '2026-03-20T10:00:00Z' }),
];
const draftPayment: DraftOrderPaymentView = {
  tenantId: 1,
  storeName: 'Kiosk',
  customerName: 'Kiosk',
  customerEmail: 'kiosk@example.com',
  shippingAddress: '1 Kioskplatz',
  lines: [
    {
      productId: 1,
      variantId: null,
      name: 'Polo 7',
      variantString: 'M',
      quantity: 2,
      unitPrice: '19.99',
      lineTotal: '39.98',
    },
  ],
  subtotal: '39.98',
  discount: '4.00',
  discountPercent: null,
  shipping: '4.99',
  shippingMethod: 'DHL',
  vat: '6.83',
  pricesIncludeVat: true,
  total: '40.97',
  currency: 'GBP',
  status: 'invoiced',
  expiresAt: '2026-04-05T10:00:00Z',
};
const orderPayment: OrderPaymentLinkView = {
  tenantId: 1,
  storeName: 'Kiosk',
  orderNumber: 1007,
  customerName: 'Kiosk',
  customerEmail: 'kiosk@example.com',
  shippingAddress: '1 Kioskplatz',
  amount: '5.00',
  currency: 'GBP',
  status: 'open',
  expiresAt: '2026-04-05T10:00:00Z',
};

/** Each store-front screen's markup in `language`. */
async function screens(language: StoreLanguage) {
  const p = prefix(language);
  const translator = createTranslator(language, catalogues[language]);
  const alone = (node: ReactNode, at = '/', search = '', client = new QueryClient()) =>
    renderToStringAsync(
      (
        <QueryClientProvider client={client}>
          <LanguageProvider
            page={{ language, languages: [...STORE_LANGUAGES], defaultLanguage: 'en' }}
            translator={translator}
          >
            <Router ssrPath={at} ssrSearch={search} base={p}>
              {node}
            </Router>
          </LanguageProvider>
        </QueryClientProvider>
      ) as never,
    );
  // The sign-in area as a store's shoppers see it (its frame names the store, ADR 0038).
  const framed = (node: ReactNode) => (
    <AuthLayout store={{ title: 'Kiosk', companyName: 'Kiosk', homeHref: '/s/demo' }}>{node}</AuthLayout>
  );
  const order = {
    id: 7,
    orderNumber: 1007,
    createdAt: '2026-03-05T10:00:00Z',
    customerEmail: 'kiosk@example.com',
    customerName: 'Kiosk',
    shippingAddress: '1 Kioskplatz',
    shippingMethod: null,
    shippingCost: '0',
    subtotal: '19.99',
    total: '19.99',
    items: [{ productId: 1, name: 'Polo 7', price: '19.99', quantity: 1, selectedVariants: {} }],
  };
  // The account's data and the payment links' answers, as the API would give them.
  const answered = () => {
    const client = new QueryClient();
    client.setQueryData(accountKeys.myAddresses(1), addresses);
    client.setQueryData(productSubscriptionKeys.mine(1), subscriptions);
    client.setQueryData(draftPaymentKeys.link('t'), draftPayment);
    client.setQueryData(orderPaymentKeys.link('t'), orderPayment);
    return client;
  };
  return {
    home: await renderStorePage(`${p}/s/demo`, pageData(language, { products })),
    search: await renderStorePage(`${p}/s/demo?q=zip`, pageData(language, { products })),
    product: await renderStorePage(
      `${p}/s/demo/products/zip-9`,
      pageData(language, { product: products[1] }),
    ),
    missingProduct: await renderStorePage(`${p}/s/demo/products/none`, pageData(language, {})),
    checkout: await renderStorePage(`${p}/s/demo/checkout`, pageData(language, { shippingOptions: [] })),
    password: await renderStorePage(
      `${p}/s/demo`,
      pageData(language, { tenant: { ...tenant, passwordRequired: true } as typeof tenant }),
    ),
    summary: await alone(
      <OrderSummary
        lines={
          [{ key: 'a', name: 'Polo 7', quantity: 2, variant: '', lineTotal: '39.98', image: null }] as never
        }
        subtotal="39.98"
        shippingCost="0"
        shippingMethod=""
        total="39.98"
        onRemove={() => {}}
        onSetQuantity={() => {}}
        vat={{ amount: '6.66', inclusive: true } as never}
      />,
    ),
    confirmation: await alone(
      <OrderConfirmationView order={order as never} homeHref="/s/demo" newCustomer={false} />,
    ),
    signIn: await alone(framed(<LoginRoute storeSlug="demo" storeNamed />), '/login', 'store=demo'),
    staffSignIn: await alone(<LoginRoute />, '/login'),
    forgotPassword: await alone(framed(<ForgotPasswordRoute storeSlug="demo" />), '/forgot-password'),
    resetPassword: await alone(framed(<ResetPasswordRoute storeSlug="demo" />), '/reset-password', 'token=t'),
    resetLinkIncomplete: await alone(framed(<ResetPasswordRoute storeSlug="demo" />), '/reset-password'),
    setPassword: await alone(<SetPasswordRoute storeSlug="demo" />, '/set-password', 'token=t'),
    setLinkIncomplete: await alone(<SetPasswordRoute storeSlug="demo" />, '/set-password'),
    signInRequired: await alone(<SignInRequired loginHref="/login?store=demo" />, '/account'),
    orderHistory: await alone(
      <>
        <OrderList orders={[]} isLoading={false} error={null} onRetry={() => {}} />
        <OrderList orders={undefined} isLoading={false} error={new Error('x')} onRetry={() => {}} />
        <OrderStatusBadge status="partially_refunded" />
        <ChangePasswordCard />
        <SignOutEverywhereButton />
        <OrderInvoice
          order={{ id: 7, pricesIncludeVat: true, vat: '3.33', invoiceNumber: 'INV-7' } as never}
        />
        <OrderTracking
          fulfilments={[1, 2].map((id) => ({
            id,
            carrier: 'dhl',
            carrierName: 'DHL',
            trackingNumber: `JD${id}`,
            trackingUrl: 'https://example.com/t',
            notifiedCustomer: true,
            shippedAt: '2026-03-06T10:00:00Z',
            deliveredAt: id === 1 ? '2026-03-07T10:00:00Z' : null,
            lines: [{ orderItemId: id, productName: 'Polo 7', quantity: 1 }],
          }))}
          shippingLines={[
            {
              orderItemId: 3,
              productName: 'Zip 9',
              variantString: null,
              quantity: 1,
              shippedQuantity: 0,
              remainingQuantity: 1,
            },
          ]}
        />
      </>,
      '/account',
    ),
    cardForm: await alone(<SandboxCardForm ref={{ current: null }} disabled={false} />, '/checkout'),
    addressBook: await alone(<AddressBook tenantId={1} />, '/account', '', answered()),
    addressBookEmpty: await alone(
      <AddressBook tenantId={1} />,
      '/account',
      '',
      (() => {
        const client = new QueryClient();
        client.setQueryData(accountKeys.myAddresses(1), []);
        return client;
      })(),
    ),
    addressDialog: await alone(
      <>
        <AddressFormDialog open onOpenChange={() => {}} tenantId={1} address={addresses[1]} />
        <AddressFormDialog open onOpenChange={() => {}} tenantId={1} />
      </>,
      '/account',
    ),
    returns: await alone(
      <>
        <OrderReturns order={returnableOrder} />
        <OrderReturns order={{ ...returnableOrder, returns: [], returnWindow: closedWindow }} />
      </>,
      '/account',
    ),
    returnDialog: await alone(
      <>
        <ReturnRequestDialog open onOpenChange={() => {}} options={returnOptions} />
        <ReturnRequestDialog open onOpenChange={() => {}} options={{ ...returnOptions, policy: '' }} />
      </>,
      '/account',
    ),
    subscriptions: await alone(<MySubscriptions tenantId={1} />, '/account', '', answered()),
    payInvoice: await alone(<PayInvoiceRoute token="t" tenant={undefined} />, '/pay/t', '', answered()),
    payOrder: await alone(<PayOrderRoute token="t" tenant={undefined} />, '/pay/order/t', '', answered()),
  };
}

/** A page's words: its text and the attributes people hear or see (labels, placeholders, titles). */
function wordsOf(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '\n');
  return `${text}\n${attributes.join('\n')}`
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/** English texts that a translation changes, cut at their placeholders: none may show on another language's page. */
function englishFragments(language: StoreLanguage): string[] {
  const catalogue = catalogues[language] as Record<string, string>;
  return Object.entries(en)
    .filter(([key, english]) => catalogue[key] !== english)
    .flatMap(([, english]) => english.split(/\{\{\w+\}\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 6 && /[a-z]{3}/i.test(fragment))
    .filter((fragment) => !Object.values(catalogue).some((own) => own.includes(fragment)));
}

describe('every store-front screen in each language', () => {
  for (const language of STORE_LANGUAGES) {
    it(`${language}: its own texts, no key and no English left`, async () => {
      const rendered = await screens(language);
      const catalogue = catalogues[language];
      for (const [screen, html] of Object.entries(rendered)) {
        const words = wordsOf(html);
        expect(html.length, screen).toBeGreaterThan(200);
        // An untranslated key would show as itself (i18next answers the key).
        expect(words, `${language} ${screen}: a key shows`).not.toMatch(
          /\b(?:header|footer|menu|search|password|product|size|home|common|cart|store|checkout|summary|discount|confirmation|apiError|auth|forgot|reset|newPassword|setPassword|account|orders|signInRequired|card|changePassword|signOutEverywhere|orderList|order|status|tracking|addresses|addressForm|returns|returnStatus|subscriptions|subscriptionStatus|payLink)\.[a-z][a-zA-Z._]*\b/,
        );
        if (language === 'en') continue;
        // English words that no catalogue text of these languages holds: a text not in the catalogues.
        expect(words, `${language} ${screen}: English words`).not.toMatch(
          /\b(?:the|your|and|Skip|Qty|Please|Loading)\b/,
        );
        for (const fragment of englishFragments(language)) {
          expect(words.includes(fragment), `${language} ${screen}: English "${fragment}" left`).toBe(false);
        }
      }
      // Some of the page's own texts, and money by the page's locale.
      expect(wordsOf(rendered.home)).toContain(catalogue['product.addToCart']);
      expect(wordsOf(rendered.home)).toContain(catalogue['home.featured']);
      expect(wordsOf(rendered.home)).toContain(formatMoneyIn(language, '19.99'));
      expect(wordsOf(rendered.product)).toContain(catalogue['product.allProducts']);
      expect(wordsOf(rendered.confirmation)).toContain(catalogue['confirmation.title']);
      expect(wordsOf(rendered.password)).toContain(catalogue['password.title']);
      expect(wordsOf(rendered.signIn)).toContain(catalogue['auth.signInShopper']);
      expect(wordsOf(rendered.signIn)).toContain(catalogue['auth.email']);
      expect(wordsOf(rendered.forgotPassword)).toContain(catalogue['forgot.intro']);
      expect(wordsOf(rendered.resetPassword)).toContain(catalogue['newPassword.label']);
      expect(wordsOf(rendered.setPassword)).toContain(catalogue['setPassword.intro']);
      expect(wordsOf(rendered.cardForm)).toContain(catalogue['card.number']);
      expect(wordsOf(rendered.orderHistory)).toContain(catalogue['orderList.empty']);
      expect(wordsOf(rendered.orderHistory)).toContain(catalogue['status.partially_refunded']);
      expect(wordsOf(rendered.orderHistory)).toContain(catalogue['tracking.track']);
      expect(wordsOf(rendered.orderHistory)).toContain(catalogue['changePassword.intro']);
      expect(wordsOf(rendered.addressBook)).toContain(catalogue['addresses.title']);
      expect(wordsOf(rendered.addressBook)).toContain(catalogue['addresses.makeDefault']);
      expect(wordsOf(rendered.addressBook)).toContain(localCountryName('DE', language));
      expect(wordsOf(rendered.addressBookEmpty)).toContain(catalogue['addresses.empty']);
      expect(wordsOf(rendered.returns)).toContain(catalogue['returns.returnItems']);
      expect(wordsOf(rendered.addressDialog)).toContain(catalogue['addressForm.titleEdit']);
      expect(wordsOf(rendered.addressDialog)).toContain(catalogue['addressForm.useDefault']);
      expect(wordsOf(rendered.addressDialog)).toContain(localCountryName('FR', language));
      expect(wordsOf(rendered.returnDialog)).toContain(catalogue['returns.howMany']);
      expect(wordsOf(rendered.returnDialog)).toContain(catalogue['returns.noPolicy']);
      expect(wordsOf(rendered.returns)).toContain(catalogue['returnStatus.declined']);
      expect(wordsOf(rendered.subscriptions)).toContain(catalogue['subscriptions.title']);
      expect(wordsOf(rendered.subscriptions)).toContain(catalogue['subscriptionStatus.past_due']);
      expect(wordsOf(rendered.payInvoice)).toContain(catalogue['payLink.continue']);
      expect(wordsOf(rendered.payInvoice)).toContain(catalogue['summary.total']);
      expect(wordsOf(rendered.payOrder)).toContain(catalogue['payLink.amountDue']);
      expect(wordsOf(rendered.payOrder)).toContain(formatMoneyIn(language, '5.00'));
      // The sign-in area's links keep the page's language (the store's home, the forgotten password).
      const p = prefix(language);
      expect(rendered.signIn).toContain(`href="${p}/forgot-password?store=demo"`);
      expect(rendered.signIn).toContain(`href="${p}/s/demo"`);
      expect(rendered.signInRequired).toContain(`href="${p}/login?store=demo"`);
    });
  }

  it('keeps the English texts of the spec and formats money by locale', async () => {
    const home = wordsOf((await screens('en')).home);
    for (const text of ['Featured Products', 'Add to Cart', 'Out of stock', '£19.99', 'Terms & Conditions']) {
      expect(home).toContain(text);
    }
    expect(formatMoneyIn('de', '1234.5')).toBe('1.234,50\u00a0£');
    expect(formatMoneyIn('fr', '19.99')).toMatch(/^19,99\s£/);
    expect(formatMoneyIn('en', '19.99')).toBe('£19.99');
  });

  it('draws links under the page’s language prefix and offers the switcher', async () => {
    const html = await renderStorePage('/de/s/demo', pageData('de', { products }));
    expect(html).toContain('href="/de/s/demo/products/polo-7"');
    expect(html).toContain('href="/de/s/demo/terms-conditions"');
    expect(html).toContain('<option value="fr" lang="fr">Français</option>');
    const single = await renderStorePage('/s/demo', { ...pageData('en', { products }), languages: ['en'] });
    expect(single).not.toContain('<select');
  });
});

describe('the API’s messages in the page’s language', () => {
  const say = (language: StoreLanguage, error: unknown) =>
    apiMessageIn(language, createTranslator(language, catalogues[language]).t, error);

  it('says a refusal with a reason in the page’s language, and in English exactly as the API wrote it', () => {
    const expired = new ApiError(
      400,
      discountMessages.expired,
      'validation_error',
      undefined,
      'discount_expired',
      {},
    );
    expect(say('en', expired)).toBe('This discount code has expired');
    expect(say('de', expired)).toBe('Dieser Rabattcode ist abgelaufen');
    const few = new ApiError(409, 'Only 2 of "Tee" left', 'conflict', undefined, 'only_left', {
      available: '2',
      name: 'Tee',
    });
    expect(say('en', few)).toBe('Only 2 of "Tee" left');
    expect(say('fr', few)).toBe('Plus que 2 « Tee » en stock');
    // No reason, or one the catalogue does not know: the API's own message.
    expect(say('de', new ApiError(400, 'Something else'))).toBe('Something else');
    expect(say('de', new ApiError(400, 'New', 'conflict', undefined, 'unknown_reason', {}))).toBe('New');
  });

  it('has every reason the API answers in each catalogue, its English the API’s template', () => {
    for (const [reason, template] of Object.entries(shopperMessageTemplates)) {
      expect((en as Record<string, string>)[`apiError.${reason}`], reason).toBe(template);
    }
  });
});
